// Quotes from the command line (issue 8), continued from tst_quote_cli.cpp: the XLSX quote
// read back by two independent readers (unzip + the sheet XML with QXmlStreamReader for
// cells, formulas and formats; LibreOffice headless for the computed totals), and a price
// list saved as XLSX by another program.
// Expected figures for tests/data/quote-dgx.cluster.json (EUR, USD at 0.90, server discount
// 5 %, markup 10 % on cost, MwSt 19 %) with tests/data/price-list-bad.csv, worked by hand:
//   DGX H100: cost 150,000 USD x 0.90 = 135,000 EUR, +10 % = 148,500.00, -5 % = 141,075.00,
//             x 4 = 564,300.00
//   rack generic-42u 1,500 EUR (list, no cost) = 1,500.00
//   installation 1,800 EUR (list) x 4 servers = 7,200.00
//   support 5,000 EUR (settings) x 4 servers x 3 years = 60,000.00
//   subtotal 633,000.00, MwSt 120,270.00, total 753,270.00
#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace cd;

namespace {

using test::cli;
using test::Run;
using test::run;
using test::testData;

struct Cell
{
    QString value;   // shared strings resolved
    QString formula; // without '='
};

// A minimal XLSX reader independent of libxlsxwriter and of our own reader: `unzip -p` for
// the parts, QXmlStreamReader for the XML. Returns cells of the named sheet by "A1" name.
QMap<QString, Cell> readSheet(const QString& xlsx, const QString& sheetFile)
{
    QStringList shared;
    QXmlStreamReader ss(run("unzip", {"-p", xlsx, "xl/sharedStrings.xml"}).out);
    while (!ss.atEnd())
        if (ss.readNext() == QXmlStreamReader::StartElement) {
            if (ss.name() == QLatin1String("si"))
                shared.append(QString());
            else if (ss.name() == QLatin1String("t"))
                shared.last() += ss.readElementText();
        }
    QMap<QString, Cell> cells;
    QXmlStreamReader x(run("unzip", {"-p", xlsx, "xl/worksheets/" + sheetFile}).out);
    QString ref, type;
    while (!x.atEnd()) {
        if (x.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (x.name() == QLatin1String("c")) {
            ref = x.attributes().value("r").toString();
            type = x.attributes().value("t").toString();
            cells[ref] = {};
        } else if (x.name() == QLatin1String("f")) {
            cells[ref].formula = x.readElementText();
        } else if (x.name() == QLatin1String("v")) {
            const QString v = x.readElementText();
            cells[ref].value = type == "s" ? shared.value(v.toInt()) : v;
        }
    }
    return cells;
}

QString rowOf(const QMap<QString, Cell>& cells, const QString& column, const QString& text)
{
    for (auto it = cells.begin(); it != cells.end(); ++it)
        if (it.key().startsWith(column) && it->value == text)
            return it.key().mid(column.size());
    return {};
}

// Rows of a CSV as LibreOffice writes it (comma separated, '"' quoted, no line breaks in
// fields for our sheets).
QList<QStringList> readCsv(const QString& path)
{
    QFile f(path);
    QList<QStringList> rows;
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        QStringList row;
        QString cell;
        bool quoted = false;
        const QString line = QString::fromUtf8(raw).remove('\r');
        for (const QChar c : line) {
            if (c == '"')
                quoted = !quoted;
            else if (c == ',' && !quoted) {
                row << cell;
                cell.clear();
            } else
                cell += c;
        }
        row << cell;
        rows << row;
    }
    return rows;
}

// The value in `column` of the first row whose column C reads `label`.
QString valueBy(const QList<QStringList>& rows, const QString& label, int column)
{
    for (const QStringList& r : rows)
        if (r.size() > column && r.value(2) == label)
            return r[column];
    return {};
}

} // namespace

class QuoteCliXlsxTests : public QObject
{
    Q_OBJECT
private slots:
    void xlsxReadByAnIndependentReader()
    {
        QTemporaryDir dir;
        const QString out = dir.path() + "/q.xlsx";
        const Run r = cli({"bom", testData("quote-dgx.cluster.json"), "--format", "xlsx", "-o", out,
                           "--price-list", testData("price-list-bad.csv")});
        QCOMPARE(r.code, 0);
        const auto cells = readSheet(out, "sheet1.xml");
        QVERIFY(!cells.isEmpty());
        const QString dgx = rowOf(cells, "C", "NVIDIA DGX H100 (price includes GPUs)");
        QVERIFY(!dgx.isEmpty());
        // Issue 19: the catalog has no vendor part number for it, so the cell stays blank
        // rather than showing the internal id.
        QVERIFY(cells["B" + dgx].value.isEmpty());
        QCOMPARE(cells["D" + dgx].value, QString("4"));
        QCOMPARE(cells["E" + dgx].value.toDouble(), 148500.0);
        QCOMPARE(cells["F" + dgx].value.toDouble(), 0.05);
        QCOMPARE(cells["G" + dgx].formula, "ROUND(E" + dgx + "*(1-F" + dgx + "),2)");
        QCOMPARE(cells["G" + dgx].value.toDouble(), 141075.0);
        QCOMPARE(cells["H" + dgx].formula, "D" + dgx + "*G" + dgx);
        QCOMPARE(cells["H" + dgx].value.toDouble(), 564300.0);
        const QString sub = rowOf(cells, "C", "Subtotal");
        const QString tax = rowOf(cells, "C", "MwSt");
        const QString total = rowOf(cells, "C", "Total");
        QVERIFY(cells["H" + sub].formula.startsWith("SUBTOTAL(9,H"));
        QCOMPARE(cells["H" + sub].value.toDouble(), 633000.0);
        QCOMPARE(cells["F" + tax].value.toDouble(), 0.19);
        QCOMPARE(cells["H" + tax].formula, "ROUND(H" + sub + "*F" + tax + ",2)");
        QCOMPARE(cells["H" + tax].value.toDouble(), 120270.0);
        QCOMPARE(cells["H" + total].formula, "H" + sub + "+H" + tax);
        QCOMPARE(cells["H" + total].value.toDouble(), 753270.0);
        // The frozen header row, and number formats rather than text.
        const QByteArray sheet = run("unzip", {"-p", out, "xl/worksheets/sheet1.xml"}).out;
        QVERIFY(sheet.contains("state=\"frozen\""));
        const QByteArray styles = run("unzip", {"-p", out, "xl/styles.xml"}).out;
        QVERIFY(styles.contains("#,##0.00"));
        // The summary sheet refers to the quote sheet's total.
        const auto summary = readSheet(out, "sheet2.xml");
        const QString sumTotal = rowOf(summary, "A", "Total");
        QCOMPARE(summary["B" + sumTotal].formula, "Quote!H" + total);
        QCOMPARE(summary["B" + sumTotal].value.toDouble(), 753270.0);
    }

    // The XLSX is opened by LibreOffice, an independent reader, after the test has removed every
    // cached formula result and changed the DGX quantity from 4 to 5 in the sheet, so each total
    // below can only come from LibreOffice evaluating our formulas. By hand, with the price
    // list: DGX net unit 141,075.00 x 5 = 705,375.00; subtotal 633,000.00 + 141,075.00 =
    // 774,075.00; MwSt 19 % = 147,074.25; total 921,149.25.
    void xlsxRecalculatedByLibreOffice()
    {
        if (QStandardPaths::findExecutable("soffice").isEmpty() ||
            QStandardPaths::findExecutable("zip").isEmpty())
            QSKIP("needs LibreOffice (libreoffice-calc-nogui) and zip; packaging/build.sh test "
                  "installs them");
        QTemporaryDir dir;
        const QString xlsx = dir.path() + "/q.xlsx";
        QCOMPARE(cli({"bom", testData("quote-dgx.cluster.json"), "--format", "xlsx", "-o", xlsx,
                      "--price-list", testData("price-list-bad.csv")})
                     .code,
                 0);
        const QString parts = dir.path() + "/parts";
        QCOMPARE(run("unzip", {"-q", xlsx, "-d", parts}).code, 0);
        const auto cells = readSheet(xlsx, "sheet1.xml");
        const QString dgx = rowOf(cells, "C", "NVIDIA DGX H100 (price includes GPUs)");
        QVERIFY(!dgx.isEmpty());
        // Issue 19: the catalog has no vendor part number for it, so the cell stays blank
        // rather than showing the internal id.
        QVERIFY(cells["B" + dgx].value.isEmpty());
        int stripped = 0;
        for (const QString& sheet : QStringList{"sheet1.xml", "sheet2.xml"}) {
            QFile f(parts + "/xl/worksheets/" + sheet);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QString xml = QString::fromUtf8(f.readAll());
            f.close();
            const QRegularExpression cached("(<f>[^<]*</f>)<v>[^<]*</v>");
            stripped += static_cast<int>(xml.count(cached));
            xml.replace(cached, "\\1");
            if (sheet == "sheet1.xml") {
                const QRegularExpression qty("(<c r=\"D" + dgx + "\"[^>]*><v>)4(</v>)");
                const QRegularExpressionMatch m = qty.match(xml);
                QVERIFY(m.hasMatch());
                xml.replace(m.capturedStart(), m.capturedLength(),
                            m.captured(1) + "5" + m.captured(2));
            }
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(xml.toUtf8());
        }
        QVERIFY2(stripped > 10, "the formulas carried cached results to remove");
        QProcess zip;
        zip.setWorkingDirectory(parts);
        zip.start("zip", {"-q", "-r", "-X", "../edited.xlsx", "."});
        QVERIFY(zip.waitForFinished(60000) && zip.exitCode() == 0);
        // A profile of its own, told to recalculate OOXML files on load (OOXMLRecalcMode 0).
        const QString profile = dir.path() + "/lo-profile";
        QVERIFY(QDir().mkpath(profile + "/user"));
        QFile xcu(profile + "/user/registrymodifications.xcu");
        QVERIFY(xcu.open(QIODevice::WriteOnly));
        xcu.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<oor:items xmlns:oor=\"http://openoffice.org/2001/registry\" "
                  "xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" "
                  "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
                  "<item oor:path=\"/org.openoffice.Office.Calc/Formula/Load\"><prop "
                  "oor:name=\"OOXMLRecalcMode\" oor:op=\"fuse\"><value>0</value></prop></item>\n"
                  "</oor:items>\n");
        xcu.close();
        const Run lo =
            run("soffice", {"-env:UserInstallation=file://" + profile, "--headless", "--convert-to",
                            "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,"
                            "false,false,false,-1",
                            "--outdir", dir.path(), dir.path() + "/edited.xlsx"});
        QVERIFY2(lo.code == 0, lo.err.constData());
        const auto quote = readCsv(dir.path() + "/edited-Quote.csv");
        QVERIFY2(!quote.isEmpty(), lo.out.constData());
        const int row = dgx.toInt() - 1;
        QVERIFY(row < quote.size());
        QCOMPARE(quote[row].value(3), QString("5"));
        QCOMPARE(quote[row].value(6).toDouble(), 141075.0); // ROUND(E*(1-F),2)
        QCOMPARE(quote[row].value(7).toDouble(), 705375.0); // D*G
        QCOMPARE(valueBy(quote, "Subtotal Servers", 7).toDouble(), 705375.0);
        QCOMPARE(valueBy(quote, "Subtotal", 7).toDouble(), 774075.0);
        QCOMPARE(valueBy(quote, "MwSt", 7).toDouble(), 147074.25);
        QCOMPARE(valueBy(quote, "Total", 7).toDouble(), 921149.25);
        const auto summary = readCsv(dir.path() + "/edited-Summary.csv");
        bool found = false;
        for (const QStringList& r : summary)
            if (r.value(0) == "Total") {
                QCOMPARE(r.value(1).toDouble(), 921149.25);
                found = true;
            }
        QVERIFY(found);
    }

    // A price list saved as XLSX by another program (LibreOffice converts the CSV, so numbers
    // are numeric cells and "12x" a text cell): the same bad lines with the same line numbers
    // and fields, and the same priced quote (total 753,270.00, see the top of this file).
    void xlsxPriceListFromAnotherProgram()
    {
        if (QStandardPaths::findExecutable("soffice").isEmpty())
            QSKIP(
                "needs LibreOffice (libreoffice-calc-nogui); packaging/build.sh test installs it");
        QTemporaryDir dir;
        QVERIFY(QFile::copy(testData("price-list-bad.csv"), dir.path() + "/acme.csv"));
        const Run lo =
            run("soffice", {"-env:UserInstallation=file://" + dir.path() + "/lo", "--headless",
                            "--convert-to", "xlsx", "--infilter=CSV:44,34,76,1", "--outdir",
                            dir.path(), dir.path() + "/acme.csv"});
        QVERIFY2(lo.code == 0, lo.err.constData());
        const QString xlsx = dir.path() + "/acme.xlsx";
        const Run r = cli(
            {"bom", testData("quote-dgx.cluster.json"), "--format", "json", "--price-list", xlsx});
        QCOMPARE(r.code, 0);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains("4 lines priced, 3 matched, 1 not in the catalog (NOPE-123), 3 bad "
                              "lines"),
                 qPrintable(err));
        QVERIFY(err.contains("acme.xlsx:6: price: '12x' is not a number from 0 to 1,000,000,000"));
        QVERIFY(err.contains("acme.xlsx:7: part_number:"));
        QVERIFY(err.contains("acme.xlsx:8: currency:"));
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["total"].toDouble(), 753270.0);
    }
};

QTEST_GUILESS_MAIN(QuoteCliXlsxTests)
#include "tst_quote_cli_xlsx.moc"
