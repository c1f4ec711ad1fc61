// cluster-designer-cli as scripts use it: exit codes, JSON keys, messages naming file and
// field (DESIGN.md §5). The fabric and predict commands are in tst_cli_fabric_predict.cpp.
#include "cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cd;

namespace {

using test::byKey;
using test::cli;
using test::example;
using test::Run;
using test::testData;

bool hasIssue(const QJsonObject& report, const QString& code, const QString& object)
{
    for (const auto& v : report["issues"].toArray())
        if (v.toObject()["code"].toString() == code && v.toObject()["object"].toString() == object)
            return true;
    return false;
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
        // Dell publishes no typical draw for the XE9680: its maximum stands in, so the typical
        // figure is an upper bound, and says so.
        QCOMPARE(power["typical_is_upper_bound"].toBool(), true);
        const QJsonObject rack = power["per_rack"].toArray().at(0).toObject();
        QCOMPARE(rack["typical_is_upper_bound"].toBool(), true);
        for (const char* k : {"rack", "max_kw", "typical_kw", "heat_btu_per_h", "u_used", "u_total",
                              "weight_kg", "cooling"})
            QVERIFY2(rack.contains(k), k);
        const QJsonObject bom = o["bom"].toObject();
        for (const char* k : {"lines", "total", "currency"})
            QVERIFY2(bom.contains(k), k);
        QVERIFY(o["issues"].isArray());
    }

    // tests/data/power-dgx-h100.cluster.json (issue 5): rack A01 (row 0) holds 2 DGX H100
    // (10.2 kW each, NVIDIA's maximum, embedded in the file) on A/B feeds of 400 V 3-phase
    // 32 A PF 0.95 with one 22 kW 3-phase PDU per feed; rack B01 (row 1) holds a third DGX
    // and no feed settings. Site: PUE 1.4, 0.15 EUR/kWh.
    void analyzePowerJson()
    {
        const Run r = cli({"analyze", testData("power-dgx-h100.cluster.json"), "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject power = o["power"].toObject();
        // DESIGN §5 keys are still there.
        for (const char* k : {"max_kw", "typical_kw", "heat_btu_per_h", "per_rack"})
            QVERIFY2(power.contains(k), k);
        QCOMPARE(power["max_kw"].toDouble(), 30.6); // 3 x 10.2
        const QJsonObject a01 = byKey(power["per_rack"].toArray(), "rack", "A01");
        for (const char* k :
             {"rack", "max_kw", "typical_kw", "heat_btu_per_h", "u_used", "u_total", "weight_kg",
              "cooling", "feeds", "pdus", "airflow_cfm", "cooling_class"})
            QVERIFY2(a01.contains(k), k);
        QCOMPARE(a01["max_kw"].toDouble(), 20.4);
        QCOMPARE(a01["cooling_class"].toString(), QString("air")); // 20.4 kW <= 30 kW
        // 3.16 x 20400 W / 20 °F = 3223.2 CFM
        QCOMPARE(a01["airflow_cfm"].toDouble(), 3223.0);
        // Feed B: 20.4 / 2 = 10.2 kW normally; when A fails, each DGX H100 keeps 3 of its 6 x
        // 3.3 kW PSUs, 9.9 kW: 19.8 kW; usable √3 x 400 x 32 x 0.95 x 0.8 = 16.849 kW;
        // 19.8 / 16.849 = 1.175.
        const QJsonObject b = byKey(a01["feeds"].toArray(), "id", "B");
        QCOMPARE(b["normal_kw"].toDouble(), 10.2);
        QCOMPARE(b["failover_kw"].toDouble(), 19.8);
        QCOMPARE(b["capacity_kw"].toDouble(), 16.849);
        QCOMPARE(b["utilisation"].toDouble(), 1.175);
        // PDU on feed A: 6 inlets x 1.7 kW = 10.2 kW, 6 x 3.3 = 19.8 kW on failover, 22 x 0.8.
        const QJsonObject pduA = byKey(a01["pdus"].toArray(), "id", "p1");
        QCOMPARE(pduA["feed"].toString(), QString("A"));
        QCOMPARE(pduA["normal_kw"].toDouble(), 10.2);
        QCOMPARE(pduA["failover_kw"].toDouble(), 19.8);
        QCOMPARE(pduA["capacity_kw"].toDouble(), 17.6);
        QCOMPARE(pduA["inlets"].toInt(), 6);
        // B01 has no feeds: 10.2 kW / (√3 x 400 x 0.95 x 0.8 = 526.54) = 19.4 A -> 32 A.
        const QJsonObject b01 = byKey(power["per_rack"].toArray(), "rack", "B01");
        QCOMPARE(b01["feeds_set"].toBool(), false);
        QCOMPARE(b01["suggested_circuit"].toObject()["current_a"].toDouble(), 32.0);
        QCOMPARE(b01["suggested_circuit"].toObject()["required_current_a"].toDouble(), 19.4);
        // Rows: 20.4 kW in row 0, 10.2 kW in row 1.
        const QJsonArray rows = power["per_row"].toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].toObject()["max_kw"].toDouble(), 20.4);
        QCOMPARE(rows[1].toObject()["max_kw"].toDouble(), 10.2);
        // Site: 30.6 x 1.4 = 42.84 kW; no typical published, so typical = max:
        // 30.6 x 8760 x 1.4 = 375,278.4 kWh -> 375278; x 0.15 = 56,291.76 EUR.
        QCOMPARE(power["facility_kw"].toDouble(), 42.84);
        QCOMPARE(power["energy_kwh_per_year"].toDouble(), 375278.0);
        QCOMPARE(power["energy_cost_per_year"].toDouble(), 56291.76);
        QCOMPARE(power["energy_currency"].toString(), QString("EUR"));
        QVERIFY(hasIssue(o, "feed-failover-overload", "r1"));
        QVERIFY(hasIssue(o, "pdu-overload", "p1"));
        QVERIFY(hasIssue(o, "feeds-unset", "r2"));
    }

    void analyzePowerText()
    {
        const Run r = cli({"analyze", testData("power-dgx-h100.cluster.json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("feed B (400 V 3-phase 32 A PF 0.95): 10.20 kW normal, 19.80 kW "
                                "when feed A fails, usable 16.85 kW (118 %)"),
                 r.out.constData());
        QVERIFY(r.out.contains("PDU pdu-a on feed A: 10.20 kW normal, 19.80 kW on failover"));
        QVERIFY(r.out.contains("airflow 3,223 CFM"));
        QVERIFY(r.out.contains("facility power:     42.84 kW at PUE 1.40"));
        // Grouped as the documents group them: 42.84 kW x 8,760 h = 375,278 kWh at 0.15 EUR/kWh.
        QVERIFY(r.out.contains("375,278 kWh = 56,291.76 EUR"));
        QVERIFY(r.out.contains("row 1: 1 rack(s), 10.20 kW max"));
    }

    void analyzeText()
    {
        const Run r = cli({"analyze", example("xe9680-8x-h100.cluster.json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("GPUs:               8"));
        QVERIFY(r.out.contains("640 GB"));
    }

    // Five PowerEdge XE9680 at their PSU nameplate limit of 3 x 3200 W = 9600 W: 48 kW, above
    // the 30 kW air limit, so the rack names the liquid-cooled XE9680L (issue 5, item 3).
    void analyzeLiquidVariantJson()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/hot.cluster.json";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray devices;
        for (int i = 0; i < 5; ++i)
            devices += QStringLiteral(R"(%1{"id":"d%2","model":"dell-xe9680","rack":"r1","u":%3})")
                           .arg(i ? "," : "")
                           .arg(i + 1)
                           .arg(1 + 6 * i)
                           .toUtf8();
        f.write(R"({"format":"cluster-designer","schema_version":1,"name":"hot",
                    "racks":[{"id":"r1","name":"A01","model":"generic-42u","row":0,"position":0}],
                    "devices":[)" +
                devices + "]}");
        f.close();
        const Run r = cli({"analyze", path, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject rack = o["power"].toObject()["per_rack"].toArray().at(0).toObject();
        QCOMPARE(rack["max_kw"].toDouble(), 48.0);
        const QJsonObject lv = rack["liquid_variants"].toArray().at(0).toObject();
        QCOMPARE(lv["model"].toString(), QString("dell-xe9680"));
        QCOMPARE(lv["variant"].toString(), QString("dell-xe9680l"));
        QCOMPARE(lv["count"].toInt(), 5);
        QVERIFY(hasIssue(o, "liquid-variant-available", "r1"));
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
        QTest::newRow("fabric without nodes") << QStringList{"fabric", "--server", "x"};
        QTest::newRow("fabric bad ratio")
            << QStringList{"fabric", "--nodes", "8", "--server", "x", "--oversubscription", "2"};
        // A second file or a stray word is refused, not ignored (it was: "analyze a b" read a).
        const QString design = test::example("dgx-h100-rack.cluster.json");
        QTest::newRow("analyze two files") << QStringList{"analyze", design, "extra.json"};
        QTest::newRow("predict two files")
            << QStringList{"predict", design, "extra.json", "--model", "llama3-8b"};
        QTest::newRow("bom stray word") << QStringList{"bom", design, "stray"};
        QTest::newRow("catalog list stray") << QStringList{"catalog", "list", "stray"};
        QTest::newRow("catalog show two ids")
            << QStringList{"catalog", "show", "nvidia-dgx-h100", "stray"};
        QTest::newRow("fabric two files") << QStringList{"fabric", design, "extra.json", "--json"};
        QTest::newRow("tco two files") << QStringList{"tco", design, "extra.json"};
        QTest::newRow("report two files")
            << QStringList{"report", design, "extra.json", "-o", "x.pdf"};
        QTest::newRow("export two files")
            << QStringList{"export", design, "extra.json", "--netbox", "x.csv"};
        QTest::newRow("compare two files") << QStringList{"compare", design, "extra.json"};
        QTest::newRow("pricelist list stray") << QStringList{"pricelist", "list", "stray"};
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("usage"));
        if (args.contains("stray") || args.contains("extra.json"))
            QVERIFY2(r.err.contains("unexpected argument"), r.err.constData());
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

    // `catalog show` gives the price the quote takes, with its kind, date, sources and how it
    // was had. The DGX B300's 2 TB of DDR5 is priced as every DIMM: 2,048 GB x USD 17.3 per GB
    // (PRT-23: USD 70,800 for 4 TB of 256 GB DDR5-6400 RDIMMs) = USD 35,430.
    void catalogShowGivesThePrice()
    {
        const Run r = cli({"catalog", "show", "dgx-b300-memory-2tb"});
        QCOMPARE(r.code, 0);
        const QString expected = QString("USD %L1 (estimate, 2025-12)").arg(qRound(2048 * 17.3));
        QVERIFY2(r.out.contains(expected.toUtf8()), r.out.constData());
        QVERIFY(r.out.contains("[U PRT-23]"));
        QVERIFY(r.out.contains("x USD 17.3 per GB"));
        QVERIFY(!r.out.contains("price               missing"));
        // The list gives it too, in a column of its own; a part sold only inside a system (priced
        // 0) and an item without a price say so.
        const Run list = cli({"catalog", "list"});
        QCOMPARE(list.code, 0);
        bool priced = false, inSystem = false, unpriced = false;
        for (const QByteArray& line : list.out.split('\n')) {
            priced = priced ||
                     (line.startsWith("dgx-b300-memory-2tb ") && line.contains("USD 35,430 est."));
            inSystem =
                inSystem || (line.startsWith("nvidia-grace ") && line.contains("in the system"));
            unpriced = unpriced || (line.startsWith("ddn-ai400x3 ") && line.contains("no price"));
        }
        QVERIFY2(priced && inSystem && unpriced, list.out.constData());
    }

    // A key of 20 characters keeps a space before its value and before "missing" (the VAST DBox
    // publishes no write rate, INF-50), so the two columns read apart.
    void catalogShowSeparatesLongKeys()
    {
        const Run r = cli({"catalog", "show", "vast-ceres-dbox"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("  write_throughput_gbs missing (no public source)"),
                 r.out.constData());
        QVERIFY(r.out.contains("  raw_capacity_tb     338 / 675 TB  [S INF-50]"));
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

    // `issues`: the registry as scripts read it.
    void issuesListsTheRegistry()
    {
        const Run r = cli({"issues", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray list = QJsonDocument::fromJson(r.out).array();
        QVERIFY(list.size() >= 44);
        const QJsonObject overloaded = byKey(list, "code", "rack-overloaded");
        QCOMPARE(overloaded["severity"].toString(), QString("error"));
        QCOMPARE(overloaded["domain"].toString(), QString("power"));
        QVERIFY(overloaded["text"].toString().contains("{rack}"));
        QCOMPARE(cli({"issues", "extra"}).code, 2);
    }

    // Issue 17: figures the GUI shows come from core reports that the JSON prints too. The
    // summary bar's "of U" is the sum of the racks'; a rack's load against its feeds is the
    // worst feed's max(normal, failover) over its capacity.
    void analyzeRackLoadAndUnits()
    {
        const Run r = cli({"analyze", example("dgx-h100-ab-fed.cluster.json"), "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject power = QJsonDocument::fromJson(r.out).object()["power"].toObject();
        int used = 0, total = 0;
        for (const auto& v : power["per_rack"].toArray()) {
            const QJsonObject rack = v.toObject();
            used += rack["u_used"].toInt();
            total += rack["u_total"].toInt();
            const QJsonObject load = rack["load"].toObject();
            QVERIFY(load["hard_limit"].toBool());
            double worst = 0;
            for (const auto& f : rack["feeds"].toArray()) {
                const QJsonObject feed = f.toObject();
                worst = std::max(
                    worst, std::max(feed["normal_kw"].toDouble(), feed["failover_kw"].toDouble()) /
                               feed["capacity_kw"].toDouble());
            }
            QVERIFY2(std::fabs(load["fraction"].toDouble() - worst) < 2e-3,
                     qPrintable(QString::number(load["fraction"].toDouble())));
            // README: each feed carries its rack on failover (2 x 9.9 kW, the DGX capped at their
            // surviving PSUs), at 19.8 / 33.17 = 60 %.
            QCOMPARE(load["against"].toString(), QString("feed-failover"));
            QVERIFY(std::fabs(load["fraction"].toDouble() - 0.597) < 0.01);
        }
        QCOMPARE(power["u_used"].toInt(), used);
        QCOMPARE(power["u_total"].toInt(), total);
        QVERIFY(used > 0 && total >= used);
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