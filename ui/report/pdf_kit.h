#pragma once

// Drawing pieces the PDF documents share (the quote, quote_pdf.cpp, and the customer
// proposal, proposal_pdf.cpp), so they look alike: A4 at 96 dpi, one type family, the same
// colours, footer, headings, parties with the reseller's logo, figure boxes, rack elevations,
// and an atomic write. QtGui only.
#include "analysis/analyze.h"
#include "common/qstring.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <functional>
#include <string>

class QPainter;
class QPdfWriter;

namespace cd::report::pdf {

// Page geometry in PDF units at 96 dpi (A4 = 794 x 1123), so point sizes match the screen.
inline constexpr int kDpi = 96;
inline constexpr double kMargin = 48;
inline const QColor kInk{0x22, 0x22, 0x22};
inline const QColor kAccent{0x1f, 0x3a, 0x5f};
inline const QColor kMuted{0x66, 0x66, 0x66};
inline const QColor kBand{0xdc, 0xe6, 0xf1};

QFont font(double pt, bool bold = false);

// An ISO date (2026-12-07) as the document's language writes it: "7 December 2026",
// "7 décembre 2026"; the text unchanged when it is not an ISO date.
QString documentDate(const std::string& isoDate);

// `text` in the painter's font made smaller, half a point at a time down to `minPt`, until it
// fits `width`, and elided only then; the painter keeps the font it was shown in.
QString shrunkToFit(QPainter& p, const QString& text, double width, double pt, bool bold,
                    double minPt);

// The page and the area inside the margins, with room for the footer below.
struct Layout
{
    QRectF page;
    QRectF content;
    explicit Layout(const QPdfWriter& writer);
};

// `left` at the left of the footer band, "Page i of n" at the right.
void footer(QPainter& p, const Layout& l, const QString& left, int page, int pages);
// A section heading at `y`; returns the y below it.
double heading(QPainter& p, const Layout& l, const QString& text, double y);
// "FROM" / "FOR" label, name, address lines, e-mail and phone; nothing for an empty party.
void party(QPainter& p, const QRectF& box, const QString& label, const core::QuoteParty& who);
// The image at `path` scaled into `box` (keeping its aspect); false when it does not load.
bool logo(QPainter& p, const QRectF& box, const std::string& path);
// A shaded box: a large value (shrunk down to 7 pt to fit, then elided) over a small label.
void figure(QPainter& p, const QRectF& box, const QString& value, const QString& label);

// Racks [first, first + count) of the design in row/position order, drawn by
// RackElevationPainter as large as fits `area` (never above scale 1).
void rackElevations(QPainter& p, const core::Design& design, const core::CatalogView& catalog,
                    const core::Report& report, const QRectF& area, std::size_t first,
                    std::size_t count);

// Renders into a QPdfWriter (A4, no margins, kDpi) on a temporary file, then renames it to
// `path`, so a failed export never leaves half a file. Throws core::SaveError.
void writePdf(const std::string& path, const QString& title, const QString& creator,
              const std::function<void(QPdfWriter&)>& render);

} // namespace cd::report::pdf
