#include "fabric_sizing_dialog.h"

#include "common/qstring.h"

#include "analysis/fabric/fabric_parts.h"
#include "analysis/fabric/fat_tree.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <map>

namespace cd::ui {

namespace {

// The server model the design holds most of among those offered, and how many it holds.
std::pair<std::string, int> mostCommonServer(const core::Design& design, const QComboBox* offered)
{
    std::map<std::string, int> servers;
    for (const core::Device& d : design.devices)
        if (offered->findData(q(d.model)) >= 0)
            ++servers[d.model];
    std::string common;
    int most = 0;
    for (const auto& [id, n] : servers)
        if (n > most) {
            most = n;
            common = id;
        }
    return {common, most};
}

} // namespace

FabricSizingDialog::FabricSizingDialog(const core::Design& design, const core::CatalogView& catalog,
                                       QWidget* parent)
    : QDialog(parent), m_catalog(catalog)
{
    setWindowTitle(tr("Fabric sizing"));
    auto* form = new QFormLayout(this);
    createPartChoices();
    // Start from what the design holds most of.
    const auto [common, most] = mostCommonServer(design, m_server);
    if (!common.empty())
        m_server->setCurrentIndex(m_server->findData(q(common)));
    else if (int dgx = m_server->findData("nvidia-dgx-h100"); dgx >= 0)
        m_server->setCurrentIndex(dgx);
    m_switch->setCurrentIndex(std::max(0, m_switch->findData("nvidia-qm9700")));
    createNumberFields(most);
    addFormRows(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connectInputs();
    recompute();
}

void FabricSizingDialog::createPartChoices()
{
    m_server = new QComboBox(this);
    m_switch = new QComboBox(this);
    for (const core::CatalogItem* item : m_catalog.items()) {
        if (item->kind == core::ItemKind::Server && core::computeRails(*item) > 0)
            m_server->addItem(q(item->displayName()), q(item->id));
        if (item->kind == core::ItemKind::Switch && core::switchRadix(*item))
            m_switch->addItem(q(item->displayName()), q(item->id));
    }
}

void FabricSizingDialog::createNumberFields(int designNodes)
{
    m_nodes = new QSpinBox(this);
    m_nodes->setRange(1, 100000);
    m_nodes->setValue(std::max(designNodes, 32));
    m_rails = new QSpinBox(this);
    m_rails->setRange(0, 16);
    m_rails->setSpecialValueText(tr("from the server"));
    m_ratio = new QComboBox(this);
    for (const char* r : {"1:1", "2:1", "3:1", "4:1"})
        m_ratio->addItem(QString::fromLatin1(r));
    m_management = new QSpinBox(this);
    m_management->setRange(0, 64);
    m_management->setToolTip(tr("Links of management appliances (UFM) into free leaf ports"));
    m_result = new QLabel(this);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setMinimumWidth(360);
}

void FabricSizingDialog::addFormRows(QFormLayout* form)
{
    form->addRow(tr("Server"), m_server);
    form->addRow(tr("Nodes"), m_nodes);
    form->addRow(tr("Rails (NICs per node)"), m_rails);
    form->addRow(tr("Switch"), m_switch);
    form->addRow(tr("Oversubscription"), m_ratio);
    form->addRow(tr("Management links"), m_management);
    form->addRow(m_result);
}

void FabricSizingDialog::connectInputs()
{
    for (QComboBox* c : {m_server, m_switch, m_ratio})
        connect(c, &QComboBox::currentIndexChanged, this, &FabricSizingDialog::recompute);
    for (QSpinBox* s : {m_nodes, m_rails, m_management})
        connect(s, &QSpinBox::valueChanged, this, &FabricSizingDialog::recompute);
}

void FabricSizingDialog::recompute()
{
    const core::CatalogItem* server =
        m_catalog.find(m_server->currentData().toString().toStdString());
    const core::CatalogItem* sw = m_catalog.find(m_switch->currentData().toString().toStdString());
    if (!server || !sw) {
        m_result->setText(tr("Choose a server with compute ports and a switch."));
        return;
    }
    core::FatTreeInput in = inputFromFields();
    if (const std::string why = core::fillFromCatalog(in, *server, *sw); !why.empty()) {
        m_result->setText(q(why));
        return;
    }
    const core::FatTreeSizing s = core::sizeFatTree(in);
    if (!s.ok()) {
        m_result->setText(q(s.error));
        return;
    }
    m_result->setText(sizingText(in, s.tree));
}

core::FatTreeInput FabricSizingDialog::inputFromFields() const
{
    core::FatTreeInput in;
    in.nodes = m_nodes->value();
    in.rails = m_rails->value(); // 0: from the server's compute ports
    in.managementLinks = m_management->value();
    in.oversubscription = core::parseOversubscription(m_ratio->currentText().toStdString())
                              .value_or(core::Oversubscription{});
    return in;
}

QString fourthTierText(const core::FatTree& t)
{
    if (t.tiers != 4)
        return {};
    const QLocale l;
    return QCoreApplication::translate(
               "FabricSizingDialog",
               "<br>Fourth tier: %1 pods are more than one core switch reaches, so %2 super-core "
               "switches join %3 superpods of up to %4 pods (%5 core–super-core cables); a "
               "switch with more ports would keep three tiers")
        .arg(t.pods)
        .arg(l.toString(t.superCores))
        .arg(t.superpods)
        .arg(t.podsPerSuperpod)
        .arg(l.toString(qlonglong(t.coreSuperCoreCables)));
}

QString FabricSizingDialog::sizingText(const core::FatTreeInput& in, const core::FatTree& t) const
{
    const QLocale l;
    const auto n = [&](std::int64_t v) {
        return l.toString(static_cast<qlonglong>(v));
    };
    return tr("<b>%1 tiers</b>, %2 rails × %3 scalable unit(s) of %4 nodes<br>"
              "Switches: %5 leaf, %6 spine, %7 core (%8 in all)<br>"
              "Cables: %9 node–leaf, %10 leaf–spine, %11 spine–core<br>"
              "Transceivers: %12 (all links optical)<br>"
              "Leaf ports %13 down : %14 up = %15 : 1 as built")
               .arg(t.tiers)
               .arg(in.rails)
               .arg(t.units)
               .arg(t.nodesPerUnit)
               .arg(t.leaves)
               .arg(t.spines)
               .arg(t.cores)
               .arg(n(t.switches()))
               .arg(n(t.nodeLeafCables), n(t.leafSpineCables), n(t.spineCoreCables),
                    n(t.transceivers()))
               .arg(t.leafDown)
               .arg(t.leafUp)
               .arg(l.toString(t.oversubscription(), 'f', 2)) +
           fourthTierText(t);
}

} // namespace cd::ui
