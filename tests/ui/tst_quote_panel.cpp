// The Quote view (issue 8): the priced BOM of the open design, discounts and margin as undoable
// edits, the price-list import dialog with its report, quote settings, exports.
// Figures for tests/data/quote-dgx.cluster.json (EUR, USD at 0.90, server discount 5 %, markup
// 10 % on cost, MwSt 19 %), worked by hand as in tests/cli/tst_quote_cli.cpp:
//   catalog estimates: DGX 199,000 USD x 0.90 = 179,100, -5 % = 170,145.00, x 4 = 680,580.00;
//     installation 2,000 x 4 = 8,000; support 5,000 x 4 x 3 = 60,000; the rack has no price;
//     subtotal 748,580.00, MwSt 142,230.20, total 890,810.20.
//   price-list-bad.csv: DGX cost 150,000 USD x 0.90 = 135,000, +10 % = 148,500, -5 % =
//     141,075.00, x 4 = 564,300.00; rack 1,500.00; installation 1,800 x 4 = 7,200; support
//     60,000; subtotal 633,000.00, MwSt 120,270.00, total 753,270.00.
#include "buildout/buildout_dialog.h"
#include "catalog.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/export_path.h"
#include "document/file_controller.h"
#include "main_window.h"
#include "quote/price_list_import_dialog.h"
#include "quote/quote_dock.h"
#include "quote/quote_pricing.h"
#include "quote/quote_settings_dialog.h"
#include "quote/quote_table_model.h"
#include "summary_bar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace cd;

class QuotePanelTests : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home; // the user database and saved settings of these tests
    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    std::unique_ptr<ui::MainWindow> open()
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        if (!w->openFile(CD_TEST_DATA "/quote-dgx.cluster.json", true))
            return nullptr;
        w->resize(1600, 1000);
        w->show();
        w->showDock("quote");
        return w;
    }

    static int rowOf(const ui::QuoteTableModel& m, const QString& part)
    {
        for (int r = 0; r < m.rowCount(); ++r)
            if (m.data(m.index(r, 0), ui::QuoteTableModel::PartRole).toString() == part)
                return r;
        return -1;
    }

    static const core::Device* firstOf(const core::Design& design, const std::string& model)
    {
        for (const core::Device& d : design.devices)
            if (d.model == model)
                return &d;
        return nullptr;
    }

    static QString cell(const ui::QuoteTableModel& m, int row, int column)
    {
        return m.data(m.index(row, column), Qt::DisplayRole).toString();
    }

private slots:
    // Issue 23, item 1: the XE9680 of the mixed example from 32 to 16 DIMMs of 64 GB. The dialog
    // refuses 24 (two Xeon 8470 have 2 x 8 channels, 24 is no multiple of 16) before anything
    // changes; 16 takes 16 x USD 1,107 = USD 17,712 off the server, in one undo step. Its parts
    // draw 16 x 10 W = 160 W less, but the XE9680's maximum is its PSUs' limit (3 x 3,200 W),
    // which parts do not move, and the dialog says so.
    void buildoutDialogChangesPowerAndPriceInOneStep()
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        QVERIFY(w->openFile(CD_EXAMPLES "/mixed-dl380a-xe9680.cluster.json", true));
        ui::DesignDocument& doc = w->document();
        const core::Device* xe = firstOf(doc.design(), "dell-xe9680");
        QVERIFY(xe);
        const QString id = QString::fromStdString(xe->id);
        const double maxW = doc.report().power.maxW;
        const double total = doc.report().bom.total;
        ui::BuildoutDialog dialog(*xe, *doc.designCatalog().find("dell-xe9680"),
                                  doc.designCatalog(), 1, w.get());
        QCOMPARE(dialog.partBox("memory")->count(), 3);
        QCOMPARE(dialog.countBox("memory")->value(), 32);
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        dialog.countBox("memory")->setValue(24);
        QVERIFY2(dialog.summary()->text().contains("multiple of 16"),
                 qPrintable(dialog.summary()->text()));
        QVERIFY(!ok->isEnabled());
        dialog.countBox("memory")->setValue(16);
        QVERIFY(ok->isEnabled());
        QVERIFY2(dialog.summary()->text().contains(QLocale().toString(-160.0, 'f', 0) + " W") &&
                     dialog.summary()->text().contains("PSUs' limit"),
                 qPrintable(dialog.summary()->text()));
        QCOMPARE(doc.report().power.maxW, maxW); // nothing changed yet
        QVERIFY(w->edits().setBuildout({id}, dialog.choices()));
        QCOMPARE(doc.design().findDevice(id.toStdString())->buildout.at("memory").count, 16);
        QCOMPARE(doc.report().power.maxW, maxW);
        QCOMPARE(doc.report().bom.total, total - 17712.0);
        doc.undoStack()->undo();
        QVERIFY(doc.design().findDevice(id.toStdString())->buildout.empty());
        QCOMPARE(doc.report().power.maxW, maxW);
        QCOMPARE(doc.report().bom.total, total);
    }

    // The XE9680's maximum is 3 of its 3+3 PSUs (no published figure): six 2,800 W PSUs
    // instead of 3,200 W take 3 x 400 = 1,200 W off it, in the dialog and the design.
    void buildoutDialogChangesThePsuLimit()
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        QVERIFY(w->openFile(CD_EXAMPLES "/mixed-dl380a-xe9680.cluster.json", true));
        ui::DesignDocument& doc = w->document();
        const core::Device* xe = firstOf(doc.design(), "dell-xe9680");
        QVERIFY(xe);
        const QString id = QString::fromStdString(xe->id);
        const double maxW = doc.report().power.maxW;
        ui::BuildoutDialog psuDialog(*xe, *doc.designCatalog().find("dell-xe9680"),
                                     doc.designCatalog(), 1, w.get());
        QComboBox* psu = psuDialog.partBox("psu");
        psu->setCurrentIndex(psu->findData("dell-psu-2800-titanium"));
        const QString psus = QLocale().toString(2800.0, 'f', 0);
        QVERIFY2(psuDialog.summary()->text().contains(
                     "6 × " + psus + " W, 3+3: " + QLocale().toString(8400.0, 'f', 0)),
                 qPrintable(psuDialog.summary()->text()));
        // Its built-in ports, by role, read-only.
        const auto labels = psuDialog.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->text().contains("BMC: 1 × 1 Gb/s, built in");
        }));
        QVERIFY(w->edits().setBuildout({id}, psuDialog.choices()));
        QCOMPARE(doc.report().power.maxW, maxW - 3 * 400.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.report().power.maxW, maxW);
    }

    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTER_DESIGNER_DATA_DIR", m_home.filePath("data").toUtf8());
        qputenv("XDG_CONFIG_HOME", m_home.filePath("config").toUtf8());
    }

    void showsTheQuoteGroupedWithTotals()
    {
        auto w = open();
        QVERIFY(w);
        ui::QuoteDock& dock = w->quote();
        QVERIFY(dock.isVisible());
        const ui::QuoteTableModel& m = *dock.model();
        const int dgx = rowOf(m, "nvidia-dgx-h100");
        QVERIFY(dgx > 0);
        QVERIFY(m.isHeading(dgx - 1)); // the Servers heading above its line
        QCOMPARE(cell(m, dgx - 1, ui::QuoteTableModel::PartNumber), QString("Servers"));
        QCOMPARE(cell(m, dgx, ui::QuoteTableModel::Quantity), QString("4"));
        QCOMPARE(cell(m, dgx, ui::QuoteTableModel::Discount), QString("5 %"));
        QCOMPARE(cell(m, dgx, ui::QuoteTableModel::Extended), QString("680,580.00 EUR *"));
        QVERIFY(cell(m, dgx, ui::QuoteTableModel::Source).startsWith("catalog estimate"));
        QCOMPARE(cell(m, dgx - 1, ui::QuoteTableModel::Extended), QString("680,580.00 EUR"));
        const QString totals = dock.totals()->text();
        // 748,580.00 EUR of servers, switch, cables and services, and the generic 42U cabinet at
        // its catalog estimate, USD 1,799 x 0.90 = 1,619.10 EUR: 750,199.10; MwSt 19 % =
        // 142,537.83; every line priced, so the total is the total (issue 21).
        QVERIFY2(totals.contains("Subtotal 750,199.10 EUR"), qPrintable(totals));
        QVERIFY2(totals.contains("142,537.83 EUR"), qPrintable(totals));
        QVERIFY2(totals.contains("<b>Total 892,736.93 EUR</b>"), qPrintable(totals));
        QVERIFY2(!totals.contains("incomplete") && !totals.contains("priced items"),
                 qPrintable(totals));
        QVERIFY(!totals.contains("without a price"));
        const QString summary = ui::SummaryBar::summaryText(w->document(), &w->pricing());
        QVERIFY2(summary.contains("quote 892,737 EUR incl. MwSt, 2 lines estimated") &&
                     !summary.contains("≥") && !summary.contains("unpriced"),
                 qPrintable(summary));
        QCOMPARE(dock.priceList()->currentText(), QString("Catalog estimates"));
        QVERIFY(dock.marginOn()->isChecked());
        QCOMPARE(dock.margin()->value(), 10.0);
    }

    // A discount typed into the table is one undoable edit of the design's quote settings.
    // 10 % on the DGX: 179,100 x 0.90 = 161,190.00, x 4 = 644,760.00.
    void lineDiscountIsAnUndoableEdit()
    {
        auto w = open();
        QVERIFY(w);
        ui::QuoteTableModel& m = *w->quote().model();
        const int dgx = rowOf(m, "nvidia-dgx-h100");
        QVERIFY(m.flags(m.index(dgx, ui::QuoteTableModel::Discount)) & Qt::ItemIsEditable);
        QVERIFY(!(m.flags(m.index(dgx - 1, ui::QuoteTableModel::Discount)) & Qt::ItemIsEditable));
        QVERIFY(m.setData(m.index(dgx, ui::QuoteTableModel::Discount), 10.0, Qt::EditRole));
        QCOMPARE(w->document().design().quote->lineDiscountPct.at("nvidia-dgx-h100"), 10.0);
        QCOMPARE(cell(m, rowOf(m, "nvidia-dgx-h100"), ui::QuoteTableModel::Extended),
                 QString("644,760.00 EUR *"));
        QCOMPARE(w->document().undoStack()->undoText(),
                 QString("Set discount on nvidia-dgx-h100 to 10 %"));
        w->document().undoStack()->undo();
        QCOMPARE(cell(m, rowOf(m, "nvidia-dgx-h100"), ui::QuoteTableModel::Extended),
                 QString("680,580.00 EUR *"));
        QVERIFY(!m.setData(m.index(dgx, ui::QuoteTableModel::Discount), 120.0, Qt::EditRole));
    }

    // Without the margin the DGX keeps its estimate; the margin only prices lines with a cost,
    // so it matters once the price list (with costs) is in: see importedPriceListPrices.
    void marginToggleIsAnEdit()
    {
        auto w = open();
        QVERIFY(w);
        w->quote().marginOn()->setChecked(false);
        QVERIFY(!w->document().design().quote->marginPct);
        w->quote().margin()->setValue(10.0); // disabled value change: no edit
        w->document().undoStack()->undo();
        QCOMPARE(*w->document().design().quote->marginPct, 10.0);
        QVERIFY(w->quote().marginOn()->isChecked());
    }

    // The import dialog reports the bad lines with line numbers and fields, imports the good
    // ones, and the design is then priced from them.
    void importedPriceListPrices()
    {
        auto w = open();
        QVERIFY(w);
        ui::PriceListImportDialog dialog(w->document().catalog(), "EUR");
        dialog.setFile(CD_TEST_DATA "/price-list-bad.csv");
        const QString report = dialog.reportView()->toPlainText();
        QVERIFY2(report.contains("price-list-bad.csv:6: price:"), qPrintable(report));
        QVERIFY(report.contains(":7: part_number:"));
        QVERIFY(report.contains(":8: currency:"));
        QVERIFY(report.contains("NOPE-123"));
        QVERIFY(dialog.summary()->text().contains("4 lines priced"));
        QVERIFY(dialog.summary()->text().contains("3 bad lines left out"));
        QVERIFY(dialog.importButton()->isEnabled());
        dialog.name()->setText("acme-2026");
        const auto list = dialog.priceList();
        QVERIFY(list);
        QCOMPARE(list->name, std::string("acme-2026"));
        QCOMPARE(list->entries.size(), std::size_t(4));

        w->pricing().storePriceList(*list);
        QVERIFY(w->pricing().priceListNames().contains("acme-2026"));
        QVERIFY(w->quote().changeSettings([](core::QuoteSettings& s) { s.priceList = "acme-2026"; },
                                          "Price with list acme-2026"));
        QCOMPARE(w->quote().priceList()->currentText(), QString("acme-2026"));
        const QString totals = w->quote().totals()->text();
        QVERIFY2(totals.contains("Subtotal 633,000.00 EUR"), qPrintable(totals));
        QVERIFY(totals.contains("120,270.00 EUR"));
        QVERIFY(totals.contains("<b>Total 753,270.00 EUR</b>"));
        QVERIFY(!totals.contains("incomplete"));
        const ui::QuoteTableModel& m = *w->quote().model();
        const int dgx = rowOf(m, "nvidia-dgx-h100");
        QCOMPARE(cell(m, dgx, ui::QuoteTableModel::Extended), QString("564,300.00 EUR"));
        QVERIFY(cell(m, dgx, ui::QuoteTableModel::Source).startsWith("price list"));
        w->document().undoStack()->undo();
        QVERIFY(w->quote().totals()->text().contains("<b>Total 892,736.93 EUR</b>"));

        // A file that is not a price list at all: a message, nothing to import.
        QTemporaryDir dir;
        QFile bad(dir.filePath("empty.csv"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("name,colour\nx,y\n");
        bad.close();
        dialog.setFile(bad.fileName());
        QVERIFY(!dialog.importButton()->isEnabled());
        QVERIFY(dialog.reportView()->toPlainText().contains("empty.csv"));
    }

    // Settings from the dialog: tax 20 % on the 750,199.10 subtotal = 150,039.82, total
    // 900,238.92. A bad exchange-rate line keeps the dialog open with the line named.
    void settingsDialogChangesTheQuote()
    {
        auto w = open();
        QVERIFY(w);
        const core::QuoteSettings before = *w->document().design().quote;
        ui::QuoteSettingsDialog dialog(before, {{"server", "Servers"}});
        QCOMPARE(dialog.number()->text(), QString::fromStdString(before.number));
        dialog.taxPercent()->setValue(20);
        dialog.exchangeRates()->setPlainText("USD 0.90\nGBP x");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.error()->text().contains("line 2"));
        dialog.exchangeRates()->setPlainText("USD 0.90\nGBP 1.17");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const core::QuoteSettings chosen = dialog.settings();
        QCOMPARE(chosen.exchangeRates.at("GBP"), 1.17);
        QCOMPARE(chosen.categoryDiscountPct.at("server"), 5.0);
        QVERIFY(w->quote().changeSettings([&](core::QuoteSettings& s) { s = chosen; },
                                          "Edit quote settings"));
        QVERIFY2(w->quote().totals()->text().contains("<b>Total 900,238.92 EUR</b>"),
                 qPrintable(w->quote().totals()->text()));
        // An invalid value never reaches the design.
        QVERIFY(!w->quote().changeSettings([](core::QuoteSettings& s) { s.taxPct = 150; }, "bad"));
        QCOMPARE(w->document().design().quote->taxPct, 20.0);
    }

    // Exports from the view use the CLI's writers: the PDF's text holds the figures shown.
    void exportsPdfAndXlsx()
    {
        auto w = open();
        QVERIFY(w);
        QTemporaryDir dir;
        const QString pdf = dir.filePath("q.pdf");
        QVERIFY(w->quote().exportTo(ui::QuoteFormat::Pdf, pdf));
        QProcess text;
        text.start("pdftotext", {"-layout", pdf, "-"});
        QVERIFY(text.waitForFinished(60000));
        const QString t = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(t.contains("892,736.93 EUR"), qPrintable(t));
        QVERIFY(t.contains("Acme Systems AG"));
        const QString xlsx = dir.filePath("q.xlsx");
        QVERIFY(w->quote().exportTo(ui::QuoteFormat::Xlsx, xlsx));
        QVERIFY(QFile(xlsx).size() > 1000);
        QVERIFY(w->quote().exportTo(ui::QuoteFormat::Csv, dir.filePath("q.csv")));
        QFile csv(dir.filePath("q.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().contains("892736.93"));
    }

    // Issue 22: the customer's language, chosen in Quote Settings, makes the PDF French in the
    // English interface (an edit: undone, the PDF is English again). 892 736,93 EUR is the
    // total the English PDF writes 892,736.93 EUR.
    void documentLanguageFromSettings()
    {
        auto w = open();
        QVERIFY(w);
        ui::QuoteSettingsDialog dialog(*w->document().design().quote, {{"server", "Servers"}});
        QCOMPARE(dialog.documentLanguage()->currentData().toString(), QString());
        dialog.documentLanguage()->setCurrentIndex(dialog.documentLanguage()->findData("fr"));
        dialog.accept();
        const core::QuoteSettings chosen = dialog.settings();
        QCOMPARE(chosen.language, std::string("fr"));
        QVERIFY(w->quote().changeSettings([&](core::QuoteSettings& s) { s = chosen; },
                                          "Edit quote settings"));
        QTemporaryDir dir;
        const auto pdfText = [&] {
            const QString pdf = dir.filePath("q.pdf");
            if (!w->quote().exportTo(ui::QuoteFormat::Pdf, pdf))
                return QString();
            QProcess text;
            text.start("pdftotext", {"-layout", pdf, "-"});
            text.waitForFinished(60000);
            return QString::fromUtf8(text.readAllStandardOutput())
                .replace(QRegularExpression("[\\x{202F}\\x{00A0}]"), " ");
        };
        const QString french = pdfText();
        QVERIFY2(french.contains("Nomenclature") && french.contains("892 736,93 EUR"),
                 qPrintable(french));
        QCOMPARE(QLocale().toString(1.5), QString("1.5")); // the interface stays English
        w->document().undoStack()->undo();
        const QString english = pdfText();
        QVERIFY(english.contains("Bill of materials") && english.contains("892,736.93 EUR"));
    }

    // Issue 19: export dialogs opened at "/" for a design without a file. They open next to
    // the design's file, else where the user last exported, else at home, named after the
    // design ("NAME-quote.xlsx"); characters no file name takes become '-'.
    void exportDialogsStartNextToTheDesign()
    {
        ui::MainWindow w(*m_catalog);
        ui::DesignDocument& doc = w.document();
        QVERIFY(w.files().newFromTemplate(":/examples/dgx-h100-rack.cluster.json"));
        QVERIFY(doc.filePath().isEmpty() || doc.filePath().startsWith(':'));
        QCOMPARE(ui::suggestedExportPath(doc, "-quote.xlsx"),
                 QDir::home().filePath(QString::fromStdString(doc.design().name) + "-quote.xlsx"));
        QTemporaryDir last;
        ui::rememberExportFolder(last.filePath("old-quote.pdf"));
        QCOMPARE(ui::suggestedExportPath(doc, "-proposal.pdf"),
                 QDir(last.path())
                     .filePath(QString::fromStdString(doc.design().name) + "-proposal.pdf"));
        core::Design named = doc.design();
        named.name = "Lab A/B: phase 2";
        doc.reset(named);
        QCOMPARE(QFileInfo(ui::suggestedExportPath(doc, "-quote.pdf")).fileName(),
                 QString("Lab A-B- phase 2-quote.pdf"));
        QTemporaryDir home;
        const QString file = home.filePath("cluster-7.cluster.json");
        doc.save(file);
        QCOMPARE(ui::suggestedExportPath(doc, "-quote.xlsx"),
                 home.filePath("cluster-7-quote.xlsx"));
    }
};

QTEST_MAIN(QuotePanelTests)
#include "tst_quote_panel.moc"
