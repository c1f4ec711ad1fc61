// cluster-designer-cli: the headless face of Cluster Designer for scripts, CI and customers'
// automation. Links cd_core and cd_catalog; cd_office (XLSX) and cd_report (QtGui, for PDF
// quotes only, on the offscreen platform): no widgets, no QApplication.
#include "language/language.h"
#include "run_command.h"
#include "text/translation.h"
#include "usage_text.h"

#include <iostream>

int main(int argc, char** argv)
{
    // Messages in the system's language (LANG / LC_ALL): French or English.
    cd::ui::installCoreLanguage(cd::ui::systemLanguage());
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        (args.empty() ? std::cerr : std::cout) << cd::cli::usageText();
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "help") { // help [COMMAND]
        const auto usage = args.size() > 1 ? cd::cli::commandUsageText(args[1])
                                           : std::optional<std::string>(cd::cli::usageText());
        if (!usage) {
            std::cerr << "cluster-designer-cli: "
                      << cd::core::text::arg(cd::core::text::translate("Cli", "no command '%1'"),
                                             {args[1]})
                      << "\n"
                      << cd::cli::usageText();
            return 2;
        }
        std::cout << *usage;
        return 0;
    }
    if (args[0] == "--version") {
        std::cout << "cluster-designer-cli " << CD_VERSION << "\n";
        return 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    return cd::cli::runCommand(command, args, std::cout, std::cerr);
}
