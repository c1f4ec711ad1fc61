#pragma once

#include "analysis/issues/issue.h"
#include "bom.h"
#include "model/catalog_view.h"
#include "model/price_list.h"
#include "model/quote_settings.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Where a quote line's price comes from; shown on every line.
enum class PriceOrigin
{
    None,
    CatalogEstimate,
    PriceList,
    QuoteSettings,
    // A server's reference build-out part (BomLine::option at 0): in the server line's price.
    ServerPrice
};
std::string toString(PriceOrigin o);

struct QuoteLine
{
    // BOM kind: rack, server, gpu, ..., service; "server" for the adapters fitted in the
    // servers above (BomLine::withServer), which keep their own kind for discounts.
    std::string category;
    std::string kind; // the BOM kind, the category whose discount applies
    std::string part; // catalog id (services: service-installation, service-support)
    std::string partNumber;
    std::string description;
    int quantity = 0;
    std::optional<double> lengthM;
    PriceOrigin origin = PriceOrigin::None;
    std::string originDetail; // "estimate 2024-06", "acme.csv line 12"
    std::string sourceCurrency;
    double exchangeRate = 1;        // quote currency per unit of sourceCurrency
    std::optional<double> cost;     // unit cost in the quote currency
    std::optional<double> listUnit; // unit price before discount (after margin), quote currency
    double discountPct = 0;
    std::optional<double> netUnit;  // listUnit less discount, rounded per the settings
    std::optional<double> extended; // netUnit x quantity
    // A build-out sub-line of the server line above (BomLine::option).
    bool option = false;
    bool withServer = false; // BomLine::withServer
};

struct QuoteCategory
{
    std::string kind;
    std::string title; // "Servers"
    int lines = 0;
    double subtotal = 0;
};

struct Quote
{
    std::string currency;
    std::vector<QuoteLine> lines; // grouped by category, in BOM order
    std::vector<QuoteCategory> categories;
    double subtotal = 0; // sum of extended prices
    double taxPct = 0;
    double tax = 0; // subtotal x taxPct / 100, rounded to cents
    double total = 0;
    std::optional<double> costTotal; // when every priced line has a cost
    int unpricedLines = 0;
    int estimateLines = 0; // lines priced from catalog estimates

    // Every line has a price: only then is `total` the quote's total. Otherwise it is the total
    // of the priced lines, and every surface showing it says so (incompleteNote).
    bool complete() const { return unpricedLines == 0; }
};

// "incomplete: 3 items without a price" for a quote or BOM with that many unpriced lines;
// empty when there are none.
std::string incompleteNote(int unpricedLines);

// Unit price of a line with a cost under the settings' margin; nullopt without a margin.
std::optional<double> priceFromCost(double cost, const QuoteSettings& s);
// ROUND / ROUNDUP to s.roundDecimals places.
double roundPrice(double value, const QuoteSettings& s);
std::string categoryTitle(const std::string& kind);

// The priced quote: every BOM line (quantities from the design) plus the service lines of the
// settings. A line takes its price from `priceList` (matched by catalog id or any of the
// item's part numbers) when it has one, else the catalog estimate; prices in another currency
// are converted with the settings' exchange rates (no rate: unpriced, with an issue).
// Discount: the line's own, else its category's. Net unit = round(list x (1 - d/100)),
// extended = net unit x quantity, tax on the subtotal rounded to cents.
Quote buildQuote(const BomReport& bom, const CatalogView& catalog, const QuoteSettings& settings,
                 const PriceList* priceList, Issues& issues);

// What an imported price list matched in the catalog.
struct PriceListMatch
{
    std::vector<std::pair<std::string, std::string>> matched; // key -> catalog id
    std::vector<std::string> unmatched;                       // keys no catalog item has
};
PriceListMatch matchPriceList(const PriceList& list, const CatalogView& catalog);

} // namespace cd::core
