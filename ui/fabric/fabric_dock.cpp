#include "fabric_dock.h"

#include "common/qstring.h"
#include "common/transport_text.h"

#include "document/design_document.h"
#include "document/selection.h"
#include "link_table_model.h"
#include "model/network.h"
#include "topology_view.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

// "1.00:1"; without uplinks there is no ratio (issue 19: it read "0.00:1").
// The fourth tier, when the fabric has one.
QString superCoreText(const core::NetworkReport& n)
{
    if (n.superCores == 0)
        return {};
    const QLocale l;
    return FabricDock::tr("<br>Fourth tier: %1 super-core switches, %2 core–super-core links")
        .arg(l.toString(n.superCores), l.toString(qlonglong(n.coreSuperCoreLinks)));
}

QString oversubscriptionText(const core::NetworkReport& n)
{
    return n.leafOversubscription > 0
               ? QLocale().toString(n.leafOversubscription, 'f', 2) + QStringLiteral(":1")
               : FabricDock::tr("none (no uplinks)");
}

QString partsText(const std::vector<core::PartCount>& parts, const core::CatalogView& catalog,
                  bool lengths)
{
    // One entry per part; cables with the metres of all their lengths (core's totals, as
    // `fabric --json` prints them in cable_totals).
    QStringList out;
    const QLocale l;
    for (const core::PartTotal& t : core::totalsByPart(parts)) {
        const core::CatalogItem* item = catalog.find(t.part);
        QString text = QString("%1 × %2").arg(l.toString(qlonglong(t.count)),
                                              item ? q(item->model) : q(t.part));
        if (lengths)
            text += QObject::tr(" (%1 m)").arg(l.toString(t.metres, 'f', 0));
        out << text;
    }
    return out.isEmpty() ? QObject::tr("none") : out.join(", ");
}

// One line on the NVLink domains inside the servers, the other half of the interconnect.
QString nvlinkText(const core::NvlinkReport& r, const core::CatalogView& catalog)
{
    QStringList parts;
    const QLocale l;
    for (const core::NvlinkGroup& g : r.groups) {
        const core::CatalogItem* gpu = catalog.find(g.gpu);
        QString text = QObject::tr("%1 × %2 × %3 (%4)")
                           .arg(l.toString(g.domains), l.toString(g.gpusPerDomain),
                                gpu ? q(gpu->model) : q(g.gpu),
                                QCoreApplication::translate("Nvlink", core::label(g.kind)));
        if (g.perGpuGBps > 0)
            text += QObject::tr(" at %1 GB/s per GPU").arg(l.toString(g.perGpuGBps, 'f', 0));
        parts << text;
    }
    return parts.isEmpty() ? QString()
                           : QObject::tr("<br>NVLink domains: %1").arg(parts.join("; "));
}

} // namespace

FabricDock::FabricDock(DesignDocument& document, Selection& selection, QWidget* parent)
    : AnalysisDock(tr("Fabric"), parent), m_document(document)
{
    setObjectName("fabricDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(createNetworkChoice(body));
    m_summary = new QLabel(body);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_tabs = new QTabWidget(body);
    m_topology = new TopologyView(m_tabs);
    m_tabs->addTab(m_topology, tr("&Topology"));
    m_tabs->addTab(createLinksPage(), tr("&Links"));
    layout->addWidget(m_tabs, 1);
    setWidget(body);

    createFilterDelay();
    connectSignals(selection);
    designChanged();
}

QHBoxLayout* FabricDock::createNetworkChoice(QWidget* body)
{
    auto* top = new QHBoxLayout;
    m_network = new QComboBox(body);
    m_network->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(new QLabel(tr("Network:"), body));
    top->addWidget(m_network);
    top->addStretch(1);
    return top;
}

QWidget* FabricDock::createLinksPage()
{
    auto* linksPage = new QWidget(m_tabs);
    auto* linksLayout = new QVBoxLayout(linksPage);
    linksLayout->setContentsMargins(0, 4, 0, 0);
    m_filter = new QLineEdit(linksPage);
    m_filter->setPlaceholderText(tr("Filter links: device, port, rack, cable…"));
    m_filter->setClearButtonEnabled(true);
    linksLayout->addWidget(m_filter);
    m_model = new LinkTableModel(m_document, this);
    m_proxy = new LinkFilter(this);
    m_proxy->setSourceModel(m_model);
    m_links = new QTableView(linksPage);
    m_links->setModel(m_proxy);
    // In the design's order until the user sorts by a column: sorting hundreds of thousands of
    // links by their id at every load costs seconds for nothing.
    m_links->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_links->setSortingEnabled(true);
    m_links->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_links->verticalHeader()->hide();
    m_links->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_links->horizontalHeader()->setStretchLastSection(true);
    linksLayout->addWidget(m_links, 1);
    return linksPage;
}

void FabricDock::createFilterDelay()
{
    // Filtering 50,000 rows on every key press would stall typing: wait for a pause.
    m_filterDelay = new QTimer(this);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(250);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, [this] { m_proxy->setText(m_filter->text()); });
}

void FabricDock::connectSignals(Selection& selection)
{
    connect(m_network, &QComboBox::currentIndexChanged, this, &FabricDock::showNetwork);
    connect(m_links, &QTableView::doubleClicked, this, [this, &selection](const QModelIndex& i) {
        const QStringList ends = m_model->endDevices(m_proxy->mapToSource(i).row());
        if (!ends.isEmpty())
            selection.set(ends);
    });
    connect(&m_document, &DesignDocument::changed, this, &FabricDock::designChanged);
}

void FabricDock::showTopology()
{
    m_tabs->setCurrentIndex(0);
}

void FabricDock::showLinks()
{
    m_tabs->setCurrentIndex(1);
}

void FabricDock::recompute()
{
    markCurrent();
    m_model->refresh();
    const QString current = m_network->currentData().toString();
    const QSignalBlocker block(m_network);
    m_network->clear();
    for (const core::NetworkReport& n : m_document.report().fabric.networks)
        m_network->addItem(q(n.name), q(n.id));
    m_network->addItem(tr("All links"), QString()); // null id: every link
    m_network->setItemData(m_network->count() - 1, QVariant(), Qt::UserRole);
    const int keep = m_network->findData(current);
    m_network->setCurrentIndex(keep >= 0 && !current.isNull() ? keep : 0);
    showNetwork();
}

void FabricDock::showNetwork()
{
    const core::FabricReport& fabric = m_document.report().fabric;
    const QString nvlink = nvlinkText(m_document.report().nvlink, m_document.catalog());
    const bool all = m_network->currentIndex() == m_network->count() - 1;
    const QString id = m_network->currentData().toString();
    const core::NetworkReport* n = all ? nullptr : fabric.find(id.toStdString());
    m_proxy->setNetwork(all ? QString() : (id.isNull() ? QString("") : id));
    m_topology->show(m_document.design(), n);
    if (!n) {
        m_summary->setText(
            all ? tr("%n link(s) in the design", nullptr, int(m_document.design().links.size()))
                : tr("No network."));
        return;
    }
    const QLocale l;
    const QString target = n->target.empty() ? QString() : tr(" (target %1)").arg(q(n->target));
    m_summary->setText(
        tr("<b>%1</b> · %2 · %3 tier(s): %4 leaf, %5 spine, %6 core<br>"
           "%7 nodes, %8 of %9 ports cabled · links %10 node–leaf, %11 leaf–spine, %12 "
           "spine–core · leaf oversubscription as built %13%14<br>"
           "Cables: %15<br>Transceivers: %16")
            .arg(q(n->name).toHtmlEscaped(),
                 n->transport.empty() ? tr("transport not set") : transportText(n->transport))
            .arg(n->tiers)
            .arg(n->leaves)
            .arg(n->spines)
            .arg(n->cores)
            .arg(n->nodes)
            .arg(n->nodePortsCabled)
            .arg(n->nodePorts)
            .arg(l.toString(qlonglong(n->nodeLeafLinks)), l.toString(qlonglong(n->leafSpineLinks)),
                 l.toString(qlonglong(n->spineCoreLinks)))
            .arg(oversubscriptionText(*n), target)
            .arg(partsText(n->cables, m_document.catalog(), true),
                 partsText(n->transceivers, m_document.catalog(), false)) +
        superCoreText(*n) + nvlink);
}

} // namespace cd::ui
