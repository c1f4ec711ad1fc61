#pragma once

#include <QAbstractTableModel>

namespace cd::core {
struct RackCooling;
struct RackPower;
struct Report;
} // namespace cd::core

namespace cd::ui {

class DesignDocument;

// One row per rack of the latest analysis: draw, heat, airflow, cooling class, the worst
// feed against its usable capacity (failover included), weight against the rack's rating
// and the floor load. Every figure comes from the Report; tooltips give formula and source.
class PowerTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Rack,
        MaxKw,
        TypicalKw,
        Heat,
        Airflow,
        Cooling,
        Feeds,
        Weight,
        Floor,
        ColumnCount
    };
    explicit PowerTableModel(DesignDocument& document, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // The rack id of a row, for selecting it on the canvas.
    QString rackId(int row) const;

private:
    QVariant displayData(const core::Report& r, const core::RackPower& rp,
                         const core::RackCooling* rc, int column) const;
    QVariant toolTip(const core::Report& r, const core::RackPower& rp, const core::RackCooling* rc,
                     int column) const;
    QString coolingToolTip(const core::Report& r, const core::RackCooling* rc) const;
    QString floorToolTip(const core::RackPower& rp) const;
    QVariant foreground(const core::Report& r, const core::RackPower& rp, int column) const;

    DesignDocument& m_document;
};

} // namespace cd::ui
