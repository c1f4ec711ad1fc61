#pragma once

// Rack ▸ Server Build-out…: the CPUs, memory, drives and PSUs of the selected servers of one
// model (issue 23, item 1), with what the choice adds to each server's power and price and the
// rules it breaks shown before anything changes.
#include "analysis/power/device_power.h"
#include "model/buildout_figures.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QDialog>

#include <map>
#include <string>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace cd::ui {

class BuildoutDialog : public QDialog
{
    Q_OBJECT
public:
    // `server`: one of the servers to change (all of one model); its build-out fills the fields.
    BuildoutDialog(const core::Device& server, const core::CatalogItem& chassis,
                   const core::CatalogView& catalog, int servers, QWidget* parent = nullptr);

    // The slots the user changed from what the first server has: the others stay as each
    // selected server has them.
    std::map<std::string, core::PartChoice> choices() const;

    // Exposed for tests.
    QComboBox* partBox(const std::string& slot) const;
    QSpinBox* countBox(const std::string& slot) const;
    QLabel* summary() const { return m_summary; }
    void resetToReference();

private:
    struct Row
    {
        const core::BuildoutSlot* slot;
        QComboBox* part;
        QSpinBox* count;
        QLabel* figures;
    };
    const Row* rowOf(const std::string& slot) const;
    void addRow(QGridLayout* grid, const core::BuildoutSlot& slot, int line);
    // Refreshes each row's figures, the summary and whether OK may be pressed.
    void updateFigures();
    core::Device candidate() const;
    std::map<std::string, core::PartChoice> fields() const; // every slot
    // The system memory against the GPU memory, as a warning where it is less; empty when the
    // memory is unknown.
    QString memoryLine(const core::Device& d) const;
    QString powerLine(const core::BuildoutFigures& figures,
                      const core::DevicePower& chassisPower) const;
    QString psuLine(const core::Device& d, const core::DevicePower& chassisPower) const;

    core::Device m_server;
    const core::CatalogItem& m_chassis;
    const core::CatalogView& m_catalog;
    std::vector<Row> m_rows;
    QLabel* m_summary;
    QDialogButtonBox* m_buttons;
};

} // namespace cd::ui
