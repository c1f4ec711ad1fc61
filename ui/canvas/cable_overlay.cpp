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

QPainterPath CableOverlay::route(const Bundle& b)
{
    QPainterPath p(b.from);
    p.lineTo(b.from.x(), b.trayFrom);
    if (b.trayFrom != b.trayTo) { // another row: along the tray to the riser, then to its tray
        p.lineTo(b.riserX, b.trayFrom);
        p.lineTo(b.riserX, b.trayTo);
    }
    p.lineTo(b.to.x(), b.trayTo);
    p.lineTo(b.to);
    return p;
}

QVector<QPainterPath> CableOverlay::routes() const
{
    QVector<QPainterPath> out;
    for (const Bundle& b : m_bundles)
        out.push_back(route(b));
    return out;
}

QPointF CableOverlay::labelPoint(const Bundle& b)
{
    const auto along = [&b](double x0, double x1, double y) {
        return QPointF(x0 + (x1 - x0) * b.labelAt, y);
    };
    if (b.trayFrom == b.trayTo)
        return along(b.from.x(), b.to.x(), b.trayFrom);
    const bool first = std::abs(b.from.x() - b.riserX) >= std::abs(b.to.x() - b.riserX);
    return first ? along(b.riserX, b.from.x(), b.trayFrom) : along(b.riserX, b.to.x(), b.trayTo);
}

QPainterPath CableOverlay::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(6);
    QPainterPath all;
    for (const Bundle& b : m_bundles)
        all.addPath(stroker.createStroke(route(b)));
    return all;
}

void CableOverlay::setBundles(QVector<Bundle> bundles)
{
    prepareGeometryChange();
    m_bundles = std::move(bundles);
    QRectF bounds;
    for (const Bundle& b : m_bundles)
        bounds |= route(b).boundingRect().adjusted(-40, -20, 40, 20);
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
        painter->setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(route(b));
        const QPointF apex = labelPoint(b);
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
