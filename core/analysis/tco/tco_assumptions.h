#pragma once

// The assumptions of a TCO (issue 25; docs/tco.md "Assumptions"): every figure that does not come
// from the design, with its unit, its bounds and where its default comes from, so that no
// assumption is hidden. One table (assumptionSpecs) drives the checks, the CLI's flags, the JSON
// and the views.
#include "model/design_tco_settings.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cd::core::tco {

struct TcoAssumptions
{
    double years = 0;
    double costOfCapital = 0; // a year, 0.08 = 8 %
    double residualPct = 0;   // of capex, left at the end of the life
    double pue = 0;
    double electricityPerKwh = 0;
    double utilization = 0;    // share of the hours the GPUs work
    double idlePowerShare = 0; // GPU nodes' draw while waiting, as a share of their busy draw
    double coloPerKwMonth = 0;
    double coloPerRackMonth = 0;
    double hostingPerServerYear = 0;
    double supportPct = 0; // of capex, a year
    double softwarePerGpuYear = 0;
    double staffPerYear = 0;
    std::optional<double> gpuHourPrice;         // replaces capex and opex: a rental tier
    std::optional<double> cloudGpuHour;         // replaces the cloud table's price
    std::map<std::string, std::string> sources; // key -> where its value came from

    bool operator==(const TcoAssumptions&) const = default;
};

struct AssumptionSpec
{
    const char* key;  // JSON and file key: "pue"
    const char* flag; // CLI flag: "--pue"
    const char* unit; // "" for a ratio; "{currency}/kWh" is filled with the currency
    double minimum;
    double maximum;
    bool minimumExcluded; // the value must be above `minimum`
    bool money;           // in the TCO's currency (the defaults and flags are USD)
    double TcoAssumptions::*member;
    double defaultValue; // USD for money
    const char* defaultSource;
};

// Every plain assumption (not the two optional prices), in the order they are shown.
const std::vector<AssumptionSpec>& assumptionSpecs();
const AssumptionSpec* findAssumption(const std::string& key);

// The defaults, money in USD, each with its source.
TcoAssumptions defaultAssumptions();

// Money figures (and the optional prices) times `currencyPerUsd`, for a TCO in another
// currency than USD.
TcoAssumptions convertedFromUsd(TcoAssumptions a, double currencyPerUsd);

// "EUR/kWh" for the spec's unit in `currency`.
std::string unitIn(const AssumptionSpec& spec, const std::string& currency);

struct AssumptionError
{
    std::string key; // the assumption's key, as assumptionSpecs() names it
    std::string message;
};

// The first assumption out of its bounds (NaN and infinities included), or nullopt.
std::optional<AssumptionError> checkAssumptions(const TcoAssumptions& a);

// One assumption as shown: value, unit and source.
struct ShownAssumption
{
    std::string key;
    double value = 0;
    std::string unit;
    std::string source;
};
std::vector<ShownAssumption> shownAssumptions(const TcoAssumptions& a, const std::string& currency);
// A fraction a reader takes in per cent (utilisation 1 -> 100 %, idle power 0.3 -> 30 %, cost of
// capital 0.08 a year -> 8 % a year), as documents show it; any other assumption unchanged. The
// JSON and the flags keep the fraction.
ShownAssumption inPercent(ShownAssumption a);

// The key of an assumption in a project file: its CLI flag's name ("--colo-usd-per-kw-month":
// "colo_usd_per_kw_month"), so that a file's money, like a flag's, is in USD.
std::string fileKey(const AssumptionSpec& spec);
// The file keys of the two optional prices.
inline constexpr const char* kGpuHourPriceKey = "gpu_hour_usd";
inline constexpr const char* kCloudGpuHourKey = "cloud_usd_per_gpu_hour";

// The saved values over `a` (USD, as the defaults), each sourced "design file"; a key no
// assumption has is left out (the reader refused it already).
TcoAssumptions withSettings(TcoAssumptions a, const DesignTcoSettings& s);

// The first saved value a TCO cannot be made with, by its file key; nullopt when all are good.
std::optional<AssumptionError> checkSettings(const DesignTcoSettings& s);

} // namespace cd::core::tco
