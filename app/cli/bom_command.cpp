#include "analysis/analyze.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/atomic_file.h"
#include "io/design_file.h"
#include "io/report_json.h"
#include "user_paths.h"

namespace cd::cli {

int bomCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream&)
{
    const CliArgs a(args, {"--format", "-o", "--output", "--user-db", "--price-list"}, {});
    const std::string path = a.positional(0, "design file");
    const std::string format = a.option("--format").value_or("csv");
    const auto target = a.option("-o") ? a.option("-o") : a.option("--output");
    if (format != "csv" && format != "json") {
        if (format == "xlsx" || format == "pdf")
            throw UsageError("--format " + format + " is not available in this version (csv, json)");
        throw UsageError("unknown --format '" + format + "' (csv, json)");
    }
    if (a.option("--price-list"))
        throw UsageError("--price-list is not available in this version");
    const core::Design design = core::loadDesign(path);
    auto cat = catalog::Catalog::builtin(
        a.option("--user-db").value_or(catalog::defaultUserDatabasePath()));
    const core::Report report = core::analyze(design, *cat);
    const std::string text = format == "json" ? core::bomToJson(report.bom).dump(2) + "\n"
                                              : core::bomToCsv(report.bom);
    if (!target || *target == "-")
        out << text;
    else
        core::writeFileAtomically(*target, text);
    return 0;
}

} // namespace cd::cli
