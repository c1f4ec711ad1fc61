#pragma once

// `catalog import-netbox` and File ▸ Import NetBox Device Types (issue 22, part 4): one device
// type file or a folder of them (the devicetype-library's device-types/ tree) into the user's
// catalog. Each file stands alone: one that cannot be read is reported and the others go in.
#include "catalog_source_parser.h"
#include "model/catalog_item.h"
#include "model/catalog_view.h"
#include "user_database.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::catalog {

struct NetboxImportedFile
{
    std::string file;
    std::string itemId;     // empty when the file was not imported
    std::string item;       // "Dell PowerEdge XE9680"
    std::string kindReason; // "switch: 64 data interfaces"
    std::vector<std::string> skipped;
    std::string error; // why the file was not imported
};

struct NetboxImportReport
{
    std::vector<NetboxImportedFile> files;
    // What went into the user database, for a running app's catalog (Catalog::addUserItems).
    CatalogContents stored;
    int imported() const;
    int failed() const;
};

// A folder holds at most this many device type files (the library has about 5,000), each at
// most 1 MiB (its largest are tens of kilobytes).
inline constexpr std::size_t kMaxNetboxFiles = 50000;
inline constexpr std::uintmax_t kMaxNetboxFileBytes = 1u << 20;

// Reads `path` (a .yaml/.yml file, or a folder searched recursively for them in name order),
// checks each item as a catalog source file would be checked against `known`, and stores the
// good ones in `user` in one transaction. Throws core::LoadError when `path` is neither a file
// nor a folder, or a folder holds no device type file or more than kMaxNetboxFiles.
NetboxImportReport importNetboxDeviceTypes(const std::string& path, UserDatabase& user,
                                           const core::CatalogView& known,
                                           std::optional<core::ItemKind> kind = std::nullopt);

} // namespace cd::catalog
