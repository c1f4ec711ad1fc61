#pragma once

#include <map>
#include <string>
#include <vector>

namespace cd::core {

// The TCO assumptions a variant keeps (`tco` in the project file, docs/file-format.md "TCO"):
// only those the user changed from the defaults, by their file key (`pue`,
// `electricity_usd_per_kwh`: the CLI flag's name, money in USD as the flags give it), and the
// cloud commitment compared against. Checked where the file is read
// (io/file/tco_settings_json.h); applied by analysis/tco/tco_assumptions.h.
// A rental price the user imported (`tco.cloud_prices`): used before the built-in table's
// prices for its GPU and term (analysis/tco/cloud_prices.h checks it).
struct DesignCloudPrice
{
    std::string gpu;  // catalog id of the GPU
    std::string term; // "on-demand", "1-year", "3-year"
    double usdPerGpuHour = 0;
    std::string provider;
    std::string offer;
    std::string date; // ISO: 2026-11 or 2026-11-30
    std::string source;

    bool operator==(const DesignCloudPrice&) const = default;
};

struct DesignTcoSettings
{
    std::map<std::string, double> values;
    std::string cloudTerm; // empty: on-demand
    std::vector<DesignCloudPrice> cloudPrices;

    bool operator==(const DesignTcoSettings&) const = default;
};

} // namespace cd::core
