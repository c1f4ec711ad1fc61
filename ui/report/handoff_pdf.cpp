#include "handoff_pdf.h"

#include "analysis/fabric/part_number.h"
#include "io/report/cabling_plan.h"
#include "io/report/cluster_handoff.h"
#include "io/report/nccl_setup.h"

#include "common/transport_text.h"

#include "pdf_flow.h"
#include "pdf_kit.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>

#include <map>
#include <optional>

namespace cd::report {

namespace {

using namespace pdf;

constexpr double kRowH = 14;

// A table's columns: each a share of the content's width, the last ones right-aligned.
struct Columns
{
    std::vector<double> widths; // shares, summing to 1
    int rightFrom = 99;         // first right-aligned column
};

void drawRow(QPainter& p, const QRectF& box, const Columns& c, const QStringList& cells, bool head)
{
    if (head)
        p.fillRect(box, kBand);
    p.setPen(kInk);
    double x = box.left() + 3;
    for (int i = 0; i < cells.size() && i < int(c.widths.size()); ++i) {
        const double w = c.widths[std::size_t(i)] * (box.width() - 6);
        const QRectF cell(x, box.top(), w - 4, box.height());
        const int align = (i >= c.rightFrom ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
        // A port or a part number cut short is one an installer cannot use: smaller type first.
        p.drawText(cell, align, shrunkToFit(p, cells[i], w - 4, 7.5, head, 5.5));
        x += w;
    }
    if (!head) {
        p.setPen(kBand);
        p.drawLine(box.bottomLeft(), box.bottomRight());
    }
}

// The part number a customer orders by (a cable's for its length), else the maker's model
// name.
QString partLabel(const core::CatalogView& catalog, const std::string& id,
                  std::optional<double> lengthM = std::nullopt)
{
    const core::CatalogItem* item = id.empty() ? nullptr : catalog.find(id);
    if (!item)
        return q(id);
    const std::string pn = core::orderingPartNumber(item->partNumbers, lengthM);
    if (!pn.empty())
        return q(pn);
    return q(lengthM ? core::modelAtLength(item->model, *lengthM) : item->model);
}

class HandoffDocument
{
    Q_DECLARE_TR_FUNCTIONS(HandoffPdf)

public:
    HandoffDocument(const HandoffInput& in, QPdfWriter& writer)
        : m_in(in), m_writer(writer), m_layout(writer), m_flow(m_layout)
    {
    }

    void render()
    {
        cover();
        networks();
        parts();
        nccl();
        cablingPlan();
        QPainter p(&m_writer);
        m_flow.render(p, m_writer, [this](QPainter& painter, int page, int pages) {
            footer(painter, page, pages);
        });
        p.end();
    }

private:
    void footer(QPainter& p, int page, int pages) const
    {
        pdf::footer(p, m_layout,
                    QStringList{tr("Hand-off"), q(m_in.design.name), q(m_in.branding.reseller.name),
                                documentDate(m_in.date)}
                        .filter(QRegularExpression("\\S"))
                        .join(" · "),
                    page, pages);
    }

    void headingBlock(const QString& text, bool newPage)
    {
        if (newPage)
            m_flow.pageBreak();
        m_flow.add(
            32,
            [text](QPainter& p, const QRectF& box) {
                p.setFont(font(14, true));
                p.setPen(kAccent);
                p.drawText(QRectF(box.left(), box.top(), box.width(), 26), Qt::AlignLeft, text);
            },
            -1, true);
    }

    void paragraph(const QString& text, double pt = 8.5, bool mono = false)
    {
        QFont f = font(pt);
        if (mono)
            f.setFamily("DejaVu Sans Mono");
        const double h = wrappedHeight(f, text, m_layout.content.width(), &m_writer) + 4;
        m_flow.add(h, [text, f](QPainter& p, const QRectF& box) {
            p.setFont(f);
            p.setPen(kInk);
            p.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
        });
    }

    int tableHead(const Columns& c, const QStringList& cells)
    {
        return m_flow.add(
            kRowH + 2,
            [c, cells](QPainter& p, const QRectF& box) { drawRow(p, box, c, cells, true); }, -1,
            true);
    }

    void tableRow(const Columns& c, const QStringList& cells, int head)
    {
        m_flow.add(
            kRowH, [c, cells](QPainter& p, const QRectF& box) { drawRow(p, box, c, cells, false); },
            head);
    }

    void cover();
    void networks();
    void parts();
    void nccl();
    void cablingPlan();

    const HandoffInput& m_in;
    QPdfWriter& m_writer;
    Layout m_layout;
    Flow m_flow;
};

void HandoffDocument::cover()
{
    const core::QuoteSettings& s = m_in.branding;
    const QString title = q(m_in.design.name);
    const QString date = documentDate(m_in.date);
    m_flow.add(300, [s, title, date](QPainter& p, const QRectF& box) {
        logo(p, QRectF(box.topLeft(), QSizeF(220, 70)), s.reseller.logo);
        party(p, QRectF(box.right() - 240, box.top(), 240, 110), tr("From"), s.reseller);
        double y = box.top() + 130;
        p.setFont(font(24, true));
        p.setPen(kAccent);
        p.drawText(QRectF(box.left(), y, box.width(), 40), Qt::AlignLeft,
                   tr("Cabling and hand-off"));
        y += 44;
        p.setFont(font(10));
        p.setPen(kInk);
        p.drawText(QRectF(box.left(), y, box.width(), 18), Qt::AlignLeft,
                   tr("%1 · dated %2").arg(title, date));
        party(p, QRectF(box.left(), y + 36, 300, 110), tr("For"), s.customer);
    });
    // The hosts an operator installs (an NVL72's 18 compute trays, not 0 for want of a
    // compute network).
    const std::int64_t nodes = core::gpuHostCount(m_in.design, m_in.catalog);
    std::int64_t switches = 0;
    for (const core::NetworkReport& n : m_in.fabric.networks)
        switches += n.leaves + n.spines + n.cores + n.superCores;
    const QLocale l;
    const QStringList values{l.toString(qlonglong(m_in.design.racks.size())), l.toString(nodes),
                             l.toString(switches), l.toString(qlonglong(m_in.design.links.size()))};
    const QStringList labels{tr("racks"), tr("GPU nodes"), tr("fabric switches"),
                             tr("links to cable")};
    m_flow.add(70, [values, labels](QPainter& p, const QRectF& box) {
        const double w = (box.width() - 3 * 10) / 4;
        for (int i = 0; i < 4; ++i)
            figure(p, QRectF(box.left() + i * (w + 10), box.top(), w, 56), values[i], labels[i]);
    });
}

void HandoffDocument::networks()
{
    headingBlock(tr("Networks"), false);
    const Columns c{{0.22, 0.19, 0.08, 0.12, 0.14, 0.09, 0.16}, 2};
    const int head = tableHead(c, {tr("Network"), tr("Transport"), tr("Tiers"), tr("Switches"),
                                   tr("Node ports"), tr("Links"), tr("Leaf oversub.")});
    const QLocale l;
    for (const core::NetworkReport& n : m_in.fabric.networks) {
        const std::int64_t links = n.nodeLeafLinks + n.leafSpineLinks + n.spineCoreLinks +
                                   n.coreSuperCoreLinks + n.otherLinks;
        tableRow(c,
                 {n.name.empty() ? tr("Links without a network") : q(n.name),
                  n.transport.empty() ? QStringLiteral("—") : ui::transportText(n.transport),
                  l.toString(n.tiers), l.toString(n.leaves + n.spines + n.cores + n.superCores),
                  tr("%1 of %2").arg(l.toString(n.nodePortsCabled), l.toString(n.nodePorts)),
                  l.toString(links),
                  n.leafOversubscription > 0 ? l.toString(n.leafOversubscription, 'f', 2) + ":1"
                                             : QStringLiteral("—")},
                 head);
    }
    m_flow.space(16);
}

void HandoffDocument::parts()
{
    std::map<std::pair<QString, double>, std::int64_t> counts;
    std::map<QString, QString> names;
    for (const core::NetworkReport& n : m_in.fabric.networks)
        for (const auto* list : {&n.cables, &n.transceivers})
            for (const core::PartCount& c : *list) {
                const std::optional<double> length =
                    c.lengthM > 0 ? std::optional(c.lengthM) : std::nullopt;
                const QString label = partLabel(m_in.catalog, c.part, length);
                counts[{label, c.lengthM}] += c.count;
                const core::CatalogItem* item = m_in.catalog.find(c.part);
                names[label] = !item ? QString()
                               : length
                                   ? q(core::productAtLength(item->vendor, item->model, *length))
                                   : q(item->displayName());
            }
    headingBlock(tr("Cables and transceivers"), false);
    if (counts.empty()) {
        paragraph(tr("The design has no cabled links yet."));
        return;
    }
    const Columns c{{0.30, 0.45, 0.12, 0.13}, 2};
    const int head = tableHead(c, {tr("Part number"), tr("Product"), tr("Length"), tr("Quantity")});
    const QLocale l;
    for (const auto& [key, count] : counts)
        tableRow(c,
                 {key.first, names[key.first],
                  key.second > 0 ? tr("%1 m").arg(l.toString(key.second, 'f', 1)) : QString(),
                  l.toString(qlonglong(count))},
                 head);
}

void HandoffDocument::nccl()
{
    headingBlock(tr("NCCL environment"), true);
    const core::NcclSetup s = core::ncclSetup(m_in.design, m_in.catalog);
    if (s.fabric.empty()) {
        paragraph(tr("No scale-out fabric is known (%1): nothing to set.").arg(q(s.nothingWhy)));
        return;
    }
    paragraph(tr("Compute fabric: %1. Set on every GPU node, in the job's environment or the "
                 "container image:")
                  .arg(q(s.fabric)));
    m_flow.space(6);
    for (const core::NcclVariable& v : s.variables) {
        const QString line = QString("export %1=%2").arg(q(v.name), q(v.value));
        paragraph(v.suggested ? tr("%1   (a value to adapt to the site)").arg(line) : line, 9,
                  true);
        paragraph(q(v.why), 8);
        m_flow.space(4);
    }
    if (!s.gpuDirect.empty())
        paragraph(q(s.gpuDirect), 8);
    m_flow.space(12);
    headingBlock(tr("Files for the operators"), false);
    paragraph(tr("File ▸ Export Hand-off writes, from the same design: the Slurm topology "
                 "(topology.conf) and GPU node lines, the Kubernetes node labels of the fabric's "
                 "tiers, this NCCL environment as a shell file, the full cabling plan as CSV, "
                 "and the racks, devices, interfaces and cables for NetBox's bulk import."));
}

void HandoffDocument::cablingPlan()
{
    headingBlock(tr("Cabling plan"), true);
    const Columns c{{0.05, 0.265, 0.265, 0.11, 0.25, 0.06}, 5};
    const int head =
        tableHead(c, {tr("Link"), tr("From (device · rack U · port)"),
                      tr("To (device · rack U · port)"), tr("Cable"), tr("Optics"), tr("Length")});
    const QLocale l;
    const auto end = [&](const core::CablingEnd& e) {
        const QString where = e.rack.empty() ? QString() : tr("%1 U%2").arg(q(e.rack)).arg(e.u);
        return QStringList{q(e.device), where, q(e.port)}
            .filter(QRegularExpression("\\S"))
            .join(" · ");
    };
    // A transceiver at each end: "2 × MMA4Z00-NS", or the two parts.
    const auto optics = [&](const core::Link& link) {
        const QString a = partLabel(m_in.catalog, link.opticA);
        const QString b = partLabel(m_in.catalog, link.opticB);
        if (a == b)
            return a.isEmpty() ? QString() : tr("2 × %1").arg(a);
        return QStringList{a, b}.filter(QRegularExpression("\\S")).join(" / ");
    };
    int listed = 0;
    core::forEachCablingRow(m_in.design, [&](const core::CablingRow& r) {
        if (listed++ >= m_in.maxCablingRows)
            return;
        const core::Link& link = *r.link;
        tableRow(c,
                 {q(link.id), end(r.a), end(r.b), partLabel(m_in.catalog, link.cable, link.lengthM),
                  optics(link),
                  link.lengthM ? tr("%1 m").arg(l.toString(*link.lengthM, 'f', 1)) : QString()},
                 head);
    });
    if (listed == 0)
        paragraph(tr("The design has no links yet."));
    else if (listed > m_in.maxCablingRows)
        paragraph(tr("%1 more links are in the cabling plan CSV (File ▸ Export Hand-off ▸ Cabling "
                     "Plan).")
                      .arg(l.toString(listed - m_in.maxCablingRows)));
}

} // namespace

void writeHandoffPdf(const HandoffInput& in, const std::string& path)
{
    pdf::writePdf(path,
                  QCoreApplication::translate("HandoffPdf", "Hand-off: %1").arg(q(in.design.name)),
                  QStringLiteral("Cluster Designer"),
                  [&](QPdfWriter& writer) { HandoffDocument(in, writer).render(); });
}

} // namespace cd::report
