// The main window on the offscreen platform: opens an example, shows its figures, and every
// edit through the document is undoable (the full rack designer is issue 4).
#include "catalog.h"
#include "fabric/fabric_sizing_dialog.h"
#include "document/design_document.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "main_window.h"
#include "summary_bar.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

// The built-in catalog with one entry changed, standing in for a later catalog update.
class ChangedCatalog final : public core::CatalogView
{
public:
    explicit ChangedCatalog(const core::CatalogView& base) : m_base(base)
    {
        m_dgx = *base.find("nvidia-dgx-h100");
        m_dgx.specs.at("max_power_w").numbers = {1};
        m_dgx.price->amount = 1;
    }
    const core::CatalogItem* find(std::string_view id) const override
    {
        return id == "nvidia-dgx-h100" ? &m_dgx : m_base.find(id);
    }
    std::vector<const core::CatalogItem*> items() const override { return m_base.items(); }
    const core::Source* source(std::string_view id) const override { return m_base.source(id); }

private:
    const core::CatalogView& m_base;
    core::CatalogItem m_dgx;
};

} // namespace

class UiTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

private slots:
    void fabricSizingDialogShowsTheSuperPodTable()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // The SuperPOD SU example holds 32 DGX H100: the dialog starts there.
        const core::Design su =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
        ui::FabricSizingDialog dialog(su, *m_catalog);
        QCOMPARE(dialog.server()->currentData().toString(), QString("nvidia-dgx-h100"));
        QCOMPARE(dialog.nodes()->value(), 32);
        // DGX SuperPOD (DGX H100) compute fabric, 4 SU (S04 in shared/reference): 127 nodes
        // and 4 UFM links on QM9700 -> 32 leaf, 16 spine, 1,020 node-leaf and 1,024
        // leaf-spine cables, 1,536 + 508 + 4 = 2,048 transceivers.
        dialog.nodes()->setValue(127);
        dialog.managementLinks()->setValue(4);
        const QString text = dialog.result()->text();
        QVERIFY2(text.contains("32 leaf, 16 spine, 0 core"), qPrintable(text));
        QVERIFY2(text.contains("1,020 node–leaf, 1,024 leaf–spine"), qPrintable(text));
        QVERIFY2(text.contains("Transceivers: 2,048"), qPrintable(text));
        // 2:1 on 64 ports: 42 down, 22 up (uplinks rounded up) = 1.91 : 1.
        dialog.oversubscription()->setCurrentText("2:1");
        QVERIFY2(dialog.result()->text().contains("42 down : 22 up = 1.91 : 1"),
                 qPrintable(dialog.result()->text()));
    }

    void opensExampleAndShowsFigures()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(QString(CD_EXAMPLES) + "/xe9680-8x-h100.cluster.json", true));
        const QString summary = ui::SummaryBar::summaryText(w.document());
        QVERIFY2(summary.contains("8 GPUs"), qPrintable(summary));
        QVERIFY2(summary.contains("640 GB GPU memory"), qPrintable(summary));
        QVERIFY(w.windowTitle().startsWith("xe9680-8x-h100.cluster.json"));
    }

    void editsAreUndoableAndMarkModified()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(QString(CD_EXAMPLES) + "/xe9680-8x-h100.cluster.json", true));
        ui::DesignDocument& doc = w.document();
        const std::string before = core::serializeDesign(doc.design());
        const std::string rack = doc.design().racks.at(0).id;
        auto r = core::edits::placeDevice(doc.design(), doc.catalog(), "dell-xe9680",
                                          {rack, 20, core::Face::Front}, "gpu02");
        QVERIFY2(r, r.error.c_str());
        doc.apply(std::move(r.edit));
        QCOMPARE(doc.report().gpus, 16);
        QVERIFY(doc.isModified());
        QVERIFY(w.windowTitle().contains("*"));
        doc.undoStack()->undo();
        QCOMPARE(doc.report().gpus, 8);
        QCOMPARE(core::serializeDesign(doc.design()), before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.report().gpus, 16);
    }

    // A saved quote must reopen with the figures it was saved with, even after the catalog
    // changes: the file embeds the entries it uses (DESIGN.md §4).
    void saveEmbedsCatalogAndReopensIdentically()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/saved.cluster.json";
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(QString(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json", true));
        QCOMPARE(w.document().report().power.maxW, 40800.0);
        w.document().save(path);
        const core::Design saved = core::loadDesign(path.toStdString());
        QVERIFY(std::any_of(saved.embeddedCatalog.begin(), saved.embeddedCatalog.end(),
                            [](const core::CatalogItem& i) { return i.id == "nvidia-dgx-h100"; }));
        QVERIFY(!saved.embeddedSources.empty());

        ChangedCatalog updated(*m_catalog); // the DGX H100 now "draws" 1 W and costs 1 USD
        ui::MainWindow again(updated);
        QVERIFY(again.openFile(path, true));
        QCOMPARE(again.document().report().power.maxW, 40800.0);
        QCOMPARE(again.document().report().bom.total, w.document().report().bom.total);
        // A new design on the updated catalog does see the change.
        ui::MainWindow fresh(updated);
        QVERIFY(fresh.openFile(QString(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json", true));
        QCOMPARE(fresh.document().report().power.maxW, 4.0);
    }

    void screenshotOptionWritesPng()
    {
        QTemporaryDir dir;
        const QString png = dir.path() + "/shot.png";
        QProcess p;
        p.start(CD_GUI_PATH,
                {"--screenshot", png, QString(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QImage img(png);
        QCOMPARE(img.size(), QSize(1600, 1000));
    }
};

QTEST_MAIN(UiTests)
#include "tst_ui.moc"
