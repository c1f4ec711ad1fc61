#include "power_table_model.h"

#include "common/qstring.h"

#include "analysis/issues/format.h"
#include "common/rack_load_text.h"
#include "document/design_document.h"
#include "model/units.h"

#include <QColor>
#include <QCoreApplication>
#include <QLocale>

namespace cd::ui {

namespace {

QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString feedsText(const core::Report& r, const core::RackPower& rp)
{
    const core::RackDistribution* rd =
        r.distribution.find(rp.rackId, std::size_t(&rp - r.power.racks.data()));
    if (!rd || !rd->feedsSet) {
        if (!rd)
            return {};
        const core::SuggestedCircuit& s = rd->suggested;
        return s.currentA ? QObject::tr("not set · needs %1-phase %2 V %3 A per feed")
                                .arg(s.phases)
                                .arg(s.voltageV)
                                .arg(*s.currentA)
                          : QObject::tr("not set · over a 125 A circuit per feed");
    }
    const auto load = core::rackLoad(r.power, r.distribution, rp);
    if (!load || !load->hardLimit) // feeds set, none with a known capacity
        return QObject::tr("capacity unknown");
    return QObject::tr("%1 of %2 kW (%3 %) on %4")
        .arg(num(load->loadW / 1000, 1), num(load->limitW / 1000, 1), num(load->fraction * 100, 0),
             loadLimitText(*load));
}

} // namespace

PowerTableModel::PowerTableModel(DesignDocument& document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(&m_document, &DesignDocument::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int PowerTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_document.report().power.racks.size());
}

int PowerTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PowerTableModel::rackId(int row) const
{
    const auto& racks = m_document.report().power.racks;
    return row >= 0 && row < static_cast<int>(racks.size())
               ? q(racks[static_cast<std::size_t>(row)].rackId)
               : QString();
}

QVariant PowerTableModel::data(const QModelIndex& index, int role) const
{
    const core::Report& r = m_document.report();
    if (!index.isValid() || index.row() >= static_cast<int>(r.power.racks.size()))
        return {};
    const auto i = static_cast<std::size_t>(index.row());
    const core::RackPower& rp = r.power.racks[i];
    const core::RackCooling* rc = r.cooling.find(rp.rackId, i);
    if (role == Qt::DisplayRole)
        return displayData(r, rp, rc, index.column());
    if (role == Qt::ToolTipRole)
        return toolTip(r, rp, rc, index.column());
    if (role == Qt::TextAlignmentRole && index.column() != Rack && index.column() != Cooling &&
        index.column() != Feeds)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole)
        return foreground(r, rp, index.column());
    return {};
}

QVariant PowerTableModel::displayData(const core::Report& r, const core::RackPower& rp,
                                      const core::RackCooling* rc, int column) const
{
    switch (column) {
    case Rack:
        return q(rp.rackName);
    case MaxKw:
        return rp.unknownPowerDevices > 0 ? tr("≥ %1").arg(num(rp.maxW / 1000, 1))
                                          : num(rp.maxW / 1000, 1);
    case TypicalKw: // with devices at their maximum for want of a typical figure: a bound
        return rp.typicalAtMaxDevices > 0 ? tr("≤ %1").arg(num(rp.typicalW / 1000, 1))
                                          : num(rp.typicalW / 1000, 1);
    case Heat:
        return num(rp.heatBtuPerH, 0);
    case Airflow:
        return rc ? num(rc->airflowCfm, 0) : QVariant();
    case Cooling: {
        const QString cooling = QCoreApplication::translate("Cooling", rp.cooling.c_str());
        return rc && !rc->liquidVariants.empty() ? tr("%1 · liquid variant available").arg(cooling)
                                                 : cooling;
    }
    case Feeds:
        return feedsText(r, rp);
    case Weight: {
        // Parts without a published weight count 0 kg: the sum is then a floor.
        const QString kg =
            rp.unknownWeightItems > 0 ? tr("≥ %1").arg(num(rp.weightKg, 0)) : num(rp.weightKg, 0);
        return rp.staticLoadKg ? tr("%1 of %2").arg(kg, num(*rp.staticLoadKg, 0)) : kg;
    }
    case Floor:
        if (!rp.floorLoadKgPerM2)
            return tr("unknown");
        if (rp.unknownWeightItems > 0)
            return tr("≥ %1").arg(num(*rp.floorLoadKgPerM2, 0));
        return rp.footprintAssumed ? tr("≈ %1").arg(num(*rp.floorLoadKgPerM2, 0))
                                   : num(*rp.floorLoadKgPerM2, 0);
    }
    return {};
}

QVariant PowerTableModel::toolTip(const core::Report& r, const core::RackPower& rp,
                                  const core::RackCooling* rc, int column) const
{
    switch (column) {
    case MaxKw:
        return rp.unknownPowerDevices > 0
                   ? tr("%n device(s) publish no power figure and count 0 W: a floor", nullptr,
                        rp.unknownPowerDevices)
                   : tr("Sum of the devices' maximum draw (published, or PSU nameplate limit)");
    case Heat:
        return tr("Heat at maximum draw: 1 W = 3.412 BTU/h");
    case Airflow:
        return tr("CFM = 3.16 × W / ΔT(°F), ΔT = %1 °C%2")
            .arg(num(r.cooling.deltaTC, 1), r.cooling.deltaTDefault ? tr(" (default)") : QString());
    case Cooling:
        return coolingToolTip(r, rc);
    case Feeds:
        return tr("Each feed must carry the whole rack when the other fails; usable = rated × 80 % "
                  "continuous load; three phase P = √3·V·I·PF");
    case Weight:
        return rp.unknownWeightItems > 0
                   ? tr("kg: devices and rack, against the rack's static load rating; %n part(s) "
                        "publish no weight and count 0 kg: a floor",
                        nullptr, rp.unknownWeightItems)
                   : tr("kg: devices and rack, against the rack's static load rating");
    case Floor:
        return floorToolTip(rp);
    }
    return {};
}

QString PowerTableModel::floorToolTip(const core::RackPower& rp) const
{
    if (!rp.footprintM2)
        return tr("The rack model publishes no width and depth: no floor load");
    if (rp.unknownWeightItems > 0)
        return tr("kg/m² over the rack's footprint of %1 m², a floor: %n part(s) publish no weight",
                  nullptr, rp.unknownWeightItems)
            .arg(num(*rp.footprintM2, 2));
    return rp.footprintAssumed
               ? tr("kg/m² over an assumed footprint of %1 m² (the rack model publishes none: "
                    "use the actual cabinet)")
                     .arg(num(*rp.footprintM2, 2))
               : tr("kg/m² over the rack's footprint of %1 m²").arg(num(*rp.footprintM2, 2));
}

QString PowerTableModel::coolingToolTip(const core::Report& r, const core::RackCooling* rc) const
{
    QString tip = tr("Air up to %1 kW, rear-door heat exchanger up to 75 kW, then direct "
                     "liquid cooling")
                      .arg(num(r.power.airLimitW / 1000, 0));
    if (rc)
        for (const core::LiquidVariant& v : rc->liquidVariants)
            tip +=
                tr("\n%1 × %2 have a liquid-cooled variant: %3%4")
                    .arg(v.count)
                    .arg(q(v.deviceModel), q(v.variantId),
                         v.gpusNotTaken.empty() ? QString() : tr(" (it does not take their GPUs)"));
    return tip;
}

QVariant PowerTableModel::foreground(const core::Report& r, const core::RackPower& rp,
                                     int column) const
{
    if (column == Feeds)
        if (const auto load = core::rackLoad(r.power, r.distribution, rp);
            load && load->hardLimit && load->fraction > 1.0)
            return QColor(0xc0, 0x39, 0x2b);
    if (column == Weight && rp.staticLoadKg && rp.weightKg > *rp.staticLoadKg)
        return QColor(0xc0, 0x39, 0x2b);
    return {};
}

QVariant PowerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rack:
        return tr("Rack");
    case MaxKw:
        return tr("Max kW");
    case TypicalKw:
        return tr("Typical kW");
    case Heat:
        return tr("Heat BTU/h");
    case Airflow:
        return tr("Airflow CFM");
    case Cooling:
        return tr("Cooling");
    case Feeds:
        return tr("Feeds (worst case)");
    case Weight:
        return tr("Weight kg");
    case Floor:
        return tr("Floor kg/m²");
    }
    return {};
}

} // namespace cd::ui
