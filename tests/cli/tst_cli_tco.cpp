// Issue 25 from the command line: `tco` of every bundled example, its figures tied to the quote
// that `bom` prints and to each other, bad input exiting 1 naming the flag or field, and an
// incomplete quote said to be one. tests/core/tst_tco.cpp works the formulas by hand.
#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cd::test;

namespace {

QJsonObject tcoOf(const QStringList& args)
{
    const Run r = cli(QStringList{"tco"} + args + QStringList{"--json"});
    if (r.code != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out).object()["tco"].toObject();
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class CliTcoTests : public QObject
{
    Q_OBJECT
private slots:
    // Every example: complete (no unpriced line), its figures consistent with each other.
    void everyExample()
    {
        const QStringList examples =
            QDir(CD_EXAMPLES).entryList({"*.cluster.json"}, QDir::Files, QDir::Name);
        QVERIFY(examples.size() >= 10);
        for (const QString& name : examples) {
            const QJsonObject t = tcoOf({example(name)});
            QVERIFY2(!t.isEmpty() && !t.contains("error"), qPrintable(name));
            QVERIFY2(t["complete"].toBool(), qPrintable(name));
            const double perYear = t["cost_per_year"].toDouble();
            const double sum = t["capital_per_year"].toDouble() +
                               t["opex_per_year"].toObject()["total"].toDouble();
            QVERIFY2(near(perYear, sum, 0.02), qPrintable(name));
            QVERIFY2(near(t["cost_per_gpu_hour"].toDouble(),
                          perYear / t["gpu_hours_per_year"].toDouble(), 1e-3),
                     qPrintable(name));
            QVERIFY2(t["assumptions"].toObject().size() >= 13, qPrintable(name));
        }
    }

    // Capex is the quote's net subtotal, as `bom` prices it (EUR at the design's rate), and at
    // 0 % over 4 years with nothing else the cost per year is a quarter of it.
    void capexIsTheQuote()
    {
        const QString design = testData("quote-dgx.cluster.json");
        const Run bom = cli({"bom", design, "--format", "json"});
        QCOMPARE(bom.code, 0);
        const double subtotal = QJsonDocument::fromJson(bom.out).object()["subtotal"].toDouble();
        const QJsonObject t =
            tcoOf({design, "--years", "4", "--cost-of-capital", "0", "--electricity-usd-per-kwh",
                   "0", "--software-usd-per-gpu-year", "0", "--support-pct", "0",
                   "--colo-usd-per-kw-month", "0"});
        QCOMPARE(t["currency"].toString(), QString("EUR"));
        QCOMPARE(t["capex"].toDouble(), subtotal);
        QVERIFY(near(t["cost_per_year"].toDouble(), subtotal / 4, 0.01));
        // Flags are USD: 0.10 USD/kWh is 0.09 EUR/kWh at the design's rate of 0.9.
        const QJsonObject eur = tcoOf({design, "--electricity-usd-per-kwh", "0.10"});
        const QJsonObject price = eur["assumptions"].toObject()["electricity_per_kwh"].toObject();
        QVERIFY(near(price["value"].toDouble(), 0.09, 1e-12));
        QCOMPARE(price["unit"].toString(), QString("EUR/kWh"));
        QCOMPARE(price["source"].toString(), QString("--electricity-usd-per-kwh"));
        // The workload names the software stack as a person reads it, not by its id.
        QCOMPARE(t["workload"].toString(), QString("Llama 3 70B training (Megatron-Core / NeMo)"));
    }

    // Serving: cost per million output and input tokens; a rental price gives the comparison.
    void servingAndCloud()
    {
        const QJsonObject t = tcoOf(
            {example("dgx-h100-rack.cluster.json"), "--serve", "--cloud-usd-per-gpu-hour", "3"});
        QVERIFY(t["cost_per_million_output_tokens"].toDouble() > 0);
        QVERIFY(t["cost_per_million_input_tokens"].toDouble() > 0);
        QVERIFY(t["training_run_cost"].isNull());
        const QJsonObject cloud = t["cloud"].toObject();
        QCOMPARE(cloud["price_per_gpu_hour"].toDouble(), 3.0);
        // 32 GPUs at 3 an hour for the utilised hours.
        QVERIFY(near(cloud["cost_same_work"].toDouble(), 3.0 * t["gpu_hours_per_year"].toDouble(),
                     0.01));
        QVERIFY(cloud.contains("breakeven_utilization"));
        QVERIFY(cloud.contains("breakeven_months"));
    }

    // Compare shows each variant's cost of a GPU-hour as `tco` computes it for that variant.
    void compareShowsTheTco()
    {
        const QString design = example("dgx-variants.cluster.json");
        const Run r = cli({"compare", design, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out).object()["rows"].toArray();
        const QJsonObject row = byKey(rows, "key", "tco_cost_per_gpu_hour");
        QVERIFY(!row.isEmpty());
        // The active variant (the file's active_variant) is the one `tco DESIGN` prices.
        QFile file(design);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const int active =
            QJsonDocument::fromJson(file.readAll()).object()["active_variant"].toInt();
        QCOMPARE(active, 2);
        const double own = tcoOf({design})["cost_per_gpu_hour"].toDouble();
        QVERIFY(near(row["values"].toArray().at(active).toDouble(), own, 1e-3));
        QVERIFY(!byKey(rows, "key", "tco_cost_per_million_output_tokens").isEmpty());
    }

    // Users -> replicas x GPUs -> servers -> racks -> kW -> cost: the layout predict --serve
    // sizes for the same target on the same node, priced as the design's own servers.
    void usersChain()
    {
        const QString design = example("dgx-h100-rack.cluster.json");
        const QStringList target{"--model", "llama3-70b",        "--users",
                                 "500",     "--tokens-per-user", "20"};
        const QJsonObject t = tcoOf(QStringList{design, "--serve"} + target);
        const QJsonObject u = t["sizing"].toObject()["users"].toObject();
        const Run p = cli(QStringList{"predict", design, "--serve", "--json"} + target);
        QCOMPARE(p.code, 0);
        const QJsonObject z = QJsonDocument::fromJson(p.out).object()["sizing"].toObject();
        QCOMPARE(u["gpu_servers"].toInt(), z["nodes"].toInt());
        QCOMPARE(u["gpus"].toInt(), 8 * z["nodes"].toInt()); // DGX H100: 8 GPUs a node
        QCOMPARE(u["tp"].toInt(), z["tp"].toInt());
        QCOMPARE(u["replicas"].toInt(), z["replicas"].toInt());
        QCOMPARE(u["users"].toInt(), 500);
        QVERIFY(u["tokens_per_s_per_user"].toDouble() >= 20);
        // The design holds four DGX H100 in one rack: racks in that proportion.
        QCOMPARE(u["racks"].toInt(), (u["gpu_servers"].toInt() + 3) / 4);
        // PUE 1.5: the cooling analysis' default, which the TCO shares.
        QVERIFY(near(u["facility_kw"].toDouble(), u["it_kw"].toDouble() * 1.5, 0.02));
        // Every user at its rate: the output tokens are the users' tokens.
        QVERIFY(near(u["output_tokens_per_s"].toDouble(),
                     500 * u["tokens_per_s_per_user"].toDouble(), 500 * 20 * 0.005));
        // The input and output tokens of a busy hour pay for it (1,024 in, 512 out: the
        // defaults): cost per hour = requests per hour x (512 c_out + 1,024 c_in) / 1e6.
        const double hour = u["cost_per_year"].toDouble() / 8760; // utilisation 1 (default)
        const double paid = u["requests_per_s"].toDouble() * 3600 *
                            (512 * u["cost_per_million_output_tokens"].toDouble() +
                             1024 * u["cost_per_million_input_tokens"].toDouble()) /
                            1e6;
        QVERIFY2(near(paid, hour, hour * 0.001), qPrintable(QString::number(paid)));
        // Twice the users at the same rate: no fewer servers, and no dearer tokens.
        const QJsonObject twice =
            tcoOf({design, "--serve", "--users", "1000", "--tokens-per-user", "20"})["sizing"]
                .toObject()["users"]
                .toObject();
        QVERIFY(twice["gpu_servers"].toInt() >= u["gpu_servers"].toInt());
        QVERIFY(twice["cost_per_million_output_tokens"].toDouble() <=
                u["cost_per_million_output_tokens"].toDouble() * 1.001);
    }

    // A latency target picks the serving point: the most requests in flight that predict --serve
    // runs at the target speed per user on the same layout, one more falls below it.
    void latencyTargetPicksThePoint()
    {
        const QString design = example("dgx-h100-rack.cluster.json");
        const QJsonObject t = tcoOf({design, "--serve", "--tokens-per-user", "30"});
        const QJsonObject point = t["serving_point"].toObject();
        const int c = point["concurrency"].toInt();
        QVERIFY(c > 1);
        const auto userSpeedAt = [&](int concurrency) {
            const Run p = cli({"predict", design, "--serve", "--model", "llama3-70b", "--tp",
                               QString::number(point["tp"].toInt()), "--concurrency",
                               QString::number(concurrency), "--json"});
            return QJsonDocument::fromJson(p.out)
                .object()["serving"]
                .toObject()["tokens_per_s_per_user"]
                .toDouble();
        };
        QVERIFY(userSpeedAt(c) >= 30);
        QVERIFY(userSpeedAt(c + 1) < 30);
        // Slower than the engine's own maximum, so dearer tokens.
        QVERIFY(t["cost_per_million_output_tokens"].toDouble() >
                tcoOf({design, "--serve"})["cost_per_million_output_tokens"].toDouble());
        QCOMPARE(
            cli({"tco", design, "--serve", "--tokens-per-user", "30", "--concurrency", "9"}).code,
            2);
        const Run none = cli({"tco", design, "--serve", "--tokens-per-user", "5000"});
        QCOMPARE(none.code, 1);
        QVERIFY(none.err.contains("--tokens-per-user"));
    }

    // A facility power budget to servers and GPUs at the design's own draw per GPU server, and
    // serving, to users at the design's requests per replica.
    void powerBudget()
    {
        const QString design = example("dgx-h100-rack.cluster.json");
        const QJsonObject t = tcoOf({design, "--power-budget-kw", "1000"});
        const QJsonObject b = t["sizing"].toObject()["power_budget"].toObject();
        // Four DGX H100 at the busy IT draw the TCO reports, x PUE 1.5 (the cooling default).
        const double perServer = t["power"].toObject()["busy_it_kw"].toDouble() / 4 * 1.5;
        QCOMPARE(b["gpu_servers"].toInt(), int(std::floor(1000 / perServer)));
        QCOMPARE(b["gpus"].toInt(), 8 * b["gpu_servers"].toInt());
        QVERIFY(b["facility_kw"].toDouble() <= 1000);
        QVERIFY(b["facility_kw"].toDouble() > 1000 - perServer);
        QVERIFY(!b.contains("users"));
        // The same servers' GPU-hour as the design's: everything scales with them but the
        // rounding of racks.
        QVERIFY(near(b["cost_per_gpu_hour"].toDouble(), t["cost_per_gpu_hour"].toDouble(),
                     t["cost_per_gpu_hour"].toDouble() * 0.02));
        const QJsonObject s =
            tcoOf({design, "--serve", "--power-budget-kw", "1000"})["sizing"].toObject();
        const QJsonObject sb = s["power_budget"].toObject();
        QVERIFY(sb["users"].toInt() > 0);
        QCOMPARE(sb["users"].toInt(),
                 sb["replicas"].toInt() * sb["concurrency_per_replica"].toInt());
        QCOMPARE(sb["replicas"].toInt(), sb["gpus"].toInt() / sb["tp"].toInt());
    }

    // A cost per million output tokens to the speed per user it allows: the fastest point on the
    // curve that costs at most the target, slower for a lower target; a target below the
    // cheapest point exits 1 saying what the cheapest costs.
    void costTarget()
    {
        const QString design = example("dgx-h100-rack.cluster.json");
        const auto speedAt = [&](const QString& target) {
            return tcoOf({design, "--serve", "--target-cost-per-million-tokens", target})["sizing"]
                .toObject()["cost_target"]
                .toObject();
        };
        const QJsonObject high = speedAt("1000");
        const QJsonObject low = speedAt("2");
        QVERIFY(high["cost_per_million_output_tokens"].toDouble() <= 1000);
        QVERIFY(low["cost_per_million_output_tokens"].toDouble() <= 2);
        QVERIFY(low["tokens_per_s_per_user"].toDouble() <=
                high["tokens_per_s_per_user"].toDouble());
        // At 1,000 USD any point pays: the fastest is one request on the whole cluster.
        QCOMPARE(high["concurrency"].toInt(), 1);
        const Run r = cli({"tco", design, "--serve", "--target-cost-per-million-tokens", "0.0001"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("--target-cost-per-million-tokens"));
        QVERIFY(r.err.contains("cheapest"));
        // Serving questions without --serve are usage errors.
        QCOMPARE(cli({"tco", design, "--users", "10"}).code, 2);
        QCOMPARE(cli({"tco", design, "--target-cost-per-million-tokens", "1"}).code, 2);
    }

    // An imported price table: its price for the design's GPU is the one compared against, its
    // rows listed first; a bad row exits 1 naming the file, line and field.
    void importedCloudPrices()
    {
        QTemporaryDir dir;
        const QString csv = dir.path() + "/prices.csv";
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // CoreWeave's HGX H100, USD 49.24 an instance-hour for 8 GPUs (coreweave.com/pricing).
        f.write("gpu,term,usd_per_gpu_hour,provider,date,offer\n"
                "h100-sxm,on-demand,6.155,CoreWeave,2026-11,HGX H100 8 GPUs\n");
        f.close();
        const QString design = example("dgx-h100-rack.cluster.json");
        const QJsonObject cloud = tcoOf({design, "--cloud-prices", csv})["cloud"].toObject();
        QCOMPARE(cloud["price_per_gpu_hour"].toDouble(), 6.155);
        QVERIFY(cloud["price_source"].toString().startsWith("CoreWeave"));
        QCOMPARE(cloud["table_usd"].toArray().first().toObject()["provider"].toString(),
                 QString("CoreWeave"));
        // The same GPU-hours rented: 32 GPUs x 8,760 h x 6.155 (utilisation 1).
        QVERIFY(near(cloud["cost_same_work"].toDouble(), 32 * 8760 * 6.155, 0.01));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("gpu,term,usd_per_gpu_hour,provider,date\nh100-sxm,on-demand,-6,X,2026\n");
        f.close();
        const Run r = cli({"tco", design, "--cloud-prices", csv});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("prices.csv: line 2: usd_per_gpu_hour"), r.err.constData());
    }

    // Bad input exits 1 naming the flag; usage errors exit 2.
    // A design whose site sets a PUE and a USD energy price gets them as the TCO's defaults, as
    // its Power and Cooling figures and energy do; a price in another currency stays out (no
    // exchange rate belongs to the site), and a flag still overrides. 40.8 kW busy (four DGX
    // H100 at 10.2 kW) x PUE 1.2 x 8,760 h = 428,889.6 kWh a year.
    void sitePueAndPriceAreTheDefaults()
    {
        QFile in(example("dgx-h100-rack.cluster.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(in.readAll()).object();
        QTemporaryDir dir;
        const auto withSite = [&](const char* currency) {
            design["site"] =
                QJsonObject{{"pue", 1.2}, {"energy_price_per_kwh", 0.12}, {"currency", currency}};
            const QString path = dir.filePath(QString(currency) + ".cluster.json");
            QFile out(path);
            out.open(QIODevice::WriteOnly);
            out.write(QJsonDocument(design).toJson());
            return path;
        };
        const QJsonObject usd = tcoOf({withSite("USD")});
        const QJsonObject a = usd["assumptions"].toObject();
        QCOMPARE(a["pue"].toObject()["value"].toDouble(), 1.2);
        QCOMPARE(a["pue"].toObject()["source"].toString(), QString("the design's site PUE"));
        QCOMPARE(a["electricity_per_kwh"].toObject()["value"].toDouble(), 0.12);
        QCOMPARE(usd["power"].toObject()["busy_it_kw"].toDouble(), 40.8);
        QVERIFY(near(usd["energy_kwh_per_year"].toDouble(), 40.8 * 1.2 * 8760, 0.5));
        const QJsonObject eur = tcoOf({withSite("EUR")})["assumptions"].toObject();
        QCOMPARE(eur["pue"].toObject()["value"].toDouble(), 1.2);
        QCOMPARE(eur["electricity_per_kwh"].toObject()["value"].toDouble(), 0.0806);
        // The default stands for a price no rate converts, and says why (it named the EIA
        // alone, as if the site had none).
        QVERIFY2(eur["electricity_per_kwh"].toObject()["source"].toString().contains(
                     "no exchange rate for, so it is not used"),
                 qPrintable(eur["electricity_per_kwh"].toObject()["source"].toString()));
        // A quote in the site's own currency takes the site's price as it is: 0.12 EUR/kWh.
        design["quote"] =
            QJsonObject{{"currency", "EUR"}, {"exchange_rates", QJsonObject{{"USD", 0.92}}}};
        const QJsonObject inEur = tcoOf({withSite("EUR")})["assumptions"].toObject();
        QCOMPARE(inEur["electricity_per_kwh"].toObject()["value"].toDouble(), 0.12);
        QCOMPARE(inEur["electricity_per_kwh"].toObject()["source"].toString(),
                 QString("the design's site energy price"));
        design.remove("quote");
        const QJsonObject flag = tcoOf({withSite("USD"), "--pue", "1.4"});
        QCOMPARE(flag["assumptions"].toObject()["pue"].toObject()["value"].toDouble(), 1.4);
    }

    void badInput()
    {
        const QString design = example("dgx-h100-rack.cluster.json");
        const QList<QPair<QString, QString>> bad{{"--pue", "0.9"},
                                                 {"--utilization", "1.5"},
                                                 {"--years", "0"},
                                                 {"--years", "1e-9"},
                                                 {"--utilization", "1e-310"},
                                                 {"--electricity-usd-per-kwh", "nan"},
                                                 {"--electricity-usd-per-kwh", "-0.1"},
                                                 {"--software-usd-per-gpu-year", "inf"},
                                                 {"--cloud-usd-per-gpu-hour", "-2"},
                                                 {"--gpu-hour-usd", "abc"},
                                                 {"--residual-pct", "120"},
                                                 {"--power-budget-kw", "-5"}};
        for (const auto& [flag, value] : bad) {
            const Run r = cli({"tco", design, flag, value});
            QVERIFY2(r.code == 1, qPrintable(flag + " " + value));
            QVERIFY2(r.err.contains(flag.toUtf8()), r.err.constData());
        }
        // A cost of capital just above 0 is the undiscounted case, not NaN: (1 + r)^n - 1
        // cancelled to 0 at r = 1e-17. Over 4 years the factor is 1 / 4.
        const Run tiny =
            cli({"tco", design, "--cost-of-capital", "1e-17", "--years", "4", "--json"});
        QCOMPARE(tiny.code, 0);
        const double crf = QJsonDocument::fromJson(tiny.out)
                               .object()["tco"]
                               .toObject()["capital_recovery_factor"]
                               .toDouble();
        QVERIFY2(std::abs(crf - 0.25) < 1e-9, qPrintable(QString::number(crf)));
        QCOMPARE(cli({"tco", design, "--engine", "vllm"}).code, 2); // serving flag, no --serve
        QCOMPARE(cli({"tco", design, "--serve", "--train-tokens", "1e12"}).code, 2);
        QCOMPARE(cli({"tco", design, "--cloud-term", "forever"}).code, 2);
        QCOMPARE(cli({"tco"}).code, 2);
    }

    // A quote in EUR whose settings give no USD rate cannot convert the USD assumptions.
    void noRateIsNamed()
    {
        QTemporaryDir dir;
        QFile in(testData("quote-dgx.cluster.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject quote = design["quote"].toObject();
        quote.remove("exchange_rates");
        design["quote"] = quote;
        const QString path = dir.filePath("eur.cluster.json");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(design).toJson());
        out.close();
        const Run r = cli({"tco", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("quote.exchange_rates"), r.err.constData());
    }

    // Unpriced lines: the JSON and the text both say the figures are lower bounds.
    void incompleteQuote()
    {
        const QString design = testData("quote-incomplete.cluster.json");
        const QJsonObject t = tcoOf({design});
        QCOMPARE(t["complete"].toBool(), false);
        QVERIFY(t["unpriced_lines"].toInt() > 0);
        const Run r = cli({"tco", design});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("lower bounds"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(CliTcoTests)
#include "tst_cli_tco.moc"
