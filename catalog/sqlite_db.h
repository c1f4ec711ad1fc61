#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace cd::catalog {

class DatabaseError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// A thin RAII layer over the sqlite3 C API: one connection, prepared statements, errors as
// exceptions that name the database file.
class SqliteDb
{
public:
    // How long a statement waits for another connection's lock before it fails.
    static constexpr int kBusyTimeoutMs = 10000;
    explicit SqliteDb(const std::string& path); // ":memory:" for an in-memory database
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    void exec(const std::string& sql);
    int userVersion();
    void setUserVersion(int version);
    const std::string& path() const { return m_path; }
    sqlite3* handle() const { return m_db; }
    [[noreturn]] void fail(const std::string& what) const;

private:
    sqlite3* m_db = nullptr;
    std::string m_path;
};

// BEGIN on construction; commit() ends it. Leaving the scope without commit() rolls back, but
// only a transaction still open (SQLite ends one itself on some errors, such as a full disk),
// and never throws: the error that caused the rollback is the one the user must see, not
// "cannot rollback - no transaction is active".
class Transaction
{
public:
    explicit Transaction(SqliteDb& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    SqliteDb& m_db;
    bool m_done = false;
};

class Statement
{
public:
    Statement(SqliteDb& db, const std::string& sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, const std::string& text);
    Statement& bind(int index, double value);
    Statement& bind(int index, int value);
    Statement& bindNull(int index);
    bool step(); // true while a row is available
    void run();  // step to completion, then reset for reuse
    void reset();

    std::string text(int column) const;
    double real(int column) const;
    int integer(int column) const;
    bool isNull(int column) const;

private:
    SqliteDb& m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

} // namespace cd::catalog
