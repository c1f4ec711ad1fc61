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
    // Every rack in view, however small (View ▸ Fit All, Ctrl+0).
    void fitAll();
    // How a design opens: every rack in view when its labels stay legible at that scale, else
    // the legible scale from the first rack on, the rest a scroll away (issue 19: 32 racks
    // fitted were 60 px tall, their names unreadable).
    void fitLegible();
    double zoom() const { return transform().m11(); }
    // The scale at which device names (9 pt at scale 1) are about 8 px tall.
    static constexpr double kLegibleScale = 0.7;
    // Pixels a rack unit must have for devices to be drawn as items of their own (issue 24's
    // level of detail); below, their racks draw them as blocks.
    static constexpr double kMinDevicePixels = 3.0;
    // Space kept above the topmost device when fitLegible scrolls down to it, in pixels.
    static constexpr int kDeviceMarginPx = 48;

signals:
    void catalogItemDropped(const QString& modelId, const QString& rackId, int u,
                            cd::core::Face face);
    void designFileDropped(const QString& path);
    void message(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
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
    enum class Fit
    {
        None, // the user zoomed: resizes keep the scale
        All,
        Legible
    };
    Fit m_fit = Fit::None; // how the view was last fitted; resizes fit again the same way
    QGraphicsRectItem* m_preview = nullptr;
    QGraphicsSimpleTextItem* m_previewText = nullptr;
    QString m_lastPreviewText;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace cd::ui
