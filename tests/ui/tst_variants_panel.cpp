// Variants in the GUI (issue 9): duplicate, edit each with undo across variants, save and
// reopen; the comparison dock shows core::compareVariants; presentation mode steps by key.
// resources/examples/dgx-variants.cluster.json holds four variants (4x DGX H100 IB NDR,
// 4x DGX H200 IB NDR, 4x DGX H100 RoCE (active), 8x DGX H100 IB NDR).
#include "analysis/compare/comparison.h"
#include "catalog.h"
#include "chart_axes.h"
#include "common/model_preset_box.h"
#include "compare/comparison_dock.h"
#include "compare/comparison_table_model.h"
#include "document/autosave.h"
#include "document/design_document.h"
#include "document/file_controller.h"
#include "document/variant_controller.h"
#include "edit/edit_factory.h"
#include "io/file/project_file.h"
#include "main_window.h"
#include "present/presentation_deck.h"
#include "present/presentation_view.h"
#include "report/handoff_pdf.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QValueAxis>

using namespace cd;

namespace {

QString pdfText(const QString& pdf)
{
    QProcess text;
    text.start("pdftotext", {"-layout", pdf, "-"});
    text.waitForFinished(60000);
    return QString::fromUtf8(text.readAllStandardOutput());
}

} // namespace

class VariantsPanelTests : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    std::unique_ptr<ui::MainWindow> open(const QString& path = CD_EXAMPLES
                                         "/dgx-variants.cluster.json")
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        if (!w->openFile(path, true))
            return nullptr;
        w->resize(1600, 1000);
        w->show();
        return w;
    }

private slots:
    void initTestCase()
    {
        qputenv("CLUSTER_DESIGNER_DATA_DIR", m_home.filePath("data").toUtf8());
        qputenv("XDG_CONFIG_HOME", m_home.filePath("config").toUtf8());
    }

    void duplicateEditUndoAcrossVariantsAndReopen()
    {
        auto w = open();
        QVERIFY(w);
        ui::DesignDocument& doc = w->document();
        QCOMPARE(doc.project().variants.size(), std::size_t(4));
        QCOMPARE(doc.activeVariant(), std::size_t(2));
        auto* combo = w->findChild<QComboBox*>("variantCombo");
        QVERIFY(combo);
        QCOMPARE(combo->count(), 4);
        QCOMPARE(combo->currentText(), QString("4x DGX H100, RoCE"));
        QVERIFY(w->windowTitle().contains("[4x DGX H100, RoCE]"));

        // Duplicate the RoCE variant: the copy comes right after it and is on screen.
        QCOMPARE(w->variants().suggestedCopyName(), QString("4x DGX H100, RoCE (2)"));
        QVERIFY(w->variants().duplicateActive("RoCE, 2 servers"));
        QCOMPARE(doc.project().variants.size(), std::size_t(5));
        QCOMPARE(doc.activeVariant(), std::size_t(3));
        QCOMPARE(combo->currentText(), QString("RoCE, 2 servers"));
        QVERIFY(!w->variants().duplicateActive("RoCE, 2 servers")); // name taken

        // An edit of the copy: remove two of its DGX (32 -> 16 GPUs); the original keeps 32.
        std::vector<std::string> dgx;
        for (const core::Device& d : doc.design().devices)
            if (d.model == "nvidia-dgx-h100" && dgx.size() < 2)
                dgx.push_back(d.id);
        auto r = core::edits::removeDevices(doc.design(), dgx);
        QVERIFY2(r, r.error.c_str());
        doc.apply(std::move(r.edit));
        QCOMPARE(doc.report().gpus, 16);
        doc.setActiveVariant(2);
        QCOMPARE(doc.report().gpus, 32);
        QCOMPARE(combo->currentText(), QString("4x DGX H100, RoCE"));

        // Undo from another variant brings the edited one back on screen, then reverts it.
        doc.undoStack()->undo();
        QCOMPARE(doc.activeVariant(), std::size_t(3));
        QCOMPARE(doc.report().gpus, 32);
        doc.undoStack()->redo();
        QCOMPARE(doc.report().gpus, 16);

        // Saved and reopened: five variants, the copy's edit kept, the copy on screen.
        const QString path = m_home.filePath("variants.cluster.json");
        doc.save(path);
        auto again = open(path);
        QVERIFY(again);
        const core::Project& p = again->document().project();
        QCOMPARE(p.variants.size(), std::size_t(5));
        QCOMPARE(p.variants[3].name, std::string("RoCE, 2 servers"));
        QCOMPARE(p.active, std::size_t(3));
        QCOMPARE(again->document().report().gpus, 16);
        again->document().setActiveVariant(0);
        QCOMPARE(again->document().report().gpus, 32);

        // Removing is one undo step too, and the last variant cannot go.
        QVERIFY(w->variants().removeActive());
        QCOMPARE(doc.project().variants.size(), std::size_t(4));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().variants.size(), std::size_t(5));
        QCOMPARE(doc.project().variants[3].name, std::string("RoCE, 2 servers"));
    }

    // The dock shows what core::compareVariants computes for the project and the dock's
    // options, cell for cell, with the best value starred.
    void comparisonDockShowsTheCoreComparison()
    {
        auto w = open();
        QVERIFY(w);
        w->showDock("compare");
        ui::ComparisonDock& dock = w->comparison();
        dock.recompute();
        const core::Comparison expected =
            core::compareVariants(w->document().project(), w->document().catalog(), dock.options());
        const ui::ComparisonTableModel& m = *dock.model();
        QCOMPARE(m.columnCount(), 4);
        QCOMPARE(m.rowCount(), static_cast<int>(expected.rows.size()));
        for (int r = 0; r < m.rowCount(); ++r)
            for (int c = 0; c < m.columnCount(); ++c) {
                const core::ComparisonRow& row = expected.rows[static_cast<std::size_t>(r)];
                QString text = QString::fromStdString(row.cells[static_cast<std::size_t>(c)].text);
                if (row.best && *row.best == static_cast<std::size_t>(c))
                    text += " ★";
                QCOMPARE(m.data(m.index(r, c), Qt::DisplayRole).toString(), text);
            }
        // The 8-node variant has the most GPUs (64 against 32).
        const auto gpus = std::find_if(expected.rows.begin(), expected.rows.end(),
                                       [](const auto& row) { return row.key == "gpus"; });
        QCOMPARE(gpus->best.value(), std::size_t(3));
        QCOMPARE(gpus->cells[3].value.value(), 64.0);
        // Another workload: the throughput row follows it.
        const int tps = static_cast<int>(expected.find("tokens_per_s") - expected.rows.data());
        const QString before = m.data(m.index(tps, 0), Qt::DisplayRole).toString();
        QVERIFY(ui::selectPreset(dock.workload(), "llama3-8b"));
        QCOMPARE(dock.workload()->currentText(), QString("Llama 3 8B"));
        const core::Comparison small =
            core::compareVariants(w->document().project(), w->document().catalog(), dock.options());
        QCOMPARE(small.workload, std::string("llama3-8b"));
        const QString after = m.data(m.index(tps, 0), Qt::DisplayRole).toString();
        QVERIFY(after.startsWith(QString::fromStdString(small.rows[tps].cells[0].text)));
        QVERIFY(after != before);
        // The chart's value axis ticks at round steps (1, 2, 2.5 or 5 x 10^k), not at fractions of
        // the largest bar (0, 29888, 59775 before) and reaches past it.
        const auto* x =
            qobject_cast<QValueAxis*>(dock.chart()->chart()->axes(Qt::Horizontal).front());
        QVERIFY(x && x->tickCount() >= 3);
        QVERIFY2(test::ticksAtRoundSteps(*x), qPrintable(QString::number(test::tickStep(*x))));
        QCOMPARE(x->min(), 0.0);
    }

    // The hand-off PDF of File ▸ Export Hand-off, with the quote settings' reseller. Past
    // maxCablingRows the cabling plan stops and says how many links the CSV holds beyond: the
    // SuperPOD unit's 544 links (the example file), 100 listed, 444 more.
    void handoffPdfFromTheMenu()
    {
        auto w = open();
        QVERIFY(w);
        const QString pdf = m_home.filePath("handoff.pdf");
        QVERIFY(w->exportHandoffPdf(pdf));
        const QString t = pdfText(pdf);
        QVERIFY2(t.contains("Cabling and hand-off"), qPrintable(t));
        QVERIFY(t.contains("Acme Systems AG"));

        auto su = open(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json");
        QVERIFY(su);
        const ui::DesignDocument& d = su->document();
        QCOMPARE(d.design().links.size(), std::size_t(544));
        report::HandoffInput in{d.design(), d.designCatalog(), d.report().fabric, {}, "2026-12-06"};
        in.maxCablingRows = 100;
        const QString capped = m_home.filePath("capped.pdf");
        report::writeHandoffPdf(in, capped.toStdString());
        const QString c = pdfText(capped);
        QVERIFY2(c.contains("444 more links are in the cabling plan CSV"), qPrintable(c));
        const auto listed = [&](const core::Link& l) {
            return c.contains(QRegularExpression("\\b" + QString::fromStdString(l.id) + "\\b"));
        };
        QVERIFY(listed(d.design().links[99]));
        QVERIFY(!listed(d.design().links[100]));
    }

    // The proposal from the GUI: pdftotext finds each variant's name and its throughput as the
    // comparison computes it.
    void proposalPdfFromTheDock()
    {
        auto w = open();
        QVERIFY(w);
        ui::ComparisonDock& dock = w->comparison();
        const QString pdf = m_home.filePath("proposal.pdf");
        QVERIFY(dock.exportProposalTo(pdf));
        QProcess text;
        text.start("pdftotext", {"-layout", pdf, "-"});
        QVERIFY(text.waitForFinished(60000));
        const QString t = QString::fromUtf8(text.readAllStandardOutput());
        const core::Comparison c =
            core::compareVariants(w->document().project(), w->document().catalog(), dock.options());
        for (std::size_t v = 0; v < c.variants.size(); ++v) {
            QVERIFY2(t.contains(QString::fromStdString(c.variants[v])), c.variants[v].c_str());
            QVERIFY(t.contains(QString::fromStdString(c.find("tokens_per_s")->cells[v].text)));
        }
        QVERIFY(t.contains("Acme Systems AG"));
    }

    // Cover, then each variant's figures and racks, then the comparison: 1 + 4 x 2 + 1 slides.
    // The slides count in words that agree with the number: the GB300 NVL72 example is "in 1
    // server" and "2 racks" ("1 servers" and "rack(s)" before); the variants example's 4-node
    // variant is "in 4 servers" and "1 rack". Its scaling efficiency, with nothing smaller to
    // compare to, says so instead of 100 %.
    void slidesCountInWords()
    {
        // A variant's figures slide (the cover of several variants has tiles of its own).
        const auto first = [](const ui::PresentationDeck& deck, ui::Slide::Kind kind) {
            for (const ui::Slide& slide : deck.slides)
                if (slide.kind == kind &&
                    (kind != ui::Slide::Kind::Figures ||
                     (!slide.tiles.empty() && slide.tiles[0].label == "GPUs")))
                    return &slide;
            return static_cast<const ui::Slide*>(nullptr);
        };
        const core::ComparisonOptions options;
        const auto gb300 =
            ui::buildPresentation(core::loadProject(CD_EXAMPLES "/gb300-nvl72-cdu.cluster.json"),
                                  *m_catalog, options, "2026-12-07");
        const ui::Slide* figures = first(*gb300, ui::Slide::Kind::Figures);
        QVERIFY(figures);
        QCOMPARE(figures->tiles.at(0).note, QString("in 1 server"));
        QVERIFY(figures->tiles.at(3).note.contains("not measured (one node)"));
        const ui::Slide* racks = first(*gb300, ui::Slide::Kind::Elevation);
        QVERIFY2(racks && racks->subtitle.startsWith("2 racks, "), qPrintable(racks->subtitle));
        const auto variants =
            ui::buildPresentation(core::loadProject(CD_EXAMPLES "/dgx-variants.cluster.json"),
                                  *m_catalog, options, "2026-12-07");
        QCOMPARE(first(*variants, ui::Slide::Kind::Figures)->tiles.at(0).note,
                 QString("in 4 servers"));
        racks = first(*variants, ui::Slide::Kind::Elevation);
        QVERIFY2(racks && racks->subtitle.startsWith("1 rack, "), qPrintable(racks->subtitle));
    }

    void presentationStepsByKeyboard()
    {
        auto w = open();
        QVERIFY(w);
        QPointer<ui::PresentationView> view = w->startPresentation();
        QVERIFY(view);
        QVERIFY(QTest::qWaitForWindowExposed(view));
        QCOMPARE(view->count(), 10);
        QCOMPARE(view->current(), 0);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->current(), 1);
        QCOMPARE(view->slide(1).title, QString("4x DGX H100, IB NDR"));
        // One leaf switch and 16 cables (resources/examples/dgx-variants.cluster.json): "1
        // switch", not "1 switches" (issue 19); the fabric by its name, not its id.
        QCOMPARE(view->slide(1).subtitle,
                 QString("Compute fabric InfiniBand NDR 400G · 1 switch · 16 cables"));
        // What the customer sees names the model and the fabrics, never their ids.
        for (int s = 0; s < view->count(); ++s) {
            const ui::Slide& slide = view->slide(s);
            QStringList text{slide.title, slide.subtitle, slide.footnote};
            for (const ui::FigureTile& t : slide.tiles)
                text << t.value << t.label << t.note;
            for (const auto& row : slide.rows)
                text << row.label << row.cells;
            for (const char* id : {"llama3-70b", "ib-ndr", "roce-400g", "nvidia-dgx-h100"})
                QVERIFY2(!text.join('\n').contains(id),
                         qPrintable(QString("slide %1: %2").arg(s).arg(id)));
        }
        QVERIFY(view->slide(0).tiles.front().label.contains("Llama 3 70B"));
        QCOMPARE(view->slide(2).kind, ui::Slide::Kind::Elevation);
        QTest::keyClick(view, Qt::Key_End);
        QCOMPARE(view->current(), 9);
        const ui::Slide& table = view->slide(9);
        QCOMPARE(table.kind, ui::Slide::Kind::Table);
        QCOMPARE(table.columns.size(), 4);
        // The table's cells are the deck's comparison, e.g. GPUs 32, 32, 32, 64 (best).
        QCOMPARE(table.rows.front().label, QString("GPUs"));
        QCOMPARE(table.rows.front().cells, QStringList({"32", "32", "32", "64"}));
        QCOMPARE(table.rows.front().best, 3);
        QTest::keyClick(view, Qt::Key_Right); // past the end: stays
        QCOMPARE(view->current(), 9);
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->current(), 8);
        QTest::keyClick(view, Qt::Key_Home);
        QCOMPARE(view->current(), 0);
        QTest::keyClick(view, Qt::Key_Escape);
        QTRY_VERIFY(!view); // closed and deleted
    }

    // Issue 19: a crash loses nothing. The recovery file holds every variant with its line
    // discounts and customer; restoring brings them all back as unsaved work on the original
    // path, and saving writes all of them there. A line discount survives duplicating.
    void recoveryRestoresEveryVariant()
    {
        QTemporaryDir dir;
        const QString original = dir.filePath("three.cluster.json");
        QVERIFY(QFile::copy(CD_EXAMPLES "/dgx-variants.cluster.json", original));
        QFile::setPermissions(original, QFile::ReadOwner | QFile::WriteOwner);
        const QString recovery = dir.filePath("recovery");
        std::string expected;
        std::size_t discounted = 0;
        {
            ui::MainWindow w(*m_catalog, recovery);
            QVERIFY(w.openFile(original, true));
            ui::DesignDocument& doc = w.document();
            QVERIFY(w.variants().removeActive()); // 4 -> 3 variants, variant 2 on screen
            QCOMPARE(doc.project().variants.size(), std::size_t(3));
            core::QuoteSettings q = doc.design().quote.value_or(core::QuoteSettings{});
            q.lineDiscountPct["nvidia-dgx-h100"] = 12.5;
            q.customer.name = "Example Research Lab";
            auto r = core::edits::setQuoteSettings(doc.design(), q);
            QVERIFY2(r, r.error.c_str());
            doc.apply(std::move(r.edit));
            discounted = doc.activeVariant();
            QVERIFY(w.variants().duplicateActive("with discount"));
            QCOMPARE(doc.project().variants.size(), std::size_t(4));
            QCOMPARE(doc.activeVariant(), discounted + 1);
            QVERIFY(doc.design().quote.has_value());
            QCOMPARE(doc.design().quote->lineDiscountPct.count("nvidia-dgx-h100"), std::size_t(1));
            QCOMPARE(doc.design().quote->lineDiscountPct.at("nvidia-dgx-h100"), 12.5);
            QVERIFY(w.autosave()->saveNow());
            expected = core::serializeProject(doc.project());
            // no close: destroyed as in a crash, the recovery file stays
        }
        const auto pending = ui::Autosave::pending(recovery);
        QVERIFY(pending.has_value());
        QCOMPARE(pending->originalPath, original);

        ui::MainWindow w(*m_catalog, recovery);
        QVERIFY(w.restoreRecovery(*pending));
        ui::DesignDocument& doc = w.document();
        QCOMPARE(core::serializeProject(doc.project()), expected);
        QCOMPARE(doc.filePath(), original);
        QVERIFY(doc.isModified());
        QVERIFY(w.windowTitle().contains("three.cluster.json"));

        QVERIFY(w.files().save());
        QVERIFY(!ui::Autosave::pending(recovery).has_value());
        const core::Project saved = core::loadProject(original.toStdString());
        QCOMPARE(saved.variants.size(), std::size_t(4));
        QCOMPARE(saved.active, doc.project().active);
        for (const std::size_t i : {discounted, discounted + 1}) {
            const auto& quote = saved.variants[i].design.quote;
            QVERIFY(quote.has_value());
            QCOMPARE(quote->lineDiscountPct.count("nvidia-dgx-h100"), std::size_t(1));
            QCOMPARE(quote->lineDiscountPct.at("nvidia-dgx-h100"), 12.5);
            QCOMPARE(quote->customer.name, std::string("Example Research Lab"));
        }
    }
};

QTEST_MAIN(VariantsPanelTests)
#include "tst_variants_panel.moc"
