#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QRectF>

#include <vector>

namespace cd::ui {

struct RackFigures
{
    double maxKw = 0;
    int uUsed = 0;
    bool heightPublished = true; // false: the frame is drawn at a fallback height
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

    // Its devices as coloured blocks, drawn in place of the device items while the view is
    // too far out for them (RackScene::setDeviceDetail): rectangles in the rack's coordinates.
    // Between the two the blocks are added anew; a rack whose blocks did not change is not
    // repainted (an edit changes one or two of a hall's 5,000 racks).
    void beginBlocks();
    void addBlock(const QRectF& rect, const QColor& colour) { m_blocks.push_back({rect, colour}); }
    void endBlocks();
    void setBlocksShown(bool shown);
    std::size_t blockCount() const { return m_blocks.size(); }
    QColor blockColour(std::size_t i) const
    {
        return i < m_blocks.size() ? m_blocks[i].colour : QColor();
    }

private:
    void paintZoomedOut(QPainter* p, const QRectF& frame, double scale, const QPalette& pal) const;
    // The name and figures above the frame; returns the font the figures were drawn in.
    QString figuresText() const;
    QFont paintHeader(QPainter* p, const QRectF& frame, const QPalette& pal) const;
    // The frame's inside with the U numbers on both rails and a line per U.
    void paintUnits(QPainter* p, const QRectF& frame, const QFont& headerFont) const;

    QString m_id;
    QString m_name;
    QString m_model;
    int m_units = 0;
    RackFigures m_figures;
    struct Block
    {
        QRectF rect;
        QColor colour;
        bool operator==(const Block&) const = default;
    };
    std::vector<Block> m_blocks;
    std::vector<Block> m_previousBlocks;
    bool m_blocksShown = false;
};

} // namespace cd::ui
