#pragma once

#include "analysis/throughput/design_serving.h"

#include "common/analysis_dock.h"

#include <vector>

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QSplitter;

namespace cd::ui {

class DesignDocument;

// Serving (issue 18): a model served on each variant's cluster by an inference engine: time to
// first token, time per output token, tokens/s per user and per GPU at a concurrency, every
// variant's latency-throughput curve, and the nodes each variant needs for N users at a speed
// per user and a first-token bound. Recomputed from core whenever the project or an input
// changes (while shown; on show otherwise). The inputs are what-if settings of the panel.
class ServingDock : public AnalysisDock
{
    Q_OBJECT
public:
    explicit ServingDock(DesignDocument& document, QWidget* parent = nullptr);

    core::throughput::ServingInput input() const;
    core::throughput::ServingTarget target() const;
    const std::vector<core::throughput::VariantServing>& variants() const { return m_variants; }
    QComboBox* presetBox() const { return m_preset; }
    QComboBox* engineBox() const { return m_engine; }
    QSpinBox* concurrencyBox() const { return m_concurrency; }
    QSpinBox* usersBox() const { return m_users; }
    QLabel* results() const { return m_results; }
    QLabel* sizing() const { return m_sizing; }
    QChartView* curveView() const { return m_curve; }
    void recompute() override;

private:
    QWidget* createForm(QWidget* parent);
    void createModelFields(QWidget* form);
    void createTargetFields(QWidget* form);
    void addFormRows(QFormLayout* f);
    QWidget* createTextColumn(QWidget* parent);
    void connectInputs();
    // The active variant's saved serving settings into the fields, and the fields into it.
    void loadSaved();
    void save();

    DesignDocument& m_document;
    std::vector<core::throughput::VariantServing> m_variants;
    QComboBox* m_preset;
    QComboBox* m_engine;
    QSpinBox* m_inputLen;
    QSpinBox* m_outputLen;
    QComboBox* m_weights;
    QCheckBox* m_kvFp8;
    QSpinBox* m_concurrency;
    QSpinBox* m_users;
    QDoubleSpinBox* m_perUser;
    QSpinBox* m_ttft;
    QLabel* m_results;
    QLabel* m_sizing;
    QChartView* m_curve;
};

} // namespace cd::ui
