#pragma once

#include <QGraphicsObject>

namespace cd::ui {

struct RackFigures
{
    double maxKw = 0;
    int uUsed = 0;
    QString cooling;
    // Load over its limit (worst feed, else the air cooling limit); negative: unknown.
    double loadFraction = -1;
    bool loadHardLimit = false; // over a feed's capacity is a fault; over the air limit is not
    QString loadText;
    bool operator==(const RackFigures&) const = default;
};

// A rack frame with its U numbers and figures. Dragging it by the header proposes a new
// position in its row.
class RackItem : public QGraphicsObject
{
    Q_OBJECT
public:
    enum
    {
        Type = UserType + 1
    };

    explicit RackItem(const QString& rackId);
    // Repaints only when something shown changed.
    void setContent(const QString& name, const QString& model, int units,
                    const RackFigures& figures);
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QString& rackId() const { return m_id; }
    const RackFigures& figures() const { return m_figures; }
    int units() const { return m_units; }
    // Origin (top-left of the header) in scene coordinates.
    QPointF origin() const { return pos(); }

private:
    void paintZoomedOut(QPainter* p, const QRectF& frame, double scale, const QPalette& pal) const;
    // The name and figures above the frame; returns the font the figures were drawn in.
    QFont paintHeader(QPainter* p, const QRectF& frame, const QPalette& pal) const;
    // The frame's inside with the U numbers on both rails and a line per U.
    void paintUnits(QPainter* p, const QRectF& frame, const QFont& headerFont) const;

    QString m_id;
    QString m_name;
    QString m_model;
    int m_units = 0;
    RackFigures m_figures;
};

} // namespace cd::ui
