#include "bom_dock.h"

#include "document/design_document.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

QString money(double v, const std::string& currency)
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(v, 'f', 0), QString::fromStdString(currency));
}

} // namespace

BomTableModel::BomTableModel(DesignDocument& document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(&m_document, &DesignDocument::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int BomTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_document.report().bom.lines.size());
}

int BomTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BomTableModel::data(const QModelIndex& index, int role) const
{
    const auto& lines = m_document.report().bom.lines;
    if (!index.isValid() || index.row() >= static_cast<int>(lines.size()))
        return {};
    const core::BomLine& l = lines[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Part: return QString::fromStdString(l.part);
        case Description: return QString::fromStdString(l.description);
        case Quantity: return l.quantity;
        case UnitPrice: return l.unitPrice ? money(*l.unitPrice, l.currency) : tr("no estimate");
        case Total: return l.total ? money(*l.total, l.currency) : QStringLiteral("—");
        case Source:
            return l.unitPrice ? tr("%1 %2 %3")
                                     .arg(l.estimate ? tr("estimate") : tr("price list"),
                                          QString::fromStdString(l.priceDate),
                                          QString::fromStdString(l.priceSource))
                               : QString();
        }
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Quantity || index.column() == UnitPrice ||
                                          index.column() == Total))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && !l.unitPrice && index.column() == UnitPrice)
        return QColor(0xc0, 0x39, 0x2b);
    return {};
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Part: return tr("Part");
    case Description: return tr("Description");
    case Quantity: return tr("Qty");
    case UnitPrice: return tr("Unit price");
    case Total: return tr("Total");
    case Source: return tr("Price source");
    }
    return {};
}

BomDock::BomDock(DesignDocument& document, QWidget* parent)
    : QDockWidget(tr("Bill of materials"), parent), m_document(document),
      m_model(new BomTableModel(document, this))
{
    setObjectName("bomDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_table = new QTableView(body);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(BomTableModel::Description, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_total = new QLabel(body);
    layout->addWidget(m_table);
    layout->addWidget(m_total);
    setWidget(body);
    const auto refresh = [this] {
        const core::BomReport& bom = m_document.report().bom;
        QString text = tr("<b>Total: %1</b>").arg(money(bom.total, bom.currency));
        if (bom.allEstimates)
            text += tr(" — public estimates, not a quote");
        if (bom.unpricedLines > 0)
            text += tr("; %n line(s) without a price are not in the total", nullptr, bom.unpricedLines);
        m_total->setText(text);
        m_table->resizeColumnToContents(BomTableModel::Part);
    };
    connect(&m_document, &DesignDocument::changed, this, refresh);
    refresh();
}

} // namespace cd::ui
