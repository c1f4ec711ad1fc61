// Issue 23, item 3 from the command line: predict's `goodput` (tests/core/tst_goodput.cpp
// works its figures by hand).
#include "cli_run.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace cd::test;

class CliGoodputTests : public QObject
{
    Q_OBJECT
private slots:
    // Issue 23: goodput at Llama 3's scale (16,384 H100) interrupts every 54 x 24 / 419 =
    // 3.09 h, as Llama 3 measured, and stays below 1; the flags are checked.
    void predictGoodput()
    {
        const QStringList base{"predict",     "--gpu",  "h100-sxm", "--nodes",     "2048",
                               "--scale-out", "ib-ndr", "--model",  "llama3-405b", "--json"};
        Run r = cli(base + QStringList{"--checkpoint-gbs", "1000"});
        QCOMPARE(r.code, 0);
        const QJsonObject g = QJsonDocument::fromJson(r.out).object()["goodput"].toObject();
        QVERIFY(std::abs(g["mtbi_hours"].toDouble() - 54.0 * 24 / 419) < 1e-9);
        QVERIFY(g["goodput_fraction"].toDouble() > 0.5 && g["goodput_fraction"].toDouble() < 1);
        for (const char* key : {"checkpoint_size_gb", "checkpoint_write_s", "restore_s",
                                "checkpoint_interval_min", "effective_tokens_per_s"})
            QVERIFY2(g[key].toDouble() > 0, key);
        // Without storage or the flag: the reason, not a figure.
        r = cli(base);
        QVERIFY(QJsonDocument::fromJson(r.out).object()["goodput"].toObject()["error"].isString());
        QCOMPARE(cli(base + QStringList{"--checkpoint-gbs", "0"}).code, 2);
        QCOMPARE(cli(base + QStringList{"--restart-min", "-1"}).code, 2);
        QCOMPARE(cli({"predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1", "--model",
                      "llama3-8b", "--checkpoint-gbs", "5"})
                     .code,
                 2);
    }

};

QTEST_GUILESS_MAIN(CliGoodputTests)
#include "tst_cli_goodput.moc"
