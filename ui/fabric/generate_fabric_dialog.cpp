#include "generate_fabric_dialog.h"

#include "common/qstring.h"
#include "fabric_sizing_dialog.h"

#include "analysis/fabric/fabric_parts.h"
#include "analysis/throughput/checkpoint_storage.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cd::ui {

GenerateFabricDialog::GenerateFabricDialog(const core::Design& design,
                                           const core::CatalogView& catalog,
                                           const QStringList& selectedRacks, QWidget* parent)
    : QDialog(parent), m_design(design), m_catalog(catalog), m_selectedRacks(selectedRacks)
{
    setWindowTitle(tr("Generate Network"));
    auto* form = new QFormLayout(this);
    const core::Network* existing = design.findNetwork("compute");
    createNetworkFields(existing);
    createPartChoices(existing);
    createRailsAndRatio(existing);
    preselectNicForPortlessServers();

    auto* where = new QWidget(this);
    QButtonGroup* group = createPlacementChoice(where);
    createPreview();
    addFormRows(form, where);
    addButtons(form, existing);
    connectInputs(group);
    recompute();
}

void GenerateFabricDialog::createNetworkFields(const core::Network* existing)
{
    m_kind = new QComboBox(this);
    for (core::NetworkKind k : {core::NetworkKind::Compute, core::NetworkKind::Storage,
                                core::NetworkKind::Inband, core::NetworkKind::Oob})
        m_kind->addItem(q(core::defaultNetworkName(k)), q(std::string(core::toString(k))));
    m_kind->setToolTip(tr("Which ports of the servers the network joins"));
    m_name = new QLineEdit(existing ? q(existing->name) : tr("Compute fabric"), this);
}

void GenerateFabricDialog::createPartChoices(const core::Network* existing)
{
    m_switch = new QComboBox(this);
    m_nic = new QComboBox(this);
    m_nic->addItem(tr("none (use the servers' own ports)"), QString());
    m_rackModel = new QComboBox(this);
    for (const core::CatalogItem* item : m_catalog.items()) {
        if (item->kind == core::ItemKind::Switch && core::switchRadix(*item))
            m_switch->addItem(q(item->displayName()), q(item->id));
        if (item->kind == core::ItemKind::Nic)
            m_nic->addItem(q(item->displayName()), q(item->id));
        if (item->kind == core::ItemKind::Rack && item->rackUnits() > 0)
            m_rackModel->addItem(q(item->displayName()), q(item->id));
    }
    const std::string sw =
        existing && !existing->switchModel.empty() ? existing->switchModel : "nvidia-qm9700";
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(q(sw))));
    m_rackModel->setCurrentIndex(std::max(0, m_rackModel->findData("generic-42u")));
}

void GenerateFabricDialog::createRailsAndRatio(const core::Network* existing)
{
    m_rails = new QSpinBox(this);
    m_rails->setRange(0, 16);
    m_rails->setSpecialValueText(tr("every compute port"));
    m_rails->setValue(existing ? existing->rails : 0);
    m_ratio = new QComboBox(this);
    m_ratio->setEditable(true);
    for (const char* r : {"1:1", "2:1", "3:1", "4:1"})
        m_ratio->addItem(QString::fromLatin1(r));
    if (existing)
        m_ratio->setCurrentText(q(existing->oversubscription));
    m_ratio->setToolTip(tr("Leaf ports down to the nodes for each port up to the spines"));
    m_checkpoint = new QDoubleSpinBox(this);
    m_checkpoint->setRange(0, 1e6);
    m_checkpoint->setDecimals(0);
    m_checkpoint->setSuffix(tr(" GB/s"));
    m_checkpoint->setSpecialValueText(tr("not sized (the oversubscription above)"));
    m_checkpoint->setToolTip(tr("The checkpoint bandwidth the storage network must carry from "
                                "the GPU nodes: the leaves get the coarsest oversubscription "
                                "that still carries it"));
    m_nic->setToolTip(tr("Fitted to servers that list no compute ports (XE9680, DL380a …), "
                         "one per rail"));
}

void GenerateFabricDialog::preselectNicForPortlessServers()
{
    // Servers that list no compute port need NICs: offer the usual one (ConnectX-7, 400G).
    for (const core::Device& d : m_design.devices) {
        const core::CatalogItem* item = m_catalog.find(d.model);
        if (item && item->kind == core::ItemKind::Server && item->gpu &&
            core::computeRails(*item) == 0 && d.nics.empty()) {
            m_nic->setCurrentIndex(std::max(0, m_nic->findData("connectx-7")));
            break;
        }
    }
}

QButtonGroup* GenerateFabricDialog::createPlacementChoice(QWidget* where)
{
    auto* whereLayout = new QVBoxLayout(where);
    whereLayout->setContentsMargins(0, 0, 0, 0);
    m_newRow = new QRadioButton(
        tr("New network racks at the end of the rows, beside the nodes they serve"), where);
    m_selected =
        new QRadioButton(tr("The selected racks first (%n rack(s)), new racks for the rest",
                            nullptr, int(m_selectedRacks.size())),
                         where);
    m_selected->setEnabled(!m_selectedRacks.isEmpty());
    (m_selectedRacks.isEmpty() ? m_newRow : m_selected)->setChecked(true);
    whereLayout->addWidget(m_newRow);
    whereLayout->addWidget(m_selected);
    auto* group = new QButtonGroup(this);
    group->addButton(m_newRow);
    group->addButton(m_selected);
    return group;
}

void GenerateFabricDialog::createPreview()
{
    m_preview = new QLabel(this);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setWordWrap(true);
    m_preview->setMinimumWidth(440);
}

void GenerateFabricDialog::addFormRows(QFormLayout* form, QWidget* where)
{
    form->addRow(tr("N&etwork"), m_kind);
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Switch"), m_switch);
    form->addRow(tr("&Rails (NICs per node)"), m_rails);
    form->addRow(tr("&Oversubscription"), m_ratio);
    form->addRow(tr("Size for &checkpoints"), m_checkpoint);
    form->setRowVisible(m_checkpoint, false);
    form->addRow(tr("Fit &NIC"), m_nic);
    form->addRow(tr("Switches go into"), where);
    form->addRow(tr("New rack &model"), m_rackModel);
    form->addRow(m_preview);
}

void GenerateFabricDialog::addButtons(QFormLayout* form, const core::Network* existing)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(existing ? tr("Regenerate") : tr("Generate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void GenerateFabricDialog::connectInputs(QButtonGroup* group)
{
    connect(m_kind, &QComboBox::currentIndexChanged, this, &GenerateFabricDialog::kindChanged);
    for (QComboBox* c : {m_switch, m_nic, m_rackModel})
        connect(c, &QComboBox::currentIndexChanged, this, &GenerateFabricDialog::recompute);
    connect(m_ratio, &QComboBox::currentTextChanged, this, &GenerateFabricDialog::recompute);
    connect(m_rails, &QSpinBox::valueChanged, this, &GenerateFabricDialog::recompute);
    connect(m_checkpoint, &QDoubleSpinBox::valueChanged, this,
            &GenerateFabricDialog::sizeForCheckpoints);
    connect(group, &QButtonGroup::buttonToggled, this, &GenerateFabricDialog::recompute);
}

void GenerateFabricDialog::kindChanged()
{
    const auto kind = core::networkKindFromString(m_kind->currentData().toString().toStdString())
                          .value_or(core::NetworkKind::Compute);
    const core::Network* existing = m_design.findNetwork(core::toString(kind));
    m_name->setText(existing ? q(existing->name) : q(core::defaultNetworkName(kind)));
    const std::string sw = core::defaultSwitchFor(m_design, kind, core::toString(kind));
    const QSignalBlocker block(m_switch);
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(q(sw))));
    m_nic->setEnabled(kind == core::NetworkKind::Compute);
    // Rails are the network's own: a storage network does not take the compute fabric's 8.
    // Rails and ratio are the network's own: a storage network does not take the compute
    // fabric's 8 rails, nor compute the ratio sized for storage.
    const QSignalBlocker blockRails(m_rails);
    m_rails->setValue(existing ? existing->rails : 0);
    const QSignalBlocker blockRatio(m_ratio);
    m_ratio->setCurrentText(existing ? q(existing->oversubscription) : QStringLiteral("1:1"));
    if (auto* form = qobject_cast<QFormLayout*>(layout()))
        form->setRowVisible(m_checkpoint, kind == core::NetworkKind::Storage);
    sizeForCheckpoints();
}

bool GenerateFabricDialog::sizingStorage() const
{
    return m_kind->currentData().toString() == QLatin1String("storage") &&
           m_checkpoint->value() > 0;
}

void GenerateFabricDialog::sizeForCheckpoints()
{
    const bool sizing = sizingStorage();
    m_ratio->setEnabled(!sizing && m_kind->currentData().toString() != QLatin1String("oob"));
    if (sizing) {
        const auto f =
            core::throughput::storageFabricFor(m_design, m_catalog, m_checkpoint->value());
        const QSignalBlocker block(m_ratio);
        m_ratio->setCurrentText(QStringLiteral("%1:%2").arg(f.ratio.down).arg(f.ratio.up));
    }
    recompute();
}

QString GenerateFabricDialog::checkpointNotes() const
{
    if (!sizingStorage())
        return {};
    const auto f = core::throughput::storageFabricFor(m_design, m_catalog, m_checkpoint->value());
    const QLocale l;
    QString text =
        tr("<br>Sized for %1 GB/s of checkpoints: the GPU nodes' storage ports carry "
           "%2 GB/s, the leaves at %3:%4 pass %5 GB/s where there are spines")
            .arg(l.toString(m_checkpoint->value(), 'f', 0), l.toString(f.nodesGBps, 'f', 1))
            .arg(f.ratio.down)
            .arg(f.ratio.up)
            .arg(l.toString(f.nodesGBps * f.ratio.up / f.ratio.down, 'f', 1));
    for (const std::string& s : f.shortOf)
        text +=
            tr("<br><span style='color:#b36b00'>Short of it: %1</span>").arg(q(s).toHtmlEscaped());
    return text;
}

core::FabricRequest GenerateFabricDialog::request() const
{
    core::FabricRequest r;
    r.kind = core::networkKindFromString(m_kind->currentData().toString().toStdString())
                 .value_or(core::NetworkKind::Compute);
    r.networkId = std::string(core::toString(r.kind));
    r.networkName = m_name->text().trimmed().toStdString();
    r.switchModel = m_switch->currentData().toString().toStdString();
    r.rails = m_rails->value();
    r.oversubscription = core::parseOversubscription(m_ratio->currentText().toStdString())
                             .value_or(core::Oversubscription{});
    r.nicModel = m_nic->isEnabled() ? m_nic->currentData().toString().toStdString() : "";
    if (!r.nicModel.empty() && r.rails == 0) // a NIC per GPU is the rail-optimised default
        r.rails = 8;
    r.rackModel = m_rackModel->currentData().toString().toStdString();
    if (m_selected->isChecked())
        for (const QString& id : m_selectedRacks)
            r.switchRacks.push_back(id.toStdString());
    return r;
}

void GenerateFabricDialog::recompute()
{
    if (!core::parseOversubscription(m_ratio->currentText().toStdString())) {
        m_preview->setText(tr("Oversubscription is two whole numbers, down:up (2:1)."));
        m_ok->setEnabled(false);
        return;
    }
    const core::GeneratedFabric g = core::generateFabric(m_design, m_catalog, request());
    m_ok->setEnabled(g.ok());
    if (!g.ok()) {
        m_preview->setText(tr("<b>Cannot generate:</b> %1").arg(q(g.error).toHtmlEscaped()) +
                           checkpointNotes());
        return;
    }
    QString text = previewSummary(g);
    text += previewNotes(g);
    text += checkpointNotes();
    m_preview->setText(text);
}

QString GenerateFabricDialog::previewSummary(const core::GeneratedFabric& g) const
{
    const core::FatTree& t = g.tree;
    const QLocale l;
    const QString racks =
        m_selected->isChecked()
            ? tr("in the selected racks, %n new rack(s) for the rest", nullptr, g.addedRacks)
            : tr("in %n new network rack(s)", nullptr, g.addedRacks);
    return tr("<b>%1 tier(s)</b>: %2 leaf, %3 spine, %4 core switches, %5<br>"
              "%6 links: %7 node–leaf, %8 leaf–spine, %9 spine–core<br>"
              "Leaf ports %10 down : %11 up = %12 : 1 as built; transport %13")
               .arg(t.tiers)
               .arg(t.leaves)
               .arg(t.spines)
               .arg(t.cores)
               .arg(racks)
               .arg(l.toString(g.addedLinks))
               .arg(l.toString(qlonglong(t.nodeLeafCables)),
                    l.toString(qlonglong(t.leafSpineCables)),
                    l.toString(qlonglong(t.spineCoreCables)))
               .arg(t.leafDown)
               .arg(t.leafUp)
               .arg(l.toString(t.oversubscription(), 'f', 2))
               .arg(q(g.network.transport)) +
           fourthTierText(t);
}

// The lines after the summary: NICs fitted, links replaced, cabling problems.
QString GenerateFabricDialog::previewNotes(const core::GeneratedFabric& g) const
{
    QString text;
    if (g.fittedNodes > 0)
        text += tr("<br>%1 server(s) get %2 × %3")
                    .arg(g.fittedNodes)
                    .arg(request().rails)
                    .arg(m_nic->currentText().toHtmlEscaped());
    if (g.removedLinks > 0)
        text += tr("<br>Replaces the %1 existing link(s) of this network").arg(g.removedLinks);
    for (const auto& [problem, count] : g.cablingProblems)
        text += tr("<br><span style='color:#b36b00'>%1 link(s): %2</span>")
                    .arg(count)
                    .arg(q(problem).toHtmlEscaped());
    return text;
}

} // namespace cd::ui
