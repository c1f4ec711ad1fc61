#include "proposal_pdf.h"

#include "analysis/compare/comparison_summary.h"
#include "analysis/issues/format.h"
#include "comparison_table_painter.h"
#include "model/design_catalog.h"
#include "pdf_kit.h"
#include "tco_pages.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace cd::report {

namespace {

using namespace pdf;

constexpr std::size_t kRacksPerPage = 6;
constexpr double kLineHeight = 16;

// The key figures of a variant page: comparison row and the label under the value.
const std::vector<std::pair<const char*, const char*>> kKeyFigures{
    {"gpus", QT_TRANSLATE_NOOP("ProposalPdf", "GPUs")},
    {"gpu_memory_gb", QT_TRANSLATE_NOOP("ProposalPdf", "GPU memory")},
    {"max_kw", QT_TRANSLATE_NOOP("ProposalPdf", "maximum power")},
    {"cooling", QT_TRANSLATE_NOOP("ProposalPdf", "cooling (worst rack)")},
    {"tokens_per_s", QT_TRANSLATE_NOOP("ProposalPdf", "predicted training")},
    {"time_to_train_days", QT_TRANSLATE_NOOP("ProposalPdf", "time to train")},
    {"quote_total", QT_TRANSLATE_NOOP("ProposalPdf", "quote total")},
    {"cost_per_token_per_s", QT_TRANSLATE_NOOP("ProposalPdf", "cost per token/s")}};

class ProposalDocument
{
    Q_DECLARE_TR_FUNCTIONS(ProposalPdf)

public:
    ProposalDocument(const ProposalInput& in, QPdfWriter& writer)
        : m_in(in), m_c(in.comparison), m_shown(core::withoutUnknownRows(in.comparison)),
          m_writer(writer), m_layout(writer)
    {
        m_totalPages = 2 + 1; // cover, summary, comparison
        if (hasTco())
            m_totalPages += 2; // the TCO and its annex
        for (const core::DesignVariant& v : in.project.variants)
            m_totalPages += variantPages(v.design);
    }

    void render()
    {
        QPainter p(&m_writer);
        cover(p);
        newPage(p);
        summary(p);
        for (std::size_t v = 0; v < m_in.project.variants.size(); ++v)
            for (int part = 0; part < variantPages(m_in.project.variants[v].design); ++part) {
                newPage(p);
                variantPage(p, v, part);
            }
        newPage(p);
        comparison(p);
        if (hasTco()) {
            newPage(p);
            tco(p);
            newPage(p);
            tcoAnnex(p);
        }
        p.end();
    }

private:
    static int variantPages(const core::Design& d)
    {
        return std::max(1, int((d.racks.size() + kRacksPerPage - 1) / kRacksPerPage));
    }

    QString projectName() const { return q(m_in.project.variants.front().design.name); }

    void newPage(QPainter& p)
    {
        if (m_pageNo > 0)
            m_writer.newPage();
        ++m_pageNo;
        QStringList left{tr("Proposal %1").arg(projectName())};
        if (!m_in.branding.reseller.name.empty())
            left << q(m_in.branding.reseller.name);
        left << documentDate(m_in.date);
        footer(p, m_layout, left.join(" · "), m_pageNo, m_totalPages);
    }

    const QRectF& content() const { return m_layout.content; }

    // Word-wrapped text from `y`; returns the y below it.
    double paragraph(QPainter& p, const QString& text, double y, double pt, bool bold = false)
    {
        p.setFont(font(pt, bold));
        const QRectF box(content().left(), y, content().width(), content().bottom() - y);
        const QRectF used = p.boundingRect(box, Qt::AlignLeft | Qt::TextWordWrap, text);
        p.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
        return y + used.height();
    }

    void cover(QPainter& p)
    {
        newPage(p);
        const core::QuoteSettings& b = m_in.branding;
        double y = content().top();
        logo(p, QRectF(content().topLeft(), QSizeF(220, 70)), b.reseller.logo);
        party(p, QRectF(content().right() - 240, y, 240, 110), tr("From"), b.reseller);
        y += 150;
        p.setPen(kAccent);
        p.setFont(font(24, true));
        p.drawText(QRectF(content().left(), y, content().width(), 40), Qt::AlignLeft,
                   tr("Proposal"));
        y += 44;
        p.setPen(kInk);
        y = paragraph(p, projectName(), y, 16, true) + 8;
        p.setPen(kMuted);
        y = paragraph(p,
                      tr("%n variant(s) compared · %1", nullptr, int(m_c.variants.size()))
                          .arg(documentDate(m_in.date)),
                      y, 10) +
            30;
        core::QuoteParty customer = b.customer;
        if (customer.name.empty())
            customer.name = m_in.project.variants.front().design.customer;
        party(p, QRectF(content().left(), y, 300, 110), tr("For"), customer);
        y += 140;
        p.setPen(kInk);
        p.setFont(font(10, true));
        p.drawText(QRectF(content().left(), y, content().width(), 18), Qt::AlignLeft,
                   tr("Variants"));
        y += 22;
        for (std::size_t v = 0; v < m_c.variants.size(); ++v)
            y = paragraph(p, QString("%1.  %2").arg(v + 1).arg(q(m_c.variants[v])), y, 10) + 4;
    }

    void summary(QPainter& p)
    {
        double y = heading(p, m_layout, tr("Executive summary"), content().top());
        p.setPen(kInk);
        y = paragraph(p,
                      tr("Each variant below is a complete design, analysed on its own: "
                         "power and cooling from the catalog's published figures, the "
                         "fabric as cabled, training throughput of %1 predicted by the "
                         "analytic performance model of Cluster Designer, and a quote priced %2.")
                          .arg(q(m_c.workloadLabel), priceSource()),
                      y, 9.5) +
            14;
        for (std::size_t v = 0; v < m_c.variants.size(); ++v) {
            p.setPen(kAccent);
            y = paragraph(p, q(m_c.variants[v]), y, 10.5, true) + 2;
            p.setPen(kInk);
            y = paragraph(p, q(core::variantSummary(m_c, v)), y, 9) + 12;
        }
        y += 6;
        QStringList lines;
        for (const std::string& line : core::bestSummary(m_c))
            lines << q(line);
        const QString best = lines.join("\n");
        p.setFont(font(10, true));
        const QRectF box(content().left(), y, content().width(),
                         p.boundingRect(content().adjusted(12, 0, -12, 0),
                                        Qt::AlignLeft | Qt::TextWordWrap, best)
                                 .height() +
                             20);
        p.fillRect(box, kBand);
        p.setPen(kAccent);
        p.drawText(box.adjusted(12, 10, -12, -10), Qt::AlignLeft | Qt::TextWordWrap, best);
    }

    // Where the quotes' prices come from, for the summary's first paragraph.
    QString priceSource() const
    {
        bool list = false, estimates = false;
        for (const core::VariantAnalysis& a : m_in.analyses)
            for (const core::QuoteLine& l : a.quote.lines) {
                list |= l.origin == core::PriceOrigin::PriceList;
                estimates |= l.origin == core::PriceOrigin::CatalogEstimate;
            }
        if (list)
            return estimates ? tr("from the reseller's price list and, where it has no price, "
                                  "public catalog estimates")
                             : tr("from the reseller's price list");
        return tr("from public catalog estimates");
    }

    void variantPage(QPainter& p, std::size_t v, int part)
    {
        const core::Design& design = m_in.project.variants[v].design;
        QString title =
            tr("Variant %1 of %2: %3").arg(v + 1).arg(m_c.variants.size()).arg(q(m_c.variants[v]));
        if (part > 0)
            title += " " + tr("(continued)");
        p.setPen(kAccent);
        double y = paragraph(p, title, content().top(), 14, true) + 8; // long names wrap
        if (part == 0)
            y = keyFigures(p, v, y);
        const core::DesignCatalog catalog(design, m_in.catalog);
        rackElevations(p, design, catalog, m_in.analyses.at(v).report,
                       QRectF(content().left(), y, content().width(), content().bottom() - y),
                       std::size_t(part) * kRacksPerPage, kRacksPerPage);
    }

    double keyFigures(QPainter& p, std::size_t v, double y)
    {
        const double w = (content().width() - 30) / 4;
        for (std::size_t i = 0; i < kKeyFigures.size(); ++i) {
            const QRectF box(content().left() + double(i % 4) * (w + 10), y + double(i / 4) * 74, w,
                             64);
            figure(p, box, q(core::figureText(m_c, kKeyFigures[i].first, v)),
                   tr(kKeyFigures[i].second));
        }
        return otherFigures(p, v, y + 2 * 74 + 4);
    }

    // The comparison's other rows for this variant, label and value in two columns.
    double otherFigures(QPainter& p, std::size_t v, double y)
    {
        std::vector<const core::ComparisonRow*> rows;
        for (const core::ComparisonRow& r : m_shown.rows)
            if (std::none_of(kKeyFigures.begin(), kKeyFigures.end(),
                             [&](const auto& k) { return r.key == k.first; }))
                rows.push_back(&r);
        const std::size_t half = (rows.size() + 1) / 2;
        const double w = (content().width() - 30) / 2;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const core::ComparisonRow& r = *rows[i];
            const QRectF line(content().left() + double(i / half) * (w + 30),
                              y + double(i % half) * kLineHeight, w, kLineHeight);
            // "Servers: 4", not "4 servers": the unit only when it is not the label.
            const bool unitIsLabel =
                QString::compare(q(r.unit), q(r.label), Qt::CaseInsensitive) == 0;
            const QString value =
                unitIsLabel ? q(r.cells[v].text) : q(core::figureText(m_c, r.key, v));
            // The value first, at full size; the label gets what is left of the line, set
            // smaller or cut rather than run into the value ("Énergie pour entraîner sur 1 000
            // milliards de jetons" beside "454,8 MWh").
            p.setFont(font(8.5));
            const double valueWidth = QFontMetricsF(p.font()).horizontalAdvance(value);
            p.setPen(kInk);
            p.drawText(line, Qt::AlignRight | Qt::AlignVCenter, value);
            p.setPen(kMuted);
            const QString label =
                shrunkToFit(p, q(r.label), line.width() - valueWidth - 8, 8.5, false, 6.5);
            p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, label);
            p.setPen(QPen(kBand, 0.8));
            p.drawLine(line.bottomLeft(), line.bottomRight());
        }
        return y + double(half) * kLineHeight + 16;
    }

    void comparison(QPainter& p)
    {
        double y = heading(p, m_layout, tr("Comparison"), content().top());
        p.setPen(kInk);
        y = paragraph(p,
                      tr("Throughput predicted for %1; time to train %2 tokens at that "
                         "rate; cost per token/s = quote total / predicted tokens/s.")
                          .arg(q(m_c.workloadLabel), q(core::format::tokenCount(m_c.trainTokens))),
                      y, 8.5) +
            10;
        ComparisonTablePainter(m_shown).paint(
            p, QRectF(content().left(), y, content().width(), content().bottom() - y));
    }

    bool hasTco() const
    {
        return std::any_of(m_in.analyses.begin(), m_in.analyses.end(),
                           [](const core::VariantAnalysis& a) { return a.tco.tco.ok(); });
    }

    void tco(QPainter& p)
    {
        double y = heading(p, m_layout, tr("Total cost of ownership"), content().top());
        p.setPen(kInk);
        y = paragraph(p,
                      tr("Each variant's cost of owning and running it under its own "
                         "assumptions: capex from its quote, financed over its life; energy "
                         "from its predicted draw training %1 (and, for the token costs, "
                         "serving it); colocation, support and other running costs as "
                         "assumed below. A figure marked + is a lower bound: the quote has "
                         "lines without a price. The annex gives every formula and source.")
                          .arg(q(m_c.workloadLabel)),
                      y, 8.5) +
            10;
        paintTcoTable(p, QRectF(content().left(), y, content().width(), content().bottom() - y),
                      m_c, m_in.analyses);
    }

    void tcoAnnex(QPainter& p)
    {
        const double y = heading(p, m_layout, tr("Annex: how the cost of ownership is computed"),
                                 content().top());
        paintTcoAnnex(p, QRectF(content().left(), y, content().width(), content().bottom() - y),
                      m_in.analyses);
    }

    const ProposalInput& m_in;
    const core::Comparison& m_c;
    // The rows a customer sees: those some variant knows.
    const core::Comparison m_shown;
    QPdfWriter& m_writer;
    Layout m_layout;
    int m_pageNo = 0;
    int m_totalPages = 0;
};

} // namespace

void writeProposalPdf(const ProposalInput& in, const std::string& path)
{
    const std::string creator =
        in.branding.reseller.name.empty() ? "Cluster Designer" : in.branding.reseller.name;
    writePdf(path,
             QCoreApplication::translate("ProposalPdf", "Proposal %1")
                 .arg(QString::fromStdString(in.project.variants.front().design.name)),
             QString::fromStdString(creator), [&](QPdfWriter& writer) {
                 ProposalDocument doc(in, writer);
                 doc.render();
             });
}

} // namespace cd::report
