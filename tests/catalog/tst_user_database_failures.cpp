// The user database when the disk fills (issue 20): an import that cannot be written is rolled
// back whole, the message names the database and the real cause (a full disk, not "cannot
// rollback - no transaction is active"), and the database still opens with what it had.
#include "catalog.h"
#include "file_size_limit.h"
#include "sqlite_db.h"
#include "user_database.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <string>
#include <thread>

using namespace cd;

namespace {

// `n` racks, each a complete catalog item, citing one source: enough rows that storing them
// needs more than a few kilobytes of database and journal.
QByteArray manyRacks(int n)
{
    QByteArray json = R"({"sources":{"USR-1":{"title":"Our rack list","url":""}},"items":[)";
    for (int i = 0; i < n; ++i) {
        json += (i ? "," : "") + QByteArray(R"({"id":"acme-rack-)") + QByteArray::number(i) +
                R"(","kind":"rack","vendor":"ACME","model":"Rack )" + QByteArray::number(i) +
                R"(","specs":{"rack_units":{"v":42,"unit":"U","src":["USR-1"],"conf":"V"}}})";
    }
    return json + "]}";
}

} // namespace

class UserDatabaseFailureTests : public QObject
{
    Q_OBJECT

private slots:
    void fullDiskDuringImportRollsBackAndSaysWhy()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("racks.json");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(manyRacks(3000));
        f.close();
        const std::string dbPath = dir.filePath("user.sqlite").toStdString();
        const auto builtin = catalog::Catalog::builtin("");
        catalog::UserDatabase user(dbPath);
        const qint64 empty = QFileInfo(QString::fromStdString(dbPath)).size();
        std::string message;
        {
            test::FileSizeLimit full(empty + 16 * 1024);
            try {
                user.importFile(file.toStdString(), *builtin);
            } catch (const catalog::DatabaseError& e) {
                message = e.what();
            }
        }
        QVERIFY2(!message.empty(), "the import did not fail under a 16 KB file-size limit");
        QVERIFY2(message.find(dbPath) != std::string::npos, message.c_str());
        QVERIFY2(message.find("rollback") == std::string::npos, message.c_str());
        QVERIFY(user.items().empty()); // nothing half-imported
        // The database is usable afterwards: the same import succeeds without the limit.
        QCOMPARE(user.importFile(file.toStdString(), *builtin).size(), std::size_t(3000));
    }

    // The GUI and the CLI share the user database: a write while another connection holds its
    // write lock waits for it (busy timeout) and then lands, instead of failing at once with
    // "database is locked". The other connection commits 300 ms after the write starts.
    void writerWaitsForAnotherConnectionsLock()
    {
        QTemporaryDir dir;
        const std::string dbPath = dir.filePath("user.sqlite").toStdString();
        catalog::SqliteDb first(dbPath);
        first.exec("CREATE TABLE t (v INTEGER)");
        first.exec("BEGIN IMMEDIATE");
        first.exec("INSERT INTO t VALUES (1)");
        std::thread holder([&first] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            first.exec("COMMIT");
        });
        std::string error;
        try {
            catalog::SqliteDb second(dbPath);
            second.exec("INSERT INTO t VALUES (2)");
        } catch (const catalog::DatabaseError& e) {
            error = e.what();
        }
        holder.join();
        QVERIFY2(error.empty(), error.c_str());
        catalog::SqliteDb reader(dbPath);
        catalog::Statement count(reader, "SELECT COUNT(*) FROM t");
        QVERIFY(count.step());
        QCOMPARE(count.integer(0), 2);
    }
};

QObject* makeUserDatabaseFailureTests()
{
    return new UserDatabaseFailureTests;
}

#include "tst_user_database_failures.moc"
