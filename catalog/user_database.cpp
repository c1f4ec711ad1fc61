#include "user_database.h"

#include "catalog.h"
#include "catalog_source_parser.h"
#include "catalog_store.h"
#include "io/json_reader.h"

#include <filesystem>

namespace cd::catalog {

UserDatabase::UserDatabase(const std::string& path) : m_path(path)
{
    const std::filesystem::path p(path);
    if (p.has_parent_path()) {
        std::error_code ec;
        std::filesystem::create_directories(p.parent_path(), ec);
        if (ec)
            throw DatabaseError(path + ": cannot create folder " + p.parent_path().string() +
                                " (" + ec.message() + ")");
    }
    m_db = std::make_unique<SqliteDb>(path);
    ensureCatalogSchema(*m_db);
}

std::vector<std::string> UserDatabase::importFile(const std::string& path, const Catalog& known)
{
    const std::string text = core::readWholeFile(path);
    CatalogContents contents = parseCatalogSources({CatalogSourceFile{path, text}}, &known);
    std::vector<std::string> ids;
    m_db->exec("BEGIN");
    try {
        storeSources(*m_db, contents.sources);
        for (const core::CatalogItem& item : contents.items) {
            storeItem(*m_db, item, "user");
            ids.push_back(item.id);
        }
        m_db->exec("COMMIT");
    } catch (...) {
        m_db->exec("ROLLBACK");
        throw;
    }
    return ids;
}

void UserDatabase::removeItem(const std::string& id)
{
    deleteItem(*m_db, id);
}

std::vector<core::CatalogItem> UserDatabase::items()
{
    return readItems(*m_db);
}

std::vector<core::Source> UserDatabase::sources()
{
    return readSources(*m_db);
}

} // namespace cd::catalog
