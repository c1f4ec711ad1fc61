// Quotes from the command line (issue 8): bom --format csv|json|pdf --price-list, the
// price-list report, exit codes. The PDF is read back with pdftotext; the XLSX quote and XLSX
// price lists are in tst_quote_cli_xlsx.cpp.
// Expected figures for tests/data/quote-dgx.cluster.json (EUR, USD at 0.90, server discount
// 5 %, markup 10 % on cost, MwSt 19 %) worked by hand:
//   with tests/data/price-list-bad.csv:
//     DGX H100: cost 150,000 USD x 0.90 = 135,000 EUR, +10 % = 148,500.00, -5 % = 141,075.00,
//               x 4 = 564,300.00
//     rack generic-42u 1,500 EUR (list, no cost) = 1,500.00
//     installation 1,800 EUR (list) x 4 servers = 7,200.00
//     support 5,000 EUR (settings) x 4 servers x 3 years = 60,000.00
//     subtotal 633,000.00, MwSt 120,270.00, total 753,270.00
//   catalog estimates only: DGX 199,000 USD x 0.90 = 179,100, -5 % = 170,145.00 x 4 =
//     680,580.00; installation 2,000 x 4 = 8,000; support 60,000; rack unpriced;
//     subtotal 748,580.00, MwSt 142,230.20, total 890,810.20
#include "cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cmath>

using namespace cd;

namespace {

using test::cli;
using test::Run;
using test::run;
using test::testData;

} // namespace

class QuoteCliTests : public QObject
{
    Q_OBJECT
private slots:
    void csvWithPriceListReportsBadLines()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + "/q.csv";
        const Run r = cli({"bom", testData("quote-dgx.cluster.json"), "--format", "csv", "-o", out,
                           "--price-list", testData("price-list-bad.csv")});
        QCOMPARE(r.code, 0);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains("4 lines priced, 3 matched, 1 not in the catalog (NOPE-123), 3 bad"),
                 qPrintable(err));
        QVERIFY(err.contains("price-list-bad.csv:6: price: '12x'"));
        QVERIFY(err.contains("price-list-bad.csv:7: part_number: missing part number"));
        QVERIFY(err.contains("price-list-bad.csv:8: currency: unknown currency 'XYZ'"));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString csv = QString::fromUtf8(f.readAll());
        QVERIFY(csv.contains("nvidia-dgx-h100,server,NVIDIA DGX H100 (price includes GPUs),4,"
                             "148500.00,564300.00,EUR,,5,141075.00,price list,"));
        QVERIFY(csv.contains("SUBTOTAL,,,,,633000.00,EUR"));
        QVERIFY(csv.contains("MwSt 19 %,,,,,120270.00,EUR"));
        QVERIFY(csv.contains("TOTAL,,,,,753270.00,EUR"));
    }

    void jsonWithCatalogEstimates()
    {
        const Run r = cli({"bom", testData("quote-dgx.cluster.json"), "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["currency"].toString(), QString("EUR"));
        // The generic 42U cabinet at its estimate, USD 1,799 x 0.90 = 1,619.10 EUR, joins the
        // 748,580.00 of the rest: 750,199.10; MwSt 19 % 142,537.83; total 892,736.93.
        QCOMPARE(o["subtotal"].toDouble(), 750199.1);
        QCOMPARE(o["tax"].toDouble(), 142537.83);
        QCOMPARE(o["total"].toDouble(), 892736.93);
        QCOMPARE(o["valid_until"].toString(), QString("2025-07-01"));
        QCOMPARE(o["summary"].toObject()["gpus"].toInt(), 32);
        QCOMPARE(o["unpriced_lines"].toInt(), 0);
        QCOMPARE(o["complete"].toBool(), true);
        const QJsonObject dgx = o["lines"].toArray().at(1).toObject();
        QCOMPARE(dgx["price_source"].toString(), QString("catalog estimate"));
        QCOMPARE(dgx["net_unit_price"].toDouble(), 170145.0);
    }

    void pdfTextAndPages()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + "/q.pdf";
        const Run r = cli({"bom", testData("quote-dgx.cluster.json"), "--format", "pdf", "-o", out,
                           "--price-list", testData("price-list-bad.csv")});
        QCOMPARE(r.code, 0);
        const Run text = run("pdftotext", {"-layout", out, "-"});
        QCOMPARE(text.code, 0);
        const QString t = QString::fromUtf8(text.out);
        for (const char* s :
             {"Quote Q-2025-0042", "Acme Systems AG", "Example Research GmbH",
              "valid until 1 July 2025", "2,560 GB", "40.8 kW", "tokens/s training Llama 3 70B",
              "Rack elevations", "dgx01", "Bill of materials (EUR)", "564,300.00", "120,270.00 EUR",
              "753,270.00 EUR", "Prices exclude shipping", "Page 1 of 3", "Page 3 of 3"})
            QVERIFY2(t.contains(s), s);
        // Dates as the document's language writes them, not ISO (2025-07-01).
        const QString fr = dir.path() + "/q-fr.pdf";
        CD_VERIFY_SUCCEEDS(cli({"bom", testData("quote-dgx.cluster.json"), "--format", "pdf", "-o",
                                fr, "--lang", "fr"}));
        const QString french = QString::fromUtf8(run("pdftotext", {"-layout", fr, "-"}).out);
        QVERIFY2(french.contains(QString::fromUtf8("jusqu'au 1 juillet 2025")) &&
                     !french.contains("2025-07-01"),
                 qPrintable(french));
        const Run png =
            run("pdftoppm", {"-png", "-r", "30", "-f", "1", "-l", "1", out, dir.path() + "/page"});
        QCOMPARE(png.code, 0);
        QVERIFY(QFile(dir.path() + "/page-1.png").size() > 1000);
    }

    // Issue 22: a document in English is the same on a French system. The application object
    // made the system's locale the default, and an English quote PDF made under LANG=fr_FR
    // wrote "318 799,00 USD" and "9,6 kW"; the CLI now installs English first.
    void englishPdfOnAFrenchSystem()
    {
        if (!std::setlocale(LC_ALL, "fr_FR.UTF-8"))
            QSKIP("fr_FR.UTF-8 is not installed here (packaging/build.sh test makes it)");
        std::setlocale(LC_ALL, "C");
        QTemporaryDir dir;
        const auto pdfText = [&](const char* lang) {
            const QString pdf = dir.filePath(QString(lang) + ".pdf");
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove("LC_ALL");
            env.remove("LC_NUMERIC");
            env.insert("LANG", lang);
            p.setProcessEnvironment(env);
            p.start(CD_CLI_PATH, {"bom", test::example("xe9680-8x-h100.cluster.json"), "--format",
                                  "pdf", "--lang", "en", "-o", pdf});
            p.waitForFinished(120000);
            return QString::fromUtf8(test::run("pdftotext", {"-layout", pdf, "-"}).out);
        };
        const QString english = pdfText("C.UTF-8");
        const QString onFrench = pdfText("fr_FR.UTF-8");
        QVERIFY(english.contains("USD"));
        QCOMPARE(onFrench, english);
    }

    void priceListStoredInUserDatabase()
    {
        QTemporaryDir dir;
        const QString db = dir.path() + "/user.sqlite";
        Run r = cli({"pricelist", "import", testData("price-list-bad.csv"), "--name", "acme",
                     "--user-db", db});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("3 bad lines"));
        r = cli({"pricelist", "list", "--user-db", db});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("acme\n"));
        // A design naming it prices from it.
        QFile in(testData("quote-dgx.cluster.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject d = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject q = d["quote"].toObject();
        q["price_list"] = "acme";
        d["quote"] = q;
        const QString design = dir.path() + "/d.cluster.json";
        QFile outFile(design);
        QVERIFY(outFile.open(QIODevice::WriteOnly));
        outFile.write(QJsonDocument(d).toJson());
        outFile.close();
        r = cli({"bom", design, "--format", "json", "--user-db", db});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["total"].toDouble(), 753270.0);
        q["price_list"] = "missing";
        d["quote"] = q;
        QVERIFY(outFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        outFile.write(QJsonDocument(d).toJson());
        outFile.close();
        r = cli({"bom", design, "--format", "json", "--user-db", db});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("quote.price_list"));
    }

    // --currency converts through the quote's own rates: quote-dgx is in EUR with 0.9 EUR for
    // one USD, so in USD every price, service and the total are the EUR figures / 0.9 (to the
    // cent of each line's rounding). A currency the quote has no rate for is refused: it
    // printed the EUR figures labelled JPY.
    void currencyOptionConverts()
    {
        const QString d = testData("quote-dgx.cluster.json");
        const Run eur = cli({"bom", d, "--format", "json"});
        const Run usd = cli({"bom", d, "--format", "json", "--currency", "USD"});
        QCOMPARE(usd.code, 0);
        const QJsonObject e = QJsonDocument::fromJson(eur.out).object();
        const QJsonObject u = QJsonDocument::fromJson(usd.out).object();
        QCOMPARE(u["currency"].toString(), QString("USD"));
        const double expected = e["total"].toDouble() / 0.9;
        QVERIFY2(std::abs(u["total"].toDouble() - expected) < 1e-4 * expected,
                 qPrintable(QString("%1 vs %2").arg(u["total"].toDouble()).arg(expected)));
        const Run jpy = cli({"bom", d, "--format", "json", "--currency", "JPY"});
        QCOMPARE(jpy.code, 2);
        QVERIFY2(jpy.err.contains("no rate for JPY"), jpy.err.constData());
    }

    // A list whose every line is refused prices nothing: exit 1 naming the file, for a quote
    // and an import alike (both went on as if the list were empty).
    void priceListWithoutAUsableLine()
    {
        QTemporaryDir dir;
        const QString list =
            test::writtenFile(QDir(dir.path()), "all-bad.csv",
                              "part_number,price\nnvidia-dgx-h100,NaN\nnvidia-sn5600,1e999\n");
        QVERIFY(!list.isEmpty());
        const Run bom = cli(
            {"bom", testData("quote-dgx.cluster.json"), "--format", "json", "--price-list", list});
        QCOMPARE(bom.code, 1);
        QVERIFY2(bom.err.contains("all-bad.csv") && bom.err.contains("valid price"),
                 bom.err.constData());
        const Run import = cli({"pricelist", "import", list, "--user-db", dir.filePath("user.db")});
        QCOMPARE(import.code, 1);
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        const QString d = testData("quote-dgx.cluster.json");
        QTest::newRow("xlsx without -o") << QStringList{"bom", d, "--format", "xlsx"} << 2;
        QTest::newRow("pdf to stdout") << QStringList{"bom", d, "--format", "pdf", "-o", "-"} << 2;
        QTest::newRow("bad currency") << QStringList{"bom", d, "--currency", "XX"} << 2;
        QTest::newRow("missing price list")
            << QStringList{"bom", d, "--price-list", testData("no-such-list.csv")} << 1;
        QTest::newRow("price list without price column")
            << QStringList{"bom", d, "--price-list", testData("golden-v1.cluster.json")} << 1;
        QTest::newRow("not an xlsx")
            << QStringList{"bom", d, "--price-list", testData("price-list-bad.csv") + ".xlsx"} << 1;
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(QuoteCliTests)
#include "tst_quote_cli.moc"