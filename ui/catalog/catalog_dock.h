#pragma once

#include "model/catalog_view.h"

#include <QDockWidget>

class QLineEdit;
class QComboBox;
class QTreeView;
class QTextBrowser;
class QVBoxLayout;

namespace cd::ui {

class CatalogTreeModel;
class CatalogFilter;

// Searchable, filterable catalog tree; items drag onto racks; the pane below shows the
// selected item's specs with their sources and confidence.
class CatalogDock : public QDockWidget
{
    Q_OBJECT
public:
    CatalogDock(const core::CatalogView& catalog, QWidget* parent = nullptr);
    QTreeView* tree() const { return m_tree; }
    QLineEdit* searchField() const { return m_search; }
    QString currentId() const;
    void selectId(const QString& id);
    // Rebuilds the tree from the catalog (items were added to it); filters and search stay.
    void reload();

signals:
    void activated(const QString& id); // double-click: add to the selected rack

private:
    // The search field and the kind and vendor filters above the tree.
    void createFilters(QWidget* body, QVBoxLayout* layout);
    void createTreeAndDetails(QWidget* body, QVBoxLayout* layout);
    void connectSignals();
    void showDetails();
    void fillVendors();

    const core::CatalogView& m_catalog;
    CatalogTreeModel* m_model;
    CatalogFilter* m_filter;
    QLineEdit* m_search;
    QComboBox* m_kind;
    QComboBox* m_vendor;
    QTreeView* m_tree;
    QTextBrowser* m_details;
};

} // namespace cd::ui
