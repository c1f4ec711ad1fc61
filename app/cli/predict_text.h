#pragma once

#include "model/json.h"

#include <ostream>
#include <string>

namespace cd::cli {

// `predict` without --json: the model, cluster and layout, the step and its figures, scaling
// and the serving estimate, read from the `predict --json` object so both say the same.
void printPredictionText(const core::Json& j, std::ostream& out);

// A number of that object as JSON writes it, with the language's decimal mark ("20,0"), for the
// reports' msg() patterns (cli_args.h localized).
std::string jsonNumber(const core::Json& v);

} // namespace cd::cli
