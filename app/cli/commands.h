#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace cd::cli {

// Each command returns the process exit code: 0 success, 1 invalid input (message on stderr
// naming file and field), 2 usage error. DESIGN.md §5 is the contract.
int catalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int analyzeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int bomCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int priceListCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int fabricCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int predictCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int compareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int issuesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int exportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int tcoCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int reportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace cd::cli
