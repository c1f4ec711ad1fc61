// The edit side of InspectorDock: turns the fields of the device, PDU feed, rack and design
// pages into checked edits, or shows why an edit was refused.
#include "inspector_dock.h"

#include "document/design_document.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "model/design_catalog.h"
#include "model/placement.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

#include <optional>
#include <string>
#include <utility>

namespace cd::ui {

void InspectorDock::applyPduFeed()
{
    if (m_updating || m_selection.ids().size() != 1)
        return;
    const core::Design& d = m_document.design();
    const QString chosen = m_pduFeed->currentData().toString();
    const std::optional<std::string> feed =
        chosen.isEmpty() ? std::nullopt : std::optional<std::string>(chosen.toStdString());
    const core::CatalogView& catalog = m_document.designCatalog();
    auto r = core::edits::setPduFeed(d, catalog, m_selection.ids().first().toStdString(), feed);
    applyEdit(std::move(r));
}

void InspectorDock::applyStorageCapacity()
{
    if (m_updating || m_selection.ids().size() != 1)
        return;
    const core::Device* d = m_document.design().findDevice(m_selection.ids().first().toStdString());
    if (!d)
        return;
    core::Device changed = *d;
    changed.capacityTb = m_storageCapacity->currentData().toDouble();
    applyEdit(core::edits::updateDevice(m_document.design(), m_document.designCatalog(), changed));
}

void InspectorDock::applyEdit(core::edits::Result result)
{
    if (!result) {
        if (result.code != "no-change")
            showError(QString::fromStdString(result.error));
        refresh(); // the fields go back to what the design holds
        return;
    }
    m_error->clear();
    m_document.apply(std::move(result.edit));
}

void InspectorDock::applyDevice()
{
    if (m_updating || m_selection.ids().size() != 1)
        return;
    const core::Design& d = m_document.design();
    const core::Device* current = d.findDevice(m_selection.ids().first().toStdString());
    if (!current)
        return;
    core::Device changed = *current;
    changed.name = m_deviceName->text().trimmed().toStdString();
    if (changed.name.empty()) {
        showError(tr("A device needs a name."));
        refresh();
        return;
    }
    changed.rack = m_deviceRack->currentData().toString().toStdString();
    changed.u = m_deviceU->value();
    changed.face =
        m_deviceFace->currentData().toString() == "rear" ? core::Face::Rear : core::Face::Front;
    if (m_gpuModel->isEnabled() && m_gpuModel->currentIndex() >= 0) {
        const core::CatalogView& catalog = m_document.designCatalog();
        const core::CatalogItem* item = catalog.find(current->model);
        const core::GpuFit fit = core::effectiveGpu(*current, *item);
        const std::string gpu = m_gpuModel->currentData().toString().toStdString();
        const int count = m_gpuCount->currentData().toInt();
        // Keep "default" (unset) fields unset unless the user picked something else.
        if (gpu != fit.gpu || current->gpu)
            changed.gpu = gpu;
        if (count != fit.count || current->gpuCount)
            changed.gpuCount = count;
    }
    const core::CatalogView& catalog = m_document.designCatalog();
    auto r = core::edits::updateDevice(d, catalog, changed);
    applyEdit(std::move(r));
}

void InspectorDock::applyRack()
{
    if (m_updating || m_selection.ids().size() != 1)
        return;
    const core::Design& d = m_document.design();
    const core::Rack* current = d.findRack(m_selection.ids().first().toStdString());
    if (!current)
        return;
    core::Rack changed = *current;
    changed.name = m_rackName->text().trimmed().toStdString();
    if (changed.name.empty()) {
        showError(tr("A rack needs a name."));
        refresh();
        return;
    }
    changed.model = m_rackModel->currentData().toString().toStdString();
    changed.row = m_rackRow->value();
    changed.position = m_rackPosition->value();
    if (changed == *current)
        return;
    const core::CatalogView& catalog = m_document.designCatalog();
    auto r = core::edits::updateRack(d, catalog, changed);
    applyEdit(std::move(r));
}

void InspectorDock::applyDesign()
{
    if (m_updating)
        return;
    const core::Design& d = m_document.design();
    auto r = core::edits::setInfo(d, m_designName->text().trimmed().toStdString(),
                                  m_customer->text().trimmed().toStdString(),
                                  m_notes->toPlainText().toStdString());
    if (r)
        m_document.apply(std::move(r.edit));
}

} // namespace cd::ui
