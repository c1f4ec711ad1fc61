#include "quote_json.h"

#include "io/csv.h"
#include "io/file/quote_settings_json.h"
#include "text/c_numbers.h"

#include <cmath>

namespace cd::core {

namespace {

Json optMoney(const std::optional<double>& v)
{
    return v ? Json(std::round(*v * 100.0) / 100.0) : Json(nullptr);
}

Json quoteLineJson(const QuoteLine& l)
{
    Json o{{"category", l.category},
           {"part", l.part},
           {"part_number", l.partNumber},
           {"description", l.description},
           {"quantity", l.quantity}};
    if (l.lengthM)
        o["length_m"] = *l.lengthM;
    if (l.option)
        o["buildout_of_server_above"] = true;
    if (l.withServer && !l.option)
        o["fitted_in_server_above"] = true;
    o["price_source"] = toString(l.origin);
    o["price_detail"] = l.originDetail;
    o["source_currency"] = l.sourceCurrency;
    o["exchange_rate"] = l.exchangeRate;
    o["unit_cost"] = optMoney(l.cost);
    o["unit_price"] = optMoney(l.listUnit);
    o["discount_pct"] = l.discountPct;
    o["net_unit_price"] = optMoney(l.netUnit);
    o["extended"] = optMoney(l.extended);
    return o;
}

Json categoriesJson(const std::vector<QuoteCategory>& categories)
{
    Json cats = Json::array();
    for (const QuoteCategory& c : categories)
        cats.push_back(Json{{"category", c.kind},
                            {"title", c.title},
                            {"lines", c.lines},
                            {"subtotal", c.subtotal}});
    return cats;
}

} // namespace

Json quoteToJson(const Quote& q, const QuoteSettings& s, const QuoteHeader& h)
{
    Json lines = Json::array();
    for (const QuoteLine& l : q.lines)
        lines.push_back(quoteLineJson(l));
    Json out{{"number", s.number},
             {"date", h.date},
             {"valid_until", h.validUntil},
             {"design", h.designName},
             {"currency", q.currency},
             {"customer", writeQuoteParty(s.customer)},
             {"reseller", writeQuoteParty(s.reseller)},
             {"summary",
              {{"gpus", h.gpus},
               {"gpu_memory_gb", h.gpuMemoryGb},
               {"max_kw", std::round(h.maxKw * 1000) / 1000},
               {"throughput", h.throughput}}},
             {"lines", std::move(lines)},
             {"categories", categoriesJson(q.categories)},
             {"subtotal", q.subtotal},
             {"tax_label", s.taxLabel},
             {"tax_pct", q.taxPct},
             {"tax", q.tax},
             {"total", q.total},
             {"unpriced_lines", q.unpricedLines},
             {"complete", q.complete()},
             {"estimate_lines", q.estimateLines}};
    out["cost_total"] = q.costTotal ? Json(*q.costTotal) : Json(nullptr);
    return out;
}

std::string quoteToCsv(const Quote& q, const QuoteSettings& s, const QuoteHeader& h)
{
    (void)h;
    auto opt = [](const std::optional<double>& v) {
        return v ? csvNumber(*v, 2) : std::string();
    };
    // The first columns are those of the plain BOM CSV, so scripts reading it keep working.
    std::string out = "part,kind,description,quantity,unit_price,total,currency,part_number,"
                      "discount_pct,net_unit_price,price_source,price_detail,server_above\r\n";
    for (const QuoteLine& l : q.lines) {
        const std::string disc = text::cGeneral(l.discountPct);
        out += csvField(l.part) + "," + csvField(l.category) + "," + csvField(l.description) + "," +
               std::to_string(l.quantity) + "," + opt(l.listUnit) + "," + opt(l.extended) + "," +
               q.currency + "," + csvField(l.partNumber) + "," + disc + "," + opt(l.netUnit) + "," +
               csvField(toString(l.origin)) + "," + csvField(l.originDetail) + "," +
               serverAbove(l.option, l.withServer) + "\r\n";
    }
    out += "SUBTOTAL,,,,," + csvNumber(q.subtotal, 2) + "," + q.currency + ",,,,,,\r\n";
    const std::string pct = text::cGeneral(q.taxPct);
    out += csvField(s.taxLabel + " " + pct + " %") + ",,,,," + csvNumber(q.tax, 2) + "," +
           q.currency + ",,,,,,\r\n";
    // An incomplete total says so in the description column; the first column stays TOTAL.
    out += "TOTAL,," + csvField(incompleteNote(q.unpricedLines)) + ",,," + csvNumber(q.total, 2) +
           "," + q.currency + ",,,,,,\r\n";
    return out;
}
} // namespace cd::core
