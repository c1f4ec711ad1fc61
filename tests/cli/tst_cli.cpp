// cluster-designer-cli as scripts use it: exit codes, JSON keys, messages naming file and
// field (DESIGN.md §5).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(CD_CLI_PATH, args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QString example(const QString& name)
{
    return QString(CD_EXAMPLES) + "/" + name;
}

} // namespace

class CliTests : public QObject
{
    Q_OBJECT
private slots:
    // The issue's acceptance line: the XE9680 example prints 8 GPUs and 640 GB.
    void analyzeXe9680Json()
    {
        const Run r = cli({"analyze", example("xe9680-8x-h100.cluster.json"), "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["gpus"].toInt(), 8);
        QCOMPARE(o["gpu_memory_gb"].toDouble(), 640.0);
        QCOMPARE(o["servers"].toInt(), 1);
        QCOMPARE(o["racks"].toInt(), 1);
        const QJsonObject power = o["power"].toObject();
        for (const char* k : {"max_kw", "typical_kw", "heat_btu_per_h", "per_rack"})
            QVERIFY2(power.contains(k), k);
        const QJsonObject rack = power["per_rack"].toArray().at(0).toObject();
        for (const char* k : {"rack", "max_kw", "typical_kw", "heat_btu_per_h", "u_used",
                              "u_total", "weight_kg", "cooling"})
            QVERIFY2(rack.contains(k), k);
        const QJsonObject bom = o["bom"].toObject();
        for (const char* k : {"lines", "total", "currency"})
            QVERIFY2(bom.contains(k), k);
        QVERIFY(o["issues"].isArray());
    }

    void analyzeText()
    {
        const Run r = cli({"analyze", example("xe9680-8x-h100.cluster.json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("GPUs:               8"));
        QVERIFY(r.out.contains("640 GB"));
    }

    void malformedFileExitsOneNamingField()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/bad.cluster.json";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"cluster-designer","schema_version":1,"racks":[],
                    "devices":[{"id":"d1","model":"dell-xe9680","rack":"r1","u":"one"}]})");
        f.close();
        const Run r = cli({"analyze", path, "--json"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("devices[0].u"), r.err.constData());
    }

    void syntaxErrorExitsOne()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/syntax.cluster.json";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"cluster-designer\",\n\"racks\": [\n");
        f.close();
        const Run r = cli({"analyze", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("line 3"), r.err.constData());
    }

    void missingFileExitsOne()
    {
        const Run r = cli({"analyze", "/nonexistent/x.cluster.json"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("/nonexistent/x.cluster.json"));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no args") << QStringList{};
        QTest::newRow("unknown command") << QStringList{"frobnicate"};
        QTest::newRow("analyze without file") << QStringList{"analyze"};
        QTest::newRow("unknown option") << QStringList{"analyze", "x.json", "--fast"};
        QTest::newRow("bad kind") << QStringList{"catalog", "list", "--kind", "toaster"};
        QTest::newRow("bad bom format") << QStringList{"bom", "x", "--format", "docx"};
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("usage"));
    }

    void catalogListJson()
    {
        const Run r = cli({"catalog", "list", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray items = QJsonDocument::fromJson(r.out).array();
        QStringList ids;
        for (const auto& v : items) {
            const QJsonObject o = v.toObject();
            for (const char* k : {"id", "kind", "vendor", "model"})
                QVERIFY2(o.contains(k), k);
            ids << o["id"].toString();
        }
        QVERIFY(ids.contains("dell-xe9680"));
        QVERIFY(ids.contains("nvidia-dgx-h100"));
        QVERIFY(ids.contains("nvidia-qm9700"));
    }

    void catalogListKindFilter()
    {
        const Run r = cli({"catalog", "list", "--kind", "gpu", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray items = QJsonDocument::fromJson(r.out).array();
        QVERIFY(items.size() >= 14); // DESIGN.md §3 lists 14 GPU ids
        for (const auto& v : items)
            QCOMPARE(v.toObject()["kind"].toString(), QString("gpu"));
    }

    void bomCsvAndJson()
    {
        QTemporaryDir dir;
        const QString csv = dir.path() + "/bom.csv";
        Run r = cli({"bom", example("dgx-h100-rack.cluster.json"), "--format", "csv", "-o", csv});
        QCOMPARE(r.code, 0);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QVERIFY(lines.first().startsWith("part,kind,description,quantity,unit_price,total"));
        bool dgx = false;
        for (const QByteArray& l : lines)
            dgx |= l.startsWith("nvidia-dgx-h100,server,") && l.contains(",4,");
        QVERIFY(dgx);

        const QString json = dir.path() + "/bom.json";
        r = cli({"bom", example("dgx-h100-rack.cluster.json"), "--format", "json", "-o", json});
        QCOMPARE(r.code, 0);
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(j.readAll()).object();
        QVERIFY(o["lines"].isArray());
        QCOMPARE(o["currency"].toString(), QString("USD"));
        QVERIFY(o["total"].toDouble() > 0);
    }
};

QTEST_GUILESS_MAIN(CliTests)
#include "tst_cli.moc"
