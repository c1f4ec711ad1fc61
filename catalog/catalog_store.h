#pragma once

#include "model/catalog_item.h"
#include "sqlite_db.h"

#include <string>
#include <vector>

namespace cd::catalog {

// Version of the catalog database schema, kept in PRAGMA user_version. One line per bump:
//   1  2026-12  sources, items, specs, gpu_options, ports, prices
inline constexpr int kCatalogSchemaVersion = 1;

// Creates or upgrades the schema of a catalog database (built-in or user). A database
// written by a newer program is refused with a message naming the file.
void ensureCatalogSchema(SqliteDb& db);

// Writes items and sources; `origin` is "builtin" or "user". Replaces items with the same id.
void storeSources(SqliteDb& db, const std::vector<core::Source>& sources);
void storeItem(SqliteDb& db, const core::CatalogItem& item, const std::string& origin);
void deleteItem(SqliteDb& db, const std::string& id);

std::vector<core::CatalogItem> readItems(SqliteDb& db);
std::vector<core::Source> readSources(SqliteDb& db);

} // namespace cd::catalog
