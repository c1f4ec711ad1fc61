#include "rack_elevation_painter.h"

#include "common/qstring.h"
#include "device_face.h"

#include "model/design_catalog.h"
#include "model/placement.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace cd::report {

namespace {

// Width of the rails that carry the U numbers, either side of the devices.
constexpr double kRail = 18;
// The smallest size a device's label is set at before it is cut (the header's is 7 pt).
constexpr double kMinLabelPt = 4.5;

// A device's name and model where they are drawn: a tall device's across its name band. A 1U
// device's go beside its face's port or drive marks (55 % of the front); a label too long for
// that ("compute-leaf-su1-r8  Quantum-2 QM9700") takes the whole front and the marks are left
// out. Either is set at 7 pt, down to 4.5 pt where it would otherwise be cut, so that the name
// and the product stay whole; past that the model loses its qualifiers (shortModel), and only
// then is the label cut.
struct DeviceLabel
{
    QString text;
    QFont font;
    QRectF box;
    bool withFace = true;
};

// The painter's font, or smaller down to `minPt`, at which `text` fits `width`.
std::optional<QFont> fontToFit(const QPainter& p, const QString& text, double width, double minPt)
{
    QFont f = p.font();
    for (double pt = f.pointSizeF(); pt >= minPt; pt -= 0.5) {
        f.setPointSizeF(pt);
        if (QFontMetricsF(f, p.device()).horizontalAdvance(text) <= width)
            return f;
    }
    return std::nullopt;
}

// The first of `texts` (the whole label, then shorter) that fits whole at 7 pt, beside a 1U
// device's marks or across the front; else the first that fits across it at a smaller size,
// down to 4.5 pt; else the last one cut.
DeviceLabel fittedLabel(const QPainter& p, const QStringList& texts, const QRectF& area,
                        int heightU)
{
    const QRectF band = area.adjusted(4, 0, -4, 0);
    const QRectF beside(band.left(), band.top(), band.width() * 0.55, band.height());
    const double pt = p.font().pointSizeF();
    for (const QString& text : texts) {
        if (heightU < 2)
            if (const auto f = fontToFit(p, text, beside.width(), pt))
                return {text, *f, beside, true};
        if (const auto f = fontToFit(p, text, band.width(), pt))
            return {text, *f, band, heightU >= 2};
    }
    for (const QString& text : texts)
        if (const auto f = fontToFit(p, text, band.width(), kMinLabelPt))
            return {text, *f, band, heightU >= 2};
    QFont f = p.font();
    f.setPointSizeF(std::min(pt, kMinLabelPt));
    return {QFontMetricsF(f, p.device()).elidedText(texts.back(), Qt::ElideRight, band.width()), f,
            band, heightU >= 2};
}

// A catalog model without its qualifiers: "Quantum-2 QM9700 (managed) / QM9790 (externally
// managed)" is "Quantum-2 QM9700".
QString shortModel(const QString& model)
{
    static const QRegularExpression qualifiers(" [(/]");
    const qsizetype cut = model.indexOf(qualifiers);
    return cut > 0 ? model.left(cut) : model;
}

void paintUnitNumbers(QPainter& p, const QRectF& frame, int units)
{
    p.setPen(QColor(0x9a, 0x9a, 0x9a));
    for (int u = 1; u <= units; ++u) {
        const double y = frame.bottom() - u * RackElevationPainter::kUnitHeight;
        p.drawText(QRectF(frame.left(), y, kRail - 2, RackElevationPainter::kUnitHeight),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
    }
}

// One device in its slot: its colour (darker from the rear), its face and its label.
void paintDevice(QPainter& p, const core::Device& d, const core::CatalogItem* item,
                 const QRectF& slot, int h)
{
    const QColor fill =
        item ? RackElevationPainter::colorFor(item->kind) : QColor(0xc0, 0x39, 0x2b);
    const QColor shown = d.face == core::Face::Rear ? fill.darker(140) : fill;
    const QRectF body = slot.adjusted(0.5, 0.5, -0.5, -0.5);
    p.fillRect(body, shown);
    QStringList labels;
    if (item)
        labels = {q(d.name) + "  " + q(item->model), q(d.name) + "  " + shortModel(q(item->model))};
    else
        labels = {q(d.name) + " " +
                  QCoreApplication::translate("RackElevationPainter", "(unknown)")};
    const DeviceLabel fit = fittedLabel(p, labels, DeviceFace::labelArea(slot, h), h);
    if (fit.withFace)
        DeviceFace::paint(p, body, item, d, h, shown);
    p.save();
    p.setFont(fit.font);
    p.setPen(QColor(0xf5, 0xf5, 0xf5));
    p.drawText(fit.box, Qt::AlignLeft | Qt::AlignVCenter, fit.text);
    p.restore();
}

} // namespace

RackElevationPainter::RackElevationPainter(const core::Design& design,
                                           const core::CatalogView& catalog,
                                           const core::Report& report)
    : m_design(design), m_catalog(catalog), m_report(report)
{
}

QColor RackElevationPainter::colorFor(core::ItemKind kind)
{
    switch (kind) {
    case core::ItemKind::Server:
        return QColor(0x3b, 0x7d, 0xd8);
    case core::ItemKind::Switch:
        return QColor(0x2e, 0xa0, 0x5f);
    case core::ItemKind::Storage:
        return QColor(0xd8, 0x8b, 0x2b);
    case core::ItemKind::Pdu:
        return QColor(0x8a, 0x8a, 0x8a);
    case core::ItemKind::Cdu:
        return QColor(0x1f, 0x9e, 0xb0);
    default:
        return QColor(0x9b, 0x59, 0xb6);
    }
}

int RackElevationPainter::unitsOf(const core::Rack& rack) const
{
    return core::rackHeightU(m_catalog, rack);
}

QSizeF RackElevationPainter::naturalSize() const
{
    int maxU = 0;
    for (const core::Rack& r : m_design.racks)
        maxU = std::max(maxU, unitsOf(r));
    const double n = static_cast<double>(std::max<std::size_t>(m_design.racks.size(), 1));
    return {kGap + n * (kRackWidth + kGap), kHeader + maxU * kUnitHeight + 2 * kGap};
}

void RackElevationPainter::paint(QPainter& p, const QRectF& target) const
{
    const QSizeF natural = naturalSize();
    const double scale =
        std::min(target.width() / natural.width(), target.height() / natural.height());
    p.save();
    p.translate(target.topLeft());
    p.scale(scale, scale);
    std::vector<const core::Rack*> racks;
    for (const core::Rack& r : m_design.racks)
        racks.push_back(&r);
    std::stable_sort(racks.begin(), racks.end(), [](const core::Rack* a, const core::Rack* b) {
        return std::tie(a->row, a->position) < std::tie(b->row, b->position);
    });
    double x = kGap;
    for (const core::Rack* rack : racks) {
        const int units = unitsOf(*rack);
        paintRack(p, *rack, QRectF(x, kGap, kRackWidth, kHeader + units * kUnitHeight), units);
        x += kRackWidth + kGap;
    }
    if (racks.empty()) {
        p.setPen(Qt::gray);
        p.drawText(QRectF(QPointF(0, 0), natural), Qt::AlignCenter,
                   QCoreApplication::translate("RackElevationPainter", "No racks"));
    }
    p.restore();
}

void RackElevationPainter::paintRack(QPainter& p, const core::Rack& rack, const QRectF& box,
                                     int units) const
{
    paintRackHeading(p, rack, box, units);
    const QRectF frame(box.left(), box.top() + kHeader, box.width(), units * kUnitHeight);
    p.fillRect(frame, QColor(0x2b, 0x2b, 0x2b));
    paintUnitNumbers(p, frame, units);
    paintDevices(p, rack, frame);
    p.setPen(QPen(QColor(0x55, 0x55, 0x55), 1.5));
    p.drawRect(frame);
}

const core::RackPower* RackElevationPainter::powerOf(const core::Rack& rack) const
{
    const core::RackPower* power = nullptr;
    for (const core::RackPower& rp : m_report.power.racks)
        if (rp.rackId == rack.id)
            power = &rp;
    return power;
}

// The rack's name and, when the report has them, its power figures.
void RackElevationPainter::paintRackHeading(QPainter& p, const core::Rack& rack, const QRectF& box,
                                            int units) const
{
    const core::RackPower* power = powerOf(rack);
    QFont title = p.font();
    title.setBold(true);
    title.setPointSizeF(9);
    p.setFont(title);
    p.setPen(m_text);
    p.drawText(QRectF(box.left(), box.top(), box.width(), 18), Qt::AlignLeft | Qt::AlignVCenter,
               q(rack.name));
    QFont small = p.font();
    small.setBold(false);
    small.setPointSizeF(7);
    p.setFont(small);
    if (!power)
        return;
    // A device of unknown power makes the figure a floor; a frame of unpublished height (the
    // NVL72's MGX rack) is drawn at a fallback height whose units would mean nothing.
    const QString kw = (power->unknownPowerDevices > 0 ? QString::fromUtf8("≥ ") : QString()) +
                       QLocale().toString(power->maxW / 1000.0, 'f', 1);
    const QString cooling = QCoreApplication::translate("Cooling", power->cooling.c_str());
    const QString text =
        power->uTotal > 0
            ? QCoreApplication::translate("RackElevationPainter", "%1 kW max · %2 U used of %3\n%4")
                  .arg(kw)
                  .arg(power->uUsed)
                  .arg(units)
                  .arg(cooling)
            : QCoreApplication::translate("RackElevationPainter",
                                          "%1 kW max · height not published\n%2")
                  .arg(kw, cooling);
    p.drawText(QRectF(box.left(), box.top() + 18, box.width(), 30),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
}

void RackElevationPainter::paintDevices(QPainter& p, const core::Rack& rack,
                                        const QRectF& frame) const
{
    int zeroU = 0;
    for (const core::Device& d : m_design.devices) {
        if (d.rack != rack.id)
            continue;
        const core::CatalogItem* item = m_catalog.find(d.model);
        // A zero-U PDU hangs in the rack's side channel: a thin strip along the right rail (the
        // left one carries the unit numbers), not a 1U box over whatever sits at U1.
        if (item && item->rackUnits() == 0 && !item->rackScale()) {
            const double x = frame.right() - kRail + 2 + double(zeroU % 4) * 4;
            p.fillRect(QRectF(x, frame.top() + 2, 3, frame.height() - 4), colorFor(item->kind));
            ++zeroU;
            continue;
        }
        // The units it takes (a rack-scale system all of them); one at its U when its height
        // is unknown or zero.
        const std::optional<core::URange> taken =
            item ? core::occupiedUnits(d, *item, m_catalog, rack) : std::nullopt;
        const int u = taken ? taken->lowest : d.u;
        const int h = taken ? taken->highest - taken->lowest + 1 : 1;
        const QRectF slot(frame.left() + kRail, frame.bottom() - (u + h - 1) * kUnitHeight,
                          frame.width() - 2 * kRail, h * kUnitHeight);
        paintDevice(p, d, item, slot, h);
    }
}

} // namespace cd::report
