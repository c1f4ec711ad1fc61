// `export DESIGN --netbox DIR`: the design as the CSV files NetBox's bulk import takes
// (issue 22, part 4; core/io/netbox/netbox_export.h).
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/project_file.h"
#include "io/netbox/netbox_export.h"
#include "language/language.h"
#include "model/design_catalog.h"
#include "user_db_option.h"

namespace cd::cli {

int exportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream&)
{
    const CliArgs a(args, {"--netbox", "--site", "--user-db"}, {});
    a.allowPositionals(1);
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    const std::optional<std::string> dir = a.option("--netbox");
    if (!dir)
        throw UsageError(translate("Cli", "export needs --netbox DIR"));
    const core::Project project = core::loadProject(path);
    const core::Design& design = project.activeDesign();
    auto cat = catalog::Catalog::builtin(userDatabaseOption(a));
    const core::DesignCatalog catalog(design, *cat);
    std::vector<core::NetboxCsvFile> files;
    {
        const ui::DocumentLanguage english("en"); // NetBox's import reads them: English
        files = core::netboxCsvFiles(design, catalog, a.option("--site").value_or(""));
    }
    core::writeNetboxFiles(*dir, files);
    out << msg(translate("Cli",
                         "wrote %1 files for NetBox into %2 (%3 racks, %4 devices, %5 cables)"),
               {std::to_string(files.size()), *dir, std::to_string(design.racks.size()),
                std::to_string(design.devices.size()), std::to_string(design.links.size())})
        << "\n";
    return 0;
}

} // namespace cd::cli
