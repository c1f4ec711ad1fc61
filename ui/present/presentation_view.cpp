#include "presentation_view.h"

#include "report/rack_elevation_painter.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cd::ui {

namespace {

const QColor kGround(0x10, 0x16, 0x1f);
const QColor kText(0xf2, 0xf4, 0xf7);
const QColor kMuted(0x9a, 0xa7, 0xb6);
const QColor kAccent(0x4c, 0xc3, 0x8a);
const QColor kTile(0x1c, 0x26, 0x33);

QFont font(double pixels, bool bold = false)
{
    QFont f;
    f.setPixelSize(std::max(8, static_cast<int>(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

void paintTiles(QPainter& p, const QRectF& box, const std::vector<FigureTile>& tiles, double unit)
{
    if (tiles.empty())
        return;
    const int columns = tiles.size() <= 4 ? static_cast<int>(tiles.size()) : 3;
    const int rows = static_cast<int>((tiles.size() + columns - 1) / columns);
    const double gap = unit * 0.8;
    const double w = (box.width() - gap * (columns - 1)) / columns;
    const double h = std::min((box.height() - gap * (rows - 1)) / rows, unit * 11);
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int r = static_cast<int>(i) / columns, c = static_cast<int>(i) % columns;
        const QRectF t(box.left() + c * (w + gap), box.top() + r * (h + gap), w, h);
        p.setPen(Qt::NoPen);
        p.setBrush(kTile);
        p.drawRoundedRect(t, unit * 0.4, unit * 0.4);
        const QRectF inner = t.adjusted(unit, unit * 0.6, -unit, -unit * 0.6);
        p.setPen(kText);
        // The figure in the largest type that fits the tile, never cut.
        double px = std::min(unit * 3.0, h * 0.3);
        while (px > unit * 1.4 &&
               QFontMetricsF(font(px, true)).horizontalAdvance(tiles[i].value) > inner.width())
            px *= 0.92;
        p.setFont(font(px, true));
        p.drawText(inner, Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine,
                   p.fontMetrics().elidedText(tiles[i].value, Qt::ElideRight,
                                              static_cast<int>(inner.width())));
        p.setPen(kMuted);
        p.setFont(font(unit * 1.15));
        QString label = tiles[i].label;
        if (!tiles[i].note.isEmpty())
            label += "\n" + tiles[i].note;
        p.drawText(inner, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, label);
    }
}

// Column widths and row height of a table slide.
struct TableGeometry
{
    double labelW;
    double cellW;
    double rowH;
    double unit;
};

// Variant names are long: the header takes the largest type at which every name fits.
double headerPixels(const QStringList& names, const TableGeometry& g)
{
    double headerPx = g.rowH * 0.48;
    for (; headerPx > g.rowH * 0.3; headerPx *= 0.92) {
        const QFontMetricsF fm(font(headerPx, true));
        bool fits = true;
        for (const QString& name : names)
            fits = fits && fm.horizontalAdvance(name) <= g.cellW - g.unit * 0.5;
        if (fits)
            break;
    }
    return headerPx;
}

void paintTableHeader(QPainter& p, const QRectF& box, const Slide& s, const TableGeometry& g)
{
    const int columns = static_cast<int>(s.columns.size());
    p.setFont(font(headerPixels(s.columns, g), true));
    p.setPen(kText);
    for (int c = 0; c < columns; ++c)
        p.drawText(
            QRectF(box.left() + g.labelW + c * g.cellW, box.top(), g.cellW - g.unit * 0.5, g.rowH),
            Qt::AlignRight | Qt::AlignVCenter,
            p.fontMetrics().elidedText(s.columns[c], Qt::ElideRight,
                                       static_cast<int>(g.cellW - g.unit * 0.5)));
}

void paintTableRow(QPainter& p, const QRectF& box, const SlideRow& r, int columns, double y,
                   const TableGeometry& g)
{
    if (r.differs) {
        p.setPen(Qt::NoPen);
        p.setBrush(kTile);
        p.drawRect(QRectF(box.left(), y, box.width(), g.rowH));
    }
    p.setFont(font(g.rowH * 0.45));
    p.setPen(kMuted);
    p.drawText(QRectF(box.left() + g.unit * 0.4, y, g.labelW, g.rowH),
               Qt::AlignLeft | Qt::AlignVCenter, r.label);
    for (int c = 0; c < columns && c < r.cells.size(); ++c) {
        const bool best = c == r.best;
        p.setFont(font(g.rowH * 0.45, best));
        p.setPen(best ? kAccent : kText);
        const QString text = best ? QStringLiteral("★ ") + r.cells[c] : r.cells[c];
        p.drawText(QRectF(box.left() + g.labelW + c * g.cellW, y, g.cellW - g.unit * 0.5, g.rowH),
                   Qt::AlignRight | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(text, Qt::ElideRight,
                                              static_cast<int>(g.cellW - g.unit * 0.5)));
    }
}

void paintTable(QPainter& p, const QRectF& box, const Slide& s, double unit)
{
    const int columns = static_cast<int>(s.columns.size());
    if (columns == 0)
        return;
    const double labelW = box.width() * 0.32;
    const double cellW = (box.width() - labelW) / columns;
    const double rowH = std::min(unit * 2.4, box.height() / (s.rows.size() + 1.5));
    const TableGeometry g{labelW, cellW, rowH, unit};
    paintTableHeader(p, box, s, g);
    double y = box.top() + rowH * 1.2;
    for (const SlideRow& r : s.rows) {
        paintTableRow(p, box, r, columns, y, g);
        y += rowH;
    }
}

// The title and, when there is one, the subtitle; returns where the body may start.
double paintHeading(QPainter& p, const QRectF& frame, const Slide& s, double unit)
{
    p.setPen(kText);
    p.setFont(font(unit * 3.2, true));
    p.drawText(QRectF(frame.left(), frame.top(), frame.width(), unit * 4.5),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, s.title);
    double top = frame.top() + unit * 4.8;
    if (!s.subtitle.isEmpty()) {
        p.setPen(kMuted);
        p.setFont(font(unit * 1.5));
        const QRectF sub(frame.left(), top, frame.width(), unit * 4);
        p.drawText(sub, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, s.subtitle);
        top += unit * 4.4;
    }
    return top;
}

void paintElevation(QPainter& p, const QRectF& body, const Slide& s)
{
    if (!s.design || !s.catalog || !s.report)
        return;
    report::RackElevationPainter racks(*s.design, *s.catalog, *s.report);
    racks.setTextColor(kText);
    const QSizeF natural = racks.naturalSize();
    const double scale = std::min(body.width() / natural.width(), body.height() / natural.height());
    const QSizeF size = natural * scale;
    racks.paint(
        p, QRectF(body.center().x() - size.width() / 2, body.top(), size.width(), size.height()));
}

void paintBody(QPainter& p, const QRectF& body, const Slide& s, double unit)
{
    switch (s.kind) {
    case Slide::Kind::Figures:
        paintTiles(p, body, s.tiles, unit);
        break;
    case Slide::Kind::Table:
        paintTable(p, body, s, unit);
        break;
    case Slide::Kind::Elevation:
        paintElevation(p, body, s);
        break;
    }
}

void paintFooter(QPainter& p, const QRectF& frame, const Slide& s, double unit, int index,
                 int count)
{
    p.setPen(kMuted);
    p.setFont(font(unit * 1.1));
    const QRectF foot(frame.left(), frame.bottom() - unit * 2, frame.width(), unit * 2);
    const QString nav = QStringLiteral("%1 / %2   ← →   Esc").arg(index + 1).arg(count);
    QRectF navBox;
    p.drawText(foot, Qt::AlignRight | Qt::AlignVCenter, nav, &navBox);
    // The footnote keeps clear of the page number: a smaller font, then two lines, then elided.
    QRectF note = foot.adjusted(0, -unit * 1.2, -(navBox.width() + unit * 1.5), 0);
    QFont f = font(unit * 1.1);
    if (QFontMetricsF(f).horizontalAdvance(s.footnote) > note.width())
        f = font(unit * 0.9);
    p.setFont(f);
    const QFontMetricsF fm(f);
    const QString text = fm.elidedText(s.footnote, Qt::ElideRight, note.width() * 2 - unit);
    p.drawText(note, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, text);
}

} // namespace

void paintSlide(QPainter& p, const QRectF& area, const Slide& s, int index, int count)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, kGround);
    // Everything scales with the screen: one unit is a fiftieth of the slide's height.
    const double unit = area.height() / 50.0;
    const QRectF frame = area.adjusted(unit * 4, unit * 3, -unit * 4, -unit * 3);
    const double top = paintHeading(p, frame, s, unit);
    const QRectF body(frame.left(), top + unit, frame.width(), frame.bottom() - top - unit * 4);
    paintBody(p, body, s, unit);
    paintFooter(p, frame, s, unit, index, count);
    p.restore();
}

PresentationView::PresentationView(std::unique_ptr<PresentationDeck> deck, QWidget* parent)
    : QWidget(parent), m_deck(std::move(deck))
{
    setWindowTitle(tr("Cluster Designer — Presentation"));
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::BlankCursor);
}

void PresentationView::go(int index)
{
    const int clamped = std::clamp(index, 0, std::max(0, count() - 1));
    if (clamped == m_current)
        return;
    m_current = clamped;
    update();
    emit slideChanged(m_current);
}

void PresentationView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (m_deck->slides.empty()) {
        p.fillRect(rect(), kGround);
        return;
    }
    paintSlide(p, rect(), slide(m_current), m_current, count());
}

void PresentationView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_PageDown:
        go(m_current + 1);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
    case Qt::Key_PageUp:
        go(m_current - 1);
        return;
    case Qt::Key_Home:
        go(0);
        return;
    case Qt::Key_End:
        go(count() - 1);
        return;
    case Qt::Key_Escape:
    case Qt::Key_Q:
        close();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void PresentationView::mousePressEvent(QMouseEvent* event)
{
    go(m_current + (event->button() == Qt::RightButton ? -1 : 1));
}

} // namespace cd::ui
