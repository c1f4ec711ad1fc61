// Every file the CLI writes, written as the atomic writer promises (issue 20): on a full disk
// the command exits 1 naming the file and the old file stays byte for byte, with nothing left
// beside it; a symbolic link is written through (the link stays a link) and the replaced
// file's permission bits are kept. The full disk is a file-size limit (RLIMIT_FSIZE, with
// SIGXFSZ ignored so the write fails with EFBIG instead of killing the program); it binds
// root too, so the test holds in CI.
#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace cd::test;

namespace {

// Any file of the run may grow to 128 bytes (prlimit, util-linux, counts bytes).
constexpr qint64 kLimitBytes = 128;

Run cliWithFileSizeLimit(const QStringList& args)
{
    return run("/bin/sh", QStringList{"-c", "trap '' XFSZ; exec prlimit --fsize=128 -- \"$@\"",
                                      "sh", CD_CLI_PATH} +
                              args);
}

QByteArray slurp(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList withTarget(QStringList args, const QString& target)
{
    args.replaceInStrings("%TARGET%", target);
    return args;
}

} // namespace

class TstCliWriters : public QObject
{
    Q_OBJECT

private slots:
    // An empty --user-db is refused: SQLite would open "" as a temporary database deleted at
    // close, so a price list "imported" into it would be reported stored and be gone.
    void emptyUserDatabaseExitsOne()
    {
        const QString design = example("dgx-h100-rack.cluster.json");
        for (const QStringList& args : {QStringList{"catalog", "list", "--user-db", ""},
                                        QStringList{"bom", design, "--user-db", ""},
                                        QStringList{"pricelist", "list", "--user-db", ""}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("--user-db needs a file path"), r.err.constData());
        }
    }

    void writers_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString su = example("dgx-h100-superpod-su.cluster.json");
        const QString rack = example("dgx-h100-rack.cluster.json");
        QTest::newRow("bom csv") << QStringList{"bom", rack, "--format", "csv", "-o", "%TARGET%"};
        QTest::newRow("bom json") << QStringList{"bom", rack, "--format", "json", "-o", "%TARGET%"};
        QTest::newRow("bom xlsx") << QStringList{"bom", rack, "--format", "xlsx", "-o", "%TARGET%"};
        QTest::newRow("bom pdf") << QStringList{"bom", rack, "--format", "pdf", "-o", "%TARGET%"};
        QTest::newRow("proposal pdf") << QStringList{"report", rack, "-o", "%TARGET%"};
        QTest::newRow("design") << QStringList{"fabric",     example("xe9680-8x-h100.cluster.json"),
                                               "--generate", "--nic",
                                               "connectx-7", "-o",
                                               "%TARGET%"};
        QTest::newRow("topology.conf") << QStringList{"fabric", su, "--topology-conf", "%TARGET%"};
        QTest::newRow("cabling csv") << QStringList{"fabric", su, "--cabling-csv", "%TARGET%"};
    }

    // The old file survives a write that runs out of space, and nothing is left beside it.
    void writers()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString target = dir.filePath("out");
        const Run first = cli(withTarget(args, target));
        QVERIFY2(first.code == 0, first.err.constData());
        const QByteArray before = slurp(target);
        QVERIFY2(before.size() > kLimitBytes, "the output must exceed the limit for the test");

        const Run full = cliWithFileSizeLimit(withTarget(args, target));
        QCOMPARE(full.code, 1);
        QVERIFY2(full.err.contains(target.toUtf8()), full.err.constData());
        QCOMPARE(slurp(target), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{"out"});
    }

    // A link is written through: the file it points to is replaced and the link remains.
    void symlinkWrittenThrough_data() { writers_data(); }
    void symlinkWrittenThrough()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString real = dir.filePath("real");
        const QString link = dir.filePath("link");
        QVERIFY(QFile(real).open(QIODevice::WriteOnly));
        QVERIFY(QFile::link("real", link));
        const Run r = cli(withTarget(args, link));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(slurp(real).size() > 0);
    }

    // Permissions chosen for the file (here owner and group only) survive the rewrite.
    void permissionsKept_data() { writers_data(); }
    void permissionsKept()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString target = dir.filePath("out");
        QVERIFY(QFile(target).open(QIODevice::WriteOnly));
        QCOMPARE(::chmod(QFile::encodeName(target).constData(), 0640), 0);
        const Run r = cli(withTarget(args, target));
        QVERIFY2(r.code == 0, r.err.constData());
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(target).constData(), &st), 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640));
    }

    // A folder where the file should go is refused by name, and stays a folder.
    void folderTargetRefused()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath("quote.csv");
        QVERIFY(QDir(dir.path()).mkdir("quote.csv"));
        const Run r =
            cli({"bom", example("dgx-h100-rack.cluster.json"), "--format", "csv", "-o", target});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(target.toUtf8()) && r.err.contains("folder"), r.err.constData());
        QVERIFY(QFileInfo(target).isDir());
    }

    // Files that belong together stand or fall together: a NetBox export whose cables cannot be
    // written (a folder stands where 08_cables.csv goes) leaves the earlier export's devices
    // as they were, and fabric's Slurm topology is not replaced when its cabling CSV fails.
    // Before, the files ahead of the failing one were replaced: devices without their cables.
    void fileSetsStandOrFallTogether()
    {
        QTemporaryDir dir;
        const QString rack = example("dgx-h100-rack.cluster.json");
        const QString netbox = dir.filePath("netbox");
        QVERIFY(QDir(dir.path()).mkdir("netbox"));
        const QString devices = netbox + "/06_devices.csv";
        QFile old(devices);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("an earlier export\n");
        old.close();
        QVERIFY(QDir(netbox).mkdir("08_cables.csv"));
        const Run exported = cli({"export", rack, "--netbox", netbox});
        QCOMPARE(exported.code, 1);
        QVERIFY2(exported.err.contains("08_cables.csv"), exported.err.constData());
        QCOMPARE(slurp(devices), QByteArray("an earlier export\n"));
        QVERIFY(!QFileInfo::exists(netbox + "/01_sites.csv"));

        const QString su = example("dgx-h100-superpod-su.cluster.json");
        const QString topology = dir.filePath("topology.conf");
        QFile conf(topology);
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("# the site's own\n");
        conf.close();
        QVERIFY(QDir(dir.path()).mkdir("cabling.csv"));
        const Run fabric = cli({"fabric", su, "--topology-conf", topology, "--cabling-csv",
                                dir.filePath("cabling.csv")});
        QCOMPARE(fabric.code, 1);
        QCOMPARE(slurp(topology), QByteArray("# the site's own\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{"topology.conf"});
    }
};

QTEST_GUILESS_MAIN(TstCliWriters)
#include "tst_cli_writers.moc"
