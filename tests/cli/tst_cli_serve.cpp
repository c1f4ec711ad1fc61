// `predict --serve` (issue 18 item 3): the serving JSON of the CLI contract, its invariants, the
// sizing of a deployment, and bad input refused naming the flag (exit 1) or the mode (exit 2).
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

QStringList serve(const QString& gpu, int nodes, const QString& model, const QStringList& more)
{
    return QStringList{"predict", "--serve", "--gpu", gpu, "--nodes", QString::number(nodes),
                       "--model", model} +
           more;
}

QJsonObject serveJson(const QStringList& args)
{
    const Run r = cli(args + QStringList{"--json"});
    if (r.code != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class CliServeTests : public QObject
{
    Q_OBJECT
private slots:
    // The keys the issue names, and what follows from their definitions: one replica (tp 8 on
    // 8 GPUs) runs every request; by Little's law 32 requests in flight, each taking its first
    // token and 255 more steps, complete 32 / (TTFT + 255 x TPOT) per second; output =
    // requests/s x 256; per GPU = output / 8; per-user speed = 1 / TPOT.
    void servingKeysAndTheirRelations()
    {
        const QJsonObject o =
            serveJson(serve("h100-sxm", 1, "llama3.1-70b",
                            {"--tp", "8", "--concurrency", "32", "--precision", "fp8",
                             "--input-len", "2048", "--output-len", "256"}));
        const QJsonObject s = o["serving"].toObject();
        for (const char* key :
             {"ttft_ms", "tpot_ms", "tokens_per_s_per_user", "output_tokens_per_s",
              "output_tokens_per_s_per_gpu", "max_concurrency", "requests_per_s"})
            QVERIFY2(s.contains(key), key);
        QCOMPARE(s["replicas"].toInt(), 1);
        QCOMPARE(s["concurrency"].toInt(), 32);
        const double out = s["output_tokens_per_s"].toDouble();
        const double latencyS = (s["ttft_ms"].toDouble() + 255 * s["tpot_ms"].toDouble()) / 1000;
        QVERIFY(std::fabs(s["requests_per_s"].toDouble() / (32 / latencyS) - 1) < 0.002);
        QVERIFY(std::fabs(s["requests_per_s"].toDouble() / (out / 256) - 1) < 0.002);
        QVERIFY(std::fabs(s["output_tokens_per_s_per_gpu"].toDouble() / (out / 8) - 1) < 0.002);
        QVERIFY(std::fabs(s["tokens_per_s_per_user"].toDouble() * s["tpot_ms"].toDouble() / 1000 -
                          1) < 0.002);
        QCOMPARE(s["weights"].toString(), QString("fp8"));
        QVERIFY(s["max_concurrency"].toInt() >= 32);
        QVERIFY(o["curve"].toArray().size() >= 2);
    }

    // Replicas fill the GPUs given: 2 nodes of 8 at tp 2 are 8 replicas, with no scale-out
    // fabric asked for (replicas do not talk to each other).
    void replicasFillTheGpus()
    {
        const QJsonObject s =
            serveJson(serve("h100-sxm", 2, "llama3-8b", {"--tp", "2"}))["serving"].toObject();
        QCOMPARE(s["gpus"].toInt(), 16);
        QCOMPARE(s["tp"].toInt(), 2);
        QCOMPARE(s["replicas"].toInt(), 8);
    }

    // Sizing: enough replicas for the users at their per-user rate and TTFT, whole nodes of 8.
    void sizingCoversTheUsers()
    {
        const QJsonObject z =
            serveJson(serve("h100-sxm", 1, "llama3.1-70b",
                            {"--precision", "fp8", "--users", "1000", "--tokens-per-user", "20",
                             "--ttft-ms", "2000"}))["sizing"]
                .toObject();
        QVERIFY2(!z.contains("error"), qPrintable(z["error"].toString()));
        const int replicas = z["replicas"].toInt();
        QVERIFY(replicas * z["concurrency_per_replica"].toInt() >= 1000);
        QCOMPARE(z["gpus"].toInt(), replicas * z["tp"].toInt());
        QCOMPARE(z["nodes"].toInt(), (z["gpus"].toInt() + 7) / 8);
        const QJsonObject r = z["replica"].toObject();
        QVERIFY(r["tokens_per_s_per_user"].toDouble() >= 20);
        QVERIFY(r["ttft_ms"].toDouble() <= 2000);
    }

    void textNamesTheFigures()
    {
        const Run r = cli(serve("h200-sxm", 1, "mixtral-8x7b", {"--engine", "sglang"}));
        QCOMPARE(r.code, 0);
        for (const char* text : {"SGLang", "TTFT", "tokens/s per user", "requests/s"})
            QVERIFY2(r.out.contains(text), text);
    }

    // What the model cannot serve exits 1 naming the flag; nothing crashes.
    void badInputNamesTheFlag_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("flag");
        QTest::newRow("engine") << "h100-sxm" << QStringList{"--engine", "ollama"} << "--engine";
        QTest::newRow("concurrency 0")
            << "h100-sxm" << QStringList{"--concurrency", "0"} << "--concurrency";
        // Llama 3 8B takes 8,192 positions (Llama Team 2024).
        QTest::newRow("over the context")
            << "h100-sxm" << QStringList{"--input-len", "8000", "--output-len", "500"}
            << "--output-len";
        QTest::newRow("fp8 on A100")
            << "a100-80-sxm" << QStringList{"--precision", "fp8"} << "--precision";
        QTest::newRow("fp8 KV on A100")
            << "a100-80-sxm" << QStringList{"--kv-cache", "fp8"} << "--kv-cache";
        QTest::newRow("fp4 on H100")
            << "h100-sxm" << QStringList{"--precision", "fp4"} << "--precision";
        QTest::newRow("tp 3") << "h100-sxm" << QStringList{"--tp", "3"} << "--tp";
    }
    void badInputNamesTheFlag()
    {
        QFETCH(QString, gpu);
        QFETCH(QStringList, flags);
        QFETCH(QString, flag);
        const Run r = cli(serve(gpu, 1, "llama3-8b", flags));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(flag.toUtf8()), r.err.constData());
    }

    // What predict --serve refuses, tco --serve refuses too, naming the flag (it priced on
    // with a note); an empty --stack is no stack; a preset the file names that does not exist
    // is the file's fault, at its key (it was reported as an unknown --model).
    void tcoServeRefusesWhatPredictRefuses()
    {
        const QString design = test::example("dgx-h100-rack.cluster.json");
        const Run engine = cli({"tco", design, "--serve", "--engine", "foo"});
        QCOMPARE(engine.code, 1);
        QVERIFY2(engine.err.contains("--engine"), engine.err.constData());
        const Run prompt = cli({"tco", design, "--serve", "--input-len", "200000"});
        QCOMPARE(prompt.code, 1);
        QVERIFY2(prompt.err.contains("--input-len"), prompt.err.constData());
        const Run stack = cli({"tco", design, "--stack", ""});
        QCOMPARE(stack.code, 1);
        QVERIFY2(stack.err.contains("--stack") && stack.err.contains("megatron-core"),
                 stack.err.constData());
        QJsonObject withWorkload = test::jsonFile(design);
        QJsonObject quote = withWorkload["quote"].toObject();
        quote["workload"] = "no-such-model";
        withWorkload["quote"] = quote;
        QTemporaryDir dir;
        const QString bad = test::writtenFile(QDir(dir.path()), "workload.cluster.json",
                                              QJsonDocument(withWorkload).toJson());
        QVERIFY(!bad.isEmpty());
        const Run workload = cli({"tco", bad});
        QCOMPARE(workload.code, 1);
        QVERIFY2(workload.err.contains("quote.workload") && !workload.err.contains("--model"),
                 workload.err.constData());
    }

    // Training settings are a usage error with --serve, not silently ignored.
    void trainingFlagsRefused()
    {
        const Run r = cli(serve("h100-sxm", 1, "llama3-8b", {"--pp", "2"}));
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--pp"));
    }

    // A design file gives the GPUs: the bundled DGX H100 example serves on its servers.
    void servesOnADesign()
    {
        const Run r = cli({"predict", test::example("dgx-h100-rack.cluster.json"), "--serve",
                           "--model", "llama3-8b", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["cluster"].toObject()["gpu"].toString(), QString("h100-sxm"));
        QVERIFY(o["serving"].toObject()["output_tokens_per_s"].toDouble() > 0);
    }

    // A design of two GPU server models serves on the most numerous one, and both predict and
    // tco say so: the mixed example's 2 DL380a Gen12 (8 H200 NVL) serve, its XE9680's 8 H200
    // SXM do not, and the TCO's cost per token carries all 16. One model throughout: no note.
    void mixedDesignSaysWhatServes()
    {
        const QString mixed = test::example("mixed-dl380a-xe9680.cluster.json");
        const Run p = cli({"predict", mixed, "--serve", "--model", "llama3-8b"});
        QCOMPARE(p.code, 0);
        QVERIFY2(p.err.contains("its other 8 GPUs are not in it"), p.err.constData());
        const Run t = cli({"predict", mixed, "--model", "llama3-8b", "--json"}); // and in JSON
        const QJsonArray notes = QJsonDocument::fromJson(t.out).object()["notes"].toArray();
        QVERIFY(QJsonDocument(notes).toJson().contains("its other 8 GPUs are not in it"));
        const auto tcoNotes = [](const QString& design) {
            const Run r = cli({"tco", design, "--serve", "--model", "llama3-8b", "--json"});
            const QJsonObject t = QJsonDocument::fromJson(r.out).object()["tco"].toObject();
            return QString::fromUtf8(QJsonDocument(t["notes"].toArray()).toJson());
        };
        QVERIFY(tcoNotes(mixed).contains("the workload runs on 8 of the design's 16 GPUs"));
        QVERIFY(!tcoNotes(test::example("dgx-h100-rack.cluster.json")).contains("runs on"));
    }

    // The design's saved serving settings (workload.serving) are predict --serve's defaults, the
    // flags over them; a saved setting the cluster cannot take is named by its key. The DGX
    // H100 example with TensorRT-LLM, 256 requests, FP8 weights and KV cache saved.
    void savedSettingsAreTheDefaults()
    {
        QJsonObject design = test::jsonFile(test::example("dgx-h100-rack.cluster.json"));
        const QJsonObject saved{
            {"engine", "trt-llm"}, {"concurrency", 256}, {"weights", "fp8"}, {"kv_cache", "fp8"}};
        design["workload"] = QJsonObject{{"serving", saved}};
        QTemporaryDir dir;
        const QString path = test::writtenFile(QDir(dir.path()), "saved.cluster.json",
                                               QJsonDocument(design).toJson());
        QVERIFY(!path.isEmpty());
        const QStringList base{"predict", path, "--serve", "--model", "llama3-8b"};
        const QJsonObject s = serveJson(base)["serving"].toObject();
        QCOMPARE(s["engine"].toString(), QString("trt-llm"));
        QCOMPARE(s["concurrency"].toInt(), 256);
        QCOMPARE(s["weights"].toString(), QString("fp8"));
        QCOMPARE(s["kv_cache"].toString(), QString("fp8"));
        const QJsonObject flagged =
            serveJson(base + QStringList{"--engine", "vllm", "--concurrency", "16"})["serving"]
                .toObject();
        QCOMPARE(flagged["engine"].toString(), QString("vllm"));
        QCOMPARE(flagged["concurrency"].toInt(), 16);
        QCOMPARE(flagged["weights"].toString(), QString("fp8"));
        design["workload"] = QJsonObject{{"serving", QJsonObject{{"tp", 3}}}};
        QCOMPARE(test::writtenFile(QDir(dir.path()), "saved.cluster.json",
                                   QJsonDocument(design).toJson()),
                 path);
        const Run bad = cli(base);
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("workload.serving.tp"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliServeTests)
#include "tst_cli_serve.moc"
