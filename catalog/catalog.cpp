#include "catalog.h"

#include "catalog_source_parser.h"
#include "catalog_store.h"
#include "io/file/catalog_item_json.h"
#include "sqlite_db.h"
#include "user_database.h"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace cd::catalog {

std::unique_ptr<Catalog> Catalog::load(const std::vector<CatalogSourceFile>& files,
                                       const std::string& userDatabasePath)
{
    CatalogContents contents = parseCatalogSources(files);
    SqliteDb db(":memory:");
    ensureCatalogSchema(db);
    db.exec("BEGIN");
    storeSources(db, contents.sources);
    for (const core::CatalogItem& item : contents.items)
        storeItem(db, item, "builtin");
    db.exec("COMMIT");

    std::vector<std::string> userIds;
    if (!userDatabasePath.empty() && std::filesystem::exists(userDatabasePath)) {
        UserDatabase user(userDatabasePath);
        std::vector<core::Source> userSources = user.sources();
        std::vector<core::CatalogItem> userItems = user.items();
        db.exec("BEGIN");
        storeSources(db, userSources);
        for (const core::CatalogItem& item : userItems) {
            // An item stored before the input bounds existed (10^9 ports) hung every start:
            // it is left out, and every program that loads the catalog says so (issue 20).
            if (const std::string problem = core::itemBoundsProblem(item); !problem.empty()) {
                std::cerr << "warning: " << userDatabasePath << ": user catalog item '" << item.id
                          << "' skipped: " << problem << "\n";
                continue;
            }
            storeItem(db, item, "user");
            userIds.push_back(item.id);
        }
        db.exec("COMMIT");
    }

    std::unique_ptr<Catalog> catalog(new Catalog);
    catalog->adopt(readItems(db), readSources(db));
    catalog->m_userIds = std::move(userIds);
    return catalog;
}

std::unique_ptr<Catalog> Catalog::builtin(const std::string& userDatabasePath)
{
    return load(builtinCatalogFiles(), userDatabasePath);
}

void Catalog::adopt(std::vector<core::CatalogItem> items, std::vector<core::Source> sources)
{
    m_items.assign(std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
    m_sources.assign(sources.begin(), sources.end());
    for (std::size_t i = 0; i < m_items.size(); ++i)
        m_index.emplace(m_items[i].id, i);
    for (std::size_t i = 0; i < m_sources.size(); ++i)
        m_sourceIndex.emplace(m_sources[i].id, i);
}

void Catalog::addUserItems(const CatalogContents& contents)
{
    for (const core::Source& s : contents.sources) {
        m_sources.push_back(s);
        m_sourceIndex[s.id] = m_sources.size() - 1;
    }
    for (const core::CatalogItem& item : contents.items) {
        m_items.push_back(item);
        m_index.insert_or_assign(item.id, m_items.size() - 1);
        if (!isUserItem(item.id))
            m_userIds.push_back(item.id);
    }
}

const core::CatalogItem* Catalog::find(std::string_view id) const
{
    auto it = m_index.find(id);
    return it == m_index.end() ? nullptr : &m_items[it->second];
}

std::vector<const core::CatalogItem*> Catalog::items() const
{
    std::vector<const core::CatalogItem*> out;
    out.reserve(m_items.size());
    for (const core::CatalogItem& item : m_items)
        if (find(item.id) == &item) // not replaced by a later import
            out.push_back(&item);
    return out;
}

std::vector<const core::CatalogItem*> Catalog::itemsOfKind(core::ItemKind kind) const
{
    std::vector<const core::CatalogItem*> out;
    for (const core::CatalogItem* item : items())
        if (item->kind == kind)
            out.push_back(item);
    return out;
}

const core::Source* Catalog::source(std::string_view id) const
{
    auto it = m_sourceIndex.find(std::string(id));
    return it == m_sourceIndex.end() ? nullptr : &m_sources[it->second];
}

bool Catalog::isUserItem(std::string_view id) const
{
    return std::find(m_userIds.begin(), m_userIds.end(), id) != m_userIds.end();
}

} // namespace cd::catalog
