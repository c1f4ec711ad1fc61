#pragma once

#include "analysis/compare/comparison.h"

#include <QDockWidget>

class QChartView;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QSplitter;
class QTableView;
class QTimer;

namespace cd::ui {

class ComparisonTableModel;
class DesignDocument;
class QuotePricing;

// The variants of the project side by side (issue 9): a table of every figure the comparison
// computes (core/analysis/comparison.h) with the best value per row marked and differing rows
// shaded, and a bar chart of one chosen figure across the variants. The workload chosen here
// drives throughput, time to train and cost per token/s. Recomputed shortly after edits while
// the dock is visible.
class ComparisonDock : public QDockWidget
{
    Q_OBJECT
public:
    ComparisonDock(DesignDocument& document, QuotePricing& pricing, QWidget* parent = nullptr);

    core::ComparisonOptions options() const;
    // Recomputes now (the dock otherwise waits for edits to settle).
    void recompute();
    // The customer proposal PDF of every variant (cd_report), branded with the quote
    // settings' reseller and customer; asks for a file name. exportProposalTo writes without
    // asking; false (and a message box) on failure.
    void exportProposal();
    bool exportProposalTo(const QString& path);

    // Exposed for tests.
    ComparisonTableModel* model() const { return m_model; }
    QComboBox* workload() const { return m_workload; }
    QComboBox* metric() const { return m_metric; }
    QChartView* chart() const { return m_chart; }
    QLabel* summary() const { return m_summary; }

private:
    QHBoxLayout* createToolBar(QWidget* body);
    QSplitter* createViews(QWidget* body);
    void connectSignals();
    void scheduleRecompute();
    void updateChart();

    DesignDocument& m_document;
    QuotePricing& m_pricing;
    ComparisonTableModel* m_model;
    QComboBox* m_workload;
    QComboBox* m_metric;
    QTableView* m_table;
    QChartView* m_chart;
    QLabel* m_summary;
    QTimer* m_timer;
    bool m_stale = true;
};

} // namespace cd::ui
