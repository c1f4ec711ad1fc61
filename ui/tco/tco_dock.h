#pragma once

#include "analysis/tco/design_tco.h"

#include "common/analysis_dock.h"

#include <map>
#include <string>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace cd::ui {

class DesignDocument;
class QuotePricing;
class TcoSizingBox;

// Total cost of ownership (issue 25): the active variant's capex from its priced quote, its
// running costs under the assumptions, the cost of a GPU-hour, a million tokens and a training
// run, and renting the same GPUs; a cost breakdown and the five drivers that move the GPU-hour
// most. The assumptions are the variant's (saved in it, one undo step per finished edit); the
// workload (training or serving, the model) is a question asked of it and is not saved.
class TcoDock : public AnalysisDock
{
    Q_OBJECT
public:
    TcoDock(DesignDocument& document, QuotePricing& pricing, QWidget* parent = nullptr);

    const core::tco::DesignTco& result() const { return m_result; }
    QDoubleSpinBox* field(const std::string& key) const;
    QComboBox* workloadBox() const { return m_workload; }
    QComboBox* termBox() const { return m_term; }
    QDoubleSpinBox* rentalPriceBox() const { return m_rentalPrice; }
    QLabel* results() const { return m_results; }
    TcoSizingBox* sizing() const { return m_sizing; }
    void recompute() override;
    // Imports a cloud price CSV into the variant (one undo step); false, with the file's line
    // and field shown to the user, when a row is bad.
    bool importCloudPrices(const QString& path);
    void clearCloudPrices();

private:
    QWidget* createForm(QWidget* parent);
    void addCloudButtons(QVBoxLayout* column, QWidget* parent);
    void saveSettings(core::DesignTcoSettings s);
    void addAssumptionField(QFormLayout* f, const core::tco::AssumptionSpec& spec);
    QWidget* createCharts(QWidget* parent);
    void connectInputs();
    void loadSaved();
    void save();
    void resetToDefaults();
    core::tco::TcoRequest request() const;

    DesignDocument& m_document;
    QuotePricing& m_pricing;
    core::tco::DesignTco m_result;
    QComboBox* m_workload;
    QComboBox* m_preset;
    QComboBox* m_term;
    QDoubleSpinBox* m_rentalPrice;                   // 0: the cloud table's
    std::map<std::string, QDoubleSpinBox*> m_fields; // by assumption key
    QPushButton* m_reset;
    QPushButton* m_importPrices;
    QPushButton* m_clearPrices;
    TcoSizingBox* m_sizing;
    QLabel* m_results;
    QChartView* m_breakdown;
    QChartView* m_tornado;
};

} // namespace cd::ui
