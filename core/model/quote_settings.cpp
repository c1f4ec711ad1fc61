#include "quote_settings.h"

#include "price_list.h"

namespace cd::core {

namespace {

bool isPercent(double v)
{
    return v >= 0 && v <= 100;
}

} // namespace

std::optional<SettingProblem> checkQuoteSettings(const QuoteSettings& s)
{
    if (!isKnownCurrency(s.currency))
        return SettingProblem{"currency", "an ISO 4217 currency code such as USD or EUR"};
    for (const auto& [code, rate] : s.exchangeRates)
        if (!isKnownCurrency(code) || !(rate > 0))
            return SettingProblem{"exchange_rates." + code, "an ISO 4217 code with a rate > 0"};
    for (const auto& [kind, pct] : s.categoryDiscountPct)
        if (!isPercent(pct))
            return SettingProblem{"discounts.categories." + kind, "a discount from 0 to 100 %"};
    for (const auto& [part, pct] : s.lineDiscountPct)
        if (!isPercent(pct))
            return SettingProblem{"discounts.lines." + part, "a discount from 0 to 100 %"};
    if (s.marginPct) {
        if (!(*s.marginPct >= 0))
            return SettingProblem{"margin.percent", "a margin >= 0 %"};
        if (s.marginMode == MarginMode::Gross && *s.marginPct >= 100)
            return SettingProblem{"margin.percent", "a gross margin below 100 %"};
    }
    if (!(s.taxPct >= 0 && s.taxPct <= 100))
        return SettingProblem{"tax.percent", "a tax rate from 0 to 100 %"};
    if (s.roundDecimals < -3 || s.roundDecimals > 4)
        return SettingProblem{"rounding.decimals", "an integer from -3 to 4"};
    if (s.validityDays < 0)
        return SettingProblem{"validity_days", "a number of days >= 0"};
    if (!(s.installationPerServer >= 0) || !(s.supportPerServerYear >= 0) || s.supportYears < 0)
        return SettingProblem{"services", "prices and years >= 0"};
    return std::nullopt;
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

} // namespace cd::core
