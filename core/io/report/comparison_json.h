#pragma once

#include "analysis/compare/comparison.h"
#include "model/json.h"

namespace cd::core {

// `compare --json` (README "Compare variants"): {"variants": [names], "workload",
// "train_tokens", "rows": [{"key", "label", "unit", "better", "values": [number | string |
// null], "text": [as shown], "best": index | null, "differs"}]}. A value is the number when
// known, the text for text rows (cooling, fabric), null when unknown.
Json comparisonToJson(const Comparison& c);

} // namespace cd::core
