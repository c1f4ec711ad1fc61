#include "link_table_model.h"

#include "common/qstring.h"

#include "document/design_document.h"

#include <QLocale>

namespace cd::ui {

LinkTableModel::LinkTableModel(DesignDocument& document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document)
{
    refresh();
}

void LinkTableModel::refresh()
{
    beginResetModel();
    const core::Design& d = m_document.design();
    QHash<QString, QString> racks;
    for (const core::Rack& r : d.racks)
        racks.insert(q(r.id), q(r.name));
    m_devices.clear();
    m_devices.reserve(int(d.devices.size()));
    for (const core::Device& dev : d.devices)
        m_devices.insert(q(dev.id), {q(dev.name), racks.value(q(dev.rack), q(dev.rack)), dev.u});
    m_parts.clear();
    m_rows = int(d.links.size());
    endResetModel();
}

const core::Link* LinkTableModel::link(int row) const
{
    const auto& links = m_document.design().links;
    return row >= 0 && row < m_rows && std::size_t(row) < links.size() ? &links[std::size_t(row)]
                                                                       : nullptr;
}

int LinkTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int LinkTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LinkTableModel::data(const QModelIndex& index, int role) const
{
    const core::Link* found = index.isValid() ? link(index.row()) : nullptr;
    if (!found)
        return {};
    const core::Link& l = *found;
    if (role == Qt::DisplayRole)
        return displayData(l, index.column());
    if (role == Qt::ToolTipRole && index.column() == Cable)
        return q(l.cable);
    if (role == Qt::TextAlignmentRole && index.column() == Length)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant LinkTableModel::displayData(const core::Link& l, int column) const
{
    const Where a = m_devices.value(q(l.a.device), {q(l.a.device), {}, 0});
    const Where b = m_devices.value(q(l.b.device), {q(l.b.device), {}, 0});
    switch (column) {
    case Id:
        return q(l.id);
    case Network:
        return l.network ? q(*l.network) : QString();
    case FromDevice:
        return a.device;
    case FromPort:
        return q(l.a.port);
    case FromRack:
        return a.rack.isEmpty() ? QString() : tr("%1 U%2").arg(a.rack).arg(a.u);
    case ToDevice:
        return b.device;
    case ToPort:
        return q(l.b.port);
    case ToRack:
        return b.rack.isEmpty() ? QString() : tr("%1 U%2").arg(b.rack).arg(b.u);
    case Cable:
        return partName(l.cable);
    case Length:
        return l.lengthM ? QLocale().toString(*l.lengthM, 'f', 1) + " m" : QString();
    case Optics:
        if (l.opticA.empty() && l.opticB.empty())
            return {};
        return partName(l.opticA) + " / " + partName(l.opticB);
    }
    return {};
}

QString LinkTableModel::partName(const std::string& id) const
{
    if (id.empty())
        return {};
    auto it = m_parts.constFind(q(id));
    if (it != m_parts.constEnd())
        return *it;
    const core::CatalogItem* item = m_document.catalog().find(id);
    const QString name = item ? q(item->model) : q(id);
    m_parts.insert(q(id), name);
    return name;
}

QVariant LinkTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("Link");
    case Network:
        return tr("Network");
    case FromDevice:
        return tr("From");
    case FromPort:
        return tr("Port");
    case FromRack:
        return tr("Rack");
    case ToDevice:
        return tr("To");
    case ToPort:
        return tr("Port");
    case ToRack:
        return tr("Rack");
    case Cable:
        return tr("Cable");
    case Length:
        return tr("Length");
    case Optics:
        return tr("Transceivers (from / to)");
    }
    return {};
}

QStringList LinkTableModel::endDevices(int row) const
{
    const core::Link* l = link(row);
    return l ? QStringList{q(l->a.device), q(l->b.device)} : QStringList();
}

QString LinkTableModel::network(int row) const
{
    const core::Link* l = link(row);
    return l && l->network ? q(*l->network) : QString();
}

void LinkFilter::setNetwork(const QString& id)
{
    m_network = id;
    m_any = id.isNull();
    invalidateFilter();
}

void LinkFilter::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

namespace {

// The number starting at `i` ("12", "2.5"), advancing `i` past it. QCollator's numeric mode
// is not there on every backend (not with POSIX), so this is done by hand.
double numberAt(const QString& s, qsizetype& i)
{
    const qsizetype start = i;
    while (i < s.size() && s[i].isDigit())
        ++i;
    if (i + 1 < s.size() && (s[i] == '.' || s[i] == ',') && s[i + 1].isDigit())
        for (++i; i < s.size() && s[i].isDigit(); ++i) {
        }
    return QString(s.mid(start, i - start)).replace(',', '.').toDouble();
}

// Text order with runs of digits compared by value: "p2" < "p10", "5.0 m" < "12.0 m".
bool naturalLess(const QString& a, const QString& b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const double x = numberAt(a, i), y = numberAt(b, j);
            if (x != y)
                return x < y;
            continue;
        }
        const QChar x = a[i++].toCaseFolded(), y = b[j++].toCaseFolded();
        if (x != y)
            return x < y;
    }
    return a.size() - i < b.size() - j;
}

} // namespace

bool LinkFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    return naturalLess(left.data().toString(), right.data().toString());
}

bool LinkFilter::filterAcceptsRow(int row, const QModelIndex& parent) const
{
    auto* links = static_cast<const LinkTableModel*>(sourceModel());
    if (!m_any && links->network(row) != m_network)
        return false;
    if (m_text.isEmpty())
        return true;
    for (int c = 0; c < LinkTableModel::ColumnCount; ++c)
        if (sourceModel()
                ->index(row, c, parent)
                .data()
                .toString()
                .contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace cd::ui
