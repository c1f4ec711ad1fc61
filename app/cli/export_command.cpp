// `export DESIGN --netbox DIR`: the design as the CSV files NetBox's bulk import takes
// (issue 22, part 4; core/io/netbox/netbox_export.h).
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/atomic_file.h"
#include "io/file/project_file.h"
#include "io/load_error.h"
#include "io/netbox/netbox_export.h"
#include "model/design_catalog.h"
#include "user_paths.h"

#include <filesystem>

namespace cd::cli {

namespace {

// The folder the files go in, made if missing; anything else by that name is refused.
void prepareFolder(const std::string& dir)
{
    std::error_code ec;
    if (std::filesystem::exists(dir, ec) && !std::filesystem::is_directory(dir, ec))
        throw core::SaveError(dir + ": not a folder");
    std::filesystem::create_directories(dir, ec);
    if (ec)
        throw core::SaveError(dir + ": cannot create the folder (" + ec.message() + ")");
}

} // namespace

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
    prepareFolder(*dir);
    for (const core::NetboxCsvFile& f : files)
        core::writeFileAtomically((std::filesystem::path(*dir) / f.name).string(), f.text);
    out << "wrote " << files.size() << " files for NetBox into " << *dir << " ("
        << design.racks.size() << " racks, " << design.devices.size() << " devices, "
        << design.links.size() << " cables)\n";
    return 0;
}

} // namespace cd::cli
