// Issue 23, item 3 from the command line: predict's `goodput` (tests/core/tst_goodput.cpp
// works its figures by hand).
#include "cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cd::test;

namespace {

// The SuperPOD scalable unit example with a rack of eight WEKApod Nitro of 215.04 TB.
bool writeScalableUnitWithStorage(const QString& path)
{
    QFile example(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json");
    if (!example.open(QIODevice::ReadOnly))
        return false;
    QJsonObject design = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray racks = design["racks"].toArray();
    racks.append(QJsonObject{
        {"id", "rs"}, {"name", "STOR-01"}, {"model", "generic-42u"}, {"row", 0}, {"position", 99}});
    design["racks"] = racks;
    QJsonArray devices = design["devices"].toArray();
    for (int i = 0; i < 8; ++i)
        devices.append(QJsonObject{{"id", QString("st%1").arg(i)},
                                   {"model", "weka-wekapod-nitro"},
                                   {"rack", "rs"},
                                   {"u", 1 + i},
                                   {"capacity_tb", 215.04}});
    design["devices"] = devices;
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(design).toJson()) > 0 &&
           out.flush();
}

// Llama 3 405B on 2,048 DGX H100 (16,384 GPUs), Llama 3's own scale.
QStringList llama3AtScale()
{
    return {"predict",     "--gpu",  "h100-sxm", "--nodes",     "2048",
            "--scale-out", "ib-ndr", "--model",  "llama3-405b", "--json"};
}

// `goodput` of a predict that must succeed.
QJsonObject goodputOf(const QStringList& args)
{
    const Run r = cli(args);
    if (r.code != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out).object()["goodput"].toObject();
}

} // namespace

class CliGoodputTests : public QObject
{
    Q_OBJECT
private slots:
    // Issue 23: goodput at Llama 3's scale (16,384 H100) interrupts every 54 x 24 / 419 =
    // 3.09 h, as Llama 3 measured, and stays below 1; the flags are checked.
    void predictGoodput()
    {
        const QStringList base = llama3AtScale();
        const QJsonObject g = goodputOf(base + QStringList{"--checkpoint-gbs", "1000"});
        QVERIFY(g.contains("goodput_fraction"));
        QVERIFY(std::abs(g["mtbi_hours"].toDouble() - 54.0 * 24 / 419) < 1e-9);
        QVERIFY(g["goodput_fraction"].toDouble() > 0.5 && g["goodput_fraction"].toDouble() < 1);
        for (const char* key : {"checkpoint_size_gb", "checkpoint_write_s", "restore_s",
                                "checkpoint_interval_min", "effective_tokens_per_s"})
            QVERIFY2(g[key].toDouble() > 0, key);
        // Without storage or the flag: the reason, not a figure.
        const Run r = cli(base);
        QVERIFY(QJsonDocument::fromJson(r.out).object()["goodput"].toObject()["error"].isString());
        QCOMPARE(cli(base + QStringList{"--checkpoint-gbs", "0"}).code, 2);
        QCOMPARE(cli(base + QStringList{"--restart-min", "-1"}).code, 2);
        QCOMPARE(cli({"predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1", "--model",
                      "llama3-8b", "--checkpoint-gbs", "5"})
                     .code,
                 2);
    }

    // Issue 23, item 2: checkpoints saved asynchronously through host memory.
    void predictAsyncSave()
    {
        const QStringList base = llama3AtScale();
        const QJsonObject g = goodputOf(base + QStringList{"--checkpoint-gbs", "1000"});
        QVERIFY(g.contains("goodput_fraction"));
        // Megatron-Core (the default stack) saves asynchronously: the preset's 405.85e9
        // parameters make 5,681.9 GB, 0.3468 GB a GPU over 16,384 copied at 52.77 GB/s after
        // the fixed 0.78 - 980 / 1,856 / 52.77 s (tst_goodput works it): 0.77657 s, not the
        // 5.68 s of the write at 1,000 GB/s; --sync-checkpoints and PyTorch FSDP1 (Hugging Face
        // Trainer, Accelerate) wait for the write.
        const double size = g["checkpoint_size_gb"].toDouble();
        QCOMPARE(g["checkpoint_async"].toBool(), true);
        QVERIFY(std::abs(g["checkpoint_stall_s"].toDouble() -
                         (0.78 - 980.0 / 1856 / 52.77 + size / 16384 / 52.77)) < 1e-9);
        QVERIFY(std::abs(g["checkpoint_stall_s"].toDouble() - 0.77657) < 1e-5);
        QVERIFY(std::abs(g["checkpoint_write_s"].toDouble() - size / 1000) < 1e-9);
        QJsonObject sync =
            goodputOf(base + QStringList{"--checkpoint-gbs", "1000", "--sync-checkpoints"});
        QVERIFY(sync.contains("goodput_fraction"));
        QCOMPARE(sync["checkpoint_async"].toBool(), false);
        QCOMPARE(sync["checkpoint_stall_s"].toDouble(), sync["checkpoint_write_s"].toDouble());
        QVERIFY(sync["goodput_fraction"].toDouble() < g["goodput_fraction"].toDouble());
        sync = goodputOf({"predict", "--gpu", "h100-sxm", "--nodes", "2", "--scale-out", "ib-ndr",
                          "--model", "llama3-8b", "--stack", "torch-fsdp1", "--checkpoint-gbs",
                          "10", "--json"});
        QVERIFY(sync.contains("goodput_fraction"));
        QCOMPARE(sync["checkpoint_async"].toBool(), false);
        QCOMPARE(sync["checkpoint_stall_s"].toDouble(), sync["checkpoint_write_s"].toDouble());
    }

    // Issue 23, item 2: `storage` of predict DESIGN. The SuperPOD scalable unit plus a rack of
    // eight WEKApod Nitro of 215.04 TB: 1,720.32 TB raw. Needed = 4 checkpoints (the goodput's
    // size each) + 15e12 tokens x 4 bytes (Llama 3's 128,256-token vocabulary: int32 ids) =
    // 60 TB; loading = tokens/s x 4 B.
    void predictStorage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("su-weka.cluster.json");
        QVERIFY(writeScalableUnitWithStorage(path));
        const QStringList base{"predict",        path,    "--model", "llama3-405b",
                               "--train-tokens", "15e12", "--json"};
        Run r = cli(base);
        QCOMPARE(r.code, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        const QJsonObject s = j["storage"].toObject();
        const double checkpointTb = j["goodput"].toObject()["checkpoint_size_gb"].toDouble() / 1000;
        QVERIFY(std::abs(s["capacity_tb"].toDouble() - 8 * 215.04) < 1e-9);
        QCOMPARE(s["checkpoints_kept"].toInt(), 4);
        QVERIFY(std::abs(s["checkpoints_tb"].toDouble() - 4 * checkpointTb) < 1e-9);
        QVERIFY(std::abs(s["dataset_tb"].toDouble() - 60) < 1e-9);
        // tokens_per_s is printed rounded to the token: a relative 1e-4.
        QVERIFY(std::abs(s["data_loading_gbps"].toDouble() / (j["tokens_per_s"].toDouble() * 4e-9) -
                         1) < 1e-4);
        QCOMPARE(s["read_gbps"].toDouble(), 8 * 71.0); // WEKApod's published 71 GB/s read each
        QCOMPARE(s["capacity_short"].toBool(), false);
        // Two kept halve the checkpoints; 2,000 kept no longer fit.
        r = cli(base + QStringList{"--checkpoints-kept", "2"});
        QVERIFY(std::abs(QJsonDocument::fromJson(r.out)
                             .object()["storage"]
                             .toObject()["checkpoints_tb"]
                             .toDouble() -
                         2 * checkpointTb) < 1e-9);
        r = cli(base + QStringList{"--checkpoints-kept", "2000"});
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()["storage"]
                     .toObject()["capacity_short"]
                     .toBool(),
                 true);
        QCOMPARE(cli(base + QStringList{"--bytes-per-token", "0"}).code, 2);
        QCOMPARE(cli(base + QStringList{"--checkpoints-kept", "0"}).code, 2);
        // The text line says the same.
        r = cli({"predict", path, "--model", "llama3-405b"});
        QVERIFY2(r.out.contains("storage:          1,720.3 TB raw"), r.out.constData());
    }

    // Issue 23, item 4 from the command line: the storage fabric sized for a checkpoint
    // bandwidth; only for a storage network, and not beside --oversubscription.
    void fabricSizedForCheckpoints()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("su-weka.cluster.json");
        QVERIFY(writeScalableUnitWithStorage(path));
        const QString generated = dir.filePath("generated.cluster.json");
        const QStringList fabric{"fabric",        path,      "--generate",
                                 "--kind",        "storage", "--switch",
                                 "nvidia-qm9700", "-o",      generated};
        Run r = cli(fabric + QStringList{"--checkpoint-gbs", "1000"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("sized for 1,000.0 GB/s of checkpoints"), r.out.constData());
        QVERIFY(r.out.contains("the storage systems write only 256.0 GB/s"));
        QCOMPARE(
            cli(fabric + QStringList{"--checkpoint-gbs", "10", "--oversubscription", "2:1"}).code,
            2);
        QCOMPARE(
            cli({"fabric", path, "--generate", "--checkpoint-gbs", "10", "-o", generated}).code, 2);
        QCOMPARE(cli({"fabric", path, "--checkpoint-gbs", "10"}).code, 2); // not generating
    }
};

QTEST_GUILESS_MAIN(CliGoodputTests)
#include "tst_cli_goodput.moc"
