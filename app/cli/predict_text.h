#pragma once

#include "model/json.h"

#include <ostream>

namespace cd::cli {

// `predict` without --json: the model, cluster and layout, the step and its figures, scaling
// and the serving estimate, read from the `predict --json` object so both say the same.
void printPredictionText(const core::Json& j, std::ostream& out);

} // namespace cd::cli
