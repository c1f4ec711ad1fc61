#include "comparison_table_painter.h"

#include "pdf_kit.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace cd::report {

namespace {

using namespace pdf;

const QColor kBest(0xd4, 0xed, 0xda), kStripe(0xf4, 0xf6, 0xf9);
constexpr double kLegend = 34;
constexpr double kFontPt = 8;

struct Columns
{
    double label = 0, unit = 0, variant = 0; // widths
};

// Label and unit columns as wide as their longest text (at most 32 % and 16 % of the
// width); the variants share the rest.
Columns columnsFor(const QPainter& p, const QRectF& area, const core::Comparison& c)
{
    Columns w;
    for (const core::ComparisonRow& r : c.rows) {
        w.label = std::max(w.label, double(p.fontMetrics().horizontalAdvance(q(r.label))) + 10);
        w.unit = std::max(w.unit, double(p.fontMetrics().horizontalAdvance(q(r.unit))) + 10);
    }
    w.label = std::min(w.label, area.width() * 0.32);
    w.unit = std::min(w.unit, area.width() * 0.16);
    w.variant =
        (area.width() - w.label - w.unit) / double(std::max<std::size_t>(c.variants.size(), 1));
    return w;
}

constexpr double kRowHeight = ComparisonTablePainter::kRowHeight;

// Variant names wrap within their column; the header is as tall as the longest needs.
// Returns its height.
double paintHeader(QPainter& p, const QRectF& area, const core::Comparison& m, const Columns& c)
{
    const double x = area.left();
    const double y = area.top();
    p.setFont(font(kFontPt, true));
    const auto nameBox = [&](std::size_t v, double height) {
        return QRectF(x + c.label + c.unit + double(v) * c.variant + 3, y + 3, c.variant - 6,
                      height - 6);
    };
    double header = ComparisonTablePainter::kHeaderHeight;
    for (std::size_t v = 0; v < m.variants.size(); ++v)
        header = std::max(
            header,
            p.boundingRect(nameBox(v, 1000), Qt::TextWordWrap, q(m.variants[v])).height() + 6);
    p.fillRect(QRectF(x, y, area.width(), header), kAccent);
    p.setPen(Qt::white);
    p.drawText(QRectF(x + 3, y, c.label - 6, header), Qt::AlignLeft | Qt::AlignVCenter,
               QCoreApplication::translate("ComparisonTablePainter", "Figure"));
    p.drawText(QRectF(x + c.label + 3, y, c.unit - 6, header), Qt::AlignLeft | Qt::AlignVCenter,
               QCoreApplication::translate("ComparisonTablePainter", "Unit"));
    for (std::size_t v = 0; v < m.variants.size(); ++v)
        p.drawText(nameBox(v, header), Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap,
                   q(m.variants[v]));
    return header;
}

// A text wider than its cell is set smaller (down to 6 pt) before it is cut: a row label such
// as "Storage needed (checkpoints, dataset)" stays readable beside four variants.
void paintCell(QPainter& p, double y, double left, double width, const QString& text,
               Qt::Alignment a, bool bold = false)
{
    const QRectF box(left + 3, y, width - 6, kRowHeight);
    p.drawText(box, a | Qt::AlignVCenter, shrunkToFit(p, text, box.width(), kFontPt, bold, 6));
}

void paintRow(QPainter& p, const QRectF& area, const core::ComparisonRow& row, bool striped,
              double y, const Columns& c)
{
    const double x = area.left();
    if (striped)
        p.fillRect(QRectF(x, y, area.width(), kRowHeight), kStripe);
    const QColor ink = row.differs ? kInk : kMuted;
    p.setPen(ink);
    paintCell(p, y, x, c.label, q(row.label), Qt::AlignLeft);
    paintCell(p, y, x + c.label, c.unit, q(row.unit), Qt::AlignLeft);
    for (std::size_t v = 0; v < row.cells.size(); ++v) {
        const double left = x + c.label + c.unit + double(v) * c.variant;
        const bool best = row.best == v;
        if (best)
            p.fillRect(QRectF(left + 1, y + 1, c.variant - 2, kRowHeight - 2), kBest);
        p.setPen(ink);
        paintCell(p, y, left, c.variant, q(row.cells[v].text) + (best ? " *" : "  "),
                  Qt::AlignRight, best);
    }
}

// The closing rule at `y` and the legend below it.
void paintLegend(QPainter& p, const QRectF& area, double y)
{
    const double x = area.left();
    p.setPen(QPen(kAccent, 0.8));
    p.drawLine(QPointF(x, y), QPointF(area.right(), y));
    p.setFont(font(7));
    p.setPen(kMuted);
    p.drawText(QRectF(x, y + 6, area.width(), kLegend - 6),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               QCoreApplication::translate(
                   "ComparisonTablePainter",
                   "* best value of the row (green). Grey rows are the same in every variant. "
                   "≥ marks a floor: some devices have no published power, or some quote lines no "
                   "price. Unknown figures and floors are never marked best."));
}

} // namespace

void ComparisonTablePainter::paint(QPainter& p, const QRectF& area) const
{
    p.setFont(font(kFontPt));
    const Columns c = columnsFor(p, area, m_c);
    double y = area.top();
    y += paintHeader(p, area, m_c, c);
    for (std::size_t r = 0; r < m_c.rows.size(); ++r, y += kRowHeight)
        paintRow(p, area, m_c.rows[r], r % 2 == 1, y, c);
    paintLegend(p, area, y);
}

} // namespace cd::report
