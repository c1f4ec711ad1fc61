#include "catalog_dock.h"

#include "catalog_item_html.h"
#include "catalog_tree_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace cd::ui {

CatalogDock::CatalogDock(const core::CatalogView& catalog, QWidget* parent)
    : QDockWidget(tr("Catalog"), parent), m_catalog(catalog),
      m_model(new CatalogTreeModel(catalog, this)), m_filter(new CatalogFilter(this))
{
    setObjectName("catalogDock");
    m_filter->setSourceModel(m_model);
    m_filter->setRecursiveFilteringEnabled(true);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    createFilters(body, layout);
    createTreeAndDetails(body, layout);
    setWidget(body);

    connectSignals();
    m_details->setHtml(tr("<p>Select an item to see its specifications, their sources and how "
                          "far they can be trusted. Drag servers, switches, storage and PDUs "
                          "onto a rack.</p>"));
}

void CatalogDock::createFilters(QWidget* body, QVBoxLayout* layout)
{
    m_search = new QLineEdit(body);
    m_search->setPlaceholderText(tr("Search: model, vendor, id…"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    auto* filters = new QHBoxLayout;
    m_kind = new QComboBox(body);
    m_kind->addItem(tr("All kinds"), QString());
    for (auto kind : {core::ItemKind::Server, core::ItemKind::Switch, core::ItemKind::Storage,
                      core::ItemKind::Pdu, core::ItemKind::Cdu, core::ItemKind::Rack,
                      core::ItemKind::Gpu, core::ItemKind::Nic, core::ItemKind::Component,
                      core::ItemKind::Cable, core::ItemKind::Transceiver})
        m_kind->addItem(CatalogTreeModel::iconFor(kind), CatalogTreeModel::kindTitle(kind),
                        QString::fromStdString(std::string(core::toString(kind))));
    m_vendor = new QComboBox(body);
    fillVendors();
    filters->addWidget(m_kind);
    filters->addWidget(m_vendor);
    layout->addLayout(filters);
}

void CatalogDock::createTreeAndDetails(QWidget* body, QVBoxLayout* layout)
{
    auto* split = new QSplitter(Qt::Vertical, body);
    m_tree = new QTreeView(split);
    m_tree->setModel(m_filter);
    m_tree->setHeaderHidden(true);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setUniformRowHeights(true);
    m_tree->setIconSize(QSize(16, 16));
    m_tree->expandToDepth(0);
    m_details = new QTextBrowser(split);
    m_details->setOpenExternalLinks(true);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
}

void CatalogDock::connectSignals()
{
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& t) {
        m_filter->setText(t);
        if (!t.isEmpty())
            m_tree->expandAll();
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setKind(m_kind->currentData().toString());
        m_tree->expandAll();
    });
    connect(m_vendor, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setVendor(m_vendor->currentData().toString());
        m_tree->expandAll();
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogDock::showDetails);
    connect(m_tree, &QTreeView::doubleClicked, this, [this](const QModelIndex& i) {
        const QString id = i.data(CatalogTreeModel::IdRole).toString();
        if (!id.isEmpty())
            emit activated(id);
    });
}

void CatalogDock::fillVendors()
{
    const QString chosen = m_vendor->currentData().toString();
    const QSignalBlocker quiet(m_vendor);
    m_vendor->clear();
    m_vendor->addItem(tr("All vendors"), QString());
    for (const QString& v : m_model->vendors())
        m_vendor->addItem(v, v);
    m_vendor->setCurrentIndex(std::max(0, m_vendor->findData(chosen)));
}

void CatalogDock::reload()
{
    CatalogTreeModel* old = m_model;
    m_model = new CatalogTreeModel(m_catalog, this);
    m_filter->setSourceModel(m_model);
    delete old;
    fillVendors();
    m_tree->expandToDepth(0);
}

QString CatalogDock::currentId() const
{
    return m_tree->currentIndex().data(CatalogTreeModel::IdRole).toString();
}

void CatalogDock::selectId(const QString& id)
{
    const QModelIndexList hits = m_filter->match(m_filter->index(0, 0), CatalogTreeModel::IdRole,
                                                 id, 1, Qt::MatchExactly | Qt::MatchRecursive);
    if (!hits.isEmpty()) {
        m_tree->setCurrentIndex(hits.first());
        m_tree->scrollTo(hits.first());
    }
}

void CatalogDock::showDetails()
{
    const QString id = currentId();
    if (id.isEmpty())
        return;
    if (const core::CatalogItem* item = m_catalog.find(id.toStdString()))
        m_details->setHtml(catalogItemHtml(*item, m_catalog));
}

} // namespace cd::ui
