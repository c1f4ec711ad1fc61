#include "comparison_dock.h"

#include "analysis/compare/comparison_summary.h"
#include "analysis/quote_summary.h"
#include "analysis/throughput/transformer.h"
#include "common/chart_style.h"
#include "common/model_preset_box.h"
#include "common/on_screen.h"
#include "comparison_table_model.h"
#include "document/design_document.h"
#include "document/export_path.h"
#include "language/language.h"
#include "quote/quote_pricing.h"
#include "report/proposal_pdf.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace cd::ui {

namespace {

// Figures worth a chart: the ones a customer weighs against each other.
constexpr const char* kChartRows[] = {
    "tokens_per_s",  "cost_per_token_per_s", "quote_total",        "max_kw",
    "gpu_memory_gb", "scaling_efficiency",   "time_to_train_days", "racks"};

// Horizontal bars: variant names are long and read best on the left axis, first on top.
QHorizontalBarSeries* labelledSeries(QBarSet* set, double top)
{
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat("@value");
    const int digits = top >= 1 ? static_cast<int>(std::floor(std::log10(top))) + 1 : 3;
    series->setLabelsPrecision(std::max(3, digits));
    return series;
}

void attachAxes(QChart* chart, QHorizontalBarSeries* series, const QStringList& names, double top)
{
    auto* y = new QBarCategoryAxis;
    y->append(names);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    auto* x = new QValueAxis;
    x->setRange(0, top > 0 ? top * 1.2 : 1);
    x->setTickCount(4);
    x->applyNiceNumbers(); // ticks at round values (0, 20000, 40000), not fractions of the top
    x->setLabelFormat(x->max() >= 100 ? "%.0f" : "%.2f");
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
}

// One bar per variant of `row`, the best marked with a star.
void addBars(QChart* chart, const core::Comparison& c, const core::ComparisonRow& row)
{
    auto* set = new QBarSet(QString::fromStdString(row.label));
    set->setColor(QColor(0x3a, 0x7b, 0xd5));
    set->setLabelColor(Qt::black);
    QStringList names;
    double top = 0;
    // Categories run bottom-up: append the last variant first so the first reads on top.
    for (std::size_t v = row.cells.size(); v-- > 0;) {
        const double value = row.cells[v].value.value_or(0);
        set->append(value);
        top = std::max(top, value);
        names << QString::fromStdString(c.variants[v]) +
                     (row.best && *row.best == v ? QStringLiteral(" ★") : QString());
    }
    QHorizontalBarSeries* series = labelledSeries(set, top);
    chart->addSeries(series);
    attachAxes(chart, series, names, top);
}

} // namespace

ComparisonDock::ComparisonDock(DesignDocument& document, QuotePricing& pricing, QWidget* parent)
    : QDockWidget(tr("Compare Variants"), parent), m_document(document), m_pricing(pricing),
      m_model(new ComparisonTableModel(this)), m_timer(new QTimer(this))
{
    setObjectName("compareDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(createToolBar(body));

    layout->addWidget(createViews(body), 1);
    m_summary = new QLabel(body);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    setWidget(body);

    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connectSignals();
}

QHBoxLayout* ComparisonDock::createToolBar(QWidget* body)
{
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Workload:"), body));
    m_workload = new QComboBox(body);
    fillModelPresets(m_workload);
    selectPreset(m_workload, m_document.design().quote.value_or(core::QuoteSettings{}).workload);
    m_workload->setToolTip(tr("The model whose training throughput, time to train and cost per "
                              "token/s are compared"));
    bar->addWidget(m_workload);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Chart:"), body));
    m_metric = new QComboBox(body);
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(m_metric);
    bar->addStretch(1);
    auto* proposal = new QPushButton(tr("Proposal &PDF…"), body);
    proposal->setToolTip(tr("Write the customer proposal: cover, summary, each variant's figures "
                            "and racks, the comparison"));
    connect(proposal, &QPushButton::clicked, this, &ComparisonDock::exportProposal);
    bar->addWidget(proposal);
    return bar;
}

QSplitter* ComparisonDock::createViews(QWidget* body)
{
    auto* split = new QSplitter(Qt::Horizontal, body);
    m_table = new QTableView(split);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_chart = new QChartView(split);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumWidth(460);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    return split;
}

void ComparisonDock::connectSignals()
{
    connect(m_timer, &QTimer::timeout, this, &ComparisonDock::recompute);
    // The pricing updates after every edit of the document and after a price-list import.
    connect(&m_pricing, &QuotePricing::updated, this, &ComparisonDock::scheduleRecompute);
    connect(m_workload, &QComboBox::currentIndexChanged, this, &ComparisonDock::recompute);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ComparisonDock::updateChart);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            recompute();
    });
    // A row picked in the table becomes the chart's figure when it can be charted.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!current.isValid())
                    return;
                const auto& rows = m_model->comparison().rows;
                const int i = m_metric->findData(
                    QString::fromStdString(rows[static_cast<std::size_t>(current.row())].key));
                if (i >= 0)
                    m_metric->setCurrentIndex(i);
            });
}

core::ComparisonOptions ComparisonDock::options() const
{
    core::ComparisonOptions o;
    o.workload = presetIdOf(m_workload);
    o.priceList = m_pricing.priceList();
    return o;
}

void ComparisonDock::scheduleRecompute()
{
    m_stale = true;
    // Every variant's throughput search runs on a recompute: only for a dock someone looks at.
    if (onScreen(this))
        m_timer->start();
}

void ComparisonDock::recompute()
{
    m_timer->stop();
    m_stale = false;
    core::Comparison c =
        core::compareVariants(m_document.project(), m_document.catalog(), options());
    QStringList best;
    for (const std::string& sentence : core::bestSummary(c))
        best << QString::fromStdString(sentence);
    m_summary->setText(best.join(' '));
    const QString chosen = m_metric->currentData().toString();
    m_model->setComparison(std::move(c));
    {
        const QSignalBlocker block(m_metric);
        m_metric->clear();
        for (const char* key : kChartRows)
            if (const core::ComparisonRow* row = m_model->comparison().find(key);
                row && std::any_of(row->cells.begin(), row->cells.end(),
                                   [](const core::ComparisonCell& c) { return c.value; }))
                m_metric->addItem(QString::fromStdString(row->label) +
                                      (row->unit.empty()
                                           ? QString()
                                           : " (" + QString::fromStdString(row->unit) + ")"),
                                  QString::fromStdString(key));
        m_metric->setCurrentIndex(std::max(0, m_metric->findData(chosen)));
    }
    updateChart();
}

void ComparisonDock::exportProposal()
{
    const QString path = askExportPath(this, tr("Export Proposal"), m_document,
                                       QStringLiteral("-proposal.pdf"), tr("PDF proposal (*.pdf)"));
    if (!path.isEmpty())
        exportProposalTo(path);
}

bool ComparisonDock::exportProposalTo(const QString& path)
{
    try {
        // In the customer's language (Quote Settings), whatever the interface's.
        const DocumentLanguage language(QString::fromStdString(m_pricing.settings().language));
        const core::Project& project = m_document.project();
        const core::ComparisonOptions o = options();
        const auto analyses = core::analyzeVariants(project, m_document.catalog(), o);
        const core::Comparison c = core::compareAnalyses(core::variantNames(project), analyses, o);
        // The quote's branding: the reseller saved in the user's settings when the design
        // names none, the logo path made absolute.
        const core::QuoteSettings& branding = m_pricing.settings();
        report::writeProposalPdf({project, analyses, c, m_document.catalog(), branding,
                                  core::issueDate(branding.date, core::todayIso())},
                                 path.toStdString());
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Export Proposal"),
                             tr("The proposal could not be written:\n%1").arg(e.what()));
        return false;
    }
    return true;
}

void ComparisonDock::updateChart()
{
    auto* chart = new QChart;
    localizeNumbers(chart);
    chart->legend()->hide();
    const core::Comparison& c = m_model->comparison();
    const core::ComparisonRow* row = c.find(m_metric->currentData().toString().toStdString());
    if (row) {
        chart->setTitle(m_metric->currentText());
        addBars(chart, c, *row);
    }
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

} // namespace cd::ui
