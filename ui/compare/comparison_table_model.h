#pragma once

#include "analysis/compare/comparison.h"

#include <QAbstractTableModel>

namespace cd::ui {

// A comparison as a table: one row per figure, one column per variant. The best value of a row
// is bold, green and starred; rows whose values differ between variants are shaded. Shows the
// comparison it is given; computes nothing.
class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setComparison(core::Comparison comparison);
    const core::Comparison& comparison() const { return m_comparison; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // A row's label with its unit, "Power, maximum (kW)"; "GPUs" alone when the label names
    // the unit. The presentation's table uses the same headings.
    static QString rowHeading(const core::ComparisonRow& row);

private:
    core::Comparison m_comparison;
};

} // namespace cd::ui
