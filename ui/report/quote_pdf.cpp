#include "quote_pdf.h"

#include "io/load_error.h"
#include "rack_elevation_painter.h"

#include <QFile>
#include <QImage>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace cd::report {

namespace {

// Page geometry in PDF units at 96 dpi (A4 = 794 x 1123), so point sizes match the screen.
constexpr int kDpi = 96;
constexpr double kMargin = 48;
constexpr double kRowH = 17;
constexpr int kRacksPerPage = 4;
const QColor kInk(0x22, 0x22, 0x22), kAccent(0x1f, 0x3a, 0x5f), kMuted(0x66, 0x66, 0x66),
    kBand(0xdc, 0xe6, 0xf1);

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString money(double v, const std::string& currency)
{
    return QLocale(QLocale::English).toString(v, 'f', 2) + " " + q(currency);
}

QFont font(double pt, bool bold = false)
{
    QFont f("DejaVu Sans");
    f.setPointSizeF(pt);
    f.setBold(bold);
    return f;
}

struct TableRow
{
    enum Kind
    {
        Category,
        Line,
        Subtotal
    } kind;
    const core::QuoteLine* line = nullptr;
    QString text;
    double amount = 0;
};

// Columns of the BOM table: x offset and width within the content width.
struct Columns
{
    double part, desc, qty, unit, disc, ext, end;
};

Columns columns(double width)
{
    Columns c{};
    c.part = 0;
    c.desc = 120;
    c.ext = width - 118;
    c.disc = c.ext - 44;
    c.unit = c.disc - 96;
    c.qty = c.unit - 44;
    c.end = width;
    return c;
}

class QuoteDocument
{
public:
    QuoteDocument(const core::Quote& q, const core::QuoteSettings& s, const core::QuoteHeader& h,
                  const core::Design& design, const core::CatalogView& catalog,
                  const core::Report& report, QPdfWriter& writer)
        : m_q(q), m_s(s), m_h(h), m_design(design), m_catalog(catalog), m_report(report),
          m_writer(writer)
    {
        m_page = QRectF(0, 0, writer.width(), writer.height());
        m_content = m_page.adjusted(kMargin, kMargin, -kMargin, -kMargin - 20);
        buildRows();
    }

    void render()
    {
        const int rackPages = int((m_design.racks.size() + kRacksPerPage - 1) / kRacksPerPage);
        m_totalPages = 1 + rackPages + int(m_tablePages.size());
        QPainter p(&m_writer);
        cover(p);
        for (int i = 0; i < rackPages; ++i) {
            newPage(p);
            racks(p, i);
        }
        for (std::size_t i = 0; i < m_tablePages.size(); ++i) {
            newPage(p);
            table(p, i);
        }
        p.end();
    }

private:
    void newPage(QPainter& p)
    {
        m_writer.newPage();
        ++m_pageNo;
        footer(p);
    }

    void footer(QPainter& p)
    {
        p.setFont(font(7));
        p.setPen(kMuted);
        const QRectF band(kMargin, m_page.height() - kMargin + 4, m_page.width() - 2 * kMargin, 16);
        p.drawText(band, Qt::AlignLeft | Qt::AlignVCenter,
                   QStringList{"Quote " + q(m_s.number), q(m_s.reseller.name), q(m_h.date)}
                       .filter(QRegularExpression("\\S"))
                       .join(" · "));
        p.drawText(band, Qt::AlignRight | Qt::AlignVCenter,
                   QString("Page %1 of %2").arg(m_pageNo).arg(m_totalPages));
    }

    double heading(QPainter& p, const QString& text, double y)
    {
        p.setFont(font(14, true));
        p.setPen(kAccent);
        p.drawText(QRectF(m_content.left(), y, m_content.width(), 26), Qt::AlignLeft, text);
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

    void cover(QPainter& p)
    {
        m_pageNo = 1;
        footer(p);
        double y = m_content.top();
        QImage logo;
        if (!m_s.reseller.logo.empty() && logo.load(q(m_s.reseller.logo))) {
            const QSizeF size = QSizeF(logo.size()).scaled(220, 70, Qt::KeepAspectRatio);
            p.drawImage(QRectF(m_content.topLeft(), size), logo);
        }
        party(p, QRectF(m_content.right() - 240, y, 240, 110), "From", m_s.reseller);
        y += 130;
        p.setFont(font(24, true));
        p.setPen(kAccent);
        p.drawText(QRectF(m_content.left(), y, m_content.width(), 40), Qt::AlignLeft,
                   "Quote " + q(m_s.number));
        y += 44;
        p.setFont(font(10));
        p.setPen(kInk);
        p.drawText(QRectF(m_content.left(), y, m_content.width(), 18), Qt::AlignLeft,
                   QString("%1 · dated %2 · valid until %3")
                       .arg(q(m_h.designName), q(m_h.date), q(m_h.validUntil)));
        y += 40;
        party(p, QRectF(m_content.left(), y, 300, 110), "For", m_s.customer);
        y += 140;
        summary(p, y);
    }

    void figure(QPainter& p, const QRectF& box, const QString& value, const QString& label)
    {
        p.fillRect(box, kBand);
        p.setPen(kAccent);
        double pt = 15;
        p.setFont(font(pt, true));
        while (pt > 8 && p.fontMetrics().horizontalAdvance(value) > box.width() - 20)
            p.setFont(font(pt -= 0.5, true));
        p.drawText(box.adjusted(10, 8, -10, -24), Qt::AlignLeft | Qt::AlignVCenter, value);
        p.setFont(font(8));
        p.setPen(kMuted);
        p.drawText(box.adjusted(10, 0, -10, -6), Qt::AlignLeft | Qt::AlignBottom, label);
    }

    void summary(QPainter& p, double y)
    {
        y = heading(p, "Summary", y);
        const double w = (m_content.width() - 30) / 4;
        const QLocale en(QLocale::English);
        const std::vector<std::pair<QString, QString>> figures{
            {en.toString(m_h.gpus), "GPUs"},
            {en.toString(m_h.gpuMemoryGb, 'f', 0) + " GB", "GPU memory"},
            {en.toString(m_h.maxKw, 'f', 1) + " kW", "maximum power"},
            {money(m_q.total, m_q.currency), "total incl. " + q(m_s.taxLabel)}};
        for (std::size_t i = 0; i < figures.size(); ++i)
            figure(p, QRectF(m_content.left() + double(i) * (w + 10), y, w, 64), figures[i].first,
                   figures[i].second);
        y += 80;
        p.setFont(font(9));
        p.setPen(kInk);
        QString lines;
        if (!m_h.throughput.empty())
            lines += "Predicted throughput: " + q(m_h.throughput) +
                     " (analytic model, docs/predict.md).\n";
        lines += QString("%1 lines in %2 categories. Subtotal %3, %4 %5 % %6, total %7.\n")
                     .arg(m_q.lines.size())
                     .arg(m_q.categories.size())
                     .arg(money(m_q.subtotal, m_q.currency), q(m_s.taxLabel))
                     .arg(m_q.taxPct)
                     .arg(money(m_q.tax, m_q.currency), money(m_q.total, m_q.currency));
        if (m_q.estimateLines > 0)
            lines += QString("%1 line(s) are priced from public catalog estimates (marked *), "
                             "not from a reseller price list.\n")
                         .arg(m_q.estimateLines);
        if (m_q.unpricedLines > 0)
            lines += QString("%1 line(s) have no price and are not in the total.\n")
                         .arg(m_q.unpricedLines);
        p.drawText(QRectF(m_content.left(), y, m_content.width(), 120),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, lines);
    }

    void racks(QPainter& p, int page)
    {
        double y = heading(p, "Rack elevations", m_content.top());
        core::Design part = m_design;
        part.racks.clear();
        std::vector<core::Rack> sorted = m_design.racks;
        std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
            return std::tie(a.row, a.position) < std::tie(b.row, b.position);
        });
        for (std::size_t i = std::size_t(page) * kRacksPerPage;
             i < sorted.size() && i < std::size_t(page + 1) * kRacksPerPage; ++i)
            part.racks.push_back(sorted[i]);
        RackElevationPainter painter(part, m_catalog, m_report);
        painter.setTextColor(kInk);
        const QSizeF natural = painter.naturalSize();
        const double scale = std::min({m_content.width() / natural.width(),
                                       (m_content.bottom() - y) / natural.height(), 1.0});
        painter.paint(
            p, QRectF(m_content.left(), y, natural.width() * scale, natural.height() * scale));
    }

    void buildRows()
    {
        std::size_t li = 0;
        for (const core::QuoteCategory& c : m_q.categories) {
            m_rows.push_back({TableRow::Category, nullptr, q(c.title), 0});
            for (int n = 0; n < c.lines; ++n)
                m_rows.push_back({TableRow::Line, &m_q.lines[li++], {}, 0});
            m_rows.push_back({TableRow::Subtotal, nullptr, "Subtotal " + q(c.title), c.subtotal});
        }
        const double firstTop = m_content.top() + 32 + kRowH;
        const double perPage = std::floor((m_content.bottom() - firstTop) / kRowH);
        std::size_t start = 0;
        while (start < m_rows.size()) {
            const std::size_t n = std::min(m_rows.size() - start, std::size_t(perPage));
            m_tablePages.push_back({start, start + n});
            start += n;
        }
        // The totals and terms need about 9 rows below the last line.
        const double used = m_tablePages.empty()
                                ? 0
                                : double(m_tablePages.back().second - m_tablePages.back().first);
        if (m_tablePages.empty() || perPage - used < 9)
            m_tablePages.push_back({m_rows.size(), m_rows.size()});
    }

    void tableHeader(QPainter& p, const Columns& c, double y)
    {
        const double x = m_content.left();
        p.fillRect(QRectF(x, y, m_content.width(), kRowH), kAccent);
        p.setPen(Qt::white);
        p.setFont(font(7.5, true));
        auto cell = [&](double from, double to, const QString& t, Qt::Alignment a) {
            p.drawText(QRectF(x + from + 3, y, to - from - 6, kRowH), a | Qt::AlignVCenter, t);
        };
        cell(c.part, c.desc, "Part number", Qt::AlignLeft);
        cell(c.desc, c.qty, "Description", Qt::AlignLeft);
        cell(c.qty, c.unit, "Qty", Qt::AlignRight);
        cell(c.unit, c.disc, "Unit price", Qt::AlignRight);
        cell(c.disc, c.ext, "Disc.", Qt::AlignRight);
        cell(c.ext, c.end, "Extended", Qt::AlignRight);
    }

    void tableRow(QPainter& p, const Columns& c, const TableRow& r, double y)
    {
        const double x = m_content.left();
        auto cell = [&](double from, double to, const QString& t, Qt::Alignment a) {
            const QRectF box(x + from + 3, y, to - from - 6, kRowH);
            p.drawText(box, a | Qt::AlignVCenter,
                       p.fontMetrics().elidedText(t, Qt::ElideRight, int(box.width())));
        };
        p.setPen(kInk);
        if (r.kind == TableRow::Category) {
            p.fillRect(QRectF(x, y + 1, m_content.width(), kRowH - 1), kBand);
            p.setFont(font(8, true));
            cell(c.part, c.end, r.text, Qt::AlignLeft);
            return;
        }
        if (r.kind == TableRow::Subtotal) {
            p.setFont(font(7.5, true));
            cell(c.desc, c.ext, r.text, Qt::AlignRight);
            cell(c.ext, c.end, money(r.amount, m_q.currency), Qt::AlignRight);
            return;
        }
        const core::QuoteLine& l = *r.line;
        const QLocale en(QLocale::English);
        p.setFont(font(7.5));
        cell(c.part, c.desc, q(l.partNumber.empty() ? l.part : l.partNumber), Qt::AlignLeft);
        cell(c.desc, c.qty, q(l.description), Qt::AlignLeft);
        cell(c.qty, c.unit, en.toString(l.quantity), Qt::AlignRight);
        if (!l.netUnit) {
            cell(c.unit, c.end, "no price", Qt::AlignRight);
            return;
        }
        cell(c.unit, c.disc, en.toString(*l.listUnit, 'f', 2), Qt::AlignRight);
        cell(c.disc, c.ext, l.discountPct > 0 ? en.toString(l.discountPct, 'g', 4) + " %" : "",
             Qt::AlignRight);
        const bool estimate = l.origin == core::PriceOrigin::CatalogEstimate;
        cell(c.ext, c.end, en.toString(*l.extended, 'f', 2) + (estimate ? " *" : "  "),
             Qt::AlignRight);
    }

    void table(QPainter& p, std::size_t page)
    {
        double y = heading(p,
                           page == 0 ? "Bill of materials (" + q(m_q.currency) + ")"
                                     : "Bill of materials (continued)",
                           m_content.top());
        const Columns c = columns(m_content.width());
        tableHeader(p, c, y);
        y += kRowH;
        const auto [from, to] = m_tablePages[page];
        for (std::size_t i = from; i < to; ++i, y += kRowH)
            tableRow(p, c, m_rows[i], y);
        if (page + 1 == m_tablePages.size())
            totals(p, c, y + 8);
    }

    void totals(QPainter& p, const Columns& c, double y)
    {
        const double x = m_content.left();
        p.setPen(QPen(kInk, 1));
        p.drawLine(QPointF(x + c.qty, y), QPointF(x + c.end, y));
        y += 4;
        const std::vector<std::tuple<QString, double, bool>> rows{
            {"Subtotal", m_q.subtotal, false},
            {QString("%1 %2 %").arg(q(m_s.taxLabel)).arg(m_q.taxPct), m_q.tax, false},
            {"Total", m_q.total, true}};
        for (const auto& [label, amount, bold] : rows) {
            p.setFont(font(bold ? 10 : 8.5, bold));
            p.drawText(QRectF(x + c.desc, y, c.unit - c.desc - 3, 20),
                       Qt::AlignRight | Qt::AlignVCenter, label);
            p.drawText(QRectF(x + c.unit, y, c.end - c.unit - 3, 20),
                       Qt::AlignRight | Qt::AlignVCenter, money(amount, m_q.currency));
            y += 20;
        }
        y += 10;
        p.setFont(font(7.5));
        p.setPen(kMuted);
        QString notes = "Unit prices after discount are rounded; extended = quantity x net unit "
                        "price.";
        if (m_q.estimateLines > 0)
            notes += " * Public catalog estimate, to be confirmed.";
        notes += QString(" Valid until %1.").arg(q(m_h.validUntil));
        if (!m_s.terms.empty())
            notes += "\n\n" + q(m_s.terms);
        p.drawText(QRectF(x, y, m_content.width(), m_content.bottom() - y),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, notes);
    }

    const core::Quote& m_q;
    const core::QuoteSettings& m_s;
    const core::QuoteHeader& m_h;
    const core::Design& m_design;
    const core::CatalogView& m_catalog;
    const core::Report& m_report;
    QPdfWriter& m_writer;
    QRectF m_page, m_content;
    std::vector<TableRow> m_rows;
    std::vector<std::pair<std::size_t, std::size_t>> m_tablePages;
    int m_pageNo = 1;
    int m_totalPages = 1;
};

} // namespace

void writeQuotePdf(const core::Quote& q, const core::QuoteSettings& s, const core::QuoteHeader& h,
                   const core::Design& design, const core::CatalogView& catalog,
                   const core::Report& report, const std::string& path)
{
    const QString tmp = QString::fromStdString(path) + ".tmp-pdf";
    {
        QPdfWriter writer(tmp);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(kDpi);
        writer.setTitle(QString::fromStdString("Quote " + s.number));
        writer.setCreator(
            QString::fromStdString(s.reseller.name.empty() ? "Cluster Designer" : s.reseller.name));
        QuoteDocument doc(q, s, h, design, catalog, report, writer);
        doc.render();
    }
    std::error_code ec;
    std::filesystem::rename(tmp.toStdString(), path, ec);
    if (ec) {
        QFile::remove(tmp);
        throw core::SaveError(path + ": cannot write the PDF (" + ec.message() + ")");
    }
}

} // namespace cd::report
