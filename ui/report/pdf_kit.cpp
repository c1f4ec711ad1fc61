#include "pdf_kit.h"

#include "common/qstring.h"

#include "io/atomic_file.h"
#include "rack_elevation_painter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace cd::report::pdf {

namespace {

// Text shrunk from `pt` until it fits `width` (down to 7 pt), then elided. Measured in fractions
// of a point both times: whole-point widths let a text that fitted by the shrinking test be cut
// by the eliding one (a French total, "3 614 099,00 U…").
QString fitted(QPainter& p, const QString& text, double width, double pt, bool bold)
{
    return shrunkToFit(p, text, width, pt, bold, 7);
}

// A key figure's value: one line from 15 pt down to 10 pt; a longer one ("au moins
// refroidissement liquide direct") word-wrapped at the largest size from 10 pt down to 7 pt at
// which it fits, rather than shrunk to a size no one reads at a glance or cut; cut only when
// even that does not fit.
void paintFigureValue(QPainter& p, const QString& value, const QRectF& area)
{
    constexpr double kMinOneLinePt = 10;
    const QString oneLine = shrunkToFit(p, value, area.width(), 15, true, kMinOneLinePt);
    if (oneLine == value) {
        p.drawText(area, Qt::AlignLeft | Qt::AlignVCenter, value);
        return;
    }
    for (double pt = kMinOneLinePt; pt >= 7; pt -= 0.5) {
        p.setFont(font(pt, true));
        const QRectF need =
            QFontMetricsF(p.font()).boundingRect(area, Qt::AlignLeft | Qt::TextWordWrap, value);
        if (need.width() <= area.width() && need.height() <= area.height()) {
            p.drawText(area, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, value);
            return;
        }
    }
    p.drawText(area, Qt::AlignLeft | Qt::AlignVCenter, fitted(p, value, area.width(), 15, true));
}

} // namespace

QString shrunkToFit(QPainter& p, const QString& text, double width, double pt, bool bold,
                    double minPt)
{
    p.setFont(font(pt, bold));
    while (pt > minPt && QFontMetricsF(p.font()).horizontalAdvance(text) > width)
        p.setFont(font(pt -= 0.5, bold));
    return QFontMetricsF(p.font()).elidedText(text, Qt::ElideRight, width);
}

QString documentDate(const std::string& isoDate)
{
    const QString text = QString::fromStdString(isoDate);
    const QDate d = QDate::fromString(text, Qt::ISODate);
    return d.isValid() ? QLocale().toString(d, QStringLiteral("d MMMM yyyy")) : text;
}

QFont font(double pt, bool bold)
{
    QFont f("DejaVu Sans");
    f.setPointSizeF(pt);
    f.setBold(bold);
    // No ligatures: "ﬁ" and "ﬀ" glyphs reach the PDF's text as one character each, so a
    // reader searching or copying "InfiniBand" from the document would not find it. Latin
    // script needs no shaping.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

Layout::Layout(const QPdfWriter& writer)
    : page(0, 0, writer.width(), writer.height()),
      content(page.adjusted(kMargin, kMargin, -kMargin, -kMargin - 20))
{
}

void footer(QPainter& p, const Layout& l, const QString& left, int page, int pages)
{
    p.setFont(font(7));
    p.setPen(kMuted);
    const QRectF band(kMargin, l.page.height() - kMargin + 4, l.page.width() - 2 * kMargin, 16);
    p.drawText(band, Qt::AlignLeft | Qt::AlignVCenter, left);
    p.drawText(band, Qt::AlignRight | Qt::AlignVCenter,
               QCoreApplication::translate("PdfKit", "Page %1 of %2").arg(page).arg(pages));
}

double heading(QPainter& p, const Layout& l, const QString& text, double y)
{
    p.setFont(font(14, true));
    p.setPen(kAccent);
    p.drawText(QRectF(l.content.left(), y, l.content.width(), 26), Qt::AlignLeft, text);
    return y + 32;
}

void party(QPainter& p, const QRectF& box, const QString& label, const core::QuoteParty& who)
{
    if (who.name.empty() && who.address.empty())
        return;
    p.setFont(font(7.5, true));
    p.setPen(kMuted);
    p.drawText(QRectF(box.left(), box.top(), box.width(), 14), label.toUpper());
    p.setFont(font(10, true));
    p.setPen(kInk);
    p.drawText(QRectF(box.left(), box.top() + 16, box.width(), 18), q(who.name));
    p.setFont(font(8.5));
    QString rest = q(who.address);
    for (const std::string& extra : {who.email, who.phone})
        if (!extra.empty())
            rest += "\n" + q(extra);
    p.drawText(QRectF(box.left(), box.top() + 36, box.width(), box.height() - 36),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rest);
}

bool logo(QPainter& p, const QRectF& box, const std::string& path)
{
    QImage image;
    if (path.empty() || !image.load(q(path)))
        return false;
    const QSizeF size = QSizeF(image.size()).scaled(box.size(), Qt::KeepAspectRatio);
    p.drawImage(QRectF(box.topLeft(), size), image);
    return true;
}

void figure(QPainter& p, const QRectF& box, const QString& value, const QString& label)
{
    p.fillRect(box, kBand);
    p.setPen(kAccent);
    paintFigureValue(p, value, box.adjusted(10, 8, -10, -24));
    p.setFont(font(8));
    p.setPen(kMuted);
    p.drawText(box.adjusted(10, 0, -10, -6), Qt::AlignLeft | Qt::AlignBottom, label);
}

void rackElevations(QPainter& p, const core::Design& design, const core::CatalogView& catalog,
                    const core::Report& report, const QRectF& area, std::size_t first,
                    std::size_t count)
{
    core::Design part = design;
    part.racks.clear();
    std::vector<core::Rack> sorted = design.racks;
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        return std::tie(a.row, a.position) < std::tie(b.row, b.position);
    });
    for (std::size_t i = first; i < sorted.size() && i < first + count; ++i)
        part.racks.push_back(sorted[i]);
    RackElevationPainter painter(part, catalog, report);
    painter.setTextColor(kInk);
    const QSizeF natural = painter.naturalSize();
    const double scale =
        std::min({area.width() / natural.width(), area.height() / natural.height(), 1.0});
    painter.paint(
        p, QRectF(area.left(), area.top(), natural.width() * scale, natural.height() * scale));
}

// The PDF is drawn in memory and handed to the one atomic writer: QPdfWriter reports no write
// errors, so drawing straight to disk could leave a truncated file on a full disk.
void writePdf(const std::string& path, const QString& title, const QString& creator,
              const std::function<void(QPdfWriter&)>& render)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(kDpi);
        writer.setTitle(title);
        writer.setCreator(creator);
        render(writer);
    }
    core::writeFileAtomically(path, bytes.toStdString());
}

} // namespace cd::report::pdf
