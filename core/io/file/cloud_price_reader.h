#pragma once

// A cloud rental price table the user imports (issue 25; docs/tco.md "Cloud prices"): CSV with a
// header naming gpu, term, usd_per_gpu_hour, provider and date, and optionally offer and source,
// in any order. Every row is checked as the project file's `tco.cloud_prices` are
// (analysis/tco/cloud_prices.h); the first bad one throws LoadError naming the file, its line
// and field: a table of prices with a wrong row is not imported in part.
#include "io/file/price_list_reader.h"
#include "model/design_tco_settings.h"

#include <string>
#include <vector>

namespace cd::core {

// 4 MiB: ten thousand rows of a few hundred characters.
inline constexpr std::uintmax_t kMaxCloudPriceFileBytes = 4u << 20;

std::vector<DesignCloudPrice> parseCloudPriceRows(const TableRows& rows,
                                                  const std::string& fileName);

// The file at `path`: regular, at most kMaxCloudPriceFileBytes.
std::vector<DesignCloudPrice> readCloudPriceFile(const std::string& path);

} // namespace cd::core
