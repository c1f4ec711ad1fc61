#include "sqlite_db.h"

#include <sqlite3.h>

namespace cd::catalog {

SqliteDb::SqliteDb(const std::string& path) : m_path(path)
{
    if (sqlite3_open_v2(path.c_str(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
        SQLITE_OK) {
        std::string msg = m_db ? sqlite3_errmsg(m_db) : "out of memory";
        sqlite3_close(m_db);
        m_db = nullptr;
        throw DatabaseError(path + ": cannot open database (" + msg + ")");
    }
    // The app and the command line share the user database: a writer waits for the other's
    // transaction (an import takes well under a second) instead of failing at once with
    // "database is locked".
    sqlite3_busy_timeout(m_db, kBusyTimeoutMs);
    exec("PRAGMA foreign_keys = ON");
}

SqliteDb::~SqliteDb()
{
    sqlite3_close(m_db);
}

void SqliteDb::fail(const std::string& what) const
{
    throw DatabaseError(m_path + ": " + what + " (" + sqlite3_errmsg(m_db) + ")");
}

void SqliteDb::exec(const std::string& sql)
{
    char* err = nullptr;
    if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::string msg = err ? err : "unknown error";
        sqlite3_free(err);
        throw DatabaseError(m_path + ": " + msg);
    }
}

int SqliteDb::userVersion()
{
    Statement s(*this, "PRAGMA user_version");
    return s.step() ? s.integer(0) : 0;
}

void SqliteDb::setUserVersion(int version)
{
    exec("PRAGMA user_version = " + std::to_string(version));
}

Transaction::Transaction(SqliteDb& db) : m_db(db)
{
    m_db.exec("BEGIN");
}

Transaction::~Transaction()
{
    if (!m_done && sqlite3_get_autocommit(m_db.handle()) == 0)
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit()
{
    m_db.exec("COMMIT");
    m_done = true;
}

Statement::Statement(SqliteDb& db, const std::string& sql) : m_db(db)
{
    if (sqlite3_prepare_v2(db.handle(), sql.c_str(), -1, &m_stmt, nullptr) != SQLITE_OK)
        db.fail("cannot prepare '" + sql + "'");
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int index, const std::string& text)
{
    if (sqlite3_bind_text(m_stmt, index, text.c_str(), static_cast<int>(text.size()),
                          SQLITE_TRANSIENT) != SQLITE_OK)
        m_db.fail("bind failed");
    return *this;
}

Statement& Statement::bind(int index, double value)
{
    if (sqlite3_bind_double(m_stmt, index, value) != SQLITE_OK)
        m_db.fail("bind failed");
    return *this;
}

Statement& Statement::bind(int index, int value)
{
    if (sqlite3_bind_int(m_stmt, index, value) != SQLITE_OK)
        m_db.fail("bind failed");
    return *this;
}

Statement& Statement::bindNull(int index)
{
    if (sqlite3_bind_null(m_stmt, index) != SQLITE_OK)
        m_db.fail("bind failed");
    return *this;
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    m_db.fail("statement failed");
}

void Statement::run()
{
    while (step()) {
    }
    reset();
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::string Statement::text(int column) const
{
    const auto* p = sqlite3_column_text(m_stmt, column);
    return p ? std::string(reinterpret_cast<const char*>(p)) : std::string();
}

double Statement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

int Statement::integer(int column) const
{
    return sqlite3_column_int(m_stmt, column);
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

} // namespace cd::catalog
