// libFuzzer target: the command line of cluster-designer-cli, run exactly as the program runs
// it (cd::cli::runCommand). The input is the arguments separated by NUL bytes; the first picks
// the command. Only the commands that read no file and write none are reached (predict, fabric
// sizing, issues, catalog list/show), so a run cannot touch the disk. Exit codes other than
// 0, 1 and 2 and "internal error" (an exception nobody named) are bugs.
#include "run_command.h"

#include <cstdint>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0)
            args.emplace_back();
        else
            args.back() += char(data[i]);
    }
    static const std::set<std::string> safe{"predict", "fabric", "issues", "catalog"};
    if (!safe.count(args[0]) || args.size() > 64)
        return -1; // not added to the corpus
    for (const std::string& a : args)
        if (a == "-o" || a == "import" || a.find('/') != std::string::npos ||
            a.find("--topology-conf") == 0 || a.find("--cabling-csv") == 0)
            return -1;
    const std::string command = args[0];
    args.erase(args.begin());
    std::ostringstream out, err;
    const int code = cd::cli::runCommand(command, args, out, err);
    // At the start only: a usage error echoes the argument, which may say "internal error".
    if (code < 0 || code > 2 || err.str().rfind("cluster-designer-cli: internal error", 0) == 0)
        std::abort();
    return 0;
}
