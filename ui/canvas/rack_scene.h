#pragma once

#include "device_item.h"
#include "document/device_move_request.h"
#include "model/design.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <QVector>

#include <cstdint>
#include <vector>

namespace cd::core {
class CatalogView;
}

namespace cd::ui {

struct RackFigures;
class DesignDocument;
class Selection;
class DeviceItem;
class RackItem;
class CableOverlay;

// Where a catalog item dragged over the canvas would land, and why it cannot if it cannot.
struct DropTarget
{
    QString rackId;
    int u = 0;
    core::Face face = core::Face::Front;
    QRectF rect;     // scene rectangle the device would occupy
    QString problem; // empty: fits
    bool valid() const { return !rackId.isEmpty() && problem.isEmpty(); }
};

// The racks of a design, one face at a time, built from the document after every edit.
// Items are views: dragging them proposes moves, which the scene reports as requests; the
// edit controller decides.
class RackScene : public QGraphicsScene, public DeviceDragHost
{
    Q_OBJECT
public:
    RackScene(DesignDocument& document, Selection& selection, QObject* parent = nullptr);
    ~RackScene() override;

    core::Face face() const { return m_face; }
    void setFace(core::Face face);
    // `devices`: false where placeEarly placed them for this change.
    void rebuild(bool devices = true);
    // Device items shown (true) or, too far out for them to be seen, hidden with their racks
    // drawing them as coloured blocks: Qt then walks 5,000 racks, not 36,000 items, in each
    // repaint of a 16,384-node hall (41 -> 10 ms). The view sets it from its scale.
    void setDeviceDetail(bool shown);
    bool deviceDetail() const { return m_deviceDetail; }
    // Links between racks drawn as bundles over the canvas.
    void setShowCables(bool on);
    bool showsCables() const { return m_cables != nullptr; }
    int cableBundles() const;
    // The bundles' paths as drawn (empty while cables are hidden).
    QVector<QPainterPath> cableRoutes() const;

    RackItem* rackAt(const QPointF& scenePos) const;
    RackItem* rackItem(const QString& rackId) const { return m_racks.value(rackId); }
    DeviceItem* deviceItem(const QString& deviceId) const { return m_devices.value(deviceId); }
    DropTarget dropTarget(const QString& modelId, const QPointF& scenePos) const;

    bool isDraggingDevices() const override { return m_draggingDevices; }
    QPointF snapDevice(DeviceItem& item, const QPointF& proposedTopLeft) override;

signals:
    void moveRequested(const QVector<cd::ui::DeviceMoveRequest>& moves);
    void rackMoveRequested(const QString& rackId, int row, int position);
    void message(const QString& text);
    void rebuilt();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void syncSelectionToModel();
    void syncSelectionFromModel();
    void placeRacks(const core::Design& design, const core::CatalogView& catalog,
                    const QHash<QString, RackFigures>& figures);
    RackItem* reuseRackItem(QHash<QString, RackItem*>& oldRacks, const QString& rackId);
    void placeDevices(const core::Design& design, const core::CatalogView& catalog);
    void placeEarly();
    void placeBlocks();
    void forEachRack(void (RackItem::*step)());
    void countZeroUStrips(const core::Design& design, const core::CatalogView& catalog);
    QRectF stripRect(const RackItem& rack, int index) const;
    void removeUnplaced(unsigned rebuild);
    DeviceItem* itemFor(std::size_t index, const std::string& id);
    void showDevice(DeviceItem& di, const core::Device& d, const core::CatalogItem* item,
                    int heightU, bool ghost, const QRectF& r, unsigned rebuild);
    QRectF contentBounds() const;
    QString placementProblem(const core::Device& candidate, const QStringList& ignore) const;
    // A catalog item dropped at the target, as a new device on the shown face.
    QString newDeviceProblem(const core::CatalogItem& item, const DropTarget& t) const;
    // Where on `rack` a new `item` lands: every unit (rack-scale), a side strip (zero-U), or
    // the unit under `scenePos`; with the placement problem, if any.
    void placeTarget(DropTarget& t, const core::CatalogItem& item, const RackItem& rack,
                     const QPointF& scenePos) const;
    void finishDeviceDrag();
    void finishRackDrag();
    void updateCables();

    DesignDocument& m_document;
    Selection& m_selection;
    core::Face m_face = core::Face::Front;
    QHash<QString, RackItem*> m_racks;
    QHash<QString, DeviceItem*> m_devices;    // on the shown face: selectable, draggable
    QHash<QString, DeviceItem*> m_allDevices; // ghosts of the other face too
    // The item each of the design's devices had at the last rebuild, by index (nullptr where
    // none): an edit leaves most devices where they were, found without their id's hash.
    std::vector<DeviceItem*> m_placed;
    QHash<QString, int> m_zeroUCount; // zero-U strips per rack, as of the last rebuild
    QHash<QString, int> m_rackRow;
    bool m_syncing = false;
    bool m_deviceDetail = true;
    bool m_draggingDevices = false;
    QHash<QString, QPointF> m_dragStart;
    RackItem* m_draggedRack = nullptr;
    QPointF m_rackDragStart;
    QPointF m_rackItemStart;
    CableOverlay* m_cables = nullptr;
    unsigned m_rebuilds = 0; // placeDevices' count, to find the items it did not place
    // The document's change whose devices placeEarly placed: its changed() leaves them be.
    std::uint64_t m_placedEarly = 0;
    QRectF m_outsideRacks; // the devices placeDevices drew outside their rack's frame
};

} // namespace cd::ui
