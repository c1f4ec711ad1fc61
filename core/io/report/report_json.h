#pragma once

#include "analysis/analyze.h"
#include "model/json.h"

namespace cd::core {

// The `analyze --json` object of the CLI contract (DESIGN.md §5).
Json reportToJson(const Report& report);
Json bomToJson(const BomReport& bom);
// RFC 4180 CSV: header line, one row per BOM line, a closing total row.
std::string bomToCsv(const BomReport& bom);

} // namespace cd::core
