#include "quote_json.h"

#include "csv.h"

#include <chrono>
#include <cmath>
#include <cstdio>

namespace cd::core {

namespace {

std::map<std::string, double> readPercentMap(const JsonReader& r, std::string_view key)
{
    std::map<std::string, double> out;
    if (!r.has(key))
        return out;
    const JsonReader m = r.at(key);
    m.requireObject();
    for (const auto& [k, v] : m.value().items()) {
        const double x = m.number(k);
        if (x < 0)
            m.failAt(k, "a number >= 0");
        out[k] = x;
        (void)v;
    }
    return out;
}

QuoteParty readParty(const JsonReader& r, std::string_view key)
{
    QuoteParty p;
    if (!r.has(key))
        return p;
    const JsonReader o = r.at(key);
    o.requireObject();
    p.name = o.string("name", "");
    p.address = o.string("address", "");
    p.email = o.string("email", "");
    p.phone = o.string("phone", "");
    p.logo = o.string("logo", "");
    return p;
}

Json writeParty(const QuoteParty& p)
{
    Json o = Json::object();
    for (const auto& [k, v] : {std::pair<const char*, const std::string&>{"name", p.name},
                               {"address", p.address},
                               {"email", p.email},
                               {"phone", p.phone},
                               {"logo", p.logo}})
        if (!v.empty())
            o[k] = v;
    return o;
}

std::string money(double v)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

Json optMoney(const std::optional<double>& v)
{
    return v ? Json(std::round(*v * 100.0) / 100.0) : Json(nullptr);
}

} // namespace

std::optional<QuoteSettings> readQuoteSettings(const JsonReader& top)
{
    if (!top.has("quote"))
        return std::nullopt;
    const JsonReader q = top.at("quote");
    q.requireObject();
    QuoteSettings s;
    s.currency = q.string("currency", s.currency);
    if (!isKnownCurrency(s.currency))
        q.failAt("currency", "an ISO 4217 currency code such as USD or EUR");
    s.exchangeRates = readPercentMap(q, "exchange_rates");
    for (const auto& [code, rate] : s.exchangeRates)
        if (!isKnownCurrency(code) || rate <= 0)
            q.at("exchange_rates").failAt(code, "an ISO 4217 code with a rate > 0");
    s.priceList = q.string("price_list", "");
    if (q.has("discounts")) {
        const JsonReader d = q.at("discounts");
        s.categoryDiscountPct = readPercentMap(d, "categories");
        s.lineDiscountPct = readPercentMap(d, "lines");
    }
    if (q.has("margin")) {
        const JsonReader m = q.at("margin");
        s.marginPct = m.optionalNumber("percent");
        const auto mode = marginModeFromString(m.string("mode", "markup"));
        if (!mode)
            m.failAt("mode", "\"markup\" or \"gross\"");
        s.marginMode = *mode;
        if (s.marginMode == MarginMode::Gross && s.marginPct && *s.marginPct >= 100)
            m.failAt("percent", "a gross margin below 100");
    }
    if (q.has("tax")) {
        const JsonReader t = q.at("tax");
        s.taxPct = t.optionalNumber("percent").value_or(0);
        s.taxLabel = t.string("label", s.taxLabel);
    }
    if (q.has("rounding")) {
        const JsonReader r = q.at("rounding");
        s.roundDecimals = r.optionalInteger("decimals").value_or(2);
        if (s.roundDecimals < -3 || s.roundDecimals > 4)
            r.failAt("decimals", "an integer from -3 to 4");
        const auto mode = roundingModeFromString(r.string("mode", "nearest"));
        if (!mode)
            r.failAt("mode", "\"nearest\" or \"up\"");
        s.rounding = *mode;
    }
    s.number = q.string("number", "");
    s.date = q.string("date", "");
    s.validityDays = q.optionalInteger("validity_days", 0).value_or(30);
    s.customer = readParty(q, "customer");
    s.reseller = readParty(q, "reseller");
    s.terms = q.string("terms", "");
    if (q.has("services")) {
        const JsonReader v = q.at("services");
        s.installationPerServer = v.optionalNumber("installation_per_server").value_or(0);
        s.supportYears = v.optionalInteger("support_years", 0).value_or(0);
        s.supportPerServerYear = v.optionalNumber("support_per_server_year").value_or(0);
    }
    s.workload = q.string("workload", s.workload);
    return s;
}

Json writeQuoteSettings(const QuoteSettings& s)
{
    Json q{{"currency", s.currency}};
    if (!s.exchangeRates.empty())
        q["exchange_rates"] = s.exchangeRates;
    if (!s.priceList.empty())
        q["price_list"] = s.priceList;
    if (!s.categoryDiscountPct.empty() || !s.lineDiscountPct.empty())
        q["discounts"] = Json{{"categories", s.categoryDiscountPct}, {"lines", s.lineDiscountPct}};
    if (s.marginPct)
        q["margin"] = Json{{"percent", *s.marginPct}, {"mode", toString(s.marginMode)}};
    q["tax"] = Json{{"percent", s.taxPct}, {"label", s.taxLabel}};
    q["rounding"] = Json{{"decimals", s.roundDecimals}, {"mode", toString(s.rounding)}};
    if (!s.number.empty())
        q["number"] = s.number;
    if (!s.date.empty())
        q["date"] = s.date;
    q["validity_days"] = s.validityDays;
    q["customer"] = writeParty(s.customer);
    q["reseller"] = writeParty(s.reseller);
    if (!s.terms.empty())
        q["terms"] = s.terms;
    if (s.installationPerServer > 0 || s.supportYears > 0)
        q["services"] = Json{{"installation_per_server", s.installationPerServer},
                             {"support_years", s.supportYears},
                             {"support_per_server_year", s.supportPerServerYear}};
    q["workload"] = s.workload;
    return q;
}

std::string addDays(const std::string& isoDate, int days)
{
    int y = 0;
    unsigned m = 0, d = 0;
    if (std::sscanf(isoDate.c_str(), "%d-%u-%u", &y, &m, &d) != 3)
        return {};
    const std::chrono::year_month_day ymd{std::chrono::year(y), std::chrono::month(m),
                                          std::chrono::day(d)};
    if (!ymd.ok())
        return {};
    const std::chrono::year_month_day out{std::chrono::sys_days(ymd) + std::chrono::days(days)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(out.year()), unsigned(out.month()),
                  unsigned(out.day()));
    return buf;
}

Json quoteToJson(const Quote& q, const QuoteSettings& s, const QuoteHeader& h)
{
    Json lines = Json::array();
    for (const QuoteLine& l : q.lines) {
        Json o{{"category", l.category},
               {"part", l.part},
               {"part_number", l.partNumber},
               {"description", l.description},
               {"quantity", l.quantity}};
        if (l.lengthM)
            o["length_m"] = *l.lengthM;
        o["price_source"] = toString(l.origin);
        o["price_detail"] = l.originDetail;
        o["source_currency"] = l.sourceCurrency;
        o["exchange_rate"] = l.exchangeRate;
        o["unit_cost"] = optMoney(l.cost);
        o["unit_price"] = optMoney(l.listUnit);
        o["discount_pct"] = l.discountPct;
        o["net_unit_price"] = optMoney(l.netUnit);
        o["extended"] = optMoney(l.extended);
        lines.push_back(std::move(o));
    }
    Json cats = Json::array();
    for (const QuoteCategory& c : q.categories)
        cats.push_back(Json{{"category", c.kind},
                            {"title", c.title},
                            {"lines", c.lines},
                            {"subtotal", c.subtotal}});
    Json out{{"number", s.number},
             {"date", h.date},
             {"valid_until", h.validUntil},
             {"design", h.designName},
             {"currency", q.currency},
             {"customer", writeParty(s.customer)},
             {"reseller", writeParty(s.reseller)},
             {"summary",
              {{"gpus", h.gpus},
               {"gpu_memory_gb", h.gpuMemoryGb},
               {"max_kw", std::round(h.maxKw * 1000) / 1000},
               {"throughput", h.throughput}}},
             {"lines", std::move(lines)},
             {"categories", std::move(cats)},
             {"subtotal", q.subtotal},
             {"tax_label", s.taxLabel},
             {"tax_pct", q.taxPct},
             {"tax", q.tax},
             {"total", q.total},
             {"unpriced_lines", q.unpricedLines},
             {"estimate_lines", q.estimateLines}};
    out["cost_total"] = q.costTotal ? Json(*q.costTotal) : Json(nullptr);
    return out;
}

std::string quoteToCsv(const Quote& q, const QuoteSettings& s, const QuoteHeader& h)
{
    (void)h;
    auto opt = [](const std::optional<double>& v) {
        return v ? money(*v) : std::string();
    };
    // The first columns are those of the plain BOM CSV, so scripts reading it keep working.
    std::string out = "part,kind,description,quantity,unit_price,total,currency,part_number,"
                      "discount_pct,net_unit_price,price_source,price_detail\r\n";
    for (const QuoteLine& l : q.lines) {
        char disc[32];
        std::snprintf(disc, sizeof disc, "%g", l.discountPct);
        out += csvField(l.part) + "," + csvField(l.category) + "," + csvField(l.description) + "," +
               std::to_string(l.quantity) + "," + opt(l.listUnit) + "," + opt(l.extended) + "," +
               q.currency + "," + csvField(l.partNumber) + "," + disc + "," + opt(l.netUnit) + "," +
               csvField(toString(l.origin)) + "," + csvField(l.originDetail) + "\r\n";
    }
    out += "SUBTOTAL,,,,," + money(q.subtotal) + "," + q.currency + ",,,,,\r\n";
    char pct[32];
    std::snprintf(pct, sizeof pct, "%g", q.taxPct);
    out += csvField(s.taxLabel + " " + pct + " %") + ",,,,," + money(q.tax) + "," + q.currency +
           ",,,,,\r\n";
    out += "TOTAL,,,,," + money(q.total) + "," + q.currency + ",,,,,\r\n";
    return out;
}

} // namespace cd::core
