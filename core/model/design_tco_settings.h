#pragma once

#include <map>
#include <string>

namespace cd::core {

// The TCO assumptions a variant keeps (`tco` in the project file, docs/file-format.md "TCO"):
// only those the user changed from the defaults, by their file key (`pue`,
// `electricity_usd_per_kwh`: the CLI flag's name, money in USD as the flags give it), and the
// cloud commitment compared against. Checked where the file is read
// (io/file/tco_settings_json.h); applied by analysis/tco/tco_assumptions.h.
struct DesignTcoSettings
{
    std::map<std::string, double> values;
    std::string cloudTerm; // empty: on-demand

    bool operator==(const DesignTcoSettings&) const = default;
};

} // namespace cd::core
