// The rack designer as a user drives it (issue 4), continued from tst_rack_designer.cpp: the
// mouse on the canvas, dragging a device to another rack or onto an occupied place, a rack-scale
// system dropped into a rack, devices drawn outside their frame, and ctrl-click and rubber-band
// selection.
#include "analysis/analyze.h"
#include "canvas/device_item.h"
#include "canvas/rack_geometry.h"
#include "canvas/rack_item.h"
#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"
#include "catalog.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/file_controller.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "main_window.h"
#include "rack_designer_fixtures.h"

#include <QApplication>
#include <QDockWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

using test::dropCatalogItem;
using test::onlyDeviceOf;
using test::viewPointAt;

void mouse(QWidget* vp, QEvent::Type type, const QPoint& at, Qt::MouseButtons buttons,
           Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMouseEvent ev(type, QPointF(at), vp->mapToGlobal(QPointF(at)),
                   type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, modifiers);
    QApplication::sendEvent(vp, &ev);
}

void click(QWidget* vp, const QPoint& at, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    mouse(vp, QEvent::MouseButtonPress, at, Qt::LeftButton, modifiers);
    mouse(vp, QEvent::MouseButtonRelease, at, Qt::NoButton, modifiers);
}

// Press, move in ten steps, release: a user's drag on the canvas.
void dragWithMouse(QWidget* vp, const QPoint& from, const QPoint& to)
{
    mouse(vp, QEvent::MouseButtonPress, from, Qt::LeftButton);
    for (int i = 1; i <= 10; ++i)
        mouse(vp, QEvent::MouseMove, from + (to - from) * i / 10, Qt::LeftButton);
    mouse(vp, QEvent::MouseButtonRelease, to, Qt::NoButton);
}

} // namespace

class RackDesignerDragTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    // New design (one 42U rack r1) plus a second rack r2 (rack_designer_fixtures.h).
    std::unique_ptr<ui::MainWindow> twoRacks() { return test::twoRacks(*m_catalog); }

    static bool move(ui::DesignDocument& doc, const std::string& id,
                     const core::edits::Placement& to)
    {
        auto edit = core::edits::moveDevice(doc.design(), doc.designCatalog(), id, to);
        if (!edit)
            return false;
        doc.apply(std::move(edit.edit));
        return true;
    }

    // The figures' maximum power of a rack, -1 W when it has none.
    static double rackMaxW(const ui::DesignDocument& doc, const std::string& rack)
    {
        for (const core::RackPower& r : doc.figures().power.racks)
            if (r.rackId == rack)
                return r.maxW;
        return -1.0;
    }

private slots:
    // Press on the device, drag to rack r2 at U10, release: one edit moves it.
    void dragDeviceToAnotherRack()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 1)));
        const std::string id = onlyDeviceOf(w->document().design(), "dell-xe9680")->id;
        const int steps = w->document().undoStack()->count();
        dragWithMouse(w->view().viewport(), viewPointAt(*w, "r1", 1), viewPointAt(*w, "r2", 10));
        const core::Device* moved = w->document().design().findDevice(id);
        QCOMPARE(moved->rack, std::string("r2"));
        QCOMPARE(moved->u, 10);
        QCOMPARE(w->document().undoStack()->count(), steps + 1);
        w->document().undoStack()->undo();
        QCOMPARE(w->document().design().findDevice(id)->rack, std::string("r1"));
        QCOMPARE(w->document().design().findDevice(id)->u, 1);
    }

    // Issue 24: a move's figures (here the per-rack power) are current when figuresChanged()
    // comes, before the rest of the analysis; that runs once the event loop turns, once for
    // moves in a row, and report() runs it on demand in between. Other edits do both at once.
    void aMoveShowsItsFiguresFirst()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r1", 1)));
        QApplication::processEvents();
        ui::DesignDocument& doc = w->document();
        const std::string id = onlyDeviceOf(doc.design(), "nvidia-dgx-h100")->id;
        // Every dock shown: none may read the report before changed(), which would run the
        // analysis ahead of the figures.
        for (QDockWidget* dock : w->findChildren<QDockWidget*>())
            dock->show();
        QApplication::processEvents();
        QSignalSpy figures(&doc, &ui::DesignDocument::figuresChanged);
        QSignalSpy changed(&doc, &ui::DesignDocument::changed);
        for (int u : {5, 9})
            QVERIFY(move(doc, id, {"r2", u, core::Face::Front}));
        QCOMPARE(figures.count(), 2);
        QCOMPARE(changed.count(), 0);
        QVERIFY(doc.analysisPending() && doc.changePending());
        // DGX H100: 10.2 kW maximum (catalog S01), now all in r2.
        QCOMPARE(rackMaxW(doc, "r2"), 10200.0);
        QCOMPARE(rackMaxW(doc, "r1"), 0.0);
        // The canvas has it in r2 already; the racks' load figures follow with changed().
        const ui::DeviceItem* item = w->scene().deviceItem(QString::fromStdString(id));
        QVERIFY(item && w->scene().rackItem("r2")->sceneBoundingRect().contains(
                            item->sceneBoundingRect().center()));
        QCOMPARE(doc.report().power.racks.size(), doc.figures().power.racks.size());
        QApplication::processEvents();
        QCOMPARE(changed.count(), 1);
        // The analysis after the moves (its link ends kept from before them) is a new one's.
        const core::Report fresh = core::analyze(doc.design(), doc.catalog());
        QCOMPARE(doc.report().issues.size(), fresh.issues.size());
        QCOMPARE(doc.report().fabric.networks.size(), fresh.fabric.networks.size());
    }

    // The undo of a move is a placement edit too; a removal is not: both signals at once.
    void undoAndOtherEditsAfterAMove()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r1", 1)));
        ui::DesignDocument& doc = w->document();
        const std::string id = onlyDeviceOf(doc.design(), "nvidia-dgx-h100")->id;
        QVERIFY(move(doc, id, {"r2", 5, core::Face::Front}));
        QApplication::processEvents();
        QSignalSpy figures(&doc, &ui::DesignDocument::figuresChanged);
        QSignalSpy changed(&doc, &ui::DesignDocument::changed);
        doc.undoStack()->undo();
        QCOMPARE(figures.count(), 1);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(rackMaxW(doc, "r1"), 10200.0);
        QApplication::processEvents();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.design().findDevice(id)->rack, std::string("r1"));
        auto removal = core::edits::removeDevices(doc.design(), {id});
        QVERIFY(removal);
        doc.apply(std::move(removal.edit));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(figures.count(), 2);
        QCOMPARE(rackMaxW(doc, "r1"), 0.0);
    }

    // The link ends kept across placement edits stay those of the design shown through moves,
    // a save (which replaces the embedded catalog entries they point into), undo, redo and a
    // switch of variant: each time the report is a new analysis's (and the ASan build of CI
    // would see a dangling view).
    void keptLinkEndsFollowSaveUndoAndVariants()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(CD_EXAMPLES "/dgx-variants.cluster.json", true));
        ui::DesignDocument& doc = w.document();
        QVERIFY(!doc.design().links.empty());
        const auto same = [&doc] {
            const core::Report fresh = core::analyze(doc.design(), doc.catalog());
            const core::Report& kept = doc.report();
            return kept.issues.size() == fresh.issues.size() &&
                   kept.fabric.networks.size() == fresh.fabric.networks.size() &&
                   kept.bom.total == fresh.bom.total &&
                   (kept.fabric.networks.empty() || kept.fabric.networks[0].nodePortsCabled ==
                                                        fresh.fabric.networks[0].nodePortsCabled);
        };
        const auto moveUp = [&doc] {
            for (const core::Device& d : doc.design().devices)
                if (!d.rack.empty() && move(doc, d.id, {d.rack, d.u + 1, d.face}))
                    return true;
            return false;
        };
        QVERIFY(moveUp());
        QApplication::processEvents();
        QVERIFY(same());
        QTemporaryDir dir;
        doc.save(dir.filePath("kept.cluster.json"));
        QVERIFY(moveUp());
        QVERIFY(same());
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QApplication::processEvents();
        QVERIFY(same());
        doc.undoStack()->redo();
        QVERIFY(same());
        doc.setActiveVariant(doc.project().variants.size() - 1);
        QVERIFY(moveUp());
        QApplication::processEvents();
        QVERIFY(same());
    }

    // Issue 24's level of detail: below 3 pixels a unit the racks draw their devices as blocks
    // and the device items are hidden (Qt walks 5,000 racks, not 36,000 items, at 16,384
    // nodes); closer, the items are back and the blocks gone.
    void farOutRacksDrawTheirDevices()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r1", 1)));
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 20)));
        QApplication::processEvents();
        const core::Device* dgx = onlyDeviceOf(w->document().design(), "nvidia-dgx-h100");
        const ui::DeviceItem* item = w->scene().deviceItem(QString::fromStdString(dgx->id));
        const ui::RackItem* r1 = w->scene().rackItem("r1");
        QVERIFY(item && r1);
        const auto paintAt = [&w](double scale) {
            w->view().setTransform(QTransform::fromScale(scale, scale));
            (void)w->view().viewport()->grab();
        };
        const QString selected = QString::fromStdString(dgx->id);
        w->selection().set({selected});
        paintAt(0.1); // 2 pixels a unit (20 scene units)
        QVERIFY(!w->scene().deviceDetail() && !item->isVisible());
        QCOMPARE(w->selection().ids(), QStringList{selected}); // hidden, still selected
        QCOMPARE(r1->blockCount(), std::size_t(2));
        // The selected device's block is in the highlight colour, the other in its own.
        const QColor highlight = QApplication::palette().color(QPalette::Highlight);
        QCOMPARE(int(r1->blockColour(0) == highlight) + int(r1->blockColour(1) == highlight), 1);
        // A device placed while far out comes hidden, and in its rack's blocks.
        QVERIFY(w->edits().placeCatalogItem("dell-xe9680", "r2", 1, core::Face::Front));
        QApplication::processEvents();
        const core::Device& placed = w->document().design().devices.back();
        QVERIFY(!w->scene().deviceItem(QString::fromStdString(placed.id))->isVisible());
        QCOMPARE(w->scene().rackItem("r2")->blockCount(), std::size_t(1));
        // The new device is the selection now (as after any placing), hidden until closer.
        const QString placedId = QString::fromStdString(placed.id);
        QCOMPARE(w->selection().ids(), QStringList{placedId});
        paintAt(0.2); // 4 pixels a unit
        QVERIFY(w->scene().deviceDetail() && item->isVisible());
        QCOMPARE(w->selection().ids(), QStringList{placedId});
        QVERIFY(w->scene().deviceItem(placedId)->isSelected() && !item->isSelected());
        QVERIFY(w->scene().deviceItem(QString::fromStdString(placed.id))->isVisible());
    }

    // Dragging onto an occupied place snaps back and changes nothing.
    // Dropped from the catalog, an NVL72 takes its whole rack wherever it lands (U1, the face
    // shown); a switch dropped into that rack is refused as an overlap, the other rack takes it.
    void rackScaleDropTakesTheRack()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-gb300-nvl72", viewPointAt(*w, "r1", 20)));
        const core::Device* nvl72 = onlyDeviceOf(w->document().design(), "nvidia-dgx-gb300-nvl72");
        QVERIFY(nvl72);
        QCOMPARE(nvl72->rack, std::string("r1"));
        QCOMPARE(nvl72->u, 1);
        QVERIFY(nvl72->face == core::Face::Front);
        QVERIFY(!dropCatalogItem(*w, "nvidia-sn5600", viewPointAt(*w, "r1", 40)));
        QVERIFY(!onlyDeviceOf(w->document().design(), "nvidia-sn5600"));
        QVERIFY(dropCatalogItem(*w, "nvidia-sn5600", viewPointAt(*w, "r2", 40)));
        QCOMPARE(onlyDeviceOf(w->document().design(), "nvidia-sn5600")->rack, std::string("r2"));
    }

    // The scene's bounds are the racks', the cables' and those of the devices drawn outside a
    // frame (RackScene::contentBounds): a device placed above the top U, which the analysis
    // reports as outside its rack, and the zero-U strips beside it stay where the view can
    // scroll to them.
    void devicesOutsideTheirRackStayInTheScene()
    {
        auto w = twoRacks();
        QVERIFY(w);
        core::Design d = w->document().design();
        core::Device high;
        high.id = "high";
        high.name = "too-high";
        high.model = "nvidia-dgx-h100";
        high.rack = "r1";
        high.u = 60; // a 42U rack: drawn 18 U and more above its frame
        core::Device strip;
        strip.id = "strip";
        strip.model = "apc-ap8886";
        strip.rack = "r2";
        strip.face = core::Face::Rear;
        d.devices = {high, strip};
        w->document().reset(d);
        w->scene().setFace(core::Face::Rear);
        const QRectF scene = w->scene().sceneRect();
        for (const char* id : {"high", "strip"}) {
            const ui::DeviceItem* item = w->scene().deviceItem(id);
            QVERIFY2(item, id);
            const QRectF drawn = item->mapRectToScene(item->rect());
            QVERIFY2(scene.contains(drawn), id);
        }
        const ui::RackItem* r1 = w->scene().rackItem("r1");
        const QRectF high60 =
            w->scene().deviceItem("high")->mapRectToScene(w->scene().deviceItem("high")->rect());
        QVERIFY(high60.top() < r1->sceneBoundingRect().top()); // it is above the frame
    }

    void dragOntoOccupiedPlaceSnapsBack()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 1)));
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r2", 1)));
        const std::string before = core::serializeDesign(w->document().design());
        dragWithMouse(w->view().viewport(), viewPointAt(*w, "r1", 1), viewPointAt(*w, "r2", 3));
        QCOMPARE(core::serializeDesign(w->document().design()), before);
    }

    void ctrlClickAndRubberBandSelect()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 1)));
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 10)));
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r2", 1)));
        const auto& devs = w->document().design().devices;
        QCOMPARE(devs.size(), std::size_t(3));
        const QString a = QString::fromStdString(devs[0].id),
                      b = QString::fromStdString(devs[1].id),
                      c = QString::fromStdString(devs[2].id);
        QWidget* vp = w->view().viewport();

        click(vp, viewPointAt(*w, "r1", 2));
        QCOMPARE(w->selection().ids(), QStringList{a});
        click(vp, viewPointAt(*w, "r2", 2), Qt::ControlModifier);
        QStringList both = w->selection().ids();
        both.sort();
        QStringList expected{a, c};
        expected.sort();
        QCOMPARE(both, expected);
        click(vp, viewPointAt(*w, "r1", 11)); // a plain click replaces the selection
        QCOMPARE(w->selection().ids(), QStringList{b});

        // A band from the empty canvas left of r1, across U1-U15 of r1 only.
        ui::RackItem* r1 = w->scene().rackItem("r1");
        const QRectF frame = ui::RackGeometry::frameRect(r1->pos(), r1->units());
        const QPoint from =
            w->view().mapFromScene(QPointF(frame.left() - 30, frame.bottom() - 15 * 20));
        const QPoint to = w->view().mapFromScene(QPointF(frame.center().x(), frame.bottom() + 10));
        QVERIFY(!w->scene().itemAt(w->view().mapToScene(from), QTransform()));
        dragWithMouse(vp, from, to);
        QStringList banded = w->selection().ids();
        banded.sort();
        expected = {a, b};
        expected.sort();
        QCOMPARE(banded, expected);
    }

    // Issue 19: with the cables drawn over the racks, a server still drags (the press found
    // the cable arcs' item, not the server). dgx01 (U1-8 of SU1-C01) moves up 32 U to U33.
    void dragUnderTheCables()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json", true));
        w.resize(1400, 900);
        w.show();
        w.scene().setShowCables(true);
        QVERIFY(w.scene().cableBundles() > 0);
        w.view().fitAll();
        QApplication::processEvents();
        const int steps = w.document().undoStack()->count();
        dragWithMouse(w.view().viewport(), viewPointAt(w, "r1", 2), viewPointAt(w, "r1", 34));
        QCOMPARE(w.document().design().findDevice("dgx01")->u, 33);
        QCOMPARE(w.document().undoStack()->count(), steps + 1);
    }
};

QTEST_MAIN(RackDesignerDragTests)
#include "tst_rack_designer_drag.moc"
