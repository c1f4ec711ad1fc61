#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QVector>

namespace cd::ui {

// Cables between racks drawn over the canvas on demand (View ▸ Show Cables): one curve per
// pair of racks and network, as wide as the number of links it stands for, with the count at
// its apex. Links inside one rack are not drawn. Not selectable: a view of the links only.
class CableOverlay : public QGraphicsItem
{
public:
    struct Bundle
    {
        QPointF from;
        QPointF to;
        int links = 0;
        QColor colour;
        QString tip;
        int lane = 0; // bundles of other networks between the same racks arc higher
    };

    CableOverlay();
    void setBundles(QVector<Bundle> bundles);
    int bundleCount() const { return int(m_bundles.size()); }

    QRectF boundingRect() const override { return m_bounds; }
    // The arcs themselves, not their bounding box, which covers the racks: a press on a server
    // under the arcs must find the server (issue 19).
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static QPainterPath curve(const Bundle& b);

    QVector<Bundle> m_bundles;
    QRectF m_bounds;
};

} // namespace cd::ui
