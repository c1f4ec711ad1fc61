#pragma once

// Rack ▸ Add Storage…: storage systems added to the design (issue 23, item 2), with the checkpoint
// time, goodput and capacity the design would get shown before anything changes.
#include "analysis/throughput/design_prediction.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;
class QTimer;

namespace cd::ui {

class StorageDialog : public QDialog
{
    Q_OBJECT
public:
    StorageDialog(const core::Design& design, const core::CatalogView& catalog,
                  core::throughput::Workload workload, QWidget* parent = nullptr);

    QString model() const;
    int count() const;
    std::optional<double> capacityTb() const; // nullopt: the catalog gives none

    // Exposed for tests.
    QComboBox* modelBox() const { return m_model; }
    QSpinBox* countBox() const { return m_count; }
    QComboBox* capacityBox() const { return m_capacity; }
    QLabel* preview() const { return m_preview; }
    // Recomputes the preview now (it otherwise follows edits after a short pause).
    void updatePreview();

private:
    void fillModels();
    void fillCapacities();
    // The goodput and storage lines of `design` with the dialog's workload.
    QString runHtml(const core::Design& design) const;

    const core::Design& m_design;
    const core::CatalogView& m_catalog;
    core::throughput::Workload m_workload;
    QComboBox* m_model;
    QSpinBox* m_count;
    QComboBox* m_capacity;
    QLabel* m_preview;
    QDialogButtonBox* m_buttons;
    QTimer* m_pause;
    QString m_before; // the design's own goodput and storage, computed once
};

} // namespace cd::ui
