#include "comparison_table_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace cd::ui {

void ComparisonTableModel::setComparison(core::Comparison comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_comparison.rows.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_comparison.variants.size());
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const core::ComparisonRow& row = m_comparison.rows[static_cast<std::size_t>(index.row())];
    const auto column = static_cast<std::size_t>(index.column());
    if (column >= row.cells.size())
        return {};
    const bool best = row.best && *row.best == column;
    switch (role) {
    case Qt::DisplayRole: {
        const QString text = QString::fromStdString(row.cells[column].text);
        return best ? text + QStringLiteral(" ★") : text;
    }
    case Qt::ToolTipRole:
        if (best)
            return tr("Best: %1 is better")
                .arg(row.better == core::Better::Higher ? tr("higher") : tr("lower"));
        return {};
    case Qt::FontRole:
        if (best) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        return best ? QVariant(QBrush(QColor(0x1e, 0x8e, 0x4f))) : QVariant();
    case Qt::BackgroundRole:
        return row.differs ? QVariant(QBrush(QColor(0xf3, 0xc6, 0x3c, 45))) : QVariant();
    case Qt::TextAlignmentRole:
        return int((row.cells[column].value ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    case Qt::UserRole: // the numeric value, for charts and tests
        return row.cells[column].value ? QVariant(*row.cells[column].value) : QVariant();
    }
    return {};
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section < columnCount()
                   ? QString::fromStdString(
                         m_comparison.variants[static_cast<std::size_t>(section)])
                   : QVariant();
    if (section >= rowCount())
        return {};
    return rowHeading(m_comparison.rows[static_cast<std::size_t>(section)]);
}

QString ComparisonTableModel::rowHeading(const core::ComparisonRow& row)
{
    const QString label = QString::fromStdString(row.label);
    const QString unit = QString::fromStdString(row.unit);
    // "Servers" needs no "(servers)".
    return unit.isEmpty() || label.contains(unit, Qt::CaseInsensitive)
               ? label
               : QStringLiteral("%1 (%2)").arg(label, unit);
}

} // namespace cd::ui
