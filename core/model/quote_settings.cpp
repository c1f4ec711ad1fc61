#include "quote_settings.h"

#include "price_list.h"
#include "text/iso_date.h"
#include "text/translation.h"

namespace cd::core {

namespace {

bool isPercent(double v)
{
    return v >= 0 && v <= 100;
}

// Upper bounds that keep every total finite and every quantity an int (issue 20): the widest
// real exchange rate is about 42,000 (USD to IRR); a markup of 1,000 % is ten times any seen;
// a service price is bounded as a price-list price is (10^9 per unit); support contracts run
// 1 to 7 years and 50 x 2 million servers still fits an int; a quote valid for ten years.
constexpr double kMinExchangeRate = 1e-6, kMaxExchangeRate = 1e6;
constexpr double kMaxMarkupPct = 1000;
constexpr double kMaxServicePrice = 1e9;
constexpr int kMaxSupportYears = 50;
constexpr int kMaxValidityDays = 3650;

// The expectation in the reader's language: the file reader, the edit and the dialog show it
// (marked CD_TRANSLATE_NOOP where written, for lupdate).
std::string expected(const char* english)
{
    return text::translate("LoadError", english);
}

bool isServicePrice(double v)
{
    return v >= 0 && v <= kMaxServicePrice;
}

// The money: currency, rates, discounts, margin, tax and rounding.
std::optional<SettingProblem> checkPricing(const QuoteSettings& s)
{
    if (!isKnownCurrency(s.currency))
        return SettingProblem{"currency",
                              expected(CD_TRANSLATE_NOOP(
                                  "LoadError", "an ISO 4217 currency code such as USD or EUR"))};
    for (const auto& [code, rate] : s.exchangeRates)
        if (!isKnownCurrency(code) || !(rate >= kMinExchangeRate && rate <= kMaxExchangeRate))
            return SettingProblem{
                "exchange_rates." + code,
                expected(CD_TRANSLATE_NOOP(
                    "LoadError", "an ISO 4217 code with a rate from 0.000001 to 1,000,000"))};
    for (const auto& [kind, pct] : s.categoryDiscountPct)
        if (!isPercent(pct))
            return SettingProblem{
                "discounts.categories." + kind,
                expected(CD_TRANSLATE_NOOP("LoadError", "a discount from 0 to 100 %"))};
    for (const auto& [part, pct] : s.lineDiscountPct)
        if (!isPercent(pct))
            return SettingProblem{
                "discounts.lines." + part,
                expected(CD_TRANSLATE_NOOP("LoadError", "a discount from 0 to 100 %"))};
    if (s.marginPct) {
        if (!(*s.marginPct >= 0 && *s.marginPct <= kMaxMarkupPct))
            return SettingProblem{
                "margin.percent",
                expected(CD_TRANSLATE_NOOP("LoadError", "a margin from 0 to 1,000 %"))};
        if (s.marginMode == MarginMode::Gross && *s.marginPct >= 100)
            return SettingProblem{
                "margin.percent",
                expected(CD_TRANSLATE_NOOP("LoadError", "a gross margin below 100 %"))};
    }
    if (!(s.taxPct >= 0 && s.taxPct <= 100))
        return SettingProblem{
            "tax.percent", expected(CD_TRANSLATE_NOOP("LoadError", "a tax rate from 0 to 100 %"))};
    if (s.roundDecimals < -3 || s.roundDecimals > 4)
        return SettingProblem{"rounding.decimals",
                              expected(CD_TRANSLATE_NOOP("LoadError", "an integer from -3 to 4"))};
    return std::nullopt;
}

// The terms: date, validity, services and the document's language.
std::optional<SettingProblem> checkTerms(const QuoteSettings& s)
{
    // A calendar date of this century: "NaN" and "2025-02-30" left the validity empty,
    // "99999-01-01" made it "-31073-01-31".
    if (const auto date = text::parseIsoDate(s.date);
        !s.date.empty() && !(date && date->year() >= std::chrono::year(2000) &&
                             date->year() <= std::chrono::year(2100)))
        return SettingProblem{"date", expected(CD_TRANSLATE_NOOP(
                                          "LoadError", "a date YYYY-MM-DD from 2000 to 2100"))};
    if (s.validityDays < 0 || s.validityDays > kMaxValidityDays)
        return SettingProblem{
            "validity_days",
            expected(CD_TRANSLATE_NOOP("LoadError", "a number of days from 0 to 3,650"))};
    if (!isServicePrice(s.installationPerServer) || !isServicePrice(s.supportPerServerYear))
        return SettingProblem{
            "services", expected(CD_TRANSLATE_NOOP("LoadError", "prices from 0 to 1,000,000,000"))};
    if (s.supportYears < 0 || s.supportYears > kMaxSupportYears)
        return SettingProblem{
            "services.support_years",
            expected(CD_TRANSLATE_NOOP("LoadError", "a number of years from 0 to 50"))};
    if (!s.language.empty() && s.language != "en" && s.language != "fr")
        return SettingProblem{"language",
                              expected(CD_TRANSLATE_NOOP(
                                  "LoadError", "en or fr (or none, for the program's language)"))};
    return std::nullopt;
}

} // namespace

std::optional<SettingProblem> checkQuoteSettings(const QuoteSettings& s)
{
    if (auto problem = checkPricing(s))
        return problem;
    return checkTerms(s);
}

void setDiscount(std::map<std::string, double>& discounts, const std::string& key, double pct)
{
    if (pct > 0)
        discounts[key] = pct;
    else
        discounts.erase(key);
}

std::string toString(MarginMode m)
{
    return m == MarginMode::Gross ? "gross" : "markup";
}

std::optional<MarginMode> marginModeFromString(const std::string& s)
{
    if (s == "markup")
        return MarginMode::Markup;
    if (s == "gross")
        return MarginMode::Gross;
    return std::nullopt;
}

std::string toString(RoundingMode m)
{
    return m == RoundingMode::Up ? "up" : "nearest";
}

std::optional<RoundingMode> roundingModeFromString(const std::string& s)
{
    if (s == "nearest")
        return RoundingMode::Nearest;
    if (s == "up")
        return RoundingMode::Up;
    return std::nullopt;
}

std::optional<QuoteSettings> inCurrency(QuoteSettings s, const std::string& currency)
{
    if (currency == s.currency)
        return s;
    const auto it = s.exchangeRates.find(currency);
    if (it == s.exchangeRates.end() || !(it->second > 0))
        return std::nullopt;
    const double oldPerNew = it->second;
    std::map<std::string, double> rates;
    for (const auto& [key, oldPerKey] : s.exchangeRates)
        if (key != currency)
            rates[key] = oldPerKey / oldPerNew; // units of the new currency for one `key`
    rates[s.currency] = 1 / oldPerNew;
    s.exchangeRates = std::move(rates);
    s.installationPerServer /= oldPerNew;
    s.supportPerServerYear /= oldPerNew;
    s.currency = currency;
    return s;
}

} // namespace cd::core
