#include "rack_view.h"

#include "device_item.h"
#include "mime_types.h"
#include "rack_geometry.h"
#include "rack_item.h"
#include "rack_scene.h"

#include <QDragEnterEvent>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QMimeData>
#include <QScrollBar>
#include <QUrl>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cd::ui {

RackView::RackView(RackScene& scene, QWidget* parent)
    : QGraphicsView(&scene, parent), m_scene(scene)
{
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setFocusPolicy(Qt::StrongFocus);
}

void RackView::zoomBy(double factor)
{
    const double target = std::clamp(zoom() * factor, 0.05, 8.0);
    const double f = target / zoom();
    scale(f, f);
    m_fit = Fit::None;
}

void RackView::paintEvent(QPaintEvent* event)
{
    // Devices of under kMinDevicePixels a unit are drawn by their racks as blocks (the same
    // colours, no labels at this size either); the scene hides their items, whichever way the
    // view was zoomed (wheel, Fit All, a scale set from outside).
    m_scene.setDeviceDetail(transform().m11() * RackGeometry::kUnit >= kMinDevicePixels);
    QGraphicsView::paintEvent(event);
}

void RackView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fit == Fit::All)
        fitAll();
    else if (m_fit == Fit::Legible)
        fitLegible();
}

void RackView::fitAll()
{
    if (!scene()->items().isEmpty())
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio); // the scene rect has margins
    m_fit = Fit::All;
}

void RackView::fitLegible()
{
    fitAll();
    m_fit = Fit::Legible;
    if (scene()->items().isEmpty() || zoom() >= kLegibleScale)
        return;
    setTransform(QTransform::fromScale(kLegibleScale, kLegibleScale));
    // The first rack of the first row at the top left; the rest scroll into view.
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    // Where the topmost mounted device sits below the middle of the view (servers mounted low in
    // tall racks on a small screen), scroll down to it: the view opens on equipment, not on empty
    // rack tops.
    double top = std::numeric_limits<double>::max();
    for (QGraphicsItem* item : scene()->items())
        if (const auto* d = qgraphicsitem_cast<DeviceItem*>(item); d && d->heightU() > 0)
            top = std::min(top, d->sceneBoundingRect().top()); // zero-U strips run full height
    if (top == std::numeric_limits<double>::max())
        return;
    const int y = mapFromScene(QPointF(0, top)).y();
    if (y > viewport()->height() / 2)
        verticalScrollBar()->setValue(verticalScrollBar()->value() + y - kDeviceMarginPx);
}

void RackView::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.15, steps));
    event->accept();
}

void RackView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panLast = event->pos();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void RackView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_panning) {
        const QPoint d = event->pos() - m_panLast;
        m_panLast = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
    if (!rubberBandRect().isNull())
        keepDevicesOverRacks();
}

void RackView::keepDevicesOverRacks()
{
    // A band drawn over devices means those devices: the racks it also touches stay
    // unselected, or Delete would take the racks and everything in them.
    const QList<QGraphicsItem*> selected = m_scene.selectedItems();
    const bool anyDevice = std::any_of(selected.begin(), selected.end(), [](QGraphicsItem* it) {
        return qgraphicsitem_cast<DeviceItem*>(it) != nullptr;
    });
    if (!anyDevice)
        return;
    for (QGraphicsItem* it : selected)
        if (qgraphicsitem_cast<RackItem*>(it))
            it->setSelected(false);
}

void RackView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

QString RackView::designPathOf(const QMimeData* mime)
{
    if (!mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(".cluster.json"))
            return url.toLocalFile();
    return {};
}

void RackView::showPreview(const QString& modelId, const QPoint& viewPos, bool* fits)
{
    const DropTarget t = m_scene.dropTarget(modelId, mapToScene(viewPos));
    *fits = t.valid();
    if (!m_preview) {
        m_preview = new QGraphicsRectItem;
        m_preview->setZValue(100);
        m_previewText = new QGraphicsSimpleTextItem(m_preview);
        m_scene.addItem(m_preview);
    }
    const QColor c = t.valid() ? QColor(0x2e, 0xa0, 0x5f) : QColor(0xc0, 0x39, 0x2b);
    QRectF r = t.rect;
    if (r.isNull())
        r = QRectF(mapToScene(viewPos), QSizeF(180, 20));
    m_preview->setRect(r);
    m_preview->setPen(QPen(c, 2));
    m_preview->setBrush(QColor(c.red(), c.green(), c.blue(), 110));
    const QString text = t.valid() ? tr("U%1 — fits").arg(t.u) : t.problem;
    // The whole reason goes to the status bar; the label keeps to the preview's width.
    m_previewText->setText(QFontMetricsF(m_previewText->font())
                               .elidedText(text, Qt::ElideRight, std::max(r.width() - 12, 40.0)));
    m_previewText->setBrush(Qt::white);
    m_previewText->setPos(r.left() + 6, r.top() + 2);
    m_preview->setToolTip(text);
    if (text != m_lastPreviewText) {
        m_lastPreviewText = text;
        emit message(text);
    }
}

void RackView::hidePreview()
{
    m_lastPreviewText.clear();
    delete m_preview; // deletes its text child
    m_preview = nullptr;
    m_previewText = nullptr;
}

void RackView::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasFormat(kCatalogIdMime) || !designPathOf(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void RackView::dragMoveEvent(QDragMoveEvent* event)
{
    const QMimeData* mime = event->mimeData();
    if (mime->hasFormat(kCatalogIdMime)) {
        bool fits = false;
        showPreview(QString::fromUtf8(mime->data(kCatalogIdMime)), event->position().toPoint(),
                    &fits);
        // Accept everywhere so the preview can explain a refusal; the drop decides.
        event->acceptProposedAction();
        return;
    }
    if (!designPathOf(mime).isEmpty()) {
        event->acceptProposedAction();
        return;
    }
    event->ignore();
}

void RackView::dragLeaveEvent(QDragLeaveEvent* event)
{
    hidePreview();
    event->accept();
}

void RackView::dropEvent(QDropEvent* event)
{
    hidePreview();
    const QMimeData* mime = event->mimeData();
    if (const QString path = designPathOf(mime); !path.isEmpty()) {
        event->acceptProposedAction();
        emit designFileDropped(path);
        return;
    }
    if (!mime->hasFormat(kCatalogIdMime)) {
        event->ignore();
        return;
    }
    const QString modelId = QString::fromUtf8(mime->data(kCatalogIdMime));
    const DropTarget t = m_scene.dropTarget(modelId, mapToScene(event->position().toPoint()));
    if (!t.valid()) {
        emit message(tr("Cannot place it here: %1").arg(t.problem));
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    emit catalogItemDropped(modelId, t.rackId, t.u, t.face);
}

} // namespace cd::ui
