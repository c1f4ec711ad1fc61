#include "device_inlets_editor.h"

#include "common/qstring.h"

#include "document/design_document.h"
#include "edit/edit_factory.h"
#include "model/design_catalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

// The inlets of `device` as the analysis placed them in its rack.
std::vector<const core::InletLoad*> placedInlets(const core::RackDistribution* rd,
                                                 const core::Device* device)
{
    std::vector<const core::InletLoad*> placed;
    if (rd)
        for (const core::InletLoad& in : rd->inlets)
            if (in.deviceId == device->id)
                placed.push_back(&in);
    return placed;
}

} // namespace

DeviceInletsEditor::DeviceInletsEditor(DesignDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_manual = new QCheckBox(tr("Choose the PDU of each inlet"), this);
    m_note = new QLabel(this);
    m_form = new QFormLayout;
    layout->addWidget(m_manual);
    layout->addLayout(m_form);
    layout->addWidget(m_note);
    connect(m_manual, &QCheckBox::toggled, this, &DeviceInletsEditor::setManual);
}

void DeviceInletsEditor::showDevice(const QString& deviceId)
{
    m_updating = true;
    m_deviceId = deviceId;
    const core::Design& d = m_document.design();
    const core::Device* device = d.findDevice(deviceId.toStdString());
    const core::RackDistribution* rd =
        device ? m_document.report().distribution.find(device->rack) : nullptr;
    const std::vector<const core::InletLoad*> placed = placedInlets(rd, device);
    const bool hasPdus = rd && !rd->pdus.empty();
    m_manual->setEnabled(hasPdus && !placed.empty());
    m_manual->setChecked(device && !device->inlets.empty());
    m_shown = static_cast<int>(placed.size());
    addInletRows();
    for (int i = 0; i < m_inlets.size(); ++i) {
        m_form->setRowVisible(i, i < m_shown);
        if (i >= m_shown)
            continue;
        showInlet(m_inlets[i], rd->pdus, *placed[static_cast<std::size_t>(i)]);
    }
    m_note->setText(!hasPdus ? tr("No PDUs in this rack: inlets hang on the feeds.")
                    : m_manual->isChecked()
                        ? tr("Assigned by hand.")
                        : tr("Balanced automatically over feeds, PDUs and phases."));
    m_updating = false;
}

void DeviceInletsEditor::addInletRows()
{
    while (m_inlets.size() < m_shown) {
        auto* combo = new QComboBox(this);
        connect(combo, &QComboBox::activated, this, &DeviceInletsEditor::applyChoices);
        m_form->addRow(tr("Inlet %1").arg(m_inlets.size() + 1), combo);
        m_inlets.push_back(combo);
    }
}

void DeviceInletsEditor::showInlet(QComboBox* combo, const std::vector<core::PduLoad>& pdus,
                                   const core::InletLoad& in)
{
    combo->clear();
    for (const core::PduLoad& pdu : pdus)
        combo->addItem(tr("%1 · feed %2").arg(q(pdu.name), q(pdu.feed)), q(pdu.deviceId));
    combo->setCurrentIndex(combo->findData(q(in.pdu)));
    combo->setToolTip(
        tr("Feed %1, phase L%2, %3 W").arg(q(in.feed)).arg(in.phase).arg(qRound(in.normalW)));
    combo->setEnabled(m_manual->isChecked());
}

void DeviceInletsEditor::setManual(bool on)
{
    if (m_updating)
        return;
    if (!on) {
        apply({});
        return;
    }
    applyChoices(); // start from the automatic placement the combos show
}

void DeviceInletsEditor::applyChoices()
{
    if (m_updating)
        return;
    std::vector<std::string> pdus;
    for (int i = 0; i < m_shown; ++i)
        pdus.push_back(m_inlets[i]->currentData().toString().toStdString());
    apply(pdus);
}

void DeviceInletsEditor::apply(const std::vector<std::string>& pdus)
{
    std::vector<core::InletAssignment> inlets;
    for (const std::string& pdu : pdus)
        inlets.push_back({pdu});
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    auto r = core::edits::setDeviceInlets(d, catalog, m_deviceId.toStdString(), inlets);
    if (!r) {
        if (r.code != "no-change")
            emit refused(QString::fromStdString(r.error));
        showDevice(m_deviceId);
        return;
    }
    m_document.apply(std::move(r.edit));
}

} // namespace cd::ui
