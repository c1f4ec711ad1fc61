// Issue 9 from the command line: `compare` (table and JSON) and `report` (the proposal PDF,
// read back with pdftotext), exit codes and messages naming file and field. The per-variant
// figures are checked against the analyses in tests/catalog/tst_variant_comparison.cpp;
// here against what other commands print for the active variant, and the PDF against the
// comparison.
#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cd;
using test::cli;
using test::Run;
using test::testData;

namespace {

const QString kProject = testData("variants-dgx.cluster.json");
const QStringList kVariants{"4x DGX H100, IB NDR", "4x DGX H200, IB NDR", "4x DGX H100, RoCE",
                            "8x DGX H100, IB NDR"};

QJsonObject rowOf(const QJsonObject& comparison, const QString& key)
{
    for (const auto& r : comparison["rows"].toArray())
        if (r.toObject()["key"].toString() == key)
            return r.toObject();
    return {};
}

QJsonObject compareJson(const QStringList& extra = {})
{
    const Run r = cli(QStringList{"compare", kProject, "--json"} + extra);
    [&] {
        QCOMPARE(r.code, 0);
    }();
    return QJsonDocument::fromJson(r.out).object();
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    QFile f(dir.path() + "/" + name);
    [&] {
        QVERIFY(f.open(QIODevice::WriteOnly));
    }();
    f.write(text);
    return f.fileName();
}

} // namespace

class CompareCliTests : public QObject
{
    Q_OBJECT
private slots:
    void jsonShape()
    {
        const QJsonObject c = compareJson();
        QCOMPARE(c["variants"].toArray().size(), 4);
        for (int i = 0; i < kVariants.size(); ++i)
            QCOMPARE(c["variants"][i].toString(), kVariants[i]);
        QCOMPARE(c["workload"].toString(), QString("llama3-70b"));
        const QStringList keys{"gpus",
                               "gpu_memory_gb",
                               "servers",
                               "racks",
                               "rack_units_used",
                               "rack_units_total",
                               "max_kw",
                               "typical_kw",
                               "heat_btu_per_h",
                               "cooling",
                               "fabric",
                               "switches",
                               "cables",
                               "transceivers",
                               "software_stack",
                               "tokens_per_s",
                               "scaling_efficiency",
                               "electricity_usd_per_million_tokens",
                               "time_to_train_days",
                               "training_energy_mwh",
                               "goodput_percent",
                               "effective_tokens_per_s",
                               "checkpoint_write_s",
                               "checkpoint_stall_s",
                               "storage_capacity_tb",
                               "storage_needed_tb",
                               "serving_output_tokens_per_s",
                               "serving_joules_per_output_token",
                               "serving_usd_per_million_output_tokens",
                               "quote_total",
                               "unpriced_lines",
                               "cost_per_token_per_s",
                               "tco_cost_per_gpu_hour",
                               "tco_cost_per_million_output_tokens"};
        QCOMPARE(c["rows"].toArray().size(), keys.size());
        for (int i = 0; i < keys.size(); ++i) {
            const QJsonObject row = c["rows"][i].toObject();
            QCOMPARE(row["key"].toString(), keys[i]);
            QCOMPARE(row["values"].toArray().size(), 4);
            QCOMPARE(row["text"].toArray().size(), 4);
            QVERIFY(row["best"].isNull() || (row["best"].toInt() >= 0 && row["best"].toInt() < 4));
            QVERIFY(row["differs"].isBool());
            QVERIFY2(!row["unit"].toString().isEmpty() || row["values"][0].isString(),
                     qPrintable(keys[i] + ": a number needs a unit"));
        }
        QCOMPARE(rowOf(c, "gpus")["values"].toArray(), (QJsonArray{32, 32, 32, 64}));
        QCOMPARE(rowOf(c, "gpus")["best"].toInt(), 3);
        QCOMPARE(rowOf(c, "fabric")["values"].toArray(),
                 (QJsonArray{"InfiniBand NDR 400G", "InfiniBand NDR 400G", "RoCE 400GbE",
                             "InfiniBand NDR 400G"}));
        // Customers read the model's name, not its preset id (issue 19).
        QCOMPARE(c["workload"].toString(), QString("llama3-70b"));
        QCOMPARE(c["workload_label"].toString(), QString("Llama 3 70B"));
        QCOMPARE(rowOf(c, "tokens_per_s")["label"].toString(),
                 QString("Training throughput, Llama 3 70B"));
    }

    // The active variant (the third, RoCE) is what `analyze` and `predict` see; the
    // comparison's column for it must say the same.
    void activeVariantMatchesOtherCommands()
    {
        const QJsonObject c = compareJson();
        const Run a = cli({"analyze", kProject, "--json"});
        QCOMPARE(a.code, 0);
        const QJsonObject report = QJsonDocument::fromJson(a.out).object();
        QCOMPARE(rowOf(c, "gpus")["values"][2].toDouble(), report["gpus"].toDouble());
        QCOMPARE(rowOf(c, "gpu_memory_gb")["values"][2].toDouble(),
                 report["gpu_memory_gb"].toDouble());
        QCOMPARE(rowOf(c, "max_kw")["values"][2].toDouble(), report["power"]["max_kw"].toDouble());
        const Run p = cli({"predict", kProject, "--model", "llama3-70b", "--json"});
        QCOMPARE(p.code, 0);
        const QJsonObject predicted = QJsonDocument::fromJson(p.out).object();
        // predict --json gives whole tokens/s.
        QVERIFY(std::abs(rowOf(c, "tokens_per_s")["values"][2].toDouble() -
                         predicted["tokens_per_s"].toDouble()) <= 0.5);
    }

    // Time to train scales with the tokens asked for: 15 T takes 15 times as long as 1 T.
    void trainTokensOption()
    {
        const QJsonObject one = compareJson();
        const QJsonObject fifteen = compareJson({"--train-tokens", "15e12"});
        QCOMPARE(fifteen["train_tokens"].toDouble(), 15e12);
        for (int v = 0; v < 4; ++v)
            QVERIFY(qFuzzyCompare(rowOf(fifteen, "time_to_train_days")["values"][v].toDouble(),
                                  15 * rowOf(one, "time_to_train_days")["values"][v].toDouble()));
    }

    void table()
    {
        const Run r = cli({"compare", kProject});
        QCOMPARE(r.code, 0);
        const QStringList lines = QString::fromUtf8(r.out).split('\n');
        for (const QString& name : kVariants)
            QVERIFY2(lines[0].contains(name), qPrintable(lines[0]));
        const QString gpus = lines.filter(QRegularExpression("^GPUs \\(GPUs\\)")).value(0);
        QVERIFY2(gpus.simplified() == "GPUs (GPUs) 32 32 32 64*", qPrintable(gpus));
        QVERIFY(r.out.contains("* best value of the row"));
    }

    // A file without variants compares as one variant: nothing is best.
    void singleDesign()
    {
        const Run r =
            cli({"compare", QString(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject c = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(c["variants"].toArray(), QJsonArray{"Variant 1"});
        for (const auto& row : c["rows"].toArray())
            QVERIFY(row.toObject()["best"].isNull());
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no design") << QStringList{"compare"} << 2 << "missing design file";
        QTest::newRow("unknown model") << QStringList{"compare", kProject, "--model", "gpt-9"} << 2
                                       << "unknown --model 'gpt-9'";
        QTest::newRow("bad tokens") << QStringList{"compare", kProject, "--train-tokens", "lots"}
                                    << 2 << "--train-tokens needs a number above 0";
        QTest::newRow("missing file") << QStringList{"compare", "/nonexistent/x.cluster.json"} << 1
                                      << "/nonexistent/x.cluster.json";
        QTest::newRow("report without -o")
            << QStringList{"report", kProject} << 2 << "report needs -o FILE.pdf";
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    // An error in a later variant names the file and the path inside `variants`.
    // A price list stored in the user database and named by the active variant's quote prices
    // the comparison exactly as the same file given with --price-list.
    void priceListNamedByTheDesign()
    {
        QTemporaryDir dir;
        const QString db = dir.path() + "/user.sqlite";
        QCOMPARE(cli({"pricelist", "import", testData("variants-prices.csv"), "--name", "acme",
                      "--user-db", db})
                     .code,
                 0);
        QFile in(kProject);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject top = QJsonDocument::fromJson(in.readAll()).object();
        QCOMPARE(top["active_variant"].toInt(), 2); // the RoCE variant, variants[1] in the file
        QJsonArray others = top["variants"].toArray();
        QJsonObject active = others[1].toObject();
        QJsonObject quote = active["quote"].toObject();
        quote["price_list"] = "acme";
        active["quote"] = quote;
        others[1] = active;
        top["variants"] = others;
        const QString file = writeFile(dir, "named.cluster.json", QJsonDocument(top).toJson());
        const Run named = cli({"compare", file, "--json", "--user-db", db});
        QCOMPARE(named.code, 0);
        const QJsonObject byName = QJsonDocument::fromJson(named.out).object();
        const QJsonObject byFile = compareJson({"--price-list", testData("variants-prices.csv")});
        QCOMPARE(rowOf(byName, "quote_total")["values"], rowOf(byFile, "quote_total")["values"]);
        QVERIFY(!rowOf(byName, "quote_total")["values"].toArray().at(0).isNull());
        // Named but not stored: exit 1 naming the key.
        const Run missing =
            cli({"compare", file, "--json", "--user-db", dir.path() + "/empty.sqlite"});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains("quote.price_list"));
    }

    void badVariantNamesThePath()
    {
        QTemporaryDir dir;
        const QString file = writeFile(dir, "bad.cluster.json", R"({
            "format": "cluster-designer", "schema_version": 1, "name": "bad",
            "variants": [ { "variant_name": "two", "racks": [
                { "id": "r1", "model": "generic-42u", "row": "first" } ] } ] })");
        const Run r = cli({"compare", file});
        QCOMPARE(r.code, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(file + ": variants[0].racks[0].row"), qPrintable(err));
    }

    // The proposal holds every variant's figures as the comparison gives them; the text is
    // read by pdftotext, independently of the code that wrote it.
    void proposalPdf()
    {
        QTemporaryDir dir;
        const QString pdf = dir.path() + "/proposal.pdf";
        const QStringList prices{"--price-list", testData("variants-prices.csv")};
        const Run r = cli(QStringList{"report", kProject, "-o", pdf} + prices);
        QCOMPARE(r.code, 0);
        const QString text =
            QString::fromUtf8(test::run("pdftotext", {"-layout", pdf, "-"}).out).simplified();
        QVERIFY(text.contains("Proposal"));
        QVERIFY(text.contains("Acme Systems AG"));
        QVERIFY(text.contains("Example Research GmbH"));
        QVERIFY(text.contains("Executive summary"));
        QVERIFY(text.contains("Page 1 of "));
        const QJsonObject c = compareJson(prices);
        for (int v = 0; v < 4; ++v) {
            QVERIFY2(text.contains("Variant " + QString::number(v + 1) + " of 4: " + kVariants[v]),
                     qPrintable(kVariants[v]));
            for (const QString key : {"gpus", "gpu_memory_gb", "max_kw", "typical_kw",
                                      "tokens_per_s", "time_to_train_days", "quote_total",
                                      "cost_per_token_per_s", "scaling_efficiency"}) {
                const QJsonObject row = rowOf(c, key);
                // A figure with its unit; a cell without one ("not measured (...)") as it is.
                const QString figure = row["values"][v].isNull() ? row["text"][v].toString()
                                                                 : row["text"][v].toString() + " " +
                                                                       row["unit"].toString();
                QVERIFY2(text.contains(figure), qPrintable(kVariants[v] + ": " + figure));
            }
        }
        for (const QString key : {"cost_per_token_per_s", "tokens_per_s"}) {
            const QJsonValue best = rowOf(c, key)["best"];
            QVERIFY2(best.isDouble(), qPrintable(key));
            QVERIFY(text.contains((key == QString("tokens_per_s") ? "Best on throughput: "
                                                                  : "Best on cost per token/s: ") +
                                  kVariants[best.toInt()]));
        }
        // The TCO page shows each variant's cost of a GPU-hour and of a million output tokens as
        // the comparison computes them, and the annex every formula with its sources.
        QVERIFY(text.contains("Total cost of ownership"));
        for (const char* key : {"tco_cost_per_gpu_hour", "tco_cost_per_million_output_tokens"})
            for (int v = 0; v < 4; ++v) {
                const QString figure = rowOf(c, key)["text"][v].toString() + " USD";
                QVERIFY2(text.contains(figure), qPrintable(QString(key) + ": " + figure));
            }
        QVERIFY(text.contains("Annex: how the cost of ownership is computed"));
        QVERIFY(text.contains("CRF = r (1 + r)^n / ((1 + r)^n - 1)"));
        QVERIFY(text.contains("Uptime Institute surveys")); // the default PUE's source
        QVERIFY(text.contains("Page 9 of 9")); // cover, summary, 4 variants, comparison, TCO, annex
        // Pages render (the layout is looked at by eye; see the README).
        QCOMPARE(test::run("pdftoppm",
                           {"-png", "-r", "30", "-f", "1", "-l", "1", pdf, dir.path() + "/page"})
                     .code,
                 0);
    }
};

QTEST_GUILESS_MAIN(CompareCliTests)
#include "tst_compare_cli.moc"
