#include "catalog_tree_model.h"

#include "common/qstring.h"

#include "canvas/mime_types.h"
#include "report/rack_elevation_painter.h"

#include <QMimeData>
#include <QPainter>
#include <QPixmap>

#include <map>

namespace cd::ui {

QString CatalogTreeModel::kindTitle(core::ItemKind kind)
{
    switch (kind) {
    case core::ItemKind::Server:
        return tr("Servers");
    case core::ItemKind::Gpu:
        return tr("GPUs");
    case core::ItemKind::Nic:
        return tr("NICs");
    case core::ItemKind::Switch:
        return tr("Switches");
    case core::ItemKind::Cable:
        return tr("Cables");
    case core::ItemKind::Transceiver:
        return tr("Transceivers");
    case core::ItemKind::Rack:
        return tr("Racks");
    case core::ItemKind::Pdu:
        return tr("PDUs");
    case core::ItemKind::Storage:
        return tr("Storage");
    case core::ItemKind::Service:
        return tr("Services");
    case core::ItemKind::Cdu:
        return tr("Liquid cooling");
    case core::ItemKind::Component:
        return tr("Server components");
    }
    return {};
}

QIcon CatalogTreeModel::iconFor(core::ItemKind kind)
{
    static std::map<core::ItemKind, QIcon> cache;
    if (auto it = cache.find(kind); it != cache.end())
        return it->second;
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(report::RackElevationPainter::colorFor(kind));
    p.setPen(Qt::NoPen);
    p.drawRoundedRect(QRectF(2, 2, 28, 28), 6, 6);
    p.setPen(Qt::white);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(16);
    p.setFont(f);
    p.drawText(QRectF(2, 2, 28, 28), Qt::AlignCenter, kindTitle(kind).left(1));
    p.end();
    return cache[kind] = QIcon(pm);
}

CatalogTreeModel::CatalogTreeModel(const core::CatalogView& catalog, QObject* parent)
    : QStandardItemModel(parent)
{
    std::map<int, std::map<QString, std::vector<const core::CatalogItem*>>> tree;
    for (const core::CatalogItem* item : catalog.items())
        tree[static_cast<int>(item->kind)][q(item->vendor)].push_back(item);
    for (auto& [kindValue, vendors] : tree) {
        const auto kind = static_cast<core::ItemKind>(kindValue);
        auto* kindRow = new QStandardItem(iconFor(kind), kindTitle(kind));
        kindRow->setData(q(std::string(core::toString(kind))), KindRole);
        kindRow->setDragEnabled(false);
        kindRow->setEditable(false);
        for (auto& [vendor, items] : vendors) {
            if (!m_vendors.contains(vendor))
                m_vendors << vendor;
            kindRow->appendRow(createVendorRow(*kindRow, kind, vendor, items));
        }
        appendRow(kindRow);
    }
    m_vendors.sort(Qt::CaseInsensitive);
}

QStandardItem* CatalogTreeModel::createVendorRow(const QStandardItem& kindRow, core::ItemKind kind,
                                                 const QString& vendor,
                                                 const std::vector<const core::CatalogItem*>& items)
{
    auto* vendorRow = new QStandardItem(vendor.isEmpty() ? tr("(no vendor)") : vendor);
    vendorRow->setData(kindRow.data(KindRole), KindRole);
    vendorRow->setDragEnabled(false);
    vendorRow->setEditable(false);
    for (const core::CatalogItem* item : items)
        vendorRow->appendRow(createItemRow(kindRow, kind, vendor, *item));
    return vendorRow;
}

QStandardItem* CatalogTreeModel::createItemRow(const QStandardItem& kindRow, core::ItemKind kind,
                                               const QString& vendor, const core::CatalogItem& item)
{
    auto* row = new QStandardItem(iconFor(kind), q(item.model));
    row->setData(q(item.id), IdRole);
    row->setData(kindRow.data(KindRole), KindRole);
    row->setData(vendor, VendorRole);
    row->setData(
        q(item.id + " " + item.vendor + " " + item.model + " " + item.description).toLower(),
        SearchRole);
    QString tip = QStringLiteral("<b>%1</b><br>%2<br><tt>%3</tt>")
                      .arg(q(item.displayName()).toHtmlEscaped(),
                           q(item.description).toHtmlEscaped(), q(item.id));
    if (core::isRackMounted(item.kind))
        tip += tr("<br>Drag onto a rack to add it.");
    row->setToolTip(tip);
    row->setEditable(false);
    row->setDragEnabled(core::isRackMounted(item.kind));
    return row;
}

QStringList CatalogTreeModel::mimeTypes() const
{
    return {QString::fromLatin1(kCatalogIdMime)};
}

QMimeData* CatalogTreeModel::mimeData(const QModelIndexList& indexes) const
{
    for (const QModelIndex& i : indexes) {
        const QString id = i.data(IdRole).toString();
        if (id.isEmpty())
            continue;
        auto* mime = new QMimeData;
        mime->setData(kCatalogIdMime, id.toUtf8());
        mime->setText(id);
        return mime;
    }
    return nullptr;
}

void CatalogFilter::setText(const QString& text)
{
    m_text = text.trimmed().toLower();
    invalidateFilter();
}

void CatalogFilter::setKind(const QString& kind)
{
    m_kind = kind;
    invalidateFilter();
}

void CatalogFilter::setVendor(const QString& vendor)
{
    m_vendor = vendor;
    invalidateFilter();
}

bool CatalogFilter::filterAcceptsRow(int row, const QModelIndex& parent) const
{
    const QModelIndex i = sourceModel()->index(row, 0, parent);
    if (!m_kind.isEmpty() && i.data(CatalogTreeModel::KindRole).toString() != m_kind)
        return false;
    if (i.data(CatalogTreeModel::IdRole).toString().isEmpty())
        return false; // group rows show only through a matching child (recursive filtering)
    if (!m_vendor.isEmpty() && i.data(CatalogTreeModel::VendorRole).toString() != m_vendor)
        return false;
    if (m_text.isEmpty())
        return true;
    const QString hay = i.data(CatalogTreeModel::SearchRole).toString();
    for (const QString& word : m_text.split(' ', Qt::SkipEmptyParts))
        if (!hay.contains(word))
            return false;
    return true;
}

} // namespace cd::ui
