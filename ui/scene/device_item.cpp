#include "device_item.h"

#include "rack_geometry.h"
#include "rack_scene.h"
#include "report/rack_elevation_painter.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace cd::ui {

DeviceItem::DeviceItem(RackScene& scene, const core::Device& device,
                       const core::CatalogItem* item, int heightU, bool ghost)
    : m_scene(scene), m_id(QString::fromStdString(device.id)),
      m_label(QString::fromStdString(device.name)),
      m_model(item ? QString::fromStdString(item->model)
                   : QObject::tr("unknown id %1").arg(QString::fromStdString(device.model))),
      m_color(item ? report::RackElevationPainter::colorFor(item->kind) : QColor(0xc0, 0x39, 0x2b)),
      m_height(heightU), m_ghost(ghost)
{
    setData(0, m_id);
    if (!ghost) {
        setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges);
        setCursor(Qt::OpenHandCursor);
    } else {
        setZValue(-0.5);
    }
    QString tip = QStringLiteral("<b>%1</b><br>%2<br>U%3–U%4, %5")
                      .arg(m_label.toHtmlEscaped(), m_model.toHtmlEscaped())
                      .arg(device.u)
                      .arg(device.u + heightU - 1)
                      .arg(device.face == core::Face::Front ? QObject::tr("front")
                                                            : QObject::tr("rear"));
    if (item && item->gpu) {
        const auto fit = core::effectiveGpu(device, *item);
        tip += QObject::tr("<br>%1 × %2").arg(fit.count).arg(QString::fromStdString(fit.gpu));
    }
    if (ghost)
        tip += QObject::tr("<br><i>on the other face</i>");
    setToolTip(tip);
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
    const bool dragging = m_scene.isDraggingDevices() && isSelected();
    QColor fill = m_color;
    if (dragging)
        fill = m_problem.isEmpty() ? QColor(0x2e, 0xa0, 0x5f) : QColor(0xc0, 0x39, 0x2b);
    p->setPen(Qt::NoPen);
    p->setBrush(fill);
    p->drawRoundedRect(r, 3, 3);
    p->setPen(QColor(0xf7, 0xf7, 0xf7));
    QFont f = p->font();
    f.setPointSizeF(m_height >= 2 ? 9 : 8);
    p->setFont(f);
    const QString text = dragging && !m_problem.isEmpty()
                             ? m_problem
                             : m_label + QStringLiteral("  ·  ") + m_model;
    p->drawText(r.adjusted(6, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
                p->fontMetrics().elidedText(text, Qt::ElideRight, static_cast<int>(r.width() - 10)));
    if (option->state & QStyle::State_Selected) {
        p->setPen(QPen(pal.color(QPalette::Highlight).lighter(130), 3));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r, 3, 3);
    }
}

} // namespace cd::ui
