#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace cd::cli {

// The usage text printed by --help and after every usage error.
const char* usageText();

// Runs `command` with `args`: its output on `out`, and what it throws as a message on `err`
// with the exit code (0 success, 1 invalid input naming file and field, 2 usage error).
int runCommand(const std::string& command, const std::vector<std::string>& args, std::ostream& out,
               std::ostream& err);

} // namespace cd::cli
