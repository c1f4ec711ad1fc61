// The commands of cluster-designer-cli by name, and the one place their exceptions become
// messages and exit codes (DESIGN.md §5). A library of its own so the fuzz target of the
// command line (tests/fuzz/fuzz_cli_args.cpp) runs exactly what the program runs.
#include "run_command.h"

#include "catalog_store.h"
#include "cli_args.h"
#include "commands.h"
#include "io/load_error.h"
#include "sqlite_db.h"
#include "usage_text.h"

#include <algorithm>
#include <filesystem>

namespace cd::cli {

namespace {

// Runs one command; a name no command has is a usage error.
int dispatchCommand(const std::string& command, const std::vector<std::string>& args,
                    std::ostream& out, std::ostream& err)
{
    if (command == "catalog")
        return catalogCommand(args, out, err);
    if (command == "analyze")
        return analyzeCommand(args, out, err);
    if (command == "bom")
        return bomCommand(args, out, err);
    if (command == "pricelist")
        return priceListCommand(args, out, err);
    if (command == "fabric")
        return fabricCommand(args, out, err);
    if (command == "predict")
        return predictCommand(args, out, err);
    if (command == "compare")
        return compareCommand(args, out, err);
    if (command == "report")
        return reportCommand(args, out, err);
    if (command == "export")
        return exportCommand(args, out, err);
    if (command == "tco")
        return tcoCommand(args, out, err);
    if (command == "issues")
        return issuesCommand(args, out, err);
    throw UsageError(msg(translate("Cli", "unknown command '%1'"), {command}));
}

} // namespace

int runCommand(const std::string& command, const std::vector<std::string>& args, std::ostream& out,
               std::ostream& err)
{
    const std::optional<std::string> usage = commandUsageText(command);
    if (usage && std::any_of(args.begin(), args.end(),
                             [](const std::string& a) { return a == "--help" || a == "-h"; })) {
        out << *usage;
        return 0;
    }
    try {
        return dispatchCommand(command, args, out, err);
    } catch (const UsageError& e) {
        err << "cluster-designer-cli: " << e.what() << "\n" << usage.value_or(usageText());
        return 2;
    } catch (const InputError& e) {
        err << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const core::LoadError& e) {
        err << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const core::SaveError& e) {
        err << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const std::filesystem::filesystem_error& e) {
        err << "cluster-designer-cli: " << e.path1().string() << ": " << e.code().message() << "\n";
        return 1;
    } catch (const catalog::DatabaseError& e) {
        err << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        err << "cluster-designer-cli: " << msg(translate("Cli", "internal error: %1"), {e.what()})
            << "\n";
        return 1;
    }
}

} // namespace cd::cli
