#include "rack_item.h"

#include "rack_geometry.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace cd::ui {

RackItem::RackItem(const QString& rackId) : m_id(rackId)
{
    setFlag(ItemIsSelectable);
    setZValue(-1);
}

void RackItem::setContent(const QString& name, const QString& model, int units,
                          const RackFigures& figures)
{
    if (name == m_name && model == m_model && units == m_units && figures == m_figures)
        return;
    if (units != m_units)
        prepareGeometryChange();
    m_name = name;
    m_model = model;
    m_units = units;
    m_figures = figures;
    QString tip = QObject::tr("%1 (%2): drag the header to reorder").arg(name, model);
    if (figures.loadFraction >= 0)
        tip += QObject::tr("\nLoad: %1").arg(figures.loadText);
    setToolTip(tip);
    update();
}

QRectF RackItem::boundingRect() const
{
    return RackGeometry::outerRect(QPointF(0, 0), m_units).adjusted(-2, -2, 2, 2);
}

namespace {

void drawFrame(QPainter* p, const QRectF& frame, bool selected, const QPalette& pal)
{
    p->setPen(QPen(selected ? pal.color(QPalette::Highlight) : QColor(0x60, 0x64, 0x68),
                   selected ? 3 : 1.5));
    p->setBrush(Qt::NoBrush);
    p->drawRect(frame);
}

// The load strip along the top of the frame: green, amber from 80 % (and above the air
// limit, which asks for other cooling), red with a red frame over a feed's capacity.
void drawLoad(QPainter* p, const QRectF& frame, const RackFigures& figures)
{
    if (figures.loadFraction < 0)
        return;
    const double f = figures.loadFraction;
    const bool fault = f > 1.0 && figures.loadHardLimit;
    const QColor c = fault      ? QColor(0xc0, 0x39, 0x2b)
                     : f >= 0.8 ? QColor(0xe6, 0x7e, 0x22)
                                : QColor(0x2e, 0xa0, 0x5f);
    const QRectF strip(frame.left(), frame.top() - 6, frame.width(), 5);
    p->fillRect(strip, QColor(0x60, 0x64, 0x68, 90));
    p->fillRect(QRectF(strip.left(), strip.top(), strip.width() * std::min(f, 1.0), strip.height()),
                c);
    if (fault) {
        p->setPen(QPen(c, 3));
        p->setBrush(Qt::NoBrush);
        p->drawRect(frame.adjusted(-2, -2, 2, 2));
    }
}

} // namespace

void RackItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QPalette pal = QApplication::palette();
    const QRectF frame = RackGeometry::frameRect(QPointF(0, 0), m_units);
    const double scale = QStyleOptionGraphicsItem::levelOfDetailFromTransform(p->worldTransform());
    const bool selected = option->state & QStyle::State_Selected;
    if (scale < RackGeometry::kMinTextScale) {
        // Zoomed out the U numbers go and the header's name and load are drawn large, so
        // that a whole hall stays readable at Fit All.
        paintZoomedOut(p, frame, scale, pal);
    } else {
        const QFont headerFont = paintHeader(p, frame, pal);
        paintUnits(p, frame, headerFont);
    }
    if (m_blocksShown) {
        // Axis-aligned blocks of a pixel or two: antialiasing would only blur them.
        const bool antialiased = p->testRenderHint(QPainter::Antialiasing);
        p->setRenderHint(QPainter::Antialiasing, false);
        for (const Block& b : m_blocks)
            p->fillRect(b.rect, b.colour);
        p->setRenderHint(QPainter::Antialiasing, antialiased);
    }
    drawFrame(p, frame, selected, pal);
    drawLoad(p, frame, m_figures);
}

void RackItem::beginBlocks()
{
    m_previousBlocks.swap(m_blocks);
    m_blocks.clear();
}

void RackItem::endBlocks()
{
    if (m_blocksShown && m_blocks != m_previousBlocks)
        update();
}

void RackItem::setBlocksShown(bool shown)
{
    if (shown == m_blocksShown)
        return;
    m_blocksShown = shown;
    update();
}

void RackItem::paintZoomedOut(QPainter* p, const QRectF& frame, double scale,
                              const QPalette& pal) const
{
    p->fillRect(frame, QColor(0x2b, 0x2d, 0x30));
    if (22 * scale < RackGeometry::kMinTextPixels) // the smaller line: both are specks
        return;
    QFont big = p->font();
    big.setBold(true);
    big.setPixelSize(28);
    p->setFont(big);
    p->setPen(pal.color(QPalette::Text));
    p->drawText(QRectF(0, 0, frame.width(), 30), Qt::AlignLeft | Qt::AlignVCenter, m_name);
    big.setBold(false);
    big.setPixelSize(22);
    p->setFont(big);
    p->drawText(QRectF(0, 30, frame.width(), 26), Qt::AlignLeft | Qt::AlignVCenter,
                QObject::tr("%1 kW · %2/%3 U")
                    .arg(QLocale().toString(m_figures.maxKw, 'f', 1))
                    .arg(m_figures.uUsed)
                    .arg(m_units));
}

// Power, units and the cooling the rack's heat needs (not what it has: "rear-door heat
// exchanger" alone read as a door already fitted). A frame of unpublished height (the NVL72's
// MGX rack) is drawn at a fallback height, whose units would mean nothing.
QString RackItem::figuresText() const
{
    const QString kw = QLocale().toString(m_figures.maxKw, 'f', 1);
    if (!m_figures.heightPublished)
        return QObject::tr("%1 kW max · height not published\nneeds: %2")
            .arg(kw, m_figures.cooling);
    return QObject::tr("%1 kW max · %2/%3 U\nneeds: %4")
        .arg(kw)
        .arg(m_figures.uUsed)
        .arg(m_units)
        .arg(m_figures.cooling);
}

QFont RackItem::paintHeader(QPainter* p, const QRectF& frame, const QPalette& pal) const
{
    QFont f = p->font();
    f.setBold(true);
    f.setPointSizeF(10);
    p->setFont(f);
    p->setPen(pal.color(QPalette::Text));
    p->drawText(QRectF(0, 0, frame.width(), 20), Qt::AlignLeft | Qt::AlignVCenter, m_name);
    f.setBold(false);
    f.setPointSizeF(8);
    p->setFont(f);
    p->drawText(QRectF(0, 20, frame.width(), 36), Qt::AlignLeft | Qt::AlignTop, figuresText());
    return f;
}

void RackItem::paintUnits(QPainter* p, const QRectF& frame, const QFont& headerFont) const
{
    p->fillRect(frame, QColor(0x2b, 0x2d, 0x30));
    p->setPen(QColor(0xa0, 0xa4, 0xa8));
    QFont small = headerFont;
    small.setPointSizeF(7);
    p->setFont(small);
    for (int u = 1; u <= m_units; ++u) {
        const double y = frame.bottom() - u * RackGeometry::kUnit;
        const QRectF left(frame.left(), y, RackGeometry::kRail - 4, RackGeometry::kUnit);
        const QRectF right(frame.right() - RackGeometry::kRail + 4, y, RackGeometry::kRail - 4,
                           RackGeometry::kUnit);
        p->drawText(left, Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
        p->drawText(right, Qt::AlignLeft | Qt::AlignVCenter, QString::number(u));
        p->setPen(QColor(0x3a, 0x3d, 0x41));
        p->drawLine(QPointF(frame.left() + RackGeometry::kRail, y),
                    QPointF(frame.right() - RackGeometry::kRail, y));
        p->setPen(QColor(0xa0, 0xa4, 0xa8));
    }
}

} // namespace cd::ui
