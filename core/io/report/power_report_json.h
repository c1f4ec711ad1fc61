#pragma once

#include "analysis/analyze.h"
#include "model/json.h"

namespace cd::core {

// The `power` object of `analyze --json` (DESIGN.md §5 keys plus issue 5's feeds, PDUs,
// cooling, rows and site energy).
Json powerToJson(const Report& report);

} // namespace cd::core
