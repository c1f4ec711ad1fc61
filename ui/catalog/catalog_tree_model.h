#pragma once

#include "model/catalog_view.h"

#include <QSortFilterProxyModel>
#include <QStandardItemModel>

namespace cd::ui {

// The catalog as a tree: kind -> vendor -> item. Items drag out as kCatalogIdMime.
class CatalogTreeModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        KindRole,
        VendorRole,
        SearchRole
    };

    explicit CatalogTreeModel(const core::CatalogView& catalog, QObject* parent = nullptr);
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    QStringList vendors() const { return m_vendors; }

    static QIcon iconFor(core::ItemKind kind);
    static QString kindTitle(core::ItemKind kind);

private:
    // A vendor's group under its kind, with a draggable row per item.
    static QStandardItem* createVendorRow(const QStandardItem& kindRow, core::ItemKind kind,
                                          const QString& vendor,
                                          const std::vector<const core::CatalogItem*>& items);
    static QStandardItem* createItemRow(const QStandardItem& kindRow, core::ItemKind kind,
                                        const QString& vendor, const core::CatalogItem& item);

    QStringList m_vendors;
};

// Free-text, kind and vendor filter over the tree; groups stay while a child matches.
class CatalogFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setText(const QString& text);
    void setKind(const QString& kind);     // empty = all
    void setVendor(const QString& vendor); // empty = all

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    QString m_text;
    QString m_kind;
    QString m_vendor;
};

} // namespace cd::ui
