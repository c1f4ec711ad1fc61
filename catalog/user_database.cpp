#include "user_database.h"

#include "catalog_source_parser.h"
#include "catalog_store.h"
#include "io/json_reader.h"

#include <filesystem>

namespace cd::catalog {

UserDatabase::UserDatabase(const std::string& path) : m_path(path)
{
    // SQLite opens "" as a private temporary database, deleted at close: an import into it
    // would report success and keep nothing.
    if (path.empty())
        throw DatabaseError("user database: the path is empty (name a file, or leave the "
                            "option out for the default)");
    const std::filesystem::path p(path);
    if (p.has_parent_path()) {
        std::error_code ec;
        std::filesystem::create_directories(p.parent_path(), ec);
        if (ec)
            throw DatabaseError(path + ": cannot create folder " + p.parent_path().string() + " (" +
                                ec.message() + ")");
    }
    m_db = std::make_unique<SqliteDb>(path);
    ensureCatalogSchema(*m_db);
    // Price lists live only in the user database; their tables are created on demand so the
    // catalog schema version (shared with the built-in catalog) does not change.
    m_db->exec("CREATE TABLE IF NOT EXISTS price_lists(name TEXT PRIMARY KEY, source TEXT);"
               "CREATE TABLE IF NOT EXISTS price_list_entries(list TEXT NOT NULL "
               "REFERENCES price_lists(name) ON DELETE CASCADE, line INTEGER, key TEXT, "
               "price REAL, currency TEXT, cost REAL);");
}

void UserDatabase::storePriceList(const core::PriceList& list)
{
    Transaction transaction(*m_db);
    removePriceList(list.name);
    Statement head(*m_db, "INSERT INTO price_lists(name, source) VALUES(?, ?)");
    head.bind(1, list.name).bind(2, list.source);
    head.run();
    Statement row(*m_db, "INSERT INTO price_list_entries(list, line, key, price, currency, "
                         "cost) VALUES(?,?,?,?,?,?)");
    for (const core::PriceListEntry& e : list.entries) {
        row.bind(1, list.name).bind(2, e.line).bind(3, e.key).bind(4, e.price).bind(5, e.currency);
        if (e.cost)
            row.bind(6, *e.cost);
        else
            row.bindNull(6);
        row.run();
    }
    transaction.commit();
}

std::optional<core::PriceList> UserDatabase::priceList(const std::string& name)
{
    Statement head(*m_db, "SELECT source FROM price_lists WHERE name = ?");
    head.bind(1, name);
    if (!head.step())
        return std::nullopt;
    core::PriceList list;
    list.name = name;
    list.source = head.text(0);
    Statement rows(*m_db, "SELECT line, key, price, currency, cost FROM price_list_entries "
                          "WHERE list = ? ORDER BY line");
    rows.bind(1, name);
    while (rows.step()) {
        core::PriceListEntry e;
        e.line = rows.integer(0);
        e.key = rows.text(1);
        e.price = rows.real(2);
        e.currency = rows.text(3);
        if (!rows.isNull(4))
            e.cost = rows.real(4);
        list.entries.push_back(std::move(e));
    }
    return list;
}

std::vector<std::string> UserDatabase::priceListNames()
{
    std::vector<std::string> names;
    Statement s(*m_db, "SELECT name FROM price_lists ORDER BY name");
    while (s.step())
        names.push_back(s.text(0));
    return names;
}

void UserDatabase::removePriceList(const std::string& name)
{
    Statement e(*m_db, "DELETE FROM price_list_entries WHERE list = ?");
    e.bind(1, name);
    e.run();
    Statement l(*m_db, "DELETE FROM price_lists WHERE name = ?");
    l.bind(1, name);
    l.run();
}

std::vector<std::string> UserDatabase::importFile(const std::string& path,
                                                  const core::CatalogView& known)
{
    const std::string text = core::readWholeFile(path);
    return store(parseCatalogSources({CatalogSourceFile{path, text}}, &known));
}

std::vector<std::string> UserDatabase::store(const CatalogContents& contents)
{
    std::vector<std::string> ids;
    Transaction transaction(*m_db);
    storeSources(*m_db, contents.sources);
    for (const core::CatalogItem& item : contents.items) {
        storeItem(*m_db, item, "user");
        ids.push_back(item.id);
    }
    transaction.commit();
    return ids;
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
