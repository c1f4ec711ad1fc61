#include "quote_table_model.h"

#include "analysis/quote/quote_columns.h"
#include "analysis/quote/quote_labels.h"

#include "quote_format.h"
#include "quote_pricing.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QFont>

namespace cd::ui {

QuoteTableModel::QuoteTableModel(QuotePricing& pricing, QObject* parent)
    : QAbstractTableModel(parent), m_pricing(pricing)
{
    connect(&m_pricing, &QuotePricing::updated, this, [this] {
        beginResetModel();
        rebuild();
        endResetModel();
    });
    rebuild();
}

void QuoteTableModel::rebuild()
{
    m_rows.clear();
    const core::Quote& q = m_pricing.quote();
    for (std::size_t c = 0; c < q.categories.size(); ++c) {
        m_rows.push_back({static_cast<int>(c), -1});
        for (std::size_t i = 0; i < q.lines.size(); ++i)
            if (q.lines[i].category == q.categories[c].kind)
                m_rows.push_back({static_cast<int>(c), static_cast<int>(i)});
    }
}

int QuoteTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int QuoteTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool QuoteTableModel::isHeading(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) &&
           m_rows[static_cast<std::size_t>(row)].line < 0;
}

QVariant QuoteTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(m_rows.size()))
        return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    const core::Quote& q = m_pricing.quote();
    if (role == CategoryRole)
        return QString::fromStdString(q.categories[static_cast<std::size_t>(r.category)].kind);
    if (r.line < 0)
        return headingData(index.column(), role, static_cast<std::size_t>(r.category));
    return lineData(index.column(), role, static_cast<std::size_t>(r.line));
}

QVariant QuoteTableModel::headingData(int column, int role, std::size_t category) const
{
    const core::QuoteCategory& c = m_pricing.quote().categories[category];
    if (role == Qt::DisplayRole) {
        if (column == PartNumber)
            return QString::fromStdString(core::shownCategoryTitle(c));
        if (column == Extended)
            return formatMoney(c.subtotal, m_pricing.quote().currency);
        if (column == NetUnit)
            return tr("Subtotal");
    }
    if (role == Qt::FontRole) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::BackgroundRole)
        return QBrush(QColor(128, 128, 128, 40));
    if (role == Qt::TextAlignmentRole && column >= UnitPrice && column <= Extended)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant QuoteTableModel::lineData(int column, int role, std::size_t line) const
{
    const core::QuoteLine& l = m_pricing.quote().lines[line];
    const std::string& cur = m_pricing.quote().currency;
    if (role == PartRole)
        return QString::fromStdString(l.part);
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return lineText(column, role, l, cur);
    if (role == Qt::ToolTipRole)
        return lineToolTip(column, l, cur);
    if (role == Qt::TextAlignmentRole &&
        (column == Quantity || (column >= UnitPrice && column <= Extended)))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole)
        return lineForeground(column, l);
    return {};
}

QVariant QuoteTableModel::lineText(int column, int role, const core::QuoteLine& l,
                                   const std::string& cur)
{
    switch (column) {
    case PartNumber: // as the quote PDF: the vendor's number or nothing, never a catalog id
        return QString::fromStdString(l.partNumber);
    case Description:
        return QString::fromStdString(l.description); // carries the length
    case Quantity:
        return l.quantity;
    case UnitPrice:
        return l.listUnit ? formatMoney(*l.listUnit, cur) : tr("no price");
    case Discount:
        if (role == Qt::EditRole)
            return l.discountPct;
        return l.discountPct > 0 ? tr("%1 %").arg(l.discountPct) : QString();
    case NetUnit:
        return l.netUnit ? formatMoney(*l.netUnit, cur) : QString();
    case Extended:
        return l.extended
                   ? formatMoney(*l.extended, cur) + (l.origin == core::PriceOrigin::CatalogEstimate
                                                          ? QStringLiteral(" *")
                                                          : QString())
                   : QStringLiteral("—");
    case Source:
        return priceSourceText(l);
    }
    return {};
}

QVariant QuoteTableModel::lineToolTip(int column, const core::QuoteLine& l, const std::string& cur)
{
    if (column == Extended && l.origin == core::PriceOrigin::CatalogEstimate)
        return tr("* Public catalog estimate, not a price from your price list");
    if (column == Discount)
        return tr("Discount on this part in percent; double-click to change");
    if (column == PartNumber && l.partNumber.empty())
        return tr("No vendor part number published (catalog item %1)")
            .arg(QString::fromStdString(l.part));
    if (column == UnitPrice && l.cost)
        return tr("Cost %1").arg(formatMoney(*l.cost, cur));
    return {};
}

QVariant QuoteTableModel::lineForeground(int column, const core::QuoteLine& l)
{
    if (!l.listUnit && (column == UnitPrice || column == Extended))
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    if (l.origin == core::PriceOrigin::CatalogEstimate && column == Source)
        return QBrush(QColor(0xb9, 0x77, 0x0e));
    return {};
}

bool QuoteTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != Discount || isHeading(index.row()))
        return false;
    bool ok = false;
    const double pct = value.toDouble(&ok);
    if (!ok || pct < 0 || pct > 100)
        return false;
    emit discountEdited(data(index, PartRole).toString(), pct);
    return true;
}

Qt::ItemFlags QuoteTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Discount && !isHeading(index.row()))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant QuoteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static constexpr core::QuoteColumn kColumns[] = {
        core::QuoteColumn::PartNumber, core::QuoteColumn::Description, core::QuoteColumn::Quantity,
        core::QuoteColumn::UnitPrice,  core::QuoteColumn::Discount,    core::QuoteColumn::NetUnit,
        core::QuoteColumn::Extended,   core::QuoteColumn::PriceSource};
    static_assert(std::size(kColumns) == ColumnCount);
    if (section < 0 || section >= ColumnCount)
        return {};
    // core's headings (quote_columns.h) are translated by their English text.
    return QCoreApplication::translate("QuoteColumn",
                                       core::quoteColumnLabel(kColumns[section], true).data());
}

} // namespace cd::ui
