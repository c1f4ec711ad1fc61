// `export DESIGN --netbox DIR`: the design as the CSV files NetBox's bulk import takes
// (issue 22, part 4; core/io/netbox/netbox_export.h).
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/project_file.h"
#include "io/netbox/netbox_export.h"
#include "model/design_catalog.h"
#include "user_paths.h"

namespace cd::cli {

int exportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream&)
{
    const CliArgs a(args, {"--netbox", "--site", "--user-db"}, {});
    const std::string path = a.positional(0, "design file");
    const std::optional<std::string> dir = a.option("--netbox");
    if (!dir)
        throw UsageError("export needs --netbox DIR");
    const core::Project project = core::loadProject(path);
    const core::Design& design = project.activeDesign();
    auto cat = catalog::Catalog::builtin(
        a.option("--user-db").value_or(catalog::defaultUserDatabasePath()));
    const core::DesignCatalog catalog(design, *cat);
    const std::vector<core::NetboxCsvFile> files =
        core::netboxCsvFiles(design, catalog, a.option("--site").value_or(""));
    core::writeNetboxFiles(*dir, files);
    out << "wrote " << files.size() << " files for NetBox into " << *dir << " ("
        << design.racks.size() << " racks, " << design.devices.size() << " devices, "
        << design.links.size() << " cables)\n";
    return 0;
}

} // namespace cd::cli
