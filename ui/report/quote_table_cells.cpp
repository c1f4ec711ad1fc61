#include "quote_table_cells.h"

#include "pdf_kit.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

namespace cd::report::pdf {

// A product's description on one line at 7.5 pt (down to 6.5), or on two tight lines at
// 6 pt where it is longer ("OCP (Meta / Rittal design) Open Rack V3 frame (21-inch, 48 V
// busbar)" was cut at "(21-"): a row keeps its height, so that pages hold what the pagination
// counted. Only what does not fit two lines is cut.
void descriptionCell(QPainter& p, const QRectF& box, const QString& t)
{
    if (shrunkToFit(p, t, box.width(), 7.5, false, 6.5) == t) {
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, t);
        return;
    }
    p.setFont(font(6));
    const QFontMetricsF m(p.font());
    const QStringList words = t.split(' ');
    qsizetype n = words.size() - 1; // words on the first line
    while (n > 1 && m.horizontalAdvance(words.mid(0, n).join(' ')) > box.width())
        --n;
    const QString first = m.elidedText(words.mid(0, n).join(' '), Qt::ElideRight, box.width());
    const QString second = m.elidedText(words.mid(n).join(' '), Qt::ElideRight, box.width());
    const double half = box.height() / 2;
    p.drawText(QRectF(box.left(), box.top() + 0.5, box.width(), half),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, first);
    p.drawText(QRectF(box.left(), box.top() + half - 0.5, box.width(), half),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, second);
}

// A vendor part number is what the customer orders by: set smaller, down to 5.5 pt, rather
// than cut ("MTC40F2046S1RC4…" for Micron's MTC40F2046S1RC48BA1).
void partNumberCell(QPainter& p, const QRectF& box, const QString& t)
{
    p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter,
               shrunkToFit(p, t, box.width(), 7.5, false, 5.5));
}

} // namespace cd::report::pdf
