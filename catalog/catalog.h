#pragma once

#include "catalog_source_parser.h"
#include "catalog_sources.h"
#include "model/catalog_view.h"

#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cd::catalog {

// The hardware catalog the application works with: the built-in JSON sources loaded into an
// in-memory SQLite database at start-up, overlaid with the user's own items from the user
// database (if it exists). Items are only ever added (an import while the app runs): every
// pointer handed out stays valid for the catalog's life.
class Catalog final : public core::CatalogView
{
public:
    // Throws core::LoadError for a broken source file, DatabaseError for a broken database.
    static std::unique_ptr<Catalog> load(const std::vector<CatalogSourceFile>& files,
                                         const std::string& userDatabasePath = {});
    static std::unique_ptr<Catalog> builtin(const std::string& userDatabasePath = {});

    const core::CatalogItem* find(std::string_view id) const override;
    std::vector<const core::CatalogItem*> items() const override;
    const core::Source* source(std::string_view id) const override;

    std::vector<const core::CatalogItem*> itemsOfKind(core::ItemKind kind) const;
    const std::deque<core::Source>& sources() const { return m_sources; }
    bool isUserItem(std::string_view id) const;

    // Items just stored in the user database (an import while the app runs), already checked by
    // parseCatalogSources. An item with the id of an earlier one takes its place in find() and
    // items(); the earlier one stays alive for whoever still points at it.
    void addUserItems(const CatalogContents& contents);

private:
    Catalog() = default;
    void adopt(std::vector<core::CatalogItem> items, std::vector<core::Source> sources);

    // Deques: adding keeps the addresses of the items and sources already handed out.
    std::deque<core::CatalogItem> m_items;
    // Transparent, so find(string_view) builds no string.
    struct IdHash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const noexcept
        {
            return std::hash<std::string_view>{}(s);
        }
    };
    std::unordered_map<std::string, std::size_t, IdHash, std::equal_to<>> m_index;
    std::deque<core::Source> m_sources;
    std::unordered_map<std::string, std::size_t> m_sourceIndex;
    std::vector<std::string> m_userIds;
};

} // namespace cd::catalog
