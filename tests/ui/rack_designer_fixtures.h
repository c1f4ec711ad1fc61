#pragma once

// Driving the rack designer as a user does, for tests/ui/tst_rack_designer*.cpp: catalog drops
// onto a rack U, and the one device of a model in the design.
#include "canvas/mime_types.h"
#include "canvas/rack_geometry.h"
#include "canvas/rack_item.h"
#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"
#include "main_window.h"
#include "model/design.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDragMoveEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QTest>

#include <memory>
#include <string>

namespace cd::test {

// A point in the viewport over rack `rackId` at unit `u` (the lower half of that U).
inline QPoint viewPointAt(ui::MainWindow& w, const QString& rackId, int u)
{
    ui::RackItem* rack = w.scene().rackItem(rackId);
    const QRectF slot = ui::RackGeometry::deviceRect(rack->pos(), rack->units(), u, 1);
    return w.view().mapFromScene(QPointF(slot.center().x(), slot.bottom() - 4));
}

// Enter, move and drop a catalog id on the view, as a drag from the catalog dock does.
inline bool dropCatalogItem(ui::MainWindow& w, const QString& id, const QPoint& at)
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

inline const core::Device* onlyDeviceOf(const core::Design& d, const std::string& model)
{
    const core::Device* found = nullptr;
    for (const core::Device& dev : d.devices)
        if (dev.model == model)
            found = &dev;
    return found;
}

// A new design (one 42U rack r1) plus a second rack r2, shown at a fixed size.
inline std::unique_ptr<ui::MainWindow> twoRacks(const core::CatalogView& catalog)
{
    auto w = std::make_unique<ui::MainWindow>(catalog);
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

} // namespace cd::test
