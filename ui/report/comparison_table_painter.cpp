#include "comparison_table_painter.h"

#include "pdf_kit.h"

#include <QCoreApplication>
#include <QFontMetricsF>
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

// A row whose label or any cell is wider than its column at 8 pt is this tall: two lines of
// 7 pt ("Durée d'entraînement sur / 1 000 milliards de jetons", "InfiniBand NDR / 400G").
constexpr double kTallRowHeight = 28;

// What a cell shows: its text, then a star on the best value or two spaces to keep the digits of
// a column aligned with it.
QString cellText(const core::ComparisonRow& row, std::size_t v)
{
    return q(row.cells[v].text) + (row.best == v ? " *" : "  ");
}

bool fitsOneLine(QPainter& p, const QString& text, double width, bool bold)
{
    p.setFont(font(kFontPt, bold));
    return QFontMetricsF(p.font()).horizontalAdvance(text) <= width - 6;
}

double rowHeight(QPainter& p, const core::ComparisonRow& row, const Columns& c)
{
    bool fits =
        fitsOneLine(p, q(row.label), c.label, false) && fitsOneLine(p, q(row.unit), c.unit, false);
    for (std::size_t v = 0; fits && v < row.cells.size(); ++v)
        fits = fitsOneLine(p, cellText(row, v), c.variant, row.best == v);
    return fits ? kRowHeight : kTallRowHeight;
}

// One line at 8 pt where it fits; in a tall row, two lines at 7 or 6.5 pt; failing both, set
// smaller (down to 6 pt) and cut.
void paintCell(QPainter& p, const QRectF& cell, const QString& text, Qt::Alignment a,
               bool bold = false)
{
    const QRectF box = cell.adjusted(3, 0, -3, 0);
    if (!fitsOneLine(p, text, cell.width(), bold) && cell.height() > kRowHeight) {
        const auto flags = a | Qt::AlignVCenter | Qt::TextWordWrap;
        for (double pt : {7.0, 6.5}) {
            p.setFont(font(pt, bold));
            const QRectF need = p.boundingRect(box, flags, text.trimmed());
            if (need.height() <= box.height() && need.width() <= box.width()) {
                p.drawText(box, flags, text.trimmed());
                return;
            }
        }
    }
    p.drawText(box, a | Qt::AlignVCenter, shrunkToFit(p, text, box.width(), kFontPt, bold, 6));
}

void paintRow(QPainter& p, const QRectF& area, const core::ComparisonRow& row, bool striped,
              double y, double height, const Columns& c)
{
    const double x = area.left();
    if (striped)
        p.fillRect(QRectF(x, y, area.width(), height), kStripe);
    const QColor ink = row.differs ? kInk : kMuted;
    p.setPen(ink);
    paintCell(p, QRectF(x, y, c.label, height), q(row.label), Qt::AlignLeft);
    paintCell(p, QRectF(x + c.label, y, c.unit, height), q(row.unit), Qt::AlignLeft);
    for (std::size_t v = 0; v < row.cells.size(); ++v) {
        const double left = x + c.label + c.unit + double(v) * c.variant;
        const bool best = row.best == v;
        if (best)
            p.fillRect(QRectF(left + 1, y + 1, c.variant - 2, height - 2), kBest);
        p.setPen(ink);
        paintCell(p, QRectF(left, y, c.variant, height), cellText(row, v), Qt::AlignRight, best);
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
    for (std::size_t r = 0; r < m_c.rows.size(); ++r) {
        const double height = rowHeight(p, m_c.rows[r], c);
        paintRow(p, area, m_c.rows[r], r % 2 == 1, y, height, c);
        y += height;
    }
    paintLegend(p, area, y);
}

} // namespace cd::report
