#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QVector>

namespace cd::ui {

// Cables between racks drawn over the canvas on demand (View ▸ Show Cables): one bundle per
// pair of racks and network, as wide as the number of links it stands for, with the count on
// it. A bundle runs as cables do: up from the rack top to the overhead tray above its row,
// along the tray, and, between rows, down a riser beside the racks to the other row's tray; it
// never crosses a rack. Links inside one rack are not drawn. Not selectable: a view only.
class CableOverlay : public QGraphicsItem
{
public:
    struct Bundle
    {
        QPointF from; // where it leaves the first rack's top
        QPointF to;
        double trayFrom = 0; // the tray's height above each rack's row (scene y)
        double trayTo = 0;
        double riserX = 0;    // the riser between rows; unused within one row
        double labelAt = 0.5; // where along its longest tray run the count is written (0-1)
        int links = 0;
        QColor colour;
        QString tip;
    };

    CableOverlay();
    void setBundles(QVector<Bundle> bundles);
    int bundleCount() const { return int(m_bundles.size()); }
    // Each bundle's path in scene coordinates, as drawn.
    QVector<QPainterPath> routes() const;

    QRectF boundingRect() const override { return m_bounds; }
    // The bundles themselves, not their bounding box, which covers the racks: a press on a
    // server must find the server (issue 19).
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static QPainterPath route(const Bundle& b);
    // Where the bundle's link count is written: `labelAt` along its longest tray run.
    static QPointF labelPoint(const Bundle& b);

    QVector<Bundle> m_bundles;
    QRectF m_bounds;
};

} // namespace cd::ui
