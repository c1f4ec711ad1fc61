#include "topology_view.h"

#include "analysis/fabric/fabric_report.h"
#include "model/design.h"
#include "model/network.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <map>
#include <unordered_map>

namespace cd::ui {

namespace {

// Boxes one tier can show side by side before devices are grouped.
constexpr int kMaxBoxes = 32;

// Width of the tier labels left of the drawing.
constexpr int kLabelWidth = 120;

// Eight rails, eight distinct hues (rail-optimised fabrics have 8 NICs per node).
QColor railColour(int rail)
{
    if (rail < 0)
        return QColor(140, 140, 140);
    static const QColor colours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};
    return colours[rail % 8];
}

} // namespace

TopologyView::TopologyView(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(360, 220);
}

QVector<int> TopologyView::boxesPerTier() const
{
    QVector<int> out;
    for (const Tier& t : m_tiers)
        out << (t.devices + t.perBox - 1) / std::max(1, t.perBox);
    return out;
}

void TopologyView::show(const core::Design& design, const core::NetworkReport* network)
{
    clear();
    if (!network) {
        update();
        return;
    }
    m_title = QString::fromStdString(network->name);
    const DeviceBoxes where = placeDevices(design, *network);
    const core::Transport* transport = core::findTransport(network->transport);
    m_gbps = transport ? transport->gbps : 0;
    colourLeafBoxes(network->leafRails);
    collectLines(design, network->id, where);
    update();
}

void TopologyView::clear()
{
    m_lines.clear();
    for (Tier& t : m_tiers)
        t = Tier{};
    m_title.clear();
    m_gbps = 0;
    std::fill(std::begin(m_linksBetween), std::end(m_linksBetween), 0);
}

TopologyView::DeviceBoxes TopologyView::placeDevices(const core::Design& design,
                                                     const core::NetworkReport& network)
{
    const std::vector<std::string>* ids[kTiers] = {&network.nodeIds, &network.leafIds,
                                                   &network.spineIds, &network.coreIds,
                                                   &network.superCoreIds};
    const QString labels[kTiers] = {tr("Nodes"), tr("Leaves"), tr("Spines"), tr("Cores"),
                                    tr("Super-cores")};
    DeviceBoxes where;
    for (int t = 0; t < kTiers; ++t) {
        Tier& tier = m_tiers[t];
        tier.label = labels[t];
        tier.devices = int(ids[t]->size());
        tier.perBox = std::max(1, (tier.devices + kMaxBoxes - 1) / kMaxBoxes);
        const int boxes = (tier.devices + tier.perBox - 1) / tier.perBox;
        tier.rails = QVector<int>(boxes, -1);
        tier.names = QStringList(boxes, QString());
        for (int i = 0; i < tier.devices; ++i) {
            const std::string& id = (*ids[t])[std::size_t(i)];
            where[id] = {t, i / tier.perBox};
            if (tier.perBox == 1)
                if (const core::Device* d = design.findDevice(id))
                    tier.names[i] = QString::fromStdString(d->label());
        }
    }
    return where;
}

void TopologyView::colourLeafBoxes(const std::vector<int>& leafRails)
{
    // Leaves keep their rail colour; a grouped box keeps it when all its leaves share it.
    for (int i = 0; i < int(leafRails.size()); ++i) {
        int& box = m_tiers[1].rails[i / m_tiers[1].perBox];
        const int rail = leafRails[std::size_t(i)];
        box = i % m_tiers[1].perBox == 0 ? rail : (box == rail ? box : -1);
    }
}

void TopologyView::collectLines(const core::Design& design, const std::string& networkId,
                                const DeviceBoxes& where)
{
    std::map<std::tuple<int, int, int>, std::pair<int, int>> lines; // (tier,from,to)->(rail,n)
    for (const core::Link& l : design.links) {
        if (l.network.value_or("") != networkId)
            continue;
        const auto a = where.find(l.a.device);
        const auto b = where.find(l.b.device);
        if (a == where.end() || b == where.end())
            continue;
        auto lo = a->second, hi = b->second;
        if (lo.first > hi.first)
            std::swap(lo, hi);
        if (hi.first != lo.first + 1)
            continue;
        ++m_linksBetween[lo.first];
        auto& [rail, count] = lines[{lo.first, lo.second, hi.second}];
        rail = lo.first == 0 ? m_tiers[1].rails[hi.second] : -1;
        ++count;
    }
    for (const auto& [key, value] : lines)
        m_lines.push_back(
            {std::get<0>(key), std::get<1>(key), std::get<2>(key), value.first, value.second});
}

void TopologyView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    if (m_title.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter,
                   tr("No network yet: Rack ▸ Generate Fabric… builds one from the servers."));
        return;
    }
    const Rows rows = layoutRows();
    drawTitle(p, pal);
    drawLines(p, rows);
    drawTiers(p, pal, rows);
    drawLinkCounts(p, pal, rows);
}

TopologyView::Rows TopologyView::layoutRows() const
{
    Rows rows;
    rows.area = QRectF(rect()).adjusted(kLabelWidth, 28, -12, -12);
    // Tiers from the top: super-cores, cores, spines, leaves, nodes; only those present.
    for (int t = kTiers - 1; t >= 0; --t)
        if (m_tiers[t].devices > 0)
            rows.order << t;
    rows.height = rows.order.isEmpty() ? 0 : rows.area.height() / rows.order.size();
    for (int i = 0; i < rows.order.size(); ++i)
        rows.y[rows.order[i]] = rows.area.top() + rows.height * (i + 0.5);
    return rows;
}

QRectF TopologyView::boxRect(const Rows& rows, int tier, int box) const
{
    const int boxes = (m_tiers[tier].devices + m_tiers[tier].perBox - 1) / m_tiers[tier].perBox;
    const double slot = rows.area.width() / std::max(1, boxes);
    const double w = std::clamp(slot * 0.7, 6.0, 60.0);
    const double h = std::min(22.0, rows.height * 0.4);
    return QRectF(rows.area.left() + slot * (box + 0.5) - w / 2, rows.y.value(tier) - h / 2, w, h);
}

void TopologyView::drawTitle(QPainter& p, const QPalette& pal) const
{
    p.setPen(pal.color(QPalette::Text));
    QFont title = font();
    title.setBold(true);
    p.setFont(title);
    p.drawText(QRectF(8, 4, width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    p.setFont(font());
}

void TopologyView::drawLines(QPainter& p, const Rows& rows) const
{
    // Lines first, under the boxes; width grows with the links a line stands for.
    for (const Line& l : m_lines) {
        const QRectF a = boxRect(rows, l.tier, l.from);
        const QRectF b = boxRect(rows, l.tier + 1, l.to);
        QColor c = railColour(l.rail);
        c.setAlpha(l.tier == 0 ? 150 : 70);
        p.setPen(QPen(c, std::min(4.0, 0.6 + 0.25 * std::log2(1.0 + l.links))));
        p.drawLine(QPointF(a.center().x(), a.top()), QPointF(b.center().x(), b.bottom()));
    }
}

void TopologyView::drawTiers(QPainter& p, const QPalette& pal, const Rows& rows) const
{
    const QLocale locale;
    for (int t : rows.order) {
        const Tier& tier = m_tiers[t];
        const int boxes = (tier.devices + tier.perBox - 1) / tier.perBox;
        for (int b = 0; b < boxes; ++b) {
            const QRectF r = boxRect(rows, t, b);
            const QColor fill = t == 0 ? pal.color(QPalette::Mid) : railColour(tier.rails[b]);
            const QColor brush =
                t == 1 ? fill : (t == 0 ? fill.lighter(120) : QColor(0x60, 0x60, 0x70));
            p.setPen(QPen(fill.darker(130), 1));
            p.setBrush(brush);
            p.drawRoundedRect(r, 2, 2);
            // Nodes too, where their boxes are wide enough: dark text on the light node boxes
            // (white there was invisible), white on the coloured switches. A node's name keeps
            // its end ("…x17"), where node names differ; a switch's both ends.
            drawBoxName(p, r, tier.names.value(b),
                        brush.lightness() > 150 ? QColor(Qt::black) : QColor(Qt::white),
                        t == 0 ? Qt::ElideLeft : Qt::ElideMiddle);
        }
        QString label = tr("%1\n%2").arg(tier.label, locale.toString(tier.devices));
        if (tier.perBox > 1)
            label += tr(" (box = %1)").arg(tier.perBox);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(8, rows.y.value(t) - 20, kLabelWidth - 12, 40),
                   Qt::AlignLeft | Qt::AlignVCenter, label);
    }
}

void TopologyView::drawLinkCounts(QPainter& p, const QPalette& pal, const Rows& rows) const
{
    // Links per tier, between the rows.
    p.setPen(pal.color(QPalette::PlaceholderText));
    for (int i = 0; i + 1 < rows.order.size(); ++i) {
        const int lower = rows.order[i + 1];
        const double y = (rows.y.value(rows.order[i]) + rows.y.value(lower)) / 2;
        // Count and speed on two lines: the label column is narrow.
        p.drawText(QRectF(8, y - 20, kLabelWidth - 12, 40), Qt::AlignLeft | Qt::AlignVCenter,
                   linkText(lower).replace(QStringLiteral(" · "), QStringLiteral("\n")));
    }
}

QString TopologyView::linkText(int lowerTier) const
{
    const QString links = QLocale().toString(m_linksBetween[lowerTier]);
    return m_gbps > 0 ? tr("%1 links · %2 Gb/s").arg(links).arg(m_gbps) : tr("%1 links").arg(links);
}

QString TopologyView::boxName(int tier, int box) const
{
    return m_tiers[tier].names.value(box);
}

void TopologyView::drawBoxName(QPainter& p, const QRectF& r, const QString& name, const QColor& ink,
                               Qt::TextElideMode elide) const
{
    if (name.isEmpty() || r.width() < 24)
        return;
    QFont f = p.font();
    f.setPointSizeF(7);
    p.save();
    p.setFont(f);
    p.setPen(ink);
    p.drawText(r.adjusted(2, 0, -2, 0), Qt::AlignCenter,
               QFontMetricsF(f).elidedText(name, elide, r.width() - 4));
    p.restore();
}

} // namespace cd::ui
