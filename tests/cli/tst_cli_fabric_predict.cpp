// cluster-designer-cli as scripts use it, continued from tst_cli.cpp: the sizing commands,
// `fabric` (from flags, read back from a design, generated and exported) and `predict`
// (from flags or a design; JSON keys, exit codes) (DESIGN.md §5).
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

// predict from flags for the energy tests (issue 18): 2 nodes of 8 H100 SXM, 10^11 tokens.
QStringList energyArgs()
{
    return {"predict", "--gpu",   "h100-sxm",  "--nodes",        "2",  "--scale-out",
            "ib-ndr",  "--model", "llama3-8b", "--tp",           "1",  "--pp",
            "1",       "--dp",    "16",        "--global-batch", "64", "--train-tokens",
            "1e11",    "--json"};
}

// The `energy` object of a `predict --json` run that must succeed.
QJsonObject energyOf(const QStringList& args)
{
    const Run r = cli(args);
    if (r.code != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object()["energy"].toObject();
}

} // namespace

class CliFabricPredictTests : public QObject
{
    Q_OBJECT
private slots:
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
        // The Fabric dock's metres (cable_totals, cable_m) add up the per-length parts.
        for (const auto& v : o["networks"].toArray()) {
            const QJsonObject n = v.toObject();
            double metres = 0;
            qint64 count = 0;
            for (const auto& p : n["cable_parts"].toArray()) {
                metres += p.toObject()["count"].toDouble() * p.toObject()["length_m"].toDouble();
                count += p.toObject()["count"].toInteger();
            }
            double totalMetres = 0;
            qint64 totalCount = 0;
            for (const auto& t : n["cable_totals"].toArray()) {
                totalMetres += t.toObject()["length_m"].toDouble();
                totalCount += t.toObject()["count"].toInteger();
            }
            QCOMPARE(totalCount, count);
            QVERIFY(std::fabs(totalMetres - metres) < 0.01);
            QVERIFY(std::fabs(n["cable_m"].toDouble() - metres) < 0.01);
        }
    }

    // --nic without --rails fits one NIC per GPU (8 on an XE9680), as the reference designs do.
    void fabricNicWithoutRailsFitsOnePerGpu()
    {
        QTemporaryDir dir;
        const Run r = cli({"fabric", example("xe9680-8x-h100.cluster.json"), "--generate", "--nic",
                           "connectx-7", "-o", dir.filePath("xe.cluster.json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("8 links") && r.out.contains("connectx-7 fitted to 1 servers"),
                 r.out.constData());
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
    // The same layout on both: left to the search, TCP's best only fits on 2 nodes (100 %).
    void predictInfinibandVersusTcp()
    {
        const auto efficiency = [](const char* fabric) {
            const Run r = cli(
                {"predict", "--gpu",       "a100-80-sxm", "--nodes",        "2",  "--scale-out",
                 fabric,    "--model",     "llama2-7b",   "--global-batch", "32", "--tp",
                 "1",       "--pp",        "1",           "--dp",           "16", "--micro-batch",
                 "1",       "--recompute", "none",        "--zero",         "1",  "--json"});
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
        QVERIFY(o["inference"].toObject()["max_concurrency"].toInt() > 0);
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

    // Issue 17: the software stacks are a registry in core; --legacy-stack is its
    // megatron-legacy entry, and a name it does not have is a usage error listing the names.
    void predictStackRegistry()
    {
        const QStringList base{
            "predict", "--gpu",   "a100-80-sxm", "--nodes",        "2",  "--scale-out",
            "ib-hdr",  "--model", "gpt3-1.3b",   "--global-batch", "64", "--tp",
            "1",       "--pp",    "1",           "--dp",           "16", "--json"};
        const auto tokens = [](const Run& r) {
            return QJsonDocument::fromJson(r.out).object()["tokens_per_s"].toDouble();
        };
        const Run named = cli(base + QStringList{"--stack", "megatron-legacy"});
        const Run alias = cli(base + QStringList{"--legacy-stack"});
        const Run core = cli(base + QStringList{"--stack", "megatron-core"});
        QCOMPARE(named.code, 0);
        QCOMPARE(tokens(named), tokens(alias));
        // No fused attention and no overlap: the 2021 stack is slower on the same layout.
        QVERIFY(tokens(named) < tokens(core));
        QCOMPARE(tokens(core), tokens(cli(base)));
        // An unknown stack is bad input, as an unknown --engine: exit 1 naming the flag (issue 18).
        const Run bad = cli(base + QStringList{"--stack", "no-such-stack"});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("--stack no-such-stack"), bad.err);
        QVERIFY2(bad.err.contains("megatron-core") && bad.err.contains("llm-foundry"), bad.err);
    }

    // Issue 18 item 4, from flags: 2 nodes of 8 H100 SXM (700 W TDP), the node estimated.
    // Every energy key finite and positive, and the figures consistent with one another.
    void predictEnergy()
    {
        const QJsonObject e = energyOf(energyArgs());
        for (const char* k : {"gpu_power_w", "node_power_kw", "facility_power_kw", "run_energy_mwh",
                              "tokens_per_kwh", "usd_per_million_tokens", "pue", "usd_per_kwh"})
            QVERIFY2(std::isfinite(e[k].toDouble(-1)) && e[k].toDouble(-1) > 0, k);
        QVERIFY(e["basis"].toString().contains("issue 18"));
        QCOMPARE(e["gpu_power_w"].toDouble(), 690.0); // 700 W x 690/700, measured on one H200
        QVERIFY(e["node_power_estimated"].toBool());
        // MWh x 1000 x tokens per kWh = the tokens trained, within 0.1 %.
        const double tokens =
            e["run_energy_mwh"].toDouble() * 1000 * e["tokens_per_kwh"].toDouble();
        QVERIFY2(std::fabs(tokens / 1e11 - 1) < 1e-3, qPrintable(QString::number(tokens)));
        // Facility = 2 nodes x node power x PUE (the default 1.5).
        QCOMPARE(e["pue"].toDouble(), 1.5);
        QVERIFY(std::fabs(e["facility_power_kw"].toDouble() /
                              (2 * e["node_power_kw"].toDouble() * 1.5) -
                          1) < 1e-4);
    }

    // --pue 1.2 takes 1.2/1.5 of the energy; at 0.2 USD/kWh the cost per million tokens is kWh
    // per million tokens x 0.2. Out of range, each is a usage error naming the flag.
    void predictEnergyFlags()
    {
        const QJsonObject e = energyOf(energyArgs());
        const QJsonObject f = energyOf(
            energyArgs() + QStringList{"--pue", "1.2", "--electricity-usd-per-kwh", "0.2"});
        QVERIFY(std::fabs(f["run_energy_mwh"].toDouble() / e["run_energy_mwh"].toDouble() -
                          1.2 / 1.5) < 1e-4);
        QVERIFY(std::fabs(f["usd_per_million_tokens"].toDouble() /
                              (1e6 / f["tokens_per_kwh"].toDouble() * 0.2) -
                          1) < 1e-4);
        for (const QStringList& bad : {QStringList{"--pue", "0.5"}, QStringList{"--pue", "3.5"},
                                       QStringList{"--electricity-usd-per-kwh", "10"},
                                       QStringList{"--electricity-usd-per-kwh", "0"}}) {
            const Run u = cli(energyArgs() + bad);
            QCOMPARE(u.code, 2);
            QVERIFY2(u.err.contains(bad[0].toUtf8()), u.err.constData());
        }
        // The text output gives it one line.
        QStringList text = energyArgs();
        text.removeAll("--json");
        QVERIFY(cli(text).out.contains("energy:"));
    }

    // predict DESIGN: four DGX H100 at their catalog maximum, 10.2 kW, and the site's PUE 1.3:
    // facility 4 x 10.2 x 1.3 = 53.04 kW. The site's price is in EUR, which the USD figure does
    // not take: the default price, and the basis says why.
    void predictEnergyOfADesign()
    {
        const QJsonObject e = energyOf({"predict", example("dgx-h100-ab-fed.cluster.json"),
                                        "--model", "llama3-8b", "--global-batch", "64", "--json"});
        QCOMPARE(e["node_power_kw"].toDouble(), 10.2);
        QVERIFY(!e["node_power_estimated"].toBool());
        QCOMPARE(e["pue"].toDouble(), 1.3);
        QVERIFY(std::fabs(e["facility_power_kw"].toDouble() - 53.04) < 1e-6);
        QCOMPARE(e["usd_per_kwh"].toDouble(), 0.0806);
        QVERIFY(e["basis"].toString().contains("EUR"));
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
        QTest::newRow("checkpoints kept without a design")
            << base + QStringList{"--checkpoints-kept", "nan"} << 2;
        QTest::newRow("bytes per token without a design")
            << base + QStringList{"--bytes-per-token", "-1"} << 2;
        // A transport the file format lacks was written into a design nothing could read back.
        QTest::newRow("generate with an unknown transport")
            << QStringList{"fabric",
                           example("xe9680-8x-h100.cluster.json"),
                           "--generate",
                           "--transport",
                           "bogus",
                           "-o",
                           "/tmp/never-written.cluster.json"}
            << 2;
    }
    void predictExitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(CliFabricPredictTests)
#include "tst_cli_fabric_predict.moc"
