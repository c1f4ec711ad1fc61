// cluster-designer-cli as scripts use it: exit codes, JSON keys, messages naming file and
// field (DESIGN.md §5).
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

using test::cli;
using test::Run;

QString example(const QString& name)
{
    return QString(CD_EXAMPLES) + "/" + name;
}

QString testData(const QString& name)
{
    return QString(CD_TEST_DATA) + "/" + name;
}

QJsonObject byKey(const QJsonArray& list, const QString& key, const QString& value)
{
    for (const auto& v : list)
        if (v.toObject()[key].toString() == value)
            return v.toObject();
    return {};
}

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
        const QJsonObject rack = power["per_rack"].toArray().at(0).toObject();
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
        // Feed B: 20.4 / 2 = 10.2 kW normally, all 20.4 kW when A fails; usable
        // √3 x 400 x 32 x 0.95 x 0.8 = 16.849 kW; 20.4 / 16.849 = 1.211.
        const QJsonObject b = byKey(a01["feeds"].toArray(), "id", "B");
        QCOMPARE(b["normal_kw"].toDouble(), 10.2);
        QCOMPARE(b["failover_kw"].toDouble(), 20.4);
        QCOMPARE(b["capacity_kw"].toDouble(), 16.849);
        QCOMPARE(b["utilisation"].toDouble(), 1.211);
        // PDU on feed A: 6 inlets x 1.7 kW = 10.2 kW, 20.4 kW on failover, 22 x 0.8 = 17.6.
        const QJsonObject pduA = byKey(a01["pdus"].toArray(), "id", "p1");
        QCOMPARE(pduA["feed"].toString(), QString("A"));
        QCOMPARE(pduA["normal_kw"].toDouble(), 10.2);
        QCOMPARE(pduA["failover_kw"].toDouble(), 20.4);
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
        QVERIFY2(r.out.contains("feed B (400 V 3-phase 32 A PF 0.95): 10.20 kW normal, 20.40 kW "
                                "when feed A fails, usable 16.85 kW (121 %)"),
                 r.out.constData());
        QVERIFY(r.out.contains("PDU pdu-a on feed A: 10.20 kW normal, 20.40 kW on failover"));
        QVERIFY(r.out.contains("airflow 3223 CFM"));
        QVERIFY(r.out.contains("facility power:     42.84 kW at PUE 1.40"));
        QVERIFY(r.out.contains("375278 kWh = 56291.76 EUR"));
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
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("usage"));
    }

    // DESIGN.md §5 `fabric` keys; the figures are the DGX SuperPOD 4-SU row (hardware.json
    // superpod.dgx_h100, S04): 127 DGX H100 + 4 UFM links on QM9700, 2,048 transceivers in the
    // published BOM (1,536 switch + 508 DGX + 4 UFM).
    void fabricJson()
    {
        const Run r = cli({"fabric", "--nodes", "127", "--server", "nvidia-dgx-h100", "--switch",
                           "nvidia-qm9700", "--oversubscription", "1:1", "--management-links", "4",
                           "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* k : {"tiers", "switches", "cables", "transceivers", "oversubscription"})
            QVERIFY2(o.contains(k), k);
        const QJsonObject sw = o["switches"].toObject();
        const QJsonObject cables = o["cables"].toObject();
        QCOMPARE(o["tiers"].toInt(), 2);
        QCOMPARE(sw["leaf"].toInt(), 32);
        QCOMPARE(sw["spine"].toInt(), 16);
        QCOMPARE(sw["core"].toInt(), 0);
        QCOMPARE(cables["node_leaf"].toInt(), 1020);
        QCOMPARE(cables["leaf_spine"].toInt(), 1024);
        QCOMPARE(cables["spine_core"].toInt(), 0);
        QCOMPARE(o["transceivers"].toInt(), 2048);
        QCOMPARE(o["oversubscription"].toDouble(), 1.0);
        QCOMPARE(o["rails"].toInt(), 8); // from the DGX H100's compute ports
    }

    void fabricInvalidInputExitsOne()
    {
        Run r = cli({"fabric", "--nodes", "8", "--server", "no-such-server"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("no-such-server"));
        r = cli(
            {"fabric", "--nodes", "128", "--server", "nvidia-dgx-h100", "--management-links", "1"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("management links"));
    }

    // `fabric DESIGN --json` reads the SU example's own fabric back from its links: 32 DGX H100
    // on 8 leaf and 4 spine QM9700 (hardware.json superpod.dgx_h100, one SU, S04).
    void fabricOfADesign()
    {
        const Run r = cli({"fabric", example("dgx-h100-superpod-su.cluster.json"), "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* k : {"tiers", "switches", "cables", "transceivers", "oversubscription",
                              "networks", "issues"})
            QVERIFY2(o.contains(k), k);
        QCOMPARE(o["tiers"].toInt(), 2);
        QCOMPARE(o["switches"].toObject()["leaf"].toInt(), 8);
        QCOMPARE(o["switches"].toObject()["spine"].toInt(), 4);
        QCOMPARE(o["cables"].toObject()["node_leaf"].toInt(), 256);
        QCOMPARE(o["cables"].toObject()["leaf_spine"].toInt(), 256);
        QCOMPARE(o["oversubscription"].toDouble(), 1.0);
        // Twin-port OSFP: 32 DGX x 4 cages + 8 leaves x 16 cages for the node links.
        QCOMPARE(o["transceivers"].toInt(), 32 * 4 + 8 * 16);
        QCOMPARE(byKey(o["networks"].toArray(), "id", "oob")["nodes"].toInt(), 32);
    }

    // Generate into a copy, then export the Slurm topology and the cabling plan from it.
    void fabricGenerateAndExport()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("xe.cluster.json");
        Run r = cli({"fabric", example("xe9680-8x-h100.cluster.json"), "--generate", "--nic",
                     "connectx-7", "--rails", "8", "-o", out});
        QCOMPARE(r.code, 0);
        // 1 node x 8 rails = 8 ports: one 64-port QM9700 holds them, no spine.
        QVERIFY2(r.out.contains("1 leaf, 0 spine"), r.out.constData());
        QVERIFY(r.out.contains("connectx-7 fitted to 1 servers"));
        const QString topo = dir.filePath("topology.conf");
        const QString csv = dir.filePath("cabling.csv");
        r = cli({"fabric", out, "--topology-conf", topo, "--cabling-csv", csv});
        QCOMPARE(r.code, 0);
        QFile t(topo);
        QVERIFY(t.open(QIODevice::ReadOnly));
        QVERIFY(t.readAll().contains("SwitchName=compute-su1 Nodes=gpu01\n"));
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = c.readAll().split('\n');
        // Header + 8 node links, and the trailing empty split.
        QCOMPARE(lines.size(), 1 + 8 + 1);
        QVERIFY(lines[0].startsWith("link,network,a_device"));

        // No NIC to fit: refused with the reason, exit 1; no -o: usage error, exit 2.
        r = cli({"fabric", example("xe9680-8x-h100.cluster.json"), "--generate", "-o", out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("no compute ports"), r.err.constData());
        r = cli({"fabric", example("xe9680-8x-h100.cluster.json"), "--generate"});
        QCOMPARE(r.code, 2);
    }

    void fabricText()
    {
        const Run r = cli({"fabric", "--nodes", "512", "--server", "nvidia-dgx-h100"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("tiers:            3"));
        QVERIFY(r.out.contains("128 leaf, 128 spine, 64 core"));
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

    // predict from flags (DESIGN.md §5, issue 7): every contract key.
    void predictJsonKeys()
    {
        const Run r = cli({"predict",     "--gpu",  "h100-sxm",    "--nodes",   "2",
                           "--scale-out", "ib-ndr", "--model",     "llama3-8b", "--global-batch",
                           "64",          "--tp",   "1",           "--pp",      "1",
                           "--dp",        "16",     "--recompute", "full",      "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* k :
             {"step_time_s", "tokens_per_s", "tokens_per_s_per_gpu", "model_tflops_per_gpu", "mfu",
              "memory_per_gpu_gb", "fits", "scaling_efficiency", "parallelism", "breakdown"})
            QVERIFY2(o.contains(k), k);
        const QJsonObject p = o["parallelism"].toObject();
        for (const char* k : {"tp", "pp", "dp", "micro_batch", "global_batch"})
            QVERIFY2(p.contains(k), k);
        QCOMPARE(p["dp"].toInt(), 16);
        QCOMPARE(p["global_batch"].toInt(), 64);
        const QJsonObject b = o["breakdown"].toObject();
        for (const char* k : {"compute_s", "tp_comm_s", "pp_bubble_s", "dp_comm_exposed_s"})
            QVERIFY2(b.contains(k), k);
        // tokens/s = global batch x seq / step time; per GPU = / 16.
        const double tokens = 64.0 * 8192 / o["step_time_s"].toDouble();
        QVERIFY(std::fabs(o["tokens_per_s"].toDouble() / tokens - 1) < 1e-3);
        QVERIFY(std::fabs(o["tokens_per_s_per_gpu"].toDouble() * 16 / tokens - 1) < 1e-3);
        QVERIFY(o["fits"].toBool());
        QVERIFY(o["mfu"].toDouble() > 0 && o["mfu"].toDouble() < 1);
    }

    // The same design with TCP Ethernet instead of InfiniBand scales visibly worse (issue 7).
    void predictInfinibandVersusTcp()
    {
        const auto efficiency = [](const char* fabric) {
            const Run r = cli({"predict", "--gpu", "a100-80-sxm", "--nodes", "2", "--scale-out",
                               fabric, "--model", "llama2-7b", "--global-batch", "32", "--tp", "1",
                               "--pp", "1", "--dp", "16", "--json"});
            return QJsonDocument::fromJson(r.out).object()["scaling_efficiency"].toDouble();
        };
        const double ib = efficiency("ib-hdr");
        const double tcp = efficiency("eth-25g");
        QVERIFY2(ib > 0.9, qPrintable(QString::number(ib)));
        QVERIFY2(tcp < 0.6, qPrintable(QString::number(tcp)));
    }

    void predictAutoListsAlternatives()
    {
        const Run r = cli({"predict", "--gpu", "h100-sxm", "--nodes", "4", "--scale-out", "ib-ndr",
                           "--model", "llama2-70b", "--global-batch", "256", "--auto", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o["fits"].toBool());
        QVERIFY(!o["alternatives"].toArray().isEmpty());
        QVERIFY(o["inference"].toObject().contains("max_sequences"));
    }

    // predict DESIGN: the SuperPOD SU example has 32 DGX H100 with 8 x 400G InfiniBand each.
    void predictDesign()
    {
        const Run r = cli({"predict", example("dgx-h100-superpod-su.cluster.json"), "--model",
                           "llama3-8b", "--global-batch", "256", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject c = QJsonDocument::fromJson(r.out).object()["cluster"].toObject();
        QCOMPARE(c["nodes"].toInt(), 32);
        QCOMPARE(c["gpus"].toInt(), 256);
        QCOMPARE(c["gpu"].toString(), QString("h100-sxm"));
        QCOMPARE(c["scale_out"].toString(), QString("ib-ndr"));
        QCOMPARE(c["nics_per_node"].toInt(), 8);
        // The same design with TCP Ethernet instead: never faster.
        const Run tcp =
            cli({"predict", example("dgx-h100-superpod-su.cluster.json"), "--model", "llama3-8b",
                 "--global-batch", "256", "--scale-out", "eth-100g", "--json"});
        QCOMPARE(tcp.code, 0);
        QVERIFY(QJsonDocument::fromJson(tcp.out).object()["tokens_per_s"].toDouble() <=
                QJsonDocument::fromJson(r.out).object()["tokens_per_s"].toDouble());
    }

    void predictExitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        const QStringList base{"predict", "--gpu",   "h100-sxm", "--nodes",
                               "1",       "--model", "llama3-8b"};
        QTest::newRow("no gpu") << QStringList{"predict", "--nodes", "1", "--model", "llama3-8b"}
                                << 2;
        QTest::newRow("unknown preset")
            << QStringList{"predict", "--gpu", "h100-sxm", "--nodes", "1", "--model", "gpt-9"} << 2;
        QTest::newRow("bad scale-out") << base + QStringList{"--scale-out", "ib-qdr"} << 2;
        QTest::newRow("bad number") << base + QStringList{"--tp", "two"} << 2;
        QTest::newRow("multi-node without fabric")
            << QStringList{"predict", "--gpu", "h100-sxm", "--nodes", "2", "--model", "llama3-8b"}
            << 2;
        QTest::newRow("unknown gpu") << QStringList{"predict", "--gpu",   "no-such-gpu", "--nodes",
                                                    "1",       "--model", "llama3-8b"}
                                     << 1;
        QTest::newRow("layout does not cover the GPUs")
            << base + QStringList{"--tp", "2", "--pp", "2", "--dp", "4"} << 1;
        QTest::newRow("missing design file")
            << QStringList{"predict", "/nonexistent.cluster.json", "--model", "llama3-8b"} << 1;
        QTest::newRow("fp8 on A100")
            << QStringList{"predict",   "--gpu",       "a100-80-sxm", "--nodes", "1", "--model",
                           "llama3-8b", "--precision", "fp8",         "--tp",    "8"}
            << 1;
    }
    void predictExitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY(!r.err.isEmpty());
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
