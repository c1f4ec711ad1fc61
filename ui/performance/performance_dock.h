#pragma once

#include "analysis/throughput/design_prediction.h"

#include "common/analysis_dock.h"

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTextBrowser;

namespace cd::ui {

class DesignDocument;

// Performance (issue 7): a training workload on the design's own cluster: predicted step time
// and its breakdown, tokens/s, MFU, memory per GPU, time to train, tokens/s against node count on
// InfiniBand, RoCE and TCP Ethernet, and the assumptions behind the figures. Recomputed from the
// core model whenever the design or the workload changes (while shown; on show otherwise).
class PerformanceDock : public AnalysisDock
{
    Q_OBJECT
public:
    explicit PerformanceDock(DesignDocument& document, QWidget* parent = nullptr);

    core::throughput::Workload workload() const;
    const core::throughput::DesignPrediction& prediction() const { return m_prediction; }
    QLabel* results() const { return m_results; }
    QComboBox* presetBox() const { return m_preset; }
    QComboBox* stackBox() const { return m_stack; }
    QCheckBox* autoLayoutBox() const { return m_auto; }
    QCheckBox* asyncSaveBox() const { return m_asyncSave; }
    QSpinBox* tpBox() const { return m_tp; }
    QSpinBox* ppBox() const { return m_pp; }
    QSpinBox* cpBox() const { return m_cp; }
    QSpinBox* vpBox() const { return m_vp; }
    QSpinBox* epBox() const { return m_ep; }
    QSpinBox* zeroBox() const { return m_zero; }
    QChartView* scalingView() const { return m_scaling; }
    void recompute() override;

private:
    QSplitter* createPanels();
    QWidget* createForm(QWidget* parent);
    void createWorkloadFields(QWidget* form);
    void createLayoutFields(QWidget* form);
    void createTrainTokensField(QWidget* form);
    void addFormRows(QFormLayout* f);
    QTabWidget* createTextTabs(QWidget* parent);
    void connectInputs();
    void updateLayoutFields();
    // Saves the chosen software stack in the variant (an edit, so undo and autosave see it).
    void applyStack();
    void showStackOf(const core::throughput::DesignPrediction& p);

    DesignDocument& m_document;
    core::throughput::DesignPrediction m_prediction;
    QComboBox* m_preset;
    QSpinBox* m_batch;
    QSpinBox* m_seq;
    QComboBox* m_precision;
    QComboBox* m_stack;
    QCheckBox* m_auto;
    QCheckBox* m_asyncSave; // checkpoints through host memory where the stack can
    QSpinBox* m_tp;
    QSpinBox* m_pp;
    QSpinBox* m_cp;
    QSpinBox* m_vp;
    QSpinBox* m_ep;
    QSpinBox* m_zero;
    QLabel* m_dp;
    QDoubleSpinBox* m_tokens;
    QLabel* m_results;
    QTextBrowser* m_assumptions;
    QChartView* m_breakdown;
    QChartView* m_scaling;
    QChartView* m_memory;
};

} // namespace cd::ui
