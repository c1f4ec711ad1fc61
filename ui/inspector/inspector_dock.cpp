#include "inspector_dock.h"

#include "analysis/throughput/storage_systems.h"
#include "common/qstring.h"

#include "document/design_document.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "model/design_catalog.h"
#include "model/placement.h"
#include "power/device_inlets_editor.h"
#include "power/rack_feeds_editor.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

enum Page
{
    DesignPage,
    DevicePage,
    RackPage,
    MultiPage
};

} // namespace

InspectorDock::InspectorDock(DesignDocument& document, Selection& selection, QWidget* parent)
    : QDockWidget(tr("Inspector"), parent), m_document(document), m_selection(selection)
{
    setObjectName("inspectorDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    m_pages = new QStackedWidget(body);
    layout->addWidget(m_pages);
    m_error = new QLabel(body);
    m_error->setWordWrap(true);
    m_error->setStyleSheet("color: #c0392b");
    layout->addWidget(m_error);
    layout->addStretch(1);
    setWidget(body);
    buildDesignPage();
    buildDevicePage();
    buildRackPage();
    m_multi = new QLabel(m_pages);
    m_multi->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_multi->setWordWrap(true);
    m_pages->addWidget(m_multi);
    // Long catalog names must not widen the dock: the canvas needs the room more.
    for (QComboBox* c : findChildren<QComboBox*>()) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(14);
    }
    connect(&m_document, &DesignDocument::changed, this, &InspectorDock::refresh);
    connect(&m_selection, &Selection::changed, this, [this] {
        m_error->clear();
        refresh();
    });
    refresh();
}

void InspectorDock::buildDesignPage()
{
    auto* page = new QWidget(m_pages);
    auto* form = new QFormLayout(page);
    m_designName = new QLineEdit(page);
    m_customer = new QLineEdit(page);
    m_notes = new QPlainTextEdit(page);
    m_notes->setMaximumHeight(120);
    form->addRow(tr("Design name"), m_designName);
    form->addRow(tr("Customer"), m_customer);
    form->addRow(tr("Notes"), m_notes);
    auto* hint = new QLabel(tr("Select a rack or device to edit it."), page);
    hint->setEnabled(false);
    form->addRow(hint);
    m_pages->addWidget(page);
    connect(m_designName, &QLineEdit::editingFinished, this, &InspectorDock::applyDesign);
    connect(m_customer, &QLineEdit::editingFinished, this, &InspectorDock::applyDesign);
    m_notes->installEventFilter(this); // notes apply when the field loses focus: one undo step
}

bool InspectorDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_notes && event->type() == QEvent::FocusOut)
        applyDesign();
    return QDockWidget::eventFilter(watched, event);
}

void InspectorDock::buildDevicePage()
{
    auto* page = new QWidget(m_pages);
    auto* form = new QFormLayout(page);
    m_deviceName = new QLineEdit(page);
    m_deviceModel = new QLabel(page);
    m_deviceModel->setWordWrap(true);
    m_deviceRack = new QComboBox(page);
    m_deviceU = new QSpinBox(page);
    m_deviceU->setRange(1, 60);
    m_deviceU->setPrefix("U");
    m_deviceU->setKeyboardTracking(false);
    m_deviceFace = new QComboBox(page);
    m_deviceFace->addItem(tr("Front"), "front");
    m_deviceFace->addItem(tr("Rear"), "rear");
    m_gpuModel = new QComboBox(page);
    m_gpuCount = new QComboBox(page);
    form->addRow(tr("Name"), m_deviceName);
    form->addRow(tr("Model"), m_deviceModel);
    form->addRow(tr("Rack"), m_deviceRack);
    form->addRow(tr("Lowest U"), m_deviceU);
    form->addRow(tr("Face"), m_deviceFace);
    form->addRow(tr("GPU model"), m_gpuModel);
    form->addRow(tr("GPU count"), m_gpuCount);
    m_storageCapacity = new QComboBox(page);
    m_storageCapacity->setToolTip(tr("The raw capacity this storage system is configured with"));
    form->addRow(tr("Capacity"), m_storageCapacity);
    connect(m_storageCapacity, &QComboBox::activated, this, &InspectorDock::applyStorageCapacity);
    m_buildout = new QLabel(page);
    m_buildout->setWordWrap(true);
    m_buildout->setToolTip(tr("Rack ▸ Server Build-out… (Ctrl+Alt+B) changes it"));
    form->addRow(tr("Build-out"), m_buildout);
    buildDevicePowerRows(page, form);
    m_pages->addWidget(page);
    connect(m_deviceName, &QLineEdit::editingFinished, this, &InspectorDock::applyDevice);
    connect(m_deviceU, &QSpinBox::valueChanged, this, &InspectorDock::applyDevice);
    for (QComboBox* c : {m_deviceRack, m_deviceFace, m_gpuModel, m_gpuCount})
        connect(c, &QComboBox::activated, this, &InspectorDock::applyDevice);
}

void InspectorDock::buildDevicePowerRows(QWidget* page, QFormLayout* form)
{
    m_pduFeed = new QComboBox(page);
    m_pduFeed->setToolTip(tr("The feed this PDU is plugged into; automatic takes A and B in turn"));
    m_devicePower = new QLabel(page);
    m_devicePower->setWordWrap(true);
    form->addRow(tr("Power"), m_devicePower);
    form->addRow(tr("PDU feed"), m_pduFeed);
    connect(m_pduFeed, &QComboBox::activated, this, &InspectorDock::applyPduFeed);
    m_inletsBox = new QGroupBox(tr("Power inlets"), page);
    auto* inletsLayout = new QVBoxLayout(m_inletsBox);
    m_inlets = new DeviceInletsEditor(m_document, m_inletsBox);
    inletsLayout->addWidget(m_inlets);
    form->addRow(m_inletsBox);
    connect(m_inlets, &DeviceInletsEditor::refused, this, &InspectorDock::showError);
}

void InspectorDock::buildRackPage()
{
    auto* page = new QWidget(m_pages);
    auto* form = new QFormLayout(page);
    m_rackName = new QLineEdit(page);
    m_rackModel = new QComboBox(page);
    for (const core::CatalogItem* item : m_document.catalog().items())
        if (item->kind == core::ItemKind::Rack)
            m_rackModel->addItem(q(item->displayName()), q(item->id));
    m_rackRow = new QSpinBox(page);
    m_rackRow->setRange(0, 99);
    m_rackRow->setKeyboardTracking(false);
    m_rackPosition = new QSpinBox(page);
    m_rackPosition->setRange(0, 999);
    m_rackPosition->setKeyboardTracking(false);
    form->addRow(tr("Name"), m_rackName);
    form->addRow(tr("Model"), m_rackModel);
    form->addRow(tr("Row"), m_rackRow);
    form->addRow(tr("Position in row"), m_rackPosition);
    auto* power = new QGroupBox(tr("Power feeds"), page);
    auto* powerLayout = new QVBoxLayout(power);
    m_feeds = new RackFeedsEditor(m_document, power);
    powerLayout->addWidget(m_feeds);
    form->addRow(power);
    connect(m_feeds, &RackFeedsEditor::refused, this, &InspectorDock::showError);
    m_pages->addWidget(page);
    connect(m_rackName, &QLineEdit::editingFinished, this, &InspectorDock::applyRack);
    connect(m_rackModel, &QComboBox::activated, this, &InspectorDock::applyRack);
    connect(m_rackRow, &QSpinBox::valueChanged, this, &InspectorDock::applyRack);
    connect(m_rackPosition, &QSpinBox::valueChanged, this, &InspectorDock::applyRack);
}

void InspectorDock::refresh()
{
    m_updating = true;
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    const QStringList& ids = m_selection.ids();
    const core::Device* device =
        ids.size() == 1 ? d.findDevice(ids.first().toStdString()) : nullptr;
    const core::Rack* rack = ids.size() == 1 ? d.findRack(ids.first().toStdString()) : nullptr;
    if (device) {
        refreshDevicePage(d, catalog, *device);
    } else if (rack) {
        refreshRackPage(*rack);
    } else if (ids.isEmpty()) {
        refreshDesignPage(d);
    } else {
        m_pages->setCurrentIndex(MultiPage);
        m_multi->setText(tr("%n objects selected.\nArrow keys move devices by 1 U; Delete "
                            "removes them; Ctrl+D duplicates.",
                            nullptr, static_cast<int>(ids.size())));
    }
    m_updating = false;
}

void InspectorDock::refreshDevicePage(const core::Design& d, const core::CatalogView& catalog,
                                      const core::Device& device)
{
    m_pages->setCurrentIndex(DevicePage);
    const core::CatalogItem* item = catalog.find(device.model);
    m_deviceName->setText(q(device.name));
    m_deviceModel->setText(item ? q(item->displayName())
                                : tr("unknown id %1").arg(q(device.model)));
    m_deviceRack->clear();
    for (const core::Rack& r : d.racks)
        m_deviceRack->addItem(q(r.name), q(r.id));
    m_deviceRack->setCurrentIndex(m_deviceRack->findData(q(device.rack)));
    const core::Rack* in = d.findRack(device.rack);
    const core::CatalogItem* rackItem = in ? catalog.find(in->model) : nullptr;
    m_deviceU->setRange(1, rackItem && rackItem->rackUnits() > 0 ? rackItem->rackUnits() : 60);
    m_deviceU->setValue(device.u);
    m_deviceFace->setCurrentIndex(device.face == core::Face::Front ? 0 : 1);
    refreshGpuChoices(catalog, device, item);
    m_devicePower->setText(powerText(m_document.report(), device.id));
    refreshPduFeed(device, item);
    refreshStorageCapacity(device, item);
    refreshBuildout(device, item);
    const bool pdu = item && item->kind == core::ItemKind::Pdu;
    m_inletsBox->setVisible(!pdu);
    if (!pdu)
        m_inlets->showDevice(q(device.id));
}

void InspectorDock::refreshGpuChoices(const core::CatalogView& catalog, const core::Device& device,
                                      const core::CatalogItem* item)
{
    m_gpuModel->clear();
    m_gpuCount->clear();
    const bool hasGpu = item && item->gpu;
    m_gpuModel->setEnabled(hasGpu);
    m_gpuCount->setEnabled(hasGpu);
    if (hasGpu) {
        const core::GpuFit fit = core::effectiveGpu(device, *item);
        for (const std::string& g : item->gpu->options) {
            const core::CatalogItem* gpu = catalog.find(g);
            m_gpuModel->addItem(gpu ? q(gpu->model) : q(g), q(g));
        }
        for (int c : item->gpu->counts)
            m_gpuCount->addItem(QString::number(c), c);
        m_gpuModel->setCurrentIndex(m_gpuModel->findData(q(fit.gpu)));
        m_gpuCount->setCurrentIndex(m_gpuCount->findData(fit.count));
    }
}

void InspectorDock::refreshRackPage(const core::Rack& rack)
{
    m_pages->setCurrentIndex(RackPage);
    m_feeds->showRack(q(rack.id));
    m_rackName->setText(q(rack.name));
    m_rackModel->setCurrentIndex(m_rackModel->findData(q(rack.model)));
    m_rackRow->setValue(rack.row);
    m_rackPosition->setValue(rack.position);
}

void InspectorDock::refreshDesignPage(const core::Design& d)
{
    m_pages->setCurrentIndex(DesignPage);
    m_designName->setText(q(d.name));
    m_customer->setText(q(d.customer));
    if (m_notes->toPlainText() != q(d.notes))
        m_notes->setPlainText(q(d.notes));
}

void InspectorDock::showError(const QString& text)
{
    m_error->setText(text);
}

QString InspectorDock::powerText(const core::Report& report, const std::string& deviceId)
{
    for (const core::DevicePsu& p : report.psu.devices) {
        if (p.deviceId != deviceId)
            continue;
        // Issue 19: "carry 13.2 kW; one PSU failed: still 16.5 kW" read as the server drawing
        // more after a failure. Say what each figure is: the redundant budget, then what is
        // left after one failure, both against the maximum.
        const QLocale l;
        const auto kw = [&](double w) {
            return l.toString(w / 1000, 'f', 1);
        };
        QString text =
            tr("%1 kW max; %2 × %3 W PSUs%4")
                .arg(kw(p.maxW))
                .arg(p.count)
                .arg(l.toString(p.ratingW, 'f', 0))
                .arg(p.redundancy.empty() ? QString()
                                          : QStringLiteral(" (%1)").arg(q(p.redundancy)));
        if (p.required && *p.required < p.count)
            text += tr(": %1 of them carry %2 kW, so %3 may fail")
                        .arg(*p.required)
                        .arg(kw(p.capacityW))
                        .arg(p.count - *p.required);
        else
            text += tr(": %1 kW together").arg(kw(p.capacityW));
        if (!p.carriesMaxAfterOnePsuFails)
            text += tr("; with one failed the other %1 give only %2 kW")
                        .arg(p.count - 1)
                        .arg(kw(p.onePsuFailedW));
        return text;
    }
    return tr("no PSU figures published");
}

void InspectorDock::refreshPduFeed(const core::Device& device, const core::CatalogItem* item)
{
    const bool pdu = item && item->kind == core::ItemKind::Pdu;
    m_pduFeed->setEnabled(pdu);
    if (auto* form = qobject_cast<QFormLayout*>(m_pduFeed->parentWidget()->layout()))
        form->setRowVisible(m_pduFeed, pdu);
    m_pduFeed->clear();
    if (!pdu)
        return;
    m_pduFeed->addItem(tr("Automatic"), QString());
    // The rack's own feeds, else the usual pair.
    QStringList feeds{"A", "B"};
    if (const core::Rack* rack = m_document.design().findRack(device.rack); rack && rack->power) {
        feeds.clear();
        for (const core::Feed& f : rack->power->feeds)
            feeds << q(f.id);
    }
    for (const QString& f : feeds)
        m_pduFeed->addItem(tr("Feed %1").arg(f), f);
    m_pduFeed->setCurrentIndex(
        std::max(0, m_pduFeed->findData(device.feed ? q(*device.feed) : QString())));
}

void InspectorDock::refreshStorageCapacity(const core::Device& device,
                                           const core::CatalogItem* item)
{
    const std::vector<double> options = item && item->kind == core::ItemKind::Storage
                                            ? core::throughput::capacityOptions(*item)
                                            : std::vector<double>{};
    const bool shown = options.size() > 1 || device.capacityTb;
    if (auto* form = qobject_cast<QFormLayout*>(m_storageCapacity->parentWidget()->layout()))
        form->setRowVisible(m_storageCapacity, shown);
    m_storageCapacity->clear();
    const QLocale l;
    for (double tb : options)
        m_storageCapacity->addItem(tr("%1 TB raw").arg(l.toString(tb, 'f', 2)), tb);
    if (device.capacityTb && m_storageCapacity->findData(*device.capacityTb) < 0)
        m_storageCapacity->addItem(tr("%1 TB raw").arg(l.toString(*device.capacityTb, 'f', 2)),
                                   *device.capacityTb);
    // Unset means the smallest (core storage_systems.h), the first entry.
    m_storageCapacity->setCurrentIndex(
        device.capacityTb ? m_storageCapacity->findData(*device.capacityTb) : 0);
}

} // namespace cd::ui
