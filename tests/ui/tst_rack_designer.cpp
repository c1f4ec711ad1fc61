// The rack designer as a user drives it (issue 4): synthesised drag-and-drop from the catalog
// onto a rack U, refusal on an occupied U, dragging a device to another rack, undo/redo,
// inspector edits, keyboard actions, issues selection, save and reopen, crash recovery.
#include "catalog.h"
#include "catalog/catalog_dock.h"
#include "catalog/catalog_tree_model.h"
#include "inspector/inspector_dock.h"
#include "issues/issues_dock.h"
#include "document/autosave.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/file_controller.h"
#include "document/selection.h"
#include "io/file/design_file.h"
#include "main_window.h"
#include "canvas/mime_types.h"
#include "canvas/device_item.h"
#include "canvas/rack_geometry.h"
#include "canvas/rack_item.h"
#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace cd;

namespace {

// A point in the viewport over rack `rackId` at unit `u` (the lower half of that U).
QPoint viewPointAt(ui::MainWindow& w, const QString& rackId, int u)
{
    ui::RackItem* rack = w.scene().rackItem(rackId);
    const QRectF slot = ui::RackGeometry::deviceRect(rack->pos(), rack->units(), u, 1);
    return w.view().mapFromScene(QPointF(slot.center().x(), slot.bottom() - 4));
}

// Enter, move and drop a catalog id on the view, as a drag from the catalog dock does.
bool dropCatalogItem(ui::MainWindow& w, const QString& id, const QPoint& at)
{
    QMimeData mime;
    mime.setData(ui::kCatalogIdMime, id.toUtf8());
    QWidget* vp = w.view().viewport();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &move);
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &drop);
    return drop.isAccepted();
}

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

const core::Device* onlyDeviceOf(const core::Design& d, const std::string& model)
{
    const core::Device* found = nullptr;
    for (const core::Device& dev : d.devices)
        if (dev.model == model)
            found = &dev;
    return found;
}

} // namespace

class RackDesignerTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    // New design (one 42U rack r1) plus a second rack r2, shown at a fixed size.
    std::unique_ptr<ui::MainWindow> twoRacks()
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        w->files().newEmpty();
        w->selection().clear();
        if (!w->edits().addRack("generic-42u"))
            return nullptr;
        w->resize(1400, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return nullptr;
        w->view().fitAll();
        return w;
    }

private slots:
    void dropFromCatalogAddsDeviceAndUpdatesSummary()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QCOMPARE(w->document().report().gpus, 0);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r1", 3)));
        const core::Device* dgx = onlyDeviceOf(w->document().design(), "nvidia-dgx-h100");
        QVERIFY(dgx);
        QCOMPARE(dgx->rack, std::string("r1"));
        QCOMPARE(dgx->u, 3);
        // DGX H100: 8 x H100 80 GB, 10.2 kW (S01)
        QCOMPARE(w->document().report().gpus, 8);
        QCOMPARE(w->document().report().gpuMemoryGb, 640.0);
        QCOMPARE(w->document().report().power.maxW, 10200.0);
        QVERIFY(w->scene().deviceItem(QString::fromStdString(dgx->id)));
        QCOMPARE(w->selection().ids(), QStringList{QString::fromStdString(dgx->id)});
    }

    void dropOntoOccupiedUnitIsRefused()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r1", 1)));
        const std::string before = core::serializeDesign(w->document().design());
        // U5 is inside the DGX at U1-U8.
        QVERIFY(!dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 5)));
        QCOMPARE(core::serializeDesign(w->document().design()), before);
        // Past the top: a 6U XE9680 at U40 would need U40-U45 of a 42U rack.
        QVERIFY(!dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 40)));
        QCOMPARE(core::serializeDesign(w->document().design()), before);
        // A GPU is not a rack device.
        QVERIFY(!dropCatalogItem(*w, "h100-sxm", viewPointAt(*w, "r1", 20)));
        QCOMPARE(w->document().undoStack()->count(), 2); // add rack + the one good drop
    }

    // Undo and redo restore the design exactly, byte for byte in the saved JSON.
    void undoRedoRestoreExactly()
    {
        auto w = twoRacks();
        QVERIFY(w);
        const std::string s0 = core::serializeDesign(w->document().design());
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 1)));
        const std::string s1 = core::serializeDesign(w->document().design());
        QVERIFY(dropCatalogItem(*w, "nvidia-qm9700", viewPointAt(*w, "r2", 42)));
        const std::string s2 = core::serializeDesign(w->document().design());
        QUndoStack* undo = w->document().undoStack();
        undo->undo();
        QCOMPARE(core::serializeDesign(w->document().design()), s1);
        undo->undo();
        QCOMPARE(core::serializeDesign(w->document().design()), s0);
        undo->redo();
        undo->redo();
        QCOMPARE(core::serializeDesign(w->document().design()), s2);
        QVERIFY(w->windowTitle().contains('*'));
    }

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

    // Dragging onto an occupied place snaps back and changes nothing.
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

    void keyboardDeleteDuplicateNudge()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 1)));
        w->view().setFocus();
        QTest::keyClick(&w->view(), Qt::Key_Up);
        QCOMPARE(onlyDeviceOf(w->document().design(), "dell-xe9680")->u, 2);
        QTest::keyClick(&w->view(), Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(w->document().design().devices.size(), std::size_t(2));
        QCOMPARE(w->document().design().devices[1].u, 8); // first free U above U2-U7
        w->selection().set({QString::fromStdString(w->document().design().devices[1].id)});
        QTest::keyClick(&w->view(), Qt::Key_Delete);
        QCOMPARE(w->document().design().devices.size(), std::size_t(1));
        // Nudging into the floor is refused.
        w->selection().set({QString::fromStdString(w->document().design().devices[0].id)});
        QTest::keyClick(&w->view(), Qt::Key_Down);
        QTest::keyClick(&w->view(), Qt::Key_Down);
        QCOMPARE(w->document().design().devices[0].u, 1);
    }

    void cutAndPasteIsOneStepEach()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 5)));
        const int steps = w->document().undoStack()->count();
        w->view().setFocus();
        QTest::keyClick(&w->view(), Qt::Key_X, Qt::ControlModifier);
        QVERIFY(w->document().design().devices.empty());
        QCOMPARE(w->document().undoStack()->count(), steps + 1);
        // Paste into the selected rack r2 at the device's old U (the first free from U5).
        w->selection().set({"r2"});
        QTest::keyClick(&w->view(), Qt::Key_V, Qt::ControlModifier);
        const core::Device* pasted = onlyDeviceOf(w->document().design(), "dell-xe9680");
        QVERIFY(pasted);
        QCOMPARE(pasted->rack, std::string("r2"));
        QCOMPARE(pasted->u, 5);
        // Cutting with a rack selected as well leaves the rack alone.
        w->selection().set({"r2", QString::fromStdString(pasted->id)});
        QVERIFY(w->edits().cutSelection());
        QVERIFY(w->document().design().devices.empty());
        QCOMPARE(w->document().design().racks.size(), std::size_t(2));
    }

    void zeroUPduHangsBesideTheFrame()
    {
        auto w = twoRacks();
        QVERIFY(w);
        // APC AP8886 is a zero-U vertical PDU (catalog INF-08): it lands in r1's side channel
        // on the rear, wherever on the rack it is dropped, and takes no U from servers.
        QVERIFY(dropCatalogItem(*w, "apc-ap8886", viewPointAt(*w, "r1", 20)));
        QVERIFY(dropCatalogItem(*w, "apc-ap8886", viewPointAt(*w, "r1", 3)));
        QCOMPARE(w->document().design().devices.size(), std::size_t(2));
        for (const core::Device& d : w->document().design().devices)
            QVERIFY(d.face == core::Face::Rear);
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r1", 1)));
        QCOMPARE(w->document().design().devices.size(), std::size_t(3));

        w->scene().setFace(core::Face::Rear);
        ui::RackItem* rack = w->scene().rackItem("r1");
        const QRectF frame = ui::RackGeometry::frameRect(rack->pos(), rack->units());
        const auto& devs = w->document().design().devices;
        ui::DeviceItem* first = w->scene().deviceItem(QString::fromStdString(devs[0].id));
        ui::DeviceItem* second = w->scene().deviceItem(QString::fromStdString(devs[1].id));
        QVERIFY(first && second);
        const QRectF a = first->mapRectToScene(first->rect());
        const QRectF b = second->mapRectToScene(second->rect());
        // Full height of the frame, outside it on the right, side by side without overlap.
        QCOMPARE(a.height(), frame.height());
        QVERIFY(a.left() > frame.right());
        QVERIFY(b.left() >= a.right());
        QVERIFY(!(first->flags() & QGraphicsItem::ItemIsMovable));
        // Four PDUs (two per feed, as GPU racks often have) narrow to stay in the gap before
        // the next rack.
        QVERIFY(dropCatalogItem(*w, "apc-ap8886", viewPointAt(*w, "r1", 30)));
        QVERIFY(dropCatalogItem(*w, "apc-ap8886", viewPointAt(*w, "r1", 30)));
        double rightmost = 0;
        for (const core::Device& d : w->document().design().devices)
            if (d.model == "apc-ap8886") {
                ui::DeviceItem* strip = w->scene().deviceItem(QString::fromStdString(d.id));
                QVERIFY(strip);
                rightmost = std::max(rightmost, strip->mapRectToScene(strip->rect()).right());
            }
        QVERIFY(rightmost < frame.right() + ui::RackGeometry::kGap);
        w->document().undoStack()->undo();
        w->document().undoStack()->undo();
        // Selectable and deletable like any device.
        w->selection().set({QString::fromStdString(devs[1].id)});
        QVERIFY(second->isSelected());
        w->view().setFocus();
        QTest::keyClick(&w->view(), Qt::Key_Delete);
        QCOMPARE(w->document().design().devices.size(), std::size_t(2));
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

    void inspectorEditsAreCheckedEdits()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "hpe-dl380a-gen12", viewPointAt(*w, "r1", 1)));
        ui::InspectorDock& ins = w->inspector();
        // DL380a Gen12 defaults to 8 GPUs (default_count, S22); choose 4.
        QCOMPARE(w->document().report().gpus, 8);
        ins.gpuCount()->setCurrentIndex(ins.gpuCount()->findData(4));
        emit ins.gpuCount()->activated(ins.gpuCount()->currentIndex());
        QCOMPARE(w->document().report().gpus, 4);
        ins.deviceName()->setText("inference-01");
        emit ins.deviceName()->editingFinished();
        QCOMPARE(w->document().design().devices[0].name, std::string("inference-01"));
        // U41 would put the 4U server at U41-U44 in a 42U rack: refused with the reason.
        QCOMPARE(ins.deviceU()->maximum(), 42);
        ins.deviceU()->setValue(41);
        QCOMPARE(w->document().design().devices[0].u, 1);
        QVERIFY2(ins.errorLabel()->text().contains("does not fit"),
                 qPrintable(ins.errorLabel()->text()));
        ins.deviceU()->setValue(10);
        QCOMPARE(w->document().design().devices[0].u, 10);
        QVERIFY(ins.errorLabel()->text().isEmpty());
    }

    void issueDoubleClickSelectsObject()
    {
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "nvidia-sn2201", viewPointAt(*w, "r1", 10)));
        QListWidget* list = w->issues().list();
        int row = -1;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == "nvidia-sn2201")
                row = i; // "no published maximum power" names the catalog model
        QVERIFY(row >= 0);
        w->selection().clear();
        w->issues().activateRow(row);
        QCOMPARE(w->selection().ids(),
                 QStringList{QString::fromStdString(w->document().design().devices[0].id)});
    }

    void catalogSearchAndFilter()
    {
        ui::MainWindow w(*m_catalog);
        ui::CatalogDock& dock = w.catalogDock();
        dock.searchField()->setText("xe9680");
        QAbstractItemModel* model = dock.tree()->model();
        QStringList ids;
        std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex i = model->index(r, 0, parent);
                if (const QString id = i.data(ui::CatalogTreeModel::IdRole).toString();
                    !id.isEmpty())
                    ids << id;
                walk(i);
            }
        };
        walk({});
        ids.sort();
        QCOMPARE(ids, (QStringList{"dell-xe9680", "dell-xe9680l"}));
        // Dragging a catalog row carries its id.
        dock.selectId("dell-xe9680");
        std::unique_ptr<QMimeData> mime(model->mimeData({dock.tree()->currentIndex()}));
        QCOMPARE(QString::fromUtf8(mime->data(ui::kCatalogIdMime)), QString("dell-xe9680"));
    }

    void saveReopenCompare()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/mine.cluster.json";
        auto w = twoRacks();
        QVERIFY(w);
        QVERIFY(dropCatalogItem(*w, "dell-xe9680", viewPointAt(*w, "r1", 1)));
        QVERIFY(dropCatalogItem(*w, "nvidia-dgx-h100", viewPointAt(*w, "r2", 1)));
        w->document().save(path);
        QVERIFY(!w->document().isModified());
        QVERIFY(!w->windowTitle().contains('*'));
        ui::MainWindow again(*m_catalog);
        QVERIFY(again.openFile(path, true));
        QCOMPARE(core::serializeDesign(again.document().design()),
                 core::serializeDesign(w->document().design()));
        QCOMPARE(again.document().report().gpus, 16);
    }

    // Unsaved work is written to the recovery folder and offered back after a "crash".
    void autosaveRecovery()
    {
        QTemporaryDir dir;
        std::string expected;
        {
            ui::MainWindow w(*m_catalog, dir.path());
            w.files().newEmpty();
            QVERIFY(w.edits().addRack("generic-48u"));
            QVERIFY(w.autosave()->saveNow());
            expected = core::serializeDesign(w.document().design());
            QVERIFY(ui::Autosave::pending(dir.path()).has_value());
            // no close: the window is destroyed as in a crash, the recovery file stays
        }
        const auto pending = ui::Autosave::pending(dir.path());
        QVERIFY(pending.has_value());
        QCOMPARE(core::serializeDesign(core::loadDesign(pending->recoveryFile.toStdString())),
                 expected);
        // Saving the work removes the recovery file.
        ui::MainWindow w(*m_catalog, dir.path());
        QVERIFY(w.openFile(pending->recoveryFile, true));
        w.document().markRecovered();
        QVERIFY(w.document().isModified());
        w.document().save(dir.path() + "/saved.cluster.json");
        QVERIFY(!ui::Autosave::pending(dir.path()).has_value());
    }
};

QTEST_MAIN(RackDesignerTests)
#include "tst_rack_designer.moc"
