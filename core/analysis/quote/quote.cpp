#include "quote.h"

#include "text/translation.h"

#include "analysis/fabric/part_number.h"
#include "analysis/issues/quote_issue_types.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

namespace cd::core {

namespace {

const char* kInstallId = "service-installation";
const char* kSupportId = "service-support-year";

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

double cents(double v)
{
    return std::round(v * 100.0) / 100.0;
}

// Lower-cased catalog id or part number -> catalog id.
std::map<std::string, std::string> keyIndex(const CatalogView& catalog)
{
    std::map<std::string, std::string> index;
    for (const CatalogItem* item : catalog.items()) {
        // A list names a part as it is ordered: "980-9I510-00NS00", not the catalog's
        // "980-9I510-00NS00 (switch, finned)"; "MCP7Y00-N001 / 980-9I432-00N001" by either.
        for (const std::string& pn : item->partNumbers) {
            index.emplace(lower(pn), item->id);
            const std::string bare = orderingPartNumber({pn}, std::nullopt);
            index.emplace(lower(bare), item->id);
            for (std::size_t from = 0, to = 0; from < bare.size(); from = to + 3) {
                to = std::min(bare.find(" / ", from), bare.size());
                index.emplace(lower(bare.substr(from, to - from)), item->id);
            }
        }
        index[lower(item->id)] = item->id;
    }
    index[kInstallId] = kInstallId;
    index[kSupportId] = kSupportId;
    return index;
}

// Catalog id -> the price list entry for it (the first one wins).
std::map<std::string, const PriceListEntry*> entriesById(const PriceList* list,
                                                         const CatalogView& catalog)
{
    std::map<std::string, const PriceListEntry*> out;
    if (!list)
        return out;
    const auto index = keyIndex(catalog);
    for (const PriceListEntry& e : list->entries) {
        auto it = index.find(lower(e.key));
        if (it != index.end())
            out.emplace(it->second, &e);
    }
    return out;
}

struct Pricer
{
    const QuoteSettings& s;
    Issues& issues;

    // Sets origin, currency, rate, cost and list price of `line` from one source price.
    void apply(QuoteLine& line, PriceOrigin origin, std::string detail, double price,
               const std::string& currency, std::optional<double> cost)
    {
        double rate = 1;
        if (currency != s.currency) {
            auto it = s.exchangeRates.find(currency);
            if (it == s.exchangeRates.end() || it->second <= 0) {
                issues.push_back(makeIssue(issues::QuoteNoRate,
                                           {{"line", line.description},
                                            {"currency", currency},
                                            {"quoteCurrency", s.currency}},
                                           line.part));
                return;
            }
            rate = it->second;
        }
        line.origin = origin;
        line.originDetail = std::move(detail);
        line.sourceCurrency = currency;
        line.exchangeRate = rate;
        if (cost)
            line.cost = *cost * rate;
        const auto fromCost = line.cost ? priceFromCost(*line.cost, s) : std::nullopt;
        line.listUnit = fromCost ? *fromCost : price * rate;
    }

    void finish(QuoteLine& line)
    {
        auto own = s.lineDiscountPct.find(line.part);
        auto cat = s.categoryDiscountPct.find(line.kind.empty() ? line.category : line.kind);
        line.discountPct = own != s.lineDiscountPct.end()
                               ? own->second
                               : (cat != s.categoryDiscountPct.end() ? cat->second : 0.0);
        if (!line.listUnit)
            return;
        line.netUnit = roundPrice(*line.listUnit * (1.0 - line.discountPct / 100.0), s);
        line.extended = cents(*line.netUnit * line.quantity);
    }
};

QuoteLine serviceLine(const char* id, std::string description, int quantity)
{
    QuoteLine l;
    l.category = "service";
    l.part = id;
    l.partNumber = id == std::string(kInstallId) ? "SVC-INSTALL" : "SVC-SUPPORT";
    l.description = std::move(description);
    l.quantity = quantity;
    return l;
}

// Prices a line from the price list when the list has an entry for it.
struct ListPricer
{
    Pricer& pricer;
    const std::map<std::string, const PriceListEntry*>& listed;
    const std::string& listName;

    // False when the price list has no entry for the line's part.
    bool fromList(QuoteLine& line) const
    {
        auto it = listed.find(line.part);
        if (it == listed.end())
            return false;
        const PriceListEntry& e = *it->second;
        pricer.apply(
            line, PriceOrigin::PriceList,
            text::arg(text::translate("Quote", "%1 line %2"),
                      {listName.empty() ? text::translate("Quote", "price list") : listName,
                       std::to_string(e.line)}),
            e.price, e.currency, e.cost);
        return true;
    }
};

// A build-out sub-line from the price list: per server, its parts' list price less the
// reference parts', when the list prices both (a part fitted 0 times needs no price) in one
// currency (and its cost where the list gives both costs); a list's own unit price for the part
// is not what the sub-line adds.
bool optionFromList(const ListPricer& list, QuoteLine& line, const BomLine& b)
{
    const auto entry = [&](const std::string& part, int count) -> const PriceListEntry* {
        static const PriceListEntry none{};
        if (count == 0)
            return &none;
        const auto it = list.listed.find(part);
        return it == list.listed.end() ? nullptr : it->second;
    };
    const PriceListEntry* fitted = entry(b.part, b.countPerServer);
    const PriceListEntry* reference = entry(b.referencePart, b.referenceCountPerServer);
    if (!fitted || !reference || (fitted->line == 0 && reference->line == 0))
        return false;
    const std::string& currency = fitted->line ? fitted->currency : reference->currency;
    if (fitted->line && reference->line && fitted->currency != reference->currency)
        return false;
    const double perServer = b.countPerServer * (fitted->line ? fitted->price : 0) -
                             b.referenceCountPerServer * (reference->line ? reference->price : 0);
    std::string lines;
    if (fitted->line)
        lines = " line " + std::to_string(fitted->line);
    if (reference->line && reference != fitted)
        lines += (lines.empty() ? " line " : " and ") + std::to_string(reference->line);
    // Its cost likewise, where the list gives the costs it needs (margin pricing uses it).
    const auto costOf = [](const PriceListEntry* e) {
        return e->line ? e->cost : std::optional<double>(0.0);
    };
    std::optional<double> cost;
    if (const auto fc = costOf(fitted), rc = costOf(reference); fc && rc)
        cost = b.countPerServer * *fc - b.referenceCountPerServer * *rc;
    list.pricer.apply(line, PriceOrigin::PriceList,
                      (list.listName.empty() ? "price list" : list.listName) + lines, perServer,
                      currency, cost);
    return true;
}

QuoteLine quoteLineFor(const BomLine& b)
{
    QuoteLine line;
    // Adapters fitted in the servers above stay in their section, as vendors' quotes list them.
    line.category = b.withServer ? "server" : b.kind;
    line.kind = b.kind;
    line.part = b.part;
    line.partNumber = b.partNumber;
    line.description = b.description;
    line.quantity = b.quantity;
    line.lengthM = b.lengthM;
    line.option = b.option;
    line.withServer = b.withServer;
    return line;
}

// A build-out line's price is a difference from the reference configuration: from the price
// list where it prices both parts, else from the catalog's estimates. Any other line takes the
// list's price, else the BOM's.
void priceBomLine(const ListPricer& list, QuoteLine& line, const BomLine& b)
{
    if (b.reference)
        list.pricer.apply(line, PriceOrigin::ServerPrice, "", 0, list.pricer.s.currency,
                          std::nullopt);
    else if (b.option && optionFromList(list, line, b))
        return;
    else if ((b.option || !list.fromList(line)) && b.unitPrice)
        list.pricer.apply(line, PriceOrigin::CatalogEstimate,
                          (b.estimate ? "" : "list price ") + b.priceDate, *b.unitPrice, b.currency,
                          std::nullopt);
}

// One quote line per BOM line; returns the number of servers.
int appendBomLines(Quote& q, const BomReport& bom, const ListPricer& list)
{
    int servers = 0;
    for (const BomLine& b : bom.lines) {
        QuoteLine line = quoteLineFor(b);
        if (b.kind == "server" && !b.option)
            servers += b.quantity;
        priceBomLine(list, line, b);
        list.pricer.finish(line);
        q.lines.push_back(std::move(line));
    }
    return servers;
}

// Prices a service line from the price list, else from the quote settings' `settingsPrice`.
void appendServiceLine(Quote& q, QuoteLine l, double settingsPrice, const ListPricer& list)
{
    if (!list.fromList(l))
        list.pricer.apply(l, PriceOrigin::QuoteSettings, "quote settings", settingsPrice,
                          list.pricer.s.currency, std::nullopt);
    list.pricer.finish(l);
    q.lines.push_back(std::move(l));
}

void appendServiceLines(Quote& q, int servers, const QuoteSettings& s, const ListPricer& list)
{
    if (servers > 0 && (s.installationPerServer > 0 || list.listed.count(kInstallId)))
        appendServiceLine(
            q,
            serviceLine(kInstallId,
                        text::translate("Quote", "Installation and commissioning, per server"),
                        servers),
            s.installationPerServer, list);
    if (servers > 0 && s.supportYears > 0 &&
        (s.supportPerServerYear > 0 || list.listed.count(kSupportId)))
        appendServiceLine(
            q,
            serviceLine(kSupportId,
                        text::arg(text::translate("Quote", "Support, per server and year (%1 "
                                                           "years)"),
                                  {std::to_string(s.supportYears)}),
                        servers * s.supportYears),
            s.supportPerServerYear, list);
}

// Category subtotals, the quote subtotal, cost total, tax and total.
void addTotals(Quote& q, const QuoteSettings& s)
{
    double cost = 0;
    bool allCosts = true;
    for (const QuoteLine& l : q.lines) {
        if (q.categories.empty() || q.categories.back().kind != l.category)
            q.categories.push_back({l.category, categoryTitle(l.category), 0, 0});
        QuoteCategory& c = q.categories.back();
        ++c.lines;
        if (!l.extended) {
            ++q.unpricedLines;
            continue;
        }
        c.subtotal = cents(c.subtotal + *l.extended);
        q.subtotal = cents(q.subtotal + *l.extended);
        if (l.origin == PriceOrigin::CatalogEstimate)
            ++q.estimateLines;
        if (l.cost)
            cost += *l.cost * l.quantity;
        else if (!l.option) // a build-out line's cost is in its server's
            allCosts = false;
    }
    if (allCosts && q.subtotal > 0)
        q.costTotal = cents(cost);
    q.tax = cents(q.subtotal * s.taxPct / 100.0);
    q.total = cents(q.subtotal + q.tax);
}

} // namespace

std::string toString(PriceOrigin o)
{
    switch (o) {
    // Also the JSON's value; translated where shown (context "PriceOrigin").
    case PriceOrigin::CatalogEstimate:
        return CD_TRANSLATE_NOOP("PriceOrigin", "catalog estimate");
    case PriceOrigin::PriceList:
        return CD_TRANSLATE_NOOP("PriceOrigin", "price list");
    case PriceOrigin::QuoteSettings:
        return CD_TRANSLATE_NOOP("PriceOrigin", "quote settings");
    case PriceOrigin::ServerPrice:
        return CD_TRANSLATE_NOOP("PriceOrigin", "in the server price");
    case PriceOrigin::None:
        break;
    }
    return "none";
}

std::optional<double> priceFromCost(double cost, const QuoteSettings& s)
{
    if (!s.marginPct)
        return std::nullopt;
    const double m = *s.marginPct / 100.0;
    if (s.marginMode == MarginMode::Gross)
        return m < 1.0 ? std::optional<double>(cost / (1.0 - m)) : std::nullopt;
    return cost * (1.0 + m);
}

double roundPrice(double value, const QuoteSettings& s)
{
    const double f = std::pow(10.0, s.roundDecimals);
    // The 1e-9 keeps 12.3 * 100 = 1229.9999999 from rounding up to 12.31.
    const double scaled = value * f;
    const double r = s.rounding == RoundingMode::Up ? std::ceil(scaled - 1e-9) : std::round(scaled);
    return r / f;
}

std::string incompleteNote(int unpricedLines)
{
    if (unpricedLines == 0)
        return {};
    return text::arg(unpricedLines == 1
                         ? text::translate("Quote", "incomplete: %1 item without a price")
                         : text::translate("Quote", "incomplete: %1 items without a price"),
                     {std::to_string(unpricedLines)});
}

std::string categoryTitle(const std::string& kind)
{
    // English, translated where shown (documents and views, context "QuoteCategory").
    static const std::map<std::string, std::string> titles{
        {"rack", CD_TRANSLATE_NOOP("QuoteCategory", "Racks")},
        {"server", CD_TRANSLATE_NOOP("QuoteCategory", "Servers")},
        {"gpu", CD_TRANSLATE_NOOP("QuoteCategory", "GPUs")},
        {"storage", CD_TRANSLATE_NOOP("QuoteCategory", "Storage")},
        {"switch", CD_TRANSLATE_NOOP("QuoteCategory", "Switches")},
        {"nic", CD_TRANSLATE_NOOP("QuoteCategory", "Network adapters")},
        {"pdu", CD_TRANSLATE_NOOP("QuoteCategory", "Power distribution")},
        {"transceiver", CD_TRANSLATE_NOOP("QuoteCategory", "Transceivers")},
        {"cable", CD_TRANSLATE_NOOP("QuoteCategory", "Cables")},
        {"cdu", CD_TRANSLATE_NOOP("QuoteCategory", "Cooling distribution units")},
        {"service", CD_TRANSLATE_NOOP("QuoteCategory", "Services")}};
    auto it = titles.find(kind);
    return it != titles.end() ? it->second : CD_TRANSLATE_NOOP("QuoteCategory", "Other");
}

PriceListMatch matchPriceList(const PriceList& list, const CatalogView& catalog)
{
    PriceListMatch m;
    const auto index = keyIndex(catalog);
    for (const PriceListEntry& e : list.entries) {
        auto it = index.find(lower(e.key));
        if (it != index.end())
            m.matched.emplace_back(e.key, it->second);
        else
            m.unmatched.push_back(e.key);
    }
    return m;
}

Quote buildQuote(const BomReport& bom, const CatalogView& catalog, const QuoteSettings& s,
                 const PriceList* priceList, Issues& issues)
{
    const auto listed = entriesById(priceList, catalog);
    const std::string listName = priceList ? priceList->name : std::string();
    Pricer pricer{s, issues};
    const ListPricer list{pricer, listed, listName};

    Quote q;
    q.currency = s.currency;
    q.taxPct = s.taxPct;
    const int servers = appendBomLines(q, bom, list);
    appendServiceLines(q, servers, s, list);
    addTotals(q, s);
    return q;
}

} // namespace cd::core
