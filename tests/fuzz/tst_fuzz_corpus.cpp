// Replays the malformed-input corpus of tests/fuzz/corpus (written by make_corpus.py) through
// cluster-designer-cli, as issue 20 requires of every input: each run ends within 2 s (in the
// optimised build; kTimeLimitMs) in exit 0 with finite figures, or in exit 1 (2 for a bad
// command line) with a message naming the file;
// no run may crash, hang or exceed 512 MB. libFuzzer targets (tests/fuzz/fuzz_*.cpp, built with
// clang and -DCD_FUZZ=ON) grow the corpus; this test keeps every finding fixed.
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {

// Issue 20's 2 s is a property of the optimised build: the corpus's largest designs (5,000
// racks, 3,000 devices) take 0.15 s there, and tests/bench/bench_load_analyze holds a larger
// one to 300 ms load and 16 ms analysis. Under AddressSanitizer at -O0 (the suite CI runs) the
// same runs took 1.6-2.0 s, 10-14 x slower, so there this hang guard allows 10 x the target.
constexpr int kTimeLimitMs = CD_SANITIZED_BUILD ? 20000 : 2000;
constexpr long kMemoryLimitKb = 512 * 1024;

struct Outcome
{
    bool finished = false;
    int code = -1;
    QByteArray out;
    QByteArray err;
    long peakKb = 0; // this run's resident peak when it set a new high-water mark, else 0
};

// The largest resident set of any finished child so far: a high-water mark, so a run's own peak
// is known only when it sets a new one, and the run that first lifts it over the limit is the
// one that used too much.
long childPeakKb()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return usage.ru_maxrss;
}

Outcome runCli(const QStringList& args)
{
    const long peakBefore = childPeakKb();
    QProcess p;
    p.start(CD_CLI_PATH, args);
    Outcome o;
    o.finished = p.waitForFinished(kTimeLimitMs);
    if (!o.finished) {
        p.kill();
        p.waitForFinished();
        return o;
    }
    o.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    o.out = p.readAllStandardOutput();
    o.err = p.readAllStandardError();
    // Only the run that lifted the mark over the limit is blamed; the suite fails either way.
    o.peakKb = childPeakKb() > peakBefore ? childPeakKb() : 0;
    return o;
}

// "nan", "inf" or "-nan" standing as a word: what a NaN or infinite total prints as (a device
// named "inf02" is not one).
bool showsNonFinite(const QByteArray& text)
{
    static const QRegularExpression figure(
        QStringLiteral("(^|[^A-Za-z0-9_])-?(nan|inf)([^A-Za-z0-9_]|$)"),
        QRegularExpression::CaseInsensitiveOption);
    return figure.match(QString::fromUtf8(text)).hasMatch();
}

QString corpus(const QString& kind)
{
    return QStringLiteral(CD_SOURCE_DIR "/tests/fuzz/corpus/") + kind;
}

QStringList expand(const QJsonArray& args)
{
    QStringList out;
    for (const auto& a : args)
        out << a.toString().replace("@EXAMPLES@", CD_EXAMPLES).replace("@DATA@", CD_TEST_DATA);
    return out;
}

} // namespace

class TstFuzzCorpus : public QObject
{
    Q_OBJECT

    // Checks one run against the contract; `file` must be named when the input is refused.
    void check(const QString& name, const Outcome& o, const QString& file, bool usageAllowed,
               bool echoesInput = false)
    {
        const QByteArray what = name.toUtf8();
        QVERIFY2(o.finished, what + ": did not finish within " +
                                 QByteArray::number(kTimeLimitMs / 1000) + " s");
        QVERIFY2(o.code == 0 || o.code == 1 || (usageAllowed && o.code == 2),
                 what + ": exit " + QByteArray::number(o.code) + " " + o.err.left(400));
        // Output that repeats the input's own text (a manufacturer called ".inf") has no figure
        // to check: its caller checks the JSON instead.
        if (o.code == 0)
            QVERIFY2(echoesInput || !showsNonFinite(o.out),
                     what + ": a non-finite figure: " + o.out.left(400));
        else if (!file.isEmpty())
            QVERIFY2(o.err.contains(file.toUtf8()), what + ": message without the file: " + o.err);
        else
            QVERIFY2(!o.err.trimmed().isEmpty(), what + ": refused without a message");
        QVERIFY2(!o.err.startsWith("cluster-designer-cli: internal error"),
                 what + ": " + o.err.left(400));
        QVERIFY2(o.peakKb < kMemoryLimitKb,
                 what + ": used " + QByteArray::number(o.peakKb / 1024) + " MB");
    }

    static void addFiles(const QString& kind)
    {
        QTest::addColumn<QString>("file");
        const QFileInfoList files = QDir(corpus(kind)).entryInfoList(QDir::Files, QDir::Name);
        for (const QFileInfo& f : files)
            QTest::newRow(qPrintable(f.fileName())) << f.absoluteFilePath();
    }

private slots:
    void corpusIsLargeEnough()
    {
        int total = 0;
        for (const char* kind :
             {"design", "catalog", "pricelist-csv", "pricelist-xlsx", "cli", "netbox"})
            total += int(QDir(corpus(kind)).entryList(QDir::Files).size());
        QVERIFY2(total >= 200, qPrintable(QString::number(total) + " files"));
    }

    void designs_data() { addFiles("design"); }
    void designs()
    {
        QFETCH(QString, file);
        check("analyze", runCli({"analyze", file}), file, false);
        check("bom", runCli({"bom", file, "--format", "csv"}), file, false);
    }

    // An import that is refused stores nothing; one that is taken must not make the catalog
    // unusable afterwards (10^9 ports stored once hung every later start).
    void catalogImports_data() { addFiles("catalog"); }
    void catalogImports()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString db = dir.filePath("user.sqlite");
        check("import", runCli({"catalog", "import", file, "--user-db", db}), file, false);
        check("list", runCli({"catalog", "list", "--user-db", db}), QString(), false);
    }

    // NetBox device types (issue 22): a file is imported with notes or refused naming itself,
    // and what went in leaves the catalog loadable.
    void netboxImports_data() { addFiles("netbox"); }
    void netboxImports()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString db = dir.filePath("user.sqlite");
        check("import-netbox", runCli({"catalog", "import-netbox", file, "--user-db", db}), file,
              false, true);
        const Outcome list = runCli({"catalog", "list", "--json", "--user-db", db});
        check("list", list, QString(), false, true);
        // JSON has no NaN or infinity: a catalog that holds one does not print as JSON.
        QVERIFY2(QJsonDocument::fromJson(list.out).isArray(), qPrintable(file));
    }

    void priceListsCsv_data() { addFiles("pricelist-csv"); }
    void priceListsCsv() { priceList(); }
    void priceListsXlsx_data() { addFiles("pricelist-xlsx"); }
    void priceListsXlsx() { priceList(); }

    void commandLines_data() { addFiles("cli"); }
    void commandLines()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonDocument args = QJsonDocument::fromJson(f.readAll());
        QVERIFY2(args.isArray(), qPrintable(file));
        check(QFileInfo(file).fileName(), runCli(expand(args.array())), QString(), true);
    }

private:
    void priceList()
    {
        QFETCH(QString, file);
        const QString design = QStringLiteral(CD_TEST_DATA "/quote-dgx.cluster.json");
        check("bom", runCli({"bom", design, "--format", "csv", "--price-list", file}), file, false);
    }
};

QTEST_GUILESS_MAIN(TstFuzzCorpus)
#include "tst_fuzz_corpus.moc"
