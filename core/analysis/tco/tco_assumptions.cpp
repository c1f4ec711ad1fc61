#include "tco_assumptions.h"

#include "analysis/tco/cloud_prices.h"
#include "analysis/tco/tco_defaults.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

namespace cd::core::tco {

const std::vector<AssumptionSpec>& assumptionSpecs()
{
    using A = TcoAssumptions;
    static const std::vector<AssumptionSpec> specs{
        // At least a year, and 1 % busy: below them the costs per year and per GPU-hour ran to
        // infinity (1e-310 busy, 1e-9 years).
        {"years", "--years", CD_TRANSLATE_NOOP("TcoUnit", "years"), 1, 30, false, false, &A::years,
         defaults::kYears, defaults::kYearsSource},
        {"cost_of_capital", "--cost-of-capital", CD_TRANSLATE_NOOP("TcoUnit", "per year"), 0, 1,
         false, false, &A::costOfCapital, defaults::kCostOfCapital, defaults::kCostOfCapitalSource},
        {"residual_pct", "--residual-pct", CD_TRANSLATE_NOOP("TcoUnit", "% of capex"), 0, 100,
         false, false, &A::residualPct, defaults::kResidualPct, defaults::kResidualPctSource},
        {"pue", "--pue", "", 1, 5, false, false, &A::pue, defaults::kPue, defaults::kPueSource},
        {"electricity_per_kwh", "--electricity-usd-per-kwh",
         CD_TRANSLATE_NOOP("TcoUnit", "{currency}/kWh"), 0, 10, false, true, &A::electricityPerKwh,
         defaults::kElectricityPerKwh, defaults::kElectricitySource},
        {"utilization", "--utilization", "", 0.01, 1, false, false, &A::utilization,
         defaults::kUtilization, defaults::kUtilizationSource},
        {"idle_power_share", "--idle-power-share", "", 0, 1, false, false, &A::idlePowerShare,
         defaults::kIdlePowerShare, defaults::kIdlePowerShareSource},
        {"colo_per_kw_month", "--colo-usd-per-kw-month",
         CD_TRANSLATE_NOOP("TcoUnit", "{currency}/kW-month"), 0, 10000, false, true,
         &A::coloPerKwMonth, defaults::kColoPerKwMonth, defaults::kColoSource},
        {"colo_per_rack_month", "--colo-usd-per-rack-month",
         CD_TRANSLATE_NOOP("TcoUnit", "{currency}/rack-month"), 0, 1e6, false, true,
         &A::coloPerRackMonth, 0, CD_TRANSLATE_NOOP("TcoSource", "not used unless set")},
        {"hosting_per_server_year", "--hosting-usd-per-server-year",
         CD_TRANSLATE_NOOP("TcoUnit", "{currency}/server-year"), 0, 1e7, false, true,
         &A::hostingPerServerYear, 0, CD_TRANSLATE_NOOP("TcoSource", "not used unless set")},
        {"support_pct", "--support-pct", CD_TRANSLATE_NOOP("TcoUnit", "% of capex a year"), 0, 100,
         false, false, &A::supportPct, defaults::kSupportPct, defaults::kSupportSource},
        {"software_per_gpu_year", "--software-usd-per-gpu-year",
         CD_TRANSLATE_NOOP("TcoUnit", "{currency}/GPU-year"), 0, 1e6, false, true,
         &A::softwarePerGpuYear, defaults::kSoftwarePerGpuYear, defaults::kSoftwareSource},
        {"staff_per_year", "--staff-usd-per-year", CD_TRANSLATE_NOOP("TcoUnit", "{currency}/year"),
         0, 1e9, false, true, &A::staffPerYear, 0,
         CD_TRANSLATE_NOOP("TcoSource", "not used unless set")},
    };
    return specs;
}

const AssumptionSpec* findAssumption(const std::string& key)
{
    for (const AssumptionSpec& s : assumptionSpecs())
        if (key == s.key)
            return &s;
    return nullptr;
}

TcoAssumptions defaultAssumptions()
{
    TcoAssumptions a;
    for (const AssumptionSpec& s : assumptionSpecs()) {
        a.*s.member = s.defaultValue;
        a.sources[s.key] = s.defaultSource;
    }
    return a;
}

TcoAssumptions convertedFromUsd(TcoAssumptions a, double currencyPerUsd)
{
    for (const AssumptionSpec& s : assumptionSpecs())
        if (s.money)
            a.*s.member *= currencyPerUsd;
    if (a.gpuHourPrice)
        *a.gpuHourPrice *= currencyPerUsd;
    if (a.cloudGpuHour)
        *a.cloudGpuHour *= currencyPerUsd;
    return a;
}

std::string unitIn(const AssumptionSpec& spec, const std::string& currency)
{
    // English in the table, in the reader's language here (context "TcoUnit").
    std::string unit = *spec.unit ? text::translate("TcoUnit", spec.unit) : std::string();
    if (const auto at = unit.find("{currency}"); at != std::string::npos)
        unit.replace(at, 10, currency);
    return unit;
}

namespace {

std::string bounds(const AssumptionSpec& s)
{
    const auto number = [](double v) {
        std::string t = std::to_string(v);
        t.erase(t.find_last_not_of('0') + 1);
        if (!t.empty() && t.back() == '.')
            t.pop_back();
        return t;
    };
    return text::arg(s.minimumExcluded ? text::translate("Tco", "above %1 to %2")
                                       : text::translate("Tco", "from %1 to %2"),
                     {number(s.minimum), number(s.maximum)});
}

std::optional<AssumptionError> checkPrice(const std::optional<double>& price, const char* key)
{
    if (price && !(*price > 0 && *price <= 1000))
        return AssumptionError{
            key, text::translate("Tco", "must be a price above 0 and at most 1000 per GPU-hour")};
    return std::nullopt;
}

} // namespace

std::optional<AssumptionError> checkAssumptions(const TcoAssumptions& a)
{
    for (const AssumptionSpec& s : assumptionSpecs()) {
        const double v = a.*s.member;
        const bool above = s.minimumExcluded ? v > s.minimum : v >= s.minimum;
        if (!std::isfinite(v) || !above || v > s.maximum)
            return AssumptionError{
                s.key, text::arg(text::translate("Tco", "must be a number %1"), {bounds(s)})};
    }
    if (auto bad = checkPrice(a.gpuHourPrice, "gpu_hour_price"))
        return bad;
    return checkPrice(a.cloudGpuHour, "cloud_gpu_hour");
}

std::vector<ShownAssumption> shownAssumptions(const TcoAssumptions& a, const std::string& currency)
{
    std::vector<ShownAssumption> shown;
    const auto sourceOf = [&a](const std::string& key) {
        const auto it = a.sources.find(key);
        return it == a.sources.end() ? std::string("set") : it->second;
    };
    for (const AssumptionSpec& s : assumptionSpecs())
        shown.push_back({s.key, a.*s.member, unitIn(s, currency), sourceOf(s.key)});
    if (a.gpuHourPrice)
        shown.push_back({"gpu_hour_price", *a.gpuHourPrice, currency + "/GPU-hour",
                         sourceOf("gpu_hour_price")});
    if (a.cloudGpuHour)
        shown.push_back({"cloud_gpu_hour", *a.cloudGpuHour, currency + "/GPU-hour",
                         sourceOf("cloud_gpu_hour")});
    return shown;
}

ShownAssumption inPercent(ShownAssumption a)
{
    if (a.key == "utilization" || a.key == "idle_power_share") {
        a.value *= 100;
        a.unit = "%";
    } else if (a.key == "cost_of_capital") {
        a.value *= 100;
        a.unit = text::translate("TcoUnit", "% a year");
    }
    return a;
}

std::string fileKey(const AssumptionSpec& spec)
{
    std::string key = std::string(spec.flag).substr(2);
    std::replace(key.begin(), key.end(), '-', '_');
    return key;
}

TcoAssumptions withSettings(TcoAssumptions a, const DesignTcoSettings& s)
{
    for (const auto& [key, value] : s.values) {
        if (key == kGpuHourPriceKey || key == kCloudGpuHourKey) {
            (key == kGpuHourPriceKey ? a.gpuHourPrice : a.cloudGpuHour) = value;
            a.sources[key == kGpuHourPriceKey ? "gpu_hour_price" : "cloud_gpu_hour"] =
                "design file";
        }
        for (const AssumptionSpec& spec : assumptionSpecs())
            if (fileKey(spec) == key) {
                a.*spec.member = value;
                a.sources[spec.key] = "design file";
            }
    }
    return a;
}

std::optional<AssumptionError> checkSettings(const DesignTcoSettings& s)
{
    for (const auto& [key, value] : s.values) {
        const bool known = key == kGpuHourPriceKey || key == kCloudGpuHourKey ||
                           std::any_of(assumptionSpecs().begin(), assumptionSpecs().end(),
                                       [&](const AssumptionSpec& a) { return fileKey(a) == key; });
        if (!known)
            return AssumptionError{key, text::translate("Tco", "not a TCO assumption")};
    }
    if (auto bad = checkAssumptions(withSettings(defaultAssumptions(), s))) {
        if (const AssumptionSpec* spec = findAssumption(bad->key))
            bad->key = fileKey(*spec);
        else
            bad->key = bad->key == "gpu_hour_price" ? kGpuHourPriceKey : kCloudGpuHourKey;
        return bad;
    }
    if (s.cloudPrices.size() > kMaxCloudPriceRows)
        return AssumptionError{"cloud_prices",
                               text::translate("Tco", "must be at most 10,000 prices")};
    for (std::size_t i = 0; i < s.cloudPrices.size(); ++i)
        if (const auto bad = checkCloudPrice(s.cloudPrices[i]))
            return AssumptionError{"cloud_prices[" + std::to_string(i) + "]." + bad->field,
                                   text::arg(text::translate("Tco", "must be %1"), {bad->message})};
    return std::nullopt;
}

} // namespace cd::core::tco
