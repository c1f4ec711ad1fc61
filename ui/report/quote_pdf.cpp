#include "quote_pdf.h"

#include "analysis/quote/quote_columns.h"
#include "analysis/quote/quote_labels.h"

#include "pdf_kit.h"
#include "quote_table_cells.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>

#include <cmath>

namespace cd::report {

namespace {

using namespace pdf;

constexpr double kRowH = 17;
constexpr int kRacksPerPage = 4;

// Numbers in the document's locale (DocumentLanguage sets the default): 1 234,56 in French.
QString money(double v, const std::string& currency)
{
    return QLocale().toString(v, 'f', 2) + " " + q(currency);
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
    Q_DECLARE_TR_FUNCTIONS(QuotePdf)

public:
    QuoteDocument(const core::Quote& q, const core::QuoteSettings& s, const core::QuoteHeader& h,
                  const core::Design& design, const core::CatalogView& catalog,
                  const core::Report& report, QPdfWriter& writer)
        : m_q(q), m_s(s), m_h(h), m_design(design), m_catalog(catalog), m_report(report),
          m_writer(writer), m_layout(writer), m_page(m_layout.page), m_content(m_layout.content)
    {
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
        pdf::footer(p, m_layout,
                    QStringList{tr("Quote %1").arg(q(m_s.number)).trimmed(), q(m_s.reseller.name),
                                documentDate(m_h.date)}
                        .filter(QRegularExpression("\\S"))
                        .join(" · "),
                    m_pageNo, m_totalPages);
    }

    double heading(QPainter& p, const QString& text, double y)
    {
        return pdf::heading(p, m_layout, text, y);
    }

    void cover(QPainter& p)
    {
        m_pageNo = 1;
        footer(p);
        double y = m_content.top();
        logo(p, QRectF(m_content.topLeft(), QSizeF(220, 70)), m_s.reseller.logo);
        party(p, QRectF(m_content.right() - 240, y, 240, 110), tr("From"), m_s.reseller);
        y += 130;
        p.setFont(font(24, true));
        p.setPen(kAccent);
        p.drawText(QRectF(m_content.left(), y, m_content.width(), 40), Qt::AlignLeft,
                   tr("Quote %1").arg(q(m_s.number)));
        y += 44;
        p.setFont(font(10));
        p.setPen(kInk);
        p.drawText(
            QRectF(m_content.left(), y, m_content.width(), 18), Qt::AlignLeft,
            tr("%1 · dated %2 · valid until %3")
                .arg(q(m_h.designName), documentDate(m_h.date), documentDate(m_h.validUntil)));
        y += 40;
        party(p, QRectF(m_content.left(), y, 300, 110), tr("For"), m_s.customer);
        y += 140;
        summary(p, y);
    }

    void summary(QPainter& p, double y)
    {
        y = heading(p, tr("Summary"), y);
        const double w = (m_content.width() - 30) / 4;
        const QLocale en;
        const std::vector<std::pair<QString, QString>> figures{
            {en.toString(m_h.gpus), tr("GPUs")},
            {en.toString(m_h.gpuMemoryGb, 'f', 0) + " " + tr("GB"), tr("GPU memory")},
            {(m_h.maxKwIsFloor ? QString("≥ ") : QString()) + en.toString(m_h.maxKw, 'f', 1) +
                 " kW",
             tr("maximum power")},
            {(m_q.complete() ? QString() : QString("≥ ")) + money(m_q.total, m_q.currency),
             m_q.complete() ? tr("total incl. %1").arg(q(core::shownTaxLabel(m_s)))
                            : tr("priced items; %1 unpriced").arg(m_q.unpricedLines)}};
        for (std::size_t i = 0; i < figures.size(); ++i)
            figure(p, QRectF(m_content.left() + double(i) * (w + 10), y, w, 64), figures[i].first,
                   figures[i].second);
        y += 80;
        p.setFont(font(9));
        p.setPen(kInk);
        p.drawText(QRectF(m_content.left(), y, m_content.width(), 120),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, summaryText());
    }

    QString summaryText() const
    {
        QString lines;
        if (!m_h.throughput.empty())
            lines += tr("Throughput: %1, by Cluster Designer's analytic performance model.")
                         .arg(q(m_h.throughput)) +
                     "\n";
        lines += tr("%1 lines in %2 categories. Subtotal %3, %4 %5 % %6, total %7%8.")
                     .arg(m_q.lines.size())
                     .arg(m_q.categories.size())
                     .arg(money(m_q.subtotal, m_q.currency), q(core::shownTaxLabel(m_s)))
                     .arg(m_q.taxPct)
                     .arg(money(m_q.tax, m_q.currency), money(m_q.total, m_q.currency),
                          m_q.complete() ? QString() : " " + tr("of the priced items")) +
                 "\n";
        if (m_q.estimateLines > 0)
            lines += tr("%1 line(s) are priced from public catalog estimates (marked *), "
                        "not from a reseller price list.")
                         .arg(m_q.estimateLines) +
                     "\n";
        if (m_q.unpricedLines > 0)
            lines += tr("Incomplete quote: %1 item(s) have no price (blank below) and are "
                        "not in the total.")
                         .arg(m_q.unpricedLines) +
                     "\n";
        return lines;
    }

    void racks(QPainter& p, int page)
    {
        double y = heading(p, tr("Rack elevations"), m_content.top());
        rackElevations(p, m_design, m_catalog, m_report,
                       QRectF(m_content.left(), y, m_content.width(), m_content.bottom() - y),
                       std::size_t(page) * kRacksPerPage, kRacksPerPage);
    }

    void buildRows()
    {
        std::size_t li = 0;
        for (const core::QuoteCategory& c : m_q.categories) {
            m_rows.push_back({TableRow::Category, nullptr, q(core::shownCategoryTitle(c)), 0});
            for (int n = 0; n < c.lines; ++n)
                m_rows.push_back({TableRow::Line, &m_q.lines[li++], {}, 0});
            m_rows.push_back({TableRow::Subtotal, nullptr,
                              tr("Subtotal %1").arg(q(core::shownCategoryTitle(c))), c.subtotal});
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
        const auto heading = [](core::QuoteColumn col) {
            return QCoreApplication::translate("QuoteColumn",
                                               core::quoteColumnLabel(col, true).data());
        };
        cell(c.part, c.desc, heading(core::QuoteColumn::PartNumber), Qt::AlignLeft);
        cell(c.desc, c.qty, heading(core::QuoteColumn::Description), Qt::AlignLeft);
        cell(c.qty, c.unit, heading(core::QuoteColumn::Quantity), Qt::AlignRight);
        cell(c.unit, c.disc, heading(core::QuoteColumn::UnitPrice), Qt::AlignRight);
        cell(c.disc, c.ext, heading(core::QuoteColumn::Discount), Qt::AlignRight);
        cell(c.ext, c.end, heading(core::QuoteColumn::Extended), Qt::AlignRight);
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
        const QLocale en;
        partNumberCell(p, QRectF(x + c.part + 3, y, c.desc - c.part - 6, kRowH), q(l.partNumber));
        descriptionCell(p, QRectF(x + c.desc + 3, y, c.qty - c.desc - 6, kRowH), q(l.description));
        p.setFont(font(7.5));
        cell(c.qty, c.unit, en.toString(l.quantity), Qt::AlignRight);
        if (!l.netUnit) {
            cell(c.unit, c.end, tr("no price"), Qt::AlignRight);
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
                           page == 0 ? tr("Bill of materials (%1)").arg(q(m_q.currency))
                                     : tr("Bill of materials (continued)"),
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
            {tr("Subtotal"), m_q.subtotal, false},
            {QString("%1 %2 %").arg(q(core::shownTaxLabel(m_s))).arg(m_q.taxPct), m_q.tax, false},
            {m_q.complete() ? tr("Total") : tr("Total of priced items"), m_q.total, true}};
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
        QString notes =
            tr("Unit prices after discount are rounded; extended = quantity x net unit price.");
        if (m_q.estimateLines > 0)
            notes += " " + tr("* Public catalog estimate, to be confirmed.");
        if (!m_q.complete())
            notes +=
                " " + tr("Incomplete quote: %1 item(s) have no price and are not in the total.")
                          .arg(m_q.unpricedLines);
        notes += " " + tr("Valid until %1.").arg(documentDate(m_h.validUntil));
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
    Layout m_layout;
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
    writePdf(
        path,
        QCoreApplication::translate("QuotePdf", "Quote %1").arg(QString::fromStdString(s.number)),
        QString::fromStdString(s.reseller.name.empty() ? "Cluster Designer" : s.reseller.name),
        [&](QPdfWriter& writer) {
            QuoteDocument doc(q, s, h, design, catalog, report, writer);
            doc.render();
        });
}

} // namespace cd::report
