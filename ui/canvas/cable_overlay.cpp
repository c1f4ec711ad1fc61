#include "cable_overlay.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace cd::ui {

CableOverlay::CableOverlay()
{
    setZValue(50); // over racks and devices
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QPainterPath CableOverlay::curve(const Bundle& b)
{
    // An arc over the racks: higher for longer runs so neighbouring bundles stay apart.
    const double span = std::hypot(b.to.x() - b.from.x(), b.to.y() - b.from.y());
    const double lift = 30 + span * 0.18 + b.lane * 22;
    QPainterPath p(b.from);
    p.cubicTo(b.from + QPointF(0, -lift), b.to + QPointF(0, -lift), b.to);
    return p;
}

QPainterPath CableOverlay::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(6);
    QPainterPath all;
    for (const Bundle& b : m_bundles)
        all.addPath(stroker.createStroke(curve(b)));
    return all;
}

void CableOverlay::setBundles(QVector<Bundle> bundles)
{
    prepareGeometryChange();
    m_bundles = std::move(bundles);
    QRectF bounds;
    for (const Bundle& b : m_bundles)
        bounds |= curve(b).boundingRect().adjusted(-40, -20, 40, 20);
    m_bounds = bounds;
    update();
}

void CableOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double scale = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPointSizeF(8 / std::max(scale, 0.2));
    font.setBold(true);
    painter->setFont(font);
    for (const Bundle& b : m_bundles) {
        QColor c = b.colour;
        c.setAlpha(170);
        const double width = (1.5 + 1.5 * std::log2(1.0 + b.links)) / std::max(scale, 0.25);
        painter->setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        const QPainterPath path = curve(b);
        painter->drawPath(path);
        const QPointF apex = path.pointAtPercent(0.5);
        const QString label = QString::number(b.links);
        const QFontMetricsF fm(font);
        QRectF box = fm.boundingRect(label).adjusted(-4, -1, 4, 1);
        box.moveCenter(apex);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 220));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(b.colour.darker(140));
        painter->drawText(box, Qt::AlignCenter, label);
    }
}

} // namespace cd::ui
