// The main window on the offscreen platform: opens an example, shows its figures, and every
// edit through the document is undoable (the full rack designer is issue 4).
#include "canvas/device_item.h"
#include "canvas/device_label_text.h"
#include "canvas/rack_view.h"
#include "catalog.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "fabric/fabric_sizing_dialog.h"
#include "help/shortcuts_dialog.h"
#include "help/user_guide_dialog.h"
#include "inspector/replace_gpu_dialog.h"
#include "io/file/design_file.h"
#include "issues/issues_dock.h"
#include "main_window.h"
#include "report/device_face.h"
#include "summary_bar.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFontMetrics>
#include <QGraphicsScene>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QProcess>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

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
    // A device's canvas label gives up its U range before its model: at the opening zoom the
    // DGX rack read "dgx04  ·  DGX H1…  U25-32". Where both fit, both show.
    void labelGivesUpTheUnitsFirst()
    {
        const QFontMetrics m(QApplication::font());
        const QString text = QStringLiteral("dgx04  ·  DGX H100"), units("U25-32");
        const double whole = m.horizontalAdvance(text);
        const ui::DeviceLabelText narrow = ui::deviceLabelText(m, text, units, whole + 10);
        QCOMPARE(narrow.text, text);
        QVERIFY(!narrow.units);
        const ui::DeviceLabelText wide =
            ui::deviceLabelText(m, text, units, whole + m.horizontalAdvance(units) + 10);
        QCOMPARE(wide.text, text);
        QVERIFY(wide.units);
        const ui::DeviceLabelText tiny = ui::deviceLabelText(m, text, units, whole / 2);
        QVERIFY(tiny.text.endsWith(QChar(0x2026)) && !tiny.units);
    }

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
        QVERIFY2(summary.startsWith("1 server · 8 GPUs"), qPrintable(summary)); // not "1 servers"
        QVERIFY2(summary.contains("640 GB GPU memory"), qPrintable(summary));
        QVERIFY(w.windowTitle().startsWith("xe9680-8x-h100.cluster.json"));
    }

    // Issue 24: thousands of issues are one line each (no layout of every item's wrapped text
    // when the list fills), the whole message in the tooltip; a few stay wrapped. 400 devices of
    // a model the catalog lacks give an error each.
    void manyIssuesAreOneLineEach()
    {
        ui::MainWindow w(*m_catalog);
        core::Design d;
        d.racks.push_back(core::Rack{});
        d.racks[0].id = "r1";
        d.racks[0].name = "A";
        d.racks[0].model = "generic-42u";
        for (int i = 0; i < 400; ++i) {
            core::Device dev;
            dev.id = "x" + std::to_string(i);
            dev.model = "no-such-model";
            dev.rack = "r1";
            d.devices.push_back(dev);
        }
        w.document().reset(d);
        auto* dock = w.findChild<ui::IssuesDock*>();
        QVERIFY(dock);
        const std::size_t issues = w.document().report().issues.size();
        QVERIFY(issues > ui::IssuesDock::kWrappedIssues);
        QCOMPARE(std::size_t(dock->list()->model()->rowCount()), issues);
        QVERIFY(dock->list()->uniformItemSizes() && !dock->list()->wordWrap());
        const QModelIndex first = dock->list()->model()->index(0, 0);
        QVERIFY(first.data(Qt::ToolTipRole).toString().startsWith(first.data().toString()));
        QCOMPARE(first.data().toString().toStdString(), w.document().report().issues[0].message);

        d.devices.resize(2);
        w.document().reset(d);
        QVERIFY(!dock->list()->uniformItemSizes() && dock->list()->wordWrap());
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

    // Issue 19's conventions: each dock once in the View menu; no two actions share a key;
    // the platform's Print key exports the proposal (it opened Power); the shortcut list is
    // the menus' own; every dock explains itself (What's This); the user guide is compiled in.
    void menusShortcutsAndHelp()
    {
        ui::MainWindow w(*m_catalog);
        w.resize(1366, 768);
        w.show();
        QMenu* view = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu() && a->menu()->title() == "&View")
                view = a->menu();
        QVERIFY(view);
        const QList<QDockWidget*> docks = w.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 11); // with the TCO dock (issue 25)
        const QList<QAction*> viewActions = view->actions();
        for (QDockWidget* dock : docks) {
            const auto same =
                std::count_if(viewActions.begin(), viewActions.end(), [&](QAction* a) {
                    return QString(a->text()).remove(QChar('&')) == dock->windowTitle();
                });
            QVERIFY2(same == 1, qPrintable(dock->windowTitle()));
            QVERIFY2(!dock->whatsThis().isEmpty(), qPrintable(dock->objectName()));
        }

        const QList<ui::ShortcutsDialog::Entry> keys = ui::ShortcutsDialog::entries(*w.menuBar());
        QSet<QString> seen;
        for (const auto& e : keys)
            for (const QString& k : e.shortcut.split(", ")) {
                QVERIFY2(!seen.contains(k), qPrintable(k + " is on two actions"));
                seen.insert(k);
            }
        const QString print = QKeySequence(QKeySequence::Print).toString(QKeySequence::NativeText);
        const auto proposal = std::find_if(keys.begin(), keys.end(), [&](const auto& e) {
            return e.shortcut.split(", ").contains(print);
        });
        QVERIFY(proposal != keys.end());
        QCOMPARE(proposal->action, QString("Export Proposal PDF"));
        ui::ShortcutsDialog list(*w.menuBar());
        QCOMPARE(list.table()->rowCount(), int(keys.size()));
        QVERIFY(keys.size() > 20);

        // Ctrl+Shift+P brings Performance to the front from behind its tab, again hides it.
        auto* performance = w.findChild<QDockWidget*>("performanceDock");
        auto* toggle = w.findChild<QAction*>("performanceDockAction");
        QVERIFY(performance && toggle);
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
        w.findChild<QDockWidget*>("issuesDock")->raise();
        toggle->trigger();
        QVERIFY(performance->isVisible() && !performance->visibleRegion().isEmpty());
        toggle->trigger();
        QVERIFY(!performance->isVisible());
        QVERIFY(!toggle->isChecked());

        const QString guide = ui::UserGuideDialog::text();
        QVERIFY(guide.startsWith("# Cluster Designer user guide"));
        ui::UserGuideDialog dialog;
        QVERIFY(dialog.browser()->toPlainText().contains("Predicted performance"));
    }

    // Issue 19: the window grew past 1,060 px on a 1,000 px screen when a server was selected
    // (the inspector's form) or the fabric shown. Every dock scrolls its content instead: at
    // 1366x768 with every dock open, a server selected and the fabric in front, the window
    // keeps its size and asks for no more.
    void fitsA1366x768Screen()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json", true));
        w.resize(1366, 768);
        w.show();
        for (QDockWidget* dock : w.findChildren<QDockWidget*>())
            dock->show();
        w.selection().set({QString::fromStdString(w.document().design().devices.front().id)});
        QVERIFY(w.showDock("fabric"));
        QApplication::processEvents();
        QVERIFY2(w.minimumSizeHint().height() <= 768 && w.minimumSizeHint().width() <= 1366,
                 qPrintable(QString("%1x%2")
                                .arg(w.minimumSizeHint().width())
                                .arg(w.minimumSizeHint().height())));
        QCOMPARE(w.size(), QSize(1366, 768));
    }

    // Issue 19: racks stayed readable only while few. A design opens at a scale where device
    // names are legible (RackView::kLegibleScale): the nine-rack SuperPOD unit fitted whole
    // would be smaller, so it opens at the legible scale, first rack top left; Fit All still
    // shows everything; a one-rack design fits whole. Devices name their rack units.
    void racksOpenLegible()
    {
        ui::MainWindow w(*m_catalog);
        w.resize(1600, 1000);
        w.show();
        QVERIFY(w.openFile(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json", true));
        QApplication::processEvents();
        w.view().fitAll();
        const double whole = w.view().zoom();
        QVERIFY(whole < ui::RackView::kLegibleScale);
        w.view().fitLegible();
        QCOMPARE(w.view().zoom(), ui::RackView::kLegibleScale);
        QVERIFY(w.openFile(CD_EXAMPLES "/dgx-h100-rack.cluster.json", true));
        QApplication::processEvents();
        QVERIFY(w.view().zoom() > ui::RackView::kLegibleScale);
        QCOMPARE(report::DeviceFace::unitText(25, 8), QString("U25-32"));
        QCOMPARE(report::DeviceFace::unitText(40, 1), QString("U40"));
    }

    // Issue 19: at 1366x768 with the Power dock open the canvas is short; the A/B example's
    // servers sit in U1-16 of 42U racks, below the fold at the legible scale. The view opens on
    // the topmost server (48 px above it), not on empty rack tops; zero-U PDUs, which run the
    // full height, do not count.
    void legibleViewOpensOnEquipment()
    {
        ui::MainWindow w(*m_catalog);
        w.resize(1366, 768);
        w.show();
        QVERIFY(w.openFile(CD_EXAMPLES "/dgx-h100-ab-fed.cluster.json", true));
        QVERIFY(w.showDock("power"));
        QApplication::processEvents();
        w.view().fitLegible();
        QCOMPARE(w.view().zoom(), ui::RackView::kLegibleScale);
        double top = 1e9;
        for (QGraphicsItem* item : w.view().scene()->items())
            if (const auto* d = qgraphicsitem_cast<ui::DeviceItem*>(item); d && d->heightU() > 0)
                top = std::min(top, d->sceneBoundingRect().top());
        const int y = w.view().mapFromScene(QPointF(0, top)).y();
        QVERIFY2(y >= 0 && y <= ui::RackView::kDeviceMarginPx + 1, qPrintable(QString::number(y)));
    }

    // Issue 19: Edit ▸ Replace GPU offers the design's GPUs with their counts and swaps every
    // server at once, one undo step (the XE9680 example: 8 x H100 SXM -> H200 SXM, 640 ->
    // 1,128 GB of GPU memory).
    void replaceGpuFromTheMenu()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(CD_EXAMPLES "/xe9680-8x-h100.cluster.json", true));
        ui::ReplaceGpuDialog dialog(w.document().design(), w.document().designCatalog());
        QCOMPARE(dialog.from()->count(), 1);
        QCOMPARE(dialog.fromGpu(), QString("h100-sxm"));
        QVERIFY2(dialog.from()->currentText().contains("8 in 1 server"),
                 qPrintable(dialog.from()->currentText()));
        dialog.to()->setCurrentIndex(dialog.to()->findData("h200-sxm"));
        QCOMPARE(w.document().report().gpuMemoryGb, 640.0);
        QVERIFY(w.edits().replaceGpu(dialog.fromGpu(), dialog.toGpu()));
        QCOMPARE(w.document().report().gpuMemoryGb, 8 * 141.0);
        w.document().undoStack()->undo();
        QCOMPARE(w.document().report().gpuMemoryGb, 640.0);
    }
};

QTEST_MAIN(UiTests)
#include "tst_ui.moc"
