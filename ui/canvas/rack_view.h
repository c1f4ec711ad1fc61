#pragma once

#include "model/design.h"

#include <QGraphicsView>

class QGraphicsRectItem;
class QMimeData;
class QGraphicsSimpleTextItem;

namespace cd::ui {

class RackScene;

// The canvas: zoom with the wheel, fit with Ctrl+0, pan with the middle button, rubber-band
// and Ctrl multi-select; catalog items dropped on a rack U show a live preview, green when
// the device fits and red with the reason when it does not.
class RackView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit RackView(RackScene& scene, QWidget* parent = nullptr);

    void zoomBy(double factor);
    void fitAll();
    double zoom() const { return transform().m11(); }

signals:
    void catalogItemDropped(const QString& modelId, const QString& rackId, int u,
                            cd::core::Face face);
    void designFileDropped(const QString& path);
    void message(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void keepDevicesOverRacks();
    void showPreview(const QString& modelId, const QPoint& viewPos, bool* fits);
    void hidePreview();
    static QString designPathOf(const QMimeData* mime);

    RackScene& m_scene;
    bool m_fitted = false; // since the last Fit All the user has not zoomed: resizes re-fit
    QGraphicsRectItem* m_preview = nullptr;
    QGraphicsSimpleTextItem* m_previewText = nullptr;
    QString m_lastPreviewText;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace cd::ui
