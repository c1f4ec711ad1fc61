#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace cd::cli {

// Runs `command` with `args`: its output on `out`, and what it throws as a message on `err`
// with the exit code (0 success, 1 invalid input naming file and field, 2 usage error, with the
// command's usage). `--help` or `-h` among the arguments prints the command's usage.
int runCommand(const std::string& command, const std::vector<std::string>& args, std::ostream& out,
               std::ostream& err);

} // namespace cd::cli
