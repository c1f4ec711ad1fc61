#pragma once

#include "cli_args.h"

#include <string>
#include <vector>

namespace cd::cli {

// The flags `predict` takes, training and serving (docs/predict.md).
CliArgs predictArgs(const std::vector<std::string>& args);

} // namespace cd::cli
