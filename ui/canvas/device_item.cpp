#include "device_item.h"
#include "device_label_text.h"

#include "rack_geometry.h"
#include "report/device_face.h"
#include "report/rack_elevation_painter.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace cd::ui {

DeviceItem::DeviceItem(DeviceDragHost& scene) : m_scene(scene) {}

void DeviceItem::show(const core::Device& device, const core::CatalogItem* item, int heightU,
                      bool ghost, const QRectF& sceneRect)
{
    // Unchanged since the last rebuild (the usual case for all but the edited devices), and
    // not left elsewhere by a drag: nothing to do.
    if (m_shown && m_device == device && m_item == item && m_height == heightU &&
        m_ghost == ghost && pos() == sceneRect.topLeft() && rect().size() == sceneRect.size() &&
        m_proposedRack.isEmpty())
        return;
    m_shown = true;
    m_device = device;
    m_item = item;
    m_id = QString::fromStdString(device.id);
    m_label = QString::fromStdString(device.name);
    m_model = item ? QString::fromStdString(item->model)
                   : QObject::tr("unknown id %1").arg(QString::fromStdString(device.model));
    m_color = item ? report::RackElevationPainter::colorFor(item->kind) : QColor(0xc0, 0x39, 0x2b);
    m_height = heightU;
    m_ghost = ghost;
    m_proposedRack.clear();
    m_proposedU = 0;
    m_problem.clear();
    setData(0, m_id);
    setInteraction(ghost, heightU);
    setToolTip(toolTipFor(device, item, heightU, ghost));
    setRect(QRectF(QPointF(0, 0), sceneRect.size()));
    setPos(sceneRect.topLeft());
    update();
}

void DeviceItem::setInteraction(bool ghost, int heightU)
{
    if (ghost) {
        setFlags({});
        unsetCursor();
        setZValue(-0.5);
    } else if (heightU == 0) {
        setFlags(ItemIsSelectable); // a zero-U strip has no U to drag to
        unsetCursor();
        setZValue(0);
    } else {
        setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges);
        setCursor(Qt::OpenHandCursor);
        setZValue(0);
    }
}

QString DeviceItem::toolTipFor(const core::Device& device, const core::CatalogItem* item,
                               int heightU, bool ghost) const
{
    const QString face =
        device.face == core::Face::Front ? QObject::tr("front") : QObject::tr("rear");
    const QString where =
        heightU == 0
            ? QObject::tr("0U, side channel, %1").arg(face)
            : QObject::tr("U%1–U%2, %3").arg(device.u).arg(device.u + heightU - 1).arg(face);
    QString tip = QStringLiteral("<b>%1</b><br>%2<br>%3")
                      .arg(m_label.toHtmlEscaped(), m_model.toHtmlEscaped(), where);
    if (item && item->gpu) {
        const auto fit = core::effectiveGpu(device, *item);
        tip += QObject::tr("<br>%1 × %2").arg(fit.count).arg(QString::fromStdString(fit.gpu));
    }
    if (ghost)
        tip += QObject::tr("<br><i>on the other face</i>");
    return tip;
}

void DeviceItem::setProposal(const QString& rackId, int u, const QString& problem)
{
    m_proposedRack = rackId;
    m_proposedU = u;
    m_problem = problem;
    setToolTip(problem.isEmpty() ? QObject::tr("U%1: fits").arg(u) : problem);
    update();
}

QVariant DeviceItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    if (change == ItemPositionChange && scene() && m_scene.isDraggingDevices())
        return m_scene.snapDevice(*this, value.toPointF());
    return QGraphicsRectItem::itemChange(change, value);
}

void DeviceItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QRectF r = rect().adjusted(1, 1, -1, -1);
    const QPalette pal = QApplication::palette();
    if (m_ghost) {
        p->setPen(QPen(m_color.lighter(130), 1, Qt::DashLine));
        p->setBrush(QBrush(m_color.darker(200), Qt::BDiagPattern));
        p->drawRect(r);
        return;
    }
    if (m_height == 0) {
        paintStrip(p, option->state & QStyle::State_Selected, pal);
        return;
    }
    const bool dragging = m_scene.isDraggingDevices() && isSelected();
    QColor fill = m_color;
    if (dragging)
        fill = m_problem.isEmpty() ? QColor(0x2e, 0xa0, 0x5f) : QColor(0xc0, 0x39, 0x2b);
    const double scale = QStyleOptionGraphicsItem::levelOfDetailFromTransform(p->worldTransform());
    const bool selected = option->state & QStyle::State_Selected;
    p->setPen(Qt::NoPen);
    p->setBrush(fill);
    if (scale < RackGeometry::kMinTextScale)
        paintZoomedOut(p, r, selected, scale, pal);
    else
        paintLabelled(p, r, selected, dragging, pal);
}

void DeviceItem::paintZoomedOut(QPainter* p, const QRectF& r, bool selected, double scale,
                                const QPalette& pal) const
{
    p->drawRect(r); // corners of 3 units are below a pixel here
    if (selected) {
        p->setPen(QPen(pal.color(QPalette::Highlight).lighter(130), 3 / scale));
        p->setBrush(Qt::NoBrush);
        p->drawRect(r);
    }
}

void DeviceItem::paintLabelled(QPainter* p, const QRectF& r, bool selected, bool dragging,
                               const QPalette& pal) const
{
    p->drawRoundedRect(r, 3, 3);
    if (!dragging)
        report::DeviceFace::paint(*p, r, m_item, m_device, m_height, m_color);
    p->setPen(QColor(0xf7, 0xf7, 0xf7));
    QFont f = p->font();
    f.setPointSizeF(m_height >= 2 ? 9 : 8);
    p->setFont(f);
    // Name and model on the left of the label band, the U position on its right.
    const QRectF band = report::DeviceFace::labelArea(r, m_height).adjusted(6, 0, -5, 0);
    const QString units = report::DeviceFace::unitText(m_device.u, m_height);
    const QString text =
        dragging && !m_problem.isEmpty() ? m_problem : m_label + QStringLiteral("  ·  ") + m_model;
    if (!dragging && m_height >= 2) {
        const DeviceLabelText shown = deviceLabelText(p->fontMetrics(), text, units, band.width());
        p->drawText(QRectF(band.left(), band.top(), shown.width, band.height()),
                    Qt::AlignLeft | Qt::AlignVCenter, shown.text);
        if (shown.units)
            p->drawText(band, Qt::AlignRight | Qt::AlignVCenter, units);
    } else {
        const double textW = dragging ? widthBesideUnits(p->fontMetrics(), units, band.width())
                                      : band.width() * 0.55;
        p->drawText(QRectF(band.left(), band.top(), textW, band.height()),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    p->fontMetrics().elidedText(text, Qt::ElideRight, static_cast<int>(textW)));
    }
    if (selected) {
        p->setPen(QPen(pal.color(QPalette::Highlight).lighter(130), 3));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r, 3, 3);
    }
}

void DeviceItem::paintStrip(QPainter* p, bool selected, const QPalette& pal) const
{
    const QRectF r = rect();
    p->setPen(Qt::NoPen);
    p->setBrush(m_color);
    p->drawRoundedRect(r, 2, 2);
    // The name reads bottom to top along the strip, as on a vertical PDU's label.
    p->save();
    p->translate(r.center());
    p->rotate(-90);
    const QRectF along(-r.height() / 2 + 4, -r.width() / 2, r.height() - 8, r.width());
    QFont f = p->font();
    f.setPointSizeF(7);
    p->setFont(f);
    p->setPen(QColor(0xf7, 0xf7, 0xf7));
    p->drawText(
        along, Qt::AlignCenter,
        p->fontMetrics().elidedText(m_label, Qt::ElideRight, static_cast<int>(along.width())));
    p->restore();
    if (selected) {
        p->setPen(QPen(pal.color(QPalette::Highlight).lighter(130), 3));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r, 2, 2);
    }
}

} // namespace cd::ui
