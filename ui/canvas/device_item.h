#pragma once

#include "model/catalog_item.h"
#include "model/design.h"
#include "model/placement.h"

#include <QGraphicsRectItem>

namespace cd::ui {

// What a device item asks of its scene while the user drags it (RackScene answers).
class DeviceDragHost
{
public:
    virtual bool isDraggingDevices() const = 0;
    virtual QPointF snapDevice(class DeviceItem& item, const QPointF& proposedTopLeft) = 0;

protected:
    ~DeviceDragHost() = default;
};

// One device on the canvas. A view of the design, never its owner: moving it only proposes a
// move, which the scene turns into an edit when the mouse is released.
class DeviceItem : public QGraphicsRectItem
{
public:
    enum
    {
        Type = UserType + 2
    };

    explicit DeviceItem(DeviceDragHost& scene);
    // Shows `device` in `sceneRect`; heightU 0 draws a zero-U strip. A ghost is the outline
    // of a device on the other face: neither selectable nor movable.
    void show(const core::Device& device, const core::CatalogItem* item, int heightU, bool ghost,
              const QRectF& sceneRect);
    int type() const override { return Type; }

    const QString& deviceId() const { return m_id; }
    const core::Device& device() const { return m_device; } // as last shown
    int heightU() const { return m_height; }
    bool isGhost() const { return m_ghost; }
    const QColor& colour() const { return m_color; }
    // The scene's rebuild that last placed this item (RackScene::placeDevices): items that the
    // latest rebuild did not place show a device that is gone.
    unsigned placedIn() const { return m_placedIn; }
    void setPlacedIn(unsigned rebuild) { m_placedIn = rebuild; }
    // Where a drag currently proposes to put it, and whether that is allowed.
    void setProposal(const QString& rackId, int u, const QString& problem);
    const QString& proposedRack() const { return m_proposedRack; }
    int proposedU() const { return m_proposedU; }
    const QString& problem() const { return m_problem; }

protected:
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    // Selectable and movable as the kind of item it shows.
    void setInteraction(bool ghost, int heightU);
    // A block in the fill colour already set, outlined when selected.
    void paintZoomedOut(QPainter* painter, const QRectF& r, bool selected, double scale,
                        const QPalette& palette) const;
    // A rounded block with its name and model, or the drag's problem while dragged.
    void paintLabelled(QPainter* painter, const QRectF& r, bool selected, bool dragging,
                       const QPalette& palette) const;
    void paintStrip(QPainter* painter, bool selected, const QPalette& palette) const;
    QString toolTipFor(const core::Device& device, const core::CatalogItem* item, int heightU,
                       bool ghost) const;

    DeviceDragHost& m_scene;
    bool m_shown = false;
    core::Device m_device;
    const core::CatalogItem* m_item = nullptr;
    QString m_id;
    QString m_label;
    QString m_model;
    QColor m_color;
    int m_height = 1;
    bool m_ghost = false;
    QString m_proposedRack;
    int m_proposedU = 0;
    QString m_problem;
    unsigned m_placedIn = 0;
};

} // namespace cd::ui
