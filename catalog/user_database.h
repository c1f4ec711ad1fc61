#pragma once

#include "catalog_source_parser.h"
#include "model/catalog_item.h"
#include "model/catalog_view.h"
#include "model/price_list.h"
#include "sqlite_db.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cd::catalog {

// The user's own catalog: items they add (their own SKUs, a server we do not ship) and,
// later, imported price lists. A SQLite file under the platform data folder, created on
// first write, same schema as the built-in catalog.
class UserDatabase
{
public:
    explicit UserDatabase(const std::string& path); // creates folder and schema if needed

    // Adds or replaces items from a catalog source file (same format as resources/catalog).
    // Checks every reference against `known` and the file's own sources first; throws
    // core::LoadError naming the file. Returns the ids written.
    std::vector<std::string> importFile(const std::string& path, const core::CatalogView& known);
    // Adds or replaces items already checked by parseCatalogSources, in one transaction.
    std::vector<std::string> store(const CatalogContents& contents);
    std::vector<core::CatalogItem> items();
    std::vector<core::Source> sources();

    // Price lists: stored under their name, replacing one of the same name.
    void storePriceList(const core::PriceList& list);
    std::optional<core::PriceList> priceList(const std::string& name);
    std::vector<std::string> priceListNames();
    void removePriceList(const std::string& name);
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
    std::unique_ptr<SqliteDb> m_db;
};

} // namespace cd::catalog
