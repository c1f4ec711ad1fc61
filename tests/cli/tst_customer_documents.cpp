// What a reseller hands a customer (issue 19): the proposal PDF, the quote PDF, the quote
// XLSX and the hand-off PDF of every bundled example name products as their makers do ("Dell
// PowerEdge XE9680", "Llama 3 70B", "InfiniBand NDR 400G") and never show an internal id of the
// catalog, a model preset or a transport, nor a path of the repository. A quote with unpriced lines
// says it is incomplete on every surface.
#include "analysis/throughput/transformer.h"
#include "cli_run.h"
#include "model/network.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace cd;
using namespace cd::test;

namespace {

// Every id a customer must not read: the catalog's items, the model presets, the transports.
QStringList internalIds()
{
    QStringList ids;
    const Run r = cli({"catalog", "list", "--json"});
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    const QJsonArray items = doc.isArray() ? doc.array() : doc.object()["items"].toArray();
    for (const auto& v : items)
        ids << v.toObject()["id"].toString();
    for (const std::string& p : core::throughput::presetNames())
        ids << QString::fromStdString(p);
    for (const core::Transport& t : core::transports())
        ids << QString::fromUtf8(t.name.data(), qsizetype(t.name.size()));
    return ids;
}

// The ids of `ids` that `text` contains as a whole word (a letter, digit, '-' or '.' on
// neither side), case-sensitive: "NVIDIA B200" is a product name, "b200" an id.
QStringList leakedIds(const QString& text, const QStringList& ids)
{
    QStringList found;
    for (const QString& id : ids) {
        const QRegularExpression word("(?<![A-Za-z0-9.-])" + QRegularExpression::escape(id) +
                                      "(?![A-Za-z0-9-]|\\.[A-Za-z0-9])");
        if (word.match(text).hasMatch())
            found << id;
    }
    return found;
}

QString pdfText(const QString& pdf)
{
    return QString::fromUtf8(run("pdftotext", {"-layout", pdf, "-"}).out);
}

// The strings of every sheet of a workbook (shared strings and inline ones).
QString xlsxText(const QString& xlsx)
{
    return QString::fromUtf8(run("unzip", {"-p", xlsx, "xl/sharedStrings.xml"}).out) +
           QString::fromUtf8(run("unzip", {"-p", xlsx, "xl/worksheets/*.xml"}).out);
}

} // namespace

class CustomerDocumentTests : public QObject
{
    Q_OBJECT
private slots:
    void examplesShowNoInternalIdOrPath_data()
    {
        QTest::addColumn<QString>("design");
        const QDir dir(CD_EXAMPLES);
        for (const QString& f : dir.entryList({"*.cluster.json"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void examplesShowNoInternalIdOrPath()
    {
        QFETCH(QString, design);
        static const QStringList ids = internalIds();
        QVERIFY(ids.contains("dell-xe9680") && ids.contains("llama3-70b") &&
                ids.contains("roce-400g"));
        QTemporaryDir dir;
        const QString proposal = dir.filePath("p.pdf"), quote = dir.filePath("q.pdf"),
                      xlsx = dir.filePath("q.xlsx"), handoff = dir.filePath("h.pdf");
        CD_VERIFY_SUCCEEDS(cli({"report", design, "-o", proposal}));
        CD_VERIFY_SUCCEEDS(cli({"bom", design, "--format", "pdf", "-o", quote}));
        CD_VERIFY_SUCCEEDS(cli({"bom", design, "--format", "xlsx", "-o", xlsx}));
        CD_VERIFY_SUCCEEDS(cli({"fabric", design, "--handoff-pdf", handoff}));
        const std::pair<const char*, QString> documents[]{{"proposal", pdfText(proposal)},
                                                          {"quote PDF", pdfText(quote)},
                                                          {"XLSX", xlsxText(xlsx)},
                                                          {"hand-off PDF", pdfText(handoff)}};
        for (const auto& [what, text] : documents) {
            QVERIFY2(text.size() > 500, what);
            const QStringList leaked = leakedIds(text, ids);
            QVERIFY2(leaked.isEmpty(),
                     qPrintable(QString("%1 shows %2").arg(what, leaked.join(", "))));
            for (const char* path :
                 {"docs/", "resources/", ".cluster.json", "/tmp/", CD_SOURCE_DIR})
                QVERIFY2(!text.contains(path), qPrintable(QString("%1 shows %2").arg(what, path)));
        }
        // Nothing in the proposal or the quote is cut short: a 1U switch's "compute-leaf-s…" in
        // the rack drawings was ("Quantum-2 QM9700 (managed) / QM9790 (externally managed)" is
        // drawn as "Quantum-2 QM9700" only where the whole model cannot fit), and so were a
        // memory part number "MTC40F2046S1RC4…" and a rack's description in the quote.
        for (int i : {0, 1})
            QVERIFY2(!documents[i].second.contains(QChar(0x2026)), documents[i].first);
    }

    // A part the catalog cannot price (a storage node of a user catalog that is not
    // installed): the quote is incomplete, and says so on each surface instead of calling the
    // priced lines' sum the total.
    void incompleteQuoteSaysSo()
    {
        const QString design = QString(CD_TEST_DATA "/quote-incomplete.cluster.json");
        QTemporaryDir dir;
        const Run json = cli({"bom", design, "--format", "json"});
        QCOMPARE(json.code, 0);
        const QJsonObject q = QJsonDocument::fromJson(json.out).object();
        const int unpriced = q["unpriced_lines"].toInt();
        QVERIFY(unpriced > 0);
        QCOMPARE(q["complete"].toBool(), false);
        const QString note = QString("incomplete: %1 item%2 without a price")
                                 .arg(unpriced)
                                 .arg(unpriced == 1 ? "" : "s");

        const Run csv = cli({"bom", design, "--format", "csv"});
        const QStringList rows = QString::fromUtf8(csv.out).split("\r\n", Qt::SkipEmptyParts);
        QVERIFY(rows.last().startsWith("TOTAL,," + note + ","));

        const QString pdf = dir.filePath("q.pdf"), xlsx = dir.filePath("q.xlsx");
        CD_VERIFY_SUCCEEDS(cli({"bom", design, "--format", "pdf", "-o", pdf}));
        const QString pdfBody = pdfText(pdf).simplified();
        QVERIFY(pdfBody.contains("Total of priced items"));
        QVERIFY(pdfBody.contains(QString("priced items; %1 unpriced").arg(unpriced)));
        QVERIFY(
            pdfBody.contains(QString("Incomplete quote: %1 item(s) have no price").arg(unpriced)));
        QVERIFY(!pdfBody.contains(QRegularExpression("\\bTotal\\s+[0-9]")));
        CD_VERIFY_SUCCEEDS(cli({"bom", design, "--format", "xlsx", "-o", xlsx}));
        QVERIFY(xlsxText(xlsx).contains("Total of priced items (" + note + ")"));
    }

    // Issue 22: the proposal and the quote in the customer's language. --lang fr gives French
    // words from the interface's translation and French numbers (918 775,00: the quote total
    // of the first variant, the same figure the English proposal writes 918,775.00).
    void frenchDocuments()
    {
        QTemporaryDir dir;
        const QString proposal = dir.filePath("p.pdf"), quote = dir.filePath("q.pdf");
        const QString english = dir.filePath("en.pdf");
        CD_VERIFY_SUCCEEDS(
            cli({"report", example("dgx-variants.cluster.json"), "--lang", "en", "-o", english}));
        QVERIFY(pdfText(english).contains("918,775.00 USD"));
        CD_VERIFY_SUCCEEDS(
            cli({"report", example("dgx-variants.cluster.json"), "--lang", "fr", "-o", proposal}));
        const QString p = pdfText(proposal).simplified();
        const QRegularExpression space("[\\x{202F}\\x{00A0} ]");
        QString flat = p;
        flat.replace(space, " ");
        for (const char* french : {"Synthèse", "Proposition", "4 serveurs et 1 baie",
                                   "918 775,00 USD", "Meilleure en coût par jeton/s", "Page 1 sur",
                                   "Coût total de possession", "Lignes du devis sans prix"})
            QVERIFY2(flat.contains(QString::fromUtf8(french)), french);
        for (const char* english : {"Executive summary", "4 servers", "Page 1 of", "Best on",
                                    "Quote lines without a price", "918,775.00"})
            QVERIFY2(!flat.contains(english), english);
        // French units (Go, not GB), and the comparison's long texts on two lines, not cut:
        // "échangeur de port…" and "Megatron-Core / N…" before.
        QVERIFY(flat.contains(QString::fromUtf8("Mémoire GPU Go 2 560")));
        QVERIFY(!flat.contains(" GB "));
        for (const char* cut : {"port…", "Megatron-Core / N…", "InfiniBand NDR 40…"})
            QVERIFY2(!flat.contains(QString::fromUtf8(cut)), cut);
        QVERIFY(flat.contains(QString::fromUtf8("échangeur de porte arrière")));
        // A key figure too long for one line wraps onto two ("au moins refroidissement l…").
        CD_VERIFY_SUCCEEDS(cli(
            {"report", example("gb300-nvl72-cdu.cluster.json"), "--lang", "fr", "-o", proposal}));
        const QString nvl72 = pdfText(proposal);
        QVERIFY2(!nvl72.contains(QChar(0x2026)), qPrintable(nvl72));
        QVERIFY(nvl72.simplified().contains(QString::fromUtf8("au moins refroidissement liquide")));

        CD_VERIFY_SUCCEEDS(cli({"bom", example("xe9680-8x-h100.cluster.json"), "--format", "pdf",
                                "--lang", "fr", "-o", quote}));
        QString q = pdfText(quote).simplified();
        q.replace(space, " ");
        for (const char* french :
             {"Nomenclature", "Sous-total", "TVA", "Valable jusqu'au", "640 Go"})
            QVERIFY2(q.contains(QString::fromUtf8(french)), french);
        QVERIFY(!q.contains("Bill of materials"));
        // The words a BOM line adds to a product's name are French too (the DGX H100's price
        // includes its GPUs; the NVL72's MGX frame is in the system's price).
        for (const auto& [design, french, english] :
             {std::tuple{"dgx-h100-rack.cluster.json", "(prix GPU compris)",
                         "(price includes GPUs)"},
              std::tuple{"gb300-nvl72-cdu.cluster.json", "(compris dans", "(included in"}}) {
            CD_VERIFY_SUCCEEDS(
                cli({"bom", example(design), "--format", "pdf", "--lang", "fr", "-o", quote}));
            QString lines = pdfText(quote).simplified();
            lines.replace(space, " ");
            QVERIFY2(lines.contains(QString::fromUtf8(french)), french);
            QVERIFY2(!lines.contains(english), english);
            // A total that fits its box is not elided (the NVL72's "3 614 099,00 U…").
            QVERIFY2(!lines.contains(QString::fromUtf8(",00 U…")), qPrintable(lines));
        }

        const Run wrong =
            cli({"report", example("dgx-variants.cluster.json"), "--lang", "de", "-o", english});
        QCOMPARE(wrong.code, 2);
        QVERIFY(wrong.err.contains("--lang takes en or fr"));
    }

    // The customer's language saved in the design (quote.language) makes the documents French
    // without --lang; the workbook too, its summary's formulas pointing at the French sheet. A
    // language we do not have is refused at load, with its path.
    void savedDocumentLanguage()
    {
        QTemporaryDir dir;
        QFile in(example("xe9680-8x-h100.cluster.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(in.readAll()).object();
        design["quote"] = QJsonObject{{"currency", "USD"}, {"language", "fr"}};
        const QString french = dir.filePath("fr.cluster.json");
        QFile out(french);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(design).toJson());
        out.close();

        const QString pdf = dir.filePath("q.pdf"), xlsx = dir.filePath("q.xlsx");
        CD_VERIFY_SUCCEEDS(cli({"bom", french, "--format", "pdf", "-o", pdf}));
        QVERIFY(pdfText(pdf).contains("Nomenclature"));
        CD_VERIFY_SUCCEEDS(cli({"bom", french, "--format", "xlsx", "-o", xlsx}));
        const QString sheets = xlsxText(xlsx);
        for (const char* french :
             {"Catégorie", "Remise", "Sous-total", "estimation catalogue", "Résumé du devis"})
            QVERIFY2(sheets.contains(QString::fromUtf8(french)), french);
        QVERIFY(sheets.contains("<f>Devis!H")); // the summary's formulas
        QVERIFY(!sheets.contains("Subtotal"));
        // --lang wins over the saved language; CSV stays English for the tools that read it.
        CD_VERIFY_SUCCEEDS(cli({"bom", french, "--format", "pdf", "--lang", "en", "-o", pdf}));
        QVERIFY(pdfText(pdf).contains("Bill of materials"));
        QVERIFY(cli({"bom", french, "--format", "csv"}).out.contains("catalog estimate"));

        design["quote"] = QJsonObject{{"currency", "USD"}, {"language", "de"}};
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(design).toJson());
        out.close();
        const Run refused = cli({"bom", french, "--format", "pdf", "-o", pdf});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains("quote.language"), refused.err.constData());
    }
};

QTEST_GUILESS_MAIN(CustomerDocumentTests)
#include "tst_customer_documents.moc"
