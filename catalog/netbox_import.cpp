#include "netbox_import.h"

#include "catalog_source_parser.h"
#include "io/file/catalog_item_json.h"
#include "io/input_file.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "netbox_device_type.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>

namespace cd::catalog {

namespace fs = std::filesystem;

namespace {

bool isDeviceTypeFile(const fs::path& p)
{
    const std::string ext = p.extension().string();
    return ext == ".yaml" || ext == ".yml";
}

// The device type files `path` names: itself, or those under it in name order.
std::vector<std::string> deviceTypeFiles(const std::string& path)
{
    std::error_code ec;
    if (fs::is_regular_file(path, ec))
        return {path};
    if (!fs::is_directory(path, ec))
        throw core::LoadError(
            path, CD_TRANSLATE_NOOP("LoadError", "path"),
            CD_TRANSLATE_NOOP("LoadError", "a NetBox device type file or a folder of them"));
    std::vector<std::string> files;
    // Folder symlinks are not followed, so a link to a parent cannot loop.
    for (auto it = fs::recursive_directory_iterator(
             path, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec) && isDeviceTypeFile(it->path()))
            files.push_back(it->path().string());
        if (files.size() > kMaxNetboxFiles)
            throw core::LoadError(
                path, CD_TRANSLATE_NOOP("LoadError", "folder"),
                CD_TRANSLATE_NOOP("LoadError", "at most 50,000 device type files"));
    }
    if (ec)
        throw core::LoadError(path, CD_TRANSLATE_NOOP("LoadError", "folder"),
                              "a folder that can be read (" + ec.message() + ")");
    if (files.empty())
        throw core::LoadError(path, CD_TRANSLATE_NOOP("LoadError", "folder"),
                              CD_TRANSLATE_NOOP("LoadError", "device type files (*.yaml, *.yml)"));
    std::sort(files.begin(), files.end());
    return files;
}

// The catalog's spelling of a vendor the file spells otherwise ("Nvidia" in the library's
// folder names, "NVIDIA" in the catalog), so one vendor is one branch of the Catalog dock.
std::string knownVendor(const std::string& vendor, const core::CatalogView& known)
{
    const auto lower = [](std::string s) {
        std::transform(s.begin(), s.end(), s.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        return s;
    };
    const std::string wanted = lower(vendor);
    for (const core::CatalogItem* item : known.items())
        if (item->vendor != vendor && lower(item->vendor) == wanted)
            return item->vendor;
    return vendor;
}

// The item as a catalog source file, checked as `catalog import` checks one.
CatalogContents checked(const std::string& file, const office::NetboxDeviceType& type,
                        const core::CatalogView& known)
{
    const core::Json doc{{"sources", core::writeSources({type.source})},
                         {"items", core::Json::array({core::writeCatalogItem(type.item)})}};
    const std::string text = doc.dump();
    return parseCatalogSources({CatalogSourceFile{file, text}}, &known);
}

} // namespace

int NetboxImportReport::imported() const
{
    return int(std::count_if(files.begin(), files.end(),
                             [](const NetboxImportedFile& f) { return !f.itemId.empty(); }));
}

int NetboxImportReport::failed() const
{
    return int(files.size()) - imported();
}

NetboxImportReport importNetboxDeviceTypes(const std::string& path, UserDatabase& user,
                                           const core::CatalogView& known,
                                           std::optional<core::ItemKind> kind)
{
    NetboxImportReport report;
    CatalogContents& all = report.stored;
    std::map<std::string, std::string> fileOfId;
    for (const std::string& file : deviceTypeFiles(path)) {
        NetboxImportedFile entry{file, {}, {}, {}, {}, {}};
        try {
            core::checkInputFile(file, kMaxNetboxFileBytes);
            office::NetboxDeviceType type =
                office::readNetboxDeviceType(file, core::readWholeFile(file), kind);
            type.item.vendor = knownVendor(type.item.vendor, known);
            entry.item = type.item.displayName();
            entry.kindReason = type.kindReason;
            entry.skipped = type.skipped;
            if (auto [it, fresh] = fileOfId.emplace(type.item.id, file); !fresh)
                throw core::LoadError(file, CD_TRANSLATE_NOOP("LoadError", "slug"),
                                      "a slug no other file has (" + it->second + " has '" +
                                          type.item.id.substr(7) + "')");
            CatalogContents one = checked(file, type, known);
            all.items.push_back(std::move(one.items.front()));
            all.sources.push_back(std::move(one.sources.front()));
            entry.itemId = type.item.id;
        } catch (const std::exception& e) {
            // LoadErrors name the file; anything else gets it put in front.
            entry.error = e.what();
            if (entry.error.find(file) == std::string::npos)
                entry.error = file + ": " + entry.error;
        }
        report.files.push_back(std::move(entry));
    }
    if (!all.items.empty())
        user.store(all);
    return report;
}

} // namespace cd::catalog
