// The drag side of RackScene: drop targets for catalog items, snapping dragged devices to a
// rack and U, and turning finished device and rack drags into move requests.
#include "rack_scene.h"

#include "common/qstring.h"

#include "device_item.h"
#include "document/design_document.h"
#include "document/selection.h"
#include "model/catalog_item.h"
#include "model/design_catalog.h"
#include "model/placement.h"
#include "rack_geometry.h"
#include "rack_item.h"

#include <QGraphicsSceneMouseEvent>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace cd::ui {

RackItem* RackScene::rackAt(const QPointF& p) const
{
    for (RackItem* r : m_racks) {
        const QRectF outer = RackGeometry::outerRect(r->pos(), r->units())
                                 .adjusted(-RackGeometry::kGap / 2, -RackGeometry::kUnit * 2,
                                           RackGeometry::kGap / 2, RackGeometry::kUnit * 2);
        if (outer.contains(p))
            return r;
    }
    return nullptr;
}

QString RackScene::placementProblem(const core::Device& candidate, const QStringList& ignore) const
{
    const core::CatalogView& catalog = m_document.designCatalog();
    std::vector<std::string> others;
    for (const QString& id : ignore)
        others.push_back(id.toStdString());
    if (auto p = core::checkPlacement(m_document.design(), catalog, candidate, others))
        return q(p->message);
    return {};
}

DropTarget RackScene::dropTarget(const QString& modelId, const QPointF& scenePos) const
{
    DropTarget t;
    t.face = m_face;
    RackItem* rack = rackAt(scenePos);
    const core::CatalogView& catalog = m_document.designCatalog();
    const core::CatalogItem* item = catalog.find(modelId.toStdString());
    if (!item) {
        t.problem = tr("'%1' is not in the catalog").arg(modelId);
        return t;
    }
    if (!core::isRackMounted(item->kind)) {
        t.problem = tr("%1 is a %2: add it to a server instead")
                        .arg(q(item->displayName()), q(std::string(core::toString(item->kind))));
        return t;
    }
    if (!rack) {
        t.problem = tr("Drop onto a rack");
        return t;
    }
    t.rackId = rack->rackId();
    placeTarget(t, *item, *rack, scenePos);
    return t;
}

void RackScene::placeTarget(DropTarget& t, const core::CatalogItem& item, const RackItem& rack,
                            const QPointF& scenePos) const
{
    if (item.rackScale()) { // the system is the rack: all of it, wherever it is dropped
        t.u = 1;
        t.rect = RackGeometry::deviceRect(rack.pos(), rack.units(), 1, rack.units());
        t.problem = newDeviceProblem(item, t);
        return;
    }
    if (item.rackUnits() == 0) {
        // A zero-U PDU takes the next strip of the side channel, whatever U is under the
        // cursor; the rear is where vertical PDUs are fitted.
        const int strips = m_zeroUCount.value(t.rackId);
        t.u = 1;
        t.face = core::Face::Rear;
        t.rect = RackGeometry::sideStripRect(rack.pos(), rack.units(), strips, strips + 1);
        return;
    }
    t.u = RackGeometry::unitAt(rack.pos(), rack.units(), scenePos.y());
    t.rect = RackGeometry::deviceRect(rack.pos(), rack.units(), t.u, std::max(item.rackUnits(), 1));
    t.problem = newDeviceProblem(item, t);
}

QString RackScene::newDeviceProblem(const core::CatalogItem& item, const DropTarget& t) const
{
    core::Device candidate; // no id: it is not in the design yet
    candidate.name = item.model;
    candidate.model = item.id;
    candidate.rack = t.rackId.toStdString();
    candidate.u = t.u;
    candidate.face = m_face;
    return placementProblem(candidate, {});
}

QPointF RackScene::snapDevice(DeviceItem& item, const QPointF& topLeft)
{
    const QPointF center = topLeft + item.rect().center();
    RackItem* rack = rackAt(center);
    if (!rack) {
        item.setProposal({}, 0, tr("Not over a rack"));
        return topLeft;
    }
    const double bottom = topLeft.y() + item.rect().height();
    const int u =
        RackGeometry::unitAt(rack->pos(), rack->units(), bottom - RackGeometry::kUnit / 2);
    const QRectF snapped = RackGeometry::deviceRect(rack->pos(), rack->units(), u, item.heightU());
    const core::Device* original = m_document.design().findDevice(item.deviceId().toStdString());
    if (original) {
        core::Device candidate = *original;
        candidate.rack = rack->rackId().toStdString();
        candidate.u = u;
        item.setProposal(rack->rackId(), u, placementProblem(candidate, m_selection.ids()));
    }
    return snapped.topLeft();
}

void RackScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    QGraphicsScene::mousePressEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    // The design's own item under the press: devices over racks, never the cable arcs.
    QGraphicsItem* under = nullptr;
    for (QGraphicsItem* it : items(event->scenePos()))
        if (qgraphicsitem_cast<DeviceItem*>(it) || qgraphicsitem_cast<RackItem*>(it)) {
            under = it;
            break;
        }
    if (auto* d = qgraphicsitem_cast<DeviceItem*>(under); d && !d->isGhost()) {
        m_draggingDevices = true;
        m_dragStart.clear();
        for (QGraphicsItem* it : selectedItems())
            if (auto* sel = qgraphicsitem_cast<DeviceItem*>(it))
                m_dragStart.insert(sel->deviceId(), sel->pos());
    } else if (auto* r = qgraphicsitem_cast<RackItem*>(under);
               r && event->scenePos().y() < r->pos().y() + RackGeometry::kHeader) {
        m_draggedRack = r;
        m_rackDragStart = event->scenePos();
        m_rackItemStart = r->pos();
    }
}

void RackScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_draggedRack) {
        const double dx = event->scenePos().x() - m_rackDragStart.x();
        const QPointF newPos(m_rackItemStart.x() + dx, m_rackItemStart.y());
        const QPointF delta = newPos - m_draggedRack->pos();
        m_draggedRack->setPos(newPos);
        for (const core::Device& d : m_document.design().devices)
            if (q(d.rack) == m_draggedRack->rackId())
                if (DeviceItem* di = m_devices.value(q(d.id)))
                    di->moveBy(delta.x(), 0);
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void RackScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    if (m_draggingDevices)
        finishDeviceDrag();
    if (m_draggedRack)
        finishRackDrag();
}

void RackScene::finishDeviceDrag()
{
    m_draggingDevices = false;
    QVector<DeviceMoveRequest> moves;
    QString problem;
    for (auto it = m_dragStart.constBegin(); it != m_dragStart.constEnd(); ++it) {
        DeviceItem* item = m_devices.value(it.key());
        if (!item || item->pos() == it.value())
            continue;
        if (!item->problem().isEmpty())
            problem = item->problem();
        moves.push_back({item->deviceId(), item->proposedRack(), item->proposedU()});
    }
    m_dragStart.clear();
    if (moves.isEmpty()) {
        update();
        return;
    }
    if (!problem.isEmpty()) {
        emit message(tr("Move refused: %1").arg(problem));
        rebuild(); // everything snaps back
        return;
    }
    emit moveRequested(moves);
}

void RackScene::finishRackDrag()
{
    RackItem* rack = m_draggedRack;
    m_draggedRack = nullptr;
    const double step = RackGeometry::kRackWidth + RackGeometry::kGap;
    const int column =
        std::max(0, static_cast<int>(std::lround((rack->pos().x() - RackGeometry::kGap) / step)));
    const int original =
        static_cast<int>(std::lround((m_rackItemStart.x() - RackGeometry::kGap) / step));
    if (column == original) {
        rebuild();
        return;
    }
    emit rackMoveRequested(rack->rackId(), m_rackRow.value(rack->rackId()), column);
}

} // namespace cd::ui
