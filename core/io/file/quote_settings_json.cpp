#include "quote_settings_json.h"

#include "io/load_error.h"
#include "model/price_list.h"
#include "text/translation.h"

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
            m.failAt(k, CD_TRANSLATE_NOOP("LoadError", "a number >= 0"));
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

// The quote currency and the exchange rates into it; checkQuoteSettings judges them with the
// rest, by the same rules as an edit.
void readCurrency(const JsonReader& q, QuoteSettings& s)
{
    s.currency = q.string("currency", s.currency);
    s.exchangeRates = readPercentMap(q, "exchange_rates");
}

void readDiscounts(const JsonReader& q, QuoteSettings& s)
{
    if (!q.has("discounts"))
        return;
    const JsonReader d = q.at("discounts");
    d.requireObject();
    s.categoryDiscountPct = readPercentMap(d, "categories");
    s.lineDiscountPct = readPercentMap(d, "lines");
}

void readMargin(const JsonReader& q, QuoteSettings& s)
{
    if (!q.has("margin"))
        return;
    const JsonReader m = q.at("margin");
    m.requireObject();
    s.marginPct = m.optionalNumber("percent");
    const auto mode = marginModeFromString(m.string("mode", "markup"));
    if (!mode)
        m.failAt("mode", CD_TRANSLATE_NOOP("LoadError", "\"markup\" or \"gross\""));
    s.marginMode = *mode;
    if (s.marginMode == MarginMode::Gross && s.marginPct && *s.marginPct >= 100)
        m.failAt("percent", CD_TRANSLATE_NOOP("LoadError", "a gross margin below 100"));
}

void readTax(const JsonReader& q, QuoteSettings& s)
{
    if (!q.has("tax"))
        return;
    const JsonReader t = q.at("tax");
    t.requireObject(); // "tax": 19 was read as no tax at all
    s.taxPct = t.optionalNumber("percent").value_or(0);
    s.taxLabel = t.string("label", s.taxLabel);
}

void readRounding(const JsonReader& q, QuoteSettings& s)
{
    if (!q.has("rounding"))
        return;
    const JsonReader r = q.at("rounding");
    r.requireObject();
    s.roundDecimals = r.optionalInteger("decimals").value_or(2);
    if (s.roundDecimals < -3 || s.roundDecimals > 4)
        r.failAt("decimals", CD_TRANSLATE_NOOP("LoadError", "an integer from -3 to 4"));
    const auto mode = roundingModeFromString(r.string("mode", "nearest"));
    if (!mode)
        r.failAt("mode", CD_TRANSLATE_NOOP("LoadError", "\"nearest\" or \"up\""));
    s.rounding = *mode;
}

void readServices(const JsonReader& q, QuoteSettings& s)
{
    if (!q.has("services"))
        return;
    const JsonReader v = q.at("services");
    v.requireObject();
    s.installationPerServer = v.optionalNumber("installation_per_server").value_or(0);
    s.supportYears = v.optionalInteger("support_years", 0).value_or(0);
    s.supportPerServerYear = v.optionalNumber("support_per_server_year").value_or(0);
}

} // namespace

Json writeQuoteParty(const QuoteParty& p)
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

std::optional<QuoteSettings> readQuoteSettings(const JsonReader& top)
{
    if (!top.has("quote"))
        return std::nullopt;
    const JsonReader q = top.at("quote");
    q.requireObject();
    QuoteSettings s;
    readCurrency(q, s);
    s.priceList = q.string("price_list", "");
    readDiscounts(q, s);
    readMargin(q, s);
    readTax(q, s);
    readRounding(q, s);
    s.number = q.string("number", "");
    s.date = q.string("date", "");
    s.validityDays = q.optionalInteger("validity_days", 0).value_or(30);
    s.customer = readParty(q, "customer");
    s.reseller = readParty(q, "reseller");
    s.terms = q.string("terms", "");
    readServices(q, s);
    s.workload = q.string("workload", s.workload);
    s.language = q.string("language", "");
    // The same rules as an edit from the GUI: a 200 % discount or a negative tax would give
    // a negative or meaningless total (issue 20).
    if (const auto problem = checkQuoteSettings(s))
        throw LoadError(
            q.file(), q.path() + "." + problem->key,
            text::arg(text::translate("LoadError", "expected %1"), {problem->expected}));
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
    q["customer"] = writeQuoteParty(s.customer);
    q["reseller"] = writeQuoteParty(s.reseller);
    if (!s.terms.empty())
        q["terms"] = s.terms;
    if (s.installationPerServer > 0 || s.supportYears > 0)
        q["services"] = Json{{"installation_per_server", s.installationPerServer},
                             {"support_years", s.supportYears},
                             {"support_per_server_year", s.supportPerServerYear}};
    q["workload"] = s.workload;
    if (!s.language.empty())
        q["language"] = s.language;
    return q;
}

} // namespace cd::core
