#pragma once

#include "analysis/analyze.h"
#include "edit/edit_factory.h"

#include <QDockWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QStackedWidget;

namespace cd::core {
struct CatalogItem;
class CatalogView;
struct Device;
} // namespace cd::core

namespace cd::ui {

class DesignDocument;
class DeviceInletsEditor;
class RackFeedsEditor;
class Selection;

// Edits the selection's properties: a device (name, rack, U, face, GPU model and count), a
// rack (name, model, row, position) or, with nothing selected, the design (name, customer,
// notes). Every change is one checked edit; a refusal shows its reason under the form.
class InspectorDock : public QDockWidget
{
    Q_OBJECT
public:
    InspectorDock(DesignDocument& document, Selection& selection, QWidget* parent = nullptr);

    // Exposed for tests.
    QLineEdit* deviceName() const { return m_deviceName; }
    QSpinBox* deviceU() const { return m_deviceU; }
    QComboBox* gpuCount() const { return m_gpuCount; }
    QComboBox* pduFeed() const { return m_pduFeed; }
    QComboBox* storageCapacity() const { return m_storageCapacity; }
    QLabel* buildout() const { return m_buildout; }
    QLabel* devicePower() const { return m_devicePower; }
    RackFeedsEditor* feeds() const { return m_feeds; }
    DeviceInletsEditor* inlets() const { return m_inlets; }
    QLabel* errorLabel() const { return m_error; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void refreshDevicePage(const core::Design& d, const core::CatalogView& catalog,
                           const core::Device& device);
    void refreshGpuChoices(const core::CatalogView& catalog, const core::Device& device,
                           const core::CatalogItem* item);
    void refreshRackPage(const core::Rack& rack);
    void refreshDesignPage(const core::Design& d);
    void buildDevicePage();
    // The power figures, the PDU's feed and the device's power inlets.
    void buildDevicePowerRows(QWidget* page, QFormLayout* form);
    void buildRackPage();
    void buildDesignPage();
    // Applies a checked edit, or shows why it was refused and restores the fields.
    void applyEdit(core::edits::Result result);
    void applyDevice();
    static QString powerText(const core::Report& report, const std::string& deviceId);
    void refreshPduFeed(const core::Device& device, const core::CatalogItem* item);
    void applyPduFeed();
    // A storage system's configured raw capacity, among its catalog alternatives.
    void refreshStorageCapacity(const core::Device& device, const core::CatalogItem* item);
    // The server's CPUs, memory and drives, one line each (inspector_buildout.cpp).
    void refreshBuildout(const core::Device& device, const core::CatalogItem* item);
    void applyStorageCapacity();
    void applyRack();
    void applyDesign();
    void showError(const QString& text);

    DesignDocument& m_document;
    Selection& m_selection;
    bool m_updating = false;
    QStackedWidget* m_pages;
    QLabel* m_error;
    QLabel* m_multi;
    // device page
    QLineEdit* m_deviceName;
    QLabel* m_deviceModel;
    QComboBox* m_deviceRack;
    QSpinBox* m_deviceU;
    QComboBox* m_deviceFace;
    QComboBox* m_gpuModel;
    QComboBox* m_gpuCount;
    QComboBox* m_pduFeed;
    QComboBox* m_storageCapacity;
    QLabel* m_buildout;
    QLabel* m_devicePower;
    QGroupBox* m_inletsBox;
    DeviceInletsEditor* m_inlets;
    // rack page
    QLineEdit* m_rackName;
    QComboBox* m_rackModel;
    QSpinBox* m_rackRow;
    QSpinBox* m_rackPosition;
    RackFeedsEditor* m_feeds;
    // design page
    QLineEdit* m_designName;
    QLineEdit* m_customer;
    QPlainTextEdit* m_notes;
};

} // namespace cd::ui
