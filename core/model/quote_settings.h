#pragma once

#include "setting_problem.h"
#include "workload_defaults.h"

#include <map>
#include <optional>
#include <string>

namespace cd::core {

// Who a quote is from or for.
struct QuoteParty
{
    std::string name;
    std::string address; // several lines, '\n' separated
    std::string email;
    std::string phone;
    std::string logo; // image file (PNG/JPEG/SVG); resellers only

    bool operator==(const QuoteParty&) const = default;
};

// How the margin on a cost becomes a price: markup on cost (price = cost * (1 + m)) or gross
// margin on the selling price (price = cost / (1 - m)).
enum class MarginMode
{
    Markup,
    Gross
};
// ROUND or ROUNDUP to `decimals` places (2 = cents, 0 = whole units, -1 = tens), as the
// spreadsheet functions of the same name, so the XLSX formulas give the same figures.
enum class RoundingMode
{
    Nearest,
    Up
};

// The `quote` section of a project file (docs/file-format.md "Quote"): everything that turns
// the design's bill of materials into a priced quote. Percentages are in percent (7.5 = 7.5 %).
struct QuoteSettings
{
    std::string currency = "USD";
    // Units of `currency` for one unit of the key currency ("EUR": 1.08 when quoting in USD).
    std::map<std::string, double> exchangeRates;
    std::string priceList; // name of an imported price list in the user database; empty = none
    std::map<std::string, double> categoryDiscountPct; // BOM kind ("server") -> %
    std::map<std::string, double> lineDiscountPct;     // catalog id -> %, overrides the category
    std::optional<double> marginPct; // on lines with a cost; unset = sell at the list price
    MarginMode marginMode = MarginMode::Markup;
    double taxPct = 0;
    std::string taxLabel = "VAT";
    int roundDecimals = 2; // unit prices after discount
    RoundingMode rounding = RoundingMode::Nearest;
    std::string number; // quote number, e.g. "Q-2025-0042"
    std::string date;   // ISO date; empty = today when exported
    int validityDays = 30;
    QuoteParty customer;
    QuoteParty reseller;
    std::string terms;
    // Service lines, priced per server (in `currency`); 0 = no line.
    double installationPerServer = 0;
    int supportYears = 0;
    double supportPerServerYear = 0;
    std::string workload = kDefaultModelPreset; // model preset for the predicted throughput figure
    // The customer's language for the quote and proposal ("en", "fr"); empty = the language the
    // program runs in (the interface's, or the CLI's --lang / LANG).
    std::string language;

    bool operator==(const QuoteSettings&) const = default;
};

// The first value a quote cannot be made with: a currency that is not ISO 4217, an exchange
// rate <= 0, a discount outside 0..100 %, a gross margin of 100 % or more, a negative tax,
// validity or service price, rounding outside -3..4 decimals.
std::optional<SettingProblem> checkQuoteSettings(const QuoteSettings& s);

// The settings quoting in `currency` instead: the rates re-based through the old currency's
// rate for it, the service prices converted; nullopt when the settings give no rate for it
// (a new label on the old figures would misstate every price).
std::optional<QuoteSettings> inCurrency(QuoteSettings s, const std::string& currency);

// Sets `key`'s discount in a discount map; 0 % removes the entry, so files never carry zeros.
void setDiscount(std::map<std::string, double>& discounts, const std::string& key, double pct);

std::string toString(MarginMode m);
std::optional<MarginMode> marginModeFromString(const std::string& s);
std::string toString(RoundingMode m);
std::optional<RoundingMode> roundingModeFromString(const std::string& s);

} // namespace cd::core
