#include "performance_dock.h"

#include "analysis/throughput/software_stacks.h"
#include "common/model_preset_box.h"
#include "edit/edit_factory.h"
#include "model/workload_defaults.h"

#include "analysis/throughput/training.h"
#include "document/design_document.h"
#include "performance_charts.h"
#include "performance_html.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>

namespace cd::ui {

using namespace core::throughput;

namespace {

QChartView* chartView(QWidget* parent, int minHeight)
{
    auto* v = new QChartView(parent);
    v->setRenderHint(QPainter::Antialiasing);
    v->setMinimumHeight(minHeight);
    return v;
}

void replaceChart(QChartView* view, QChart* chart)
{
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
}

} // namespace

PerformanceDock::PerformanceDock(DesignDocument& document, QWidget* parent)
    : AnalysisDock(tr("Performance"), parent), m_document(document)
{
    setObjectName("performanceDock");
    setScrollingWidget(createPanels(), 330);
    connectInputs();
    if (const auto m = findPreset(core::kDefaultModelPreset))
        m_seq->setValue(m->seq);
    recompute();
}

QSplitter* PerformanceDock::createPanels()
{
    auto* split = new QSplitter(Qt::Horizontal, this);
    QWidget* form = createForm(split);
    // Results and assumptions share a tabbed column; the scaling chart takes the widest
    // column; the step breakdown and memory bars stack in the last, legends under them.
    QTabWidget* text = createTextTabs(split);
    m_scaling = chartView(split, 240);
    auto* bars = new QSplitter(Qt::Vertical, split);
    m_breakdown = chartView(bars, 150);
    m_memory = chartView(bars, 150);
    split->addWidget(form);
    split->addWidget(text);
    split->addWidget(m_scaling);
    split->addWidget(bars);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    split->setStretchFactor(3, 2);
    split->setSizes({280, 400, 520, 400});
    return split;
}

QWidget* PerformanceDock::createForm(QWidget* parent)
{
    auto* form = new QWidget(parent);
    auto* f = new QFormLayout(form);
    createWorkloadFields(form);
    createLayoutFields(form);
    createTrainTokensField(form);
    addFormRows(f);
    return form;
}

void PerformanceDock::createWorkloadFields(QWidget* form)
{
    m_preset = new QComboBox(form);
    fillModelPresets(m_preset);
    selectPreset(m_preset, core::kDefaultModelPreset);
    m_batch = new QSpinBox(form);
    m_batch->setObjectName("globalBatch");
    m_batch->setRange(1, 1 << 20);
    m_batch->setValue(core::kDefaultGlobalBatch);
    m_batch->setSuffix(tr(" sequences"));
    m_seq = new QSpinBox(form);
    m_seq->setRange(128, 1 << 20);
    m_seq->setSingleStep(1024);
    m_seq->setSuffix(tr(" tokens"));
    m_precision = new QComboBox(form);
    m_precision->addItem("BF16", int(Precision::Bf16));
    m_precision->addItem("FP8", int(Precision::Fp8));
    m_stack = new QComboBox(form);
    m_stack->setObjectName("softwareStack");
    for (const NamedStack& s : softwareStacks())
        m_stack->addItem(QString::fromUtf8(s.name.data(), qsizetype(s.name.size())),
                         QString::fromUtf8(s.id.data(), qsizetype(s.id.size())));
    m_asyncSave = new QCheckBox(tr("Async save through host memory"), form);
    m_asyncSave->setObjectName("asyncCheckpoints");
    m_asyncSave->setChecked(true);
    m_asyncSave->setToolTip(tr("Megatron-Core --async-save, PyTorch DCP async_save: training "
                               "stalls only while the GPUs copy their shards to host memory. "
                               "Off, or with a stack that cannot, a checkpoint stalls training "
                               "for its whole write."));
}

void PerformanceDock::createLayoutFields(QWidget* form)
{
    m_auto = new QCheckBox(tr("Auto (fastest layout that fits)"), form);
    m_auto->setChecked(true);
    m_tp = new QSpinBox(form);
    m_tp->setRange(1, 72);
    m_pp = new QSpinBox(form);
    m_pp->setRange(1, 256);
    m_cp = new QSpinBox(form);
    m_cp->setRange(1, 64);
    m_cp->setToolTip(tr("Context parallel: each sequence split over this many GPUs"));
    m_vp = new QSpinBox(form);
    m_vp->setRange(1, 64);
    m_vp->setToolTip(tr("Virtual pipeline stages per GPU (interleaved schedule)"));
    m_ep = new QSpinBox(form);
    m_ep->setRange(1, 256);
    m_ep->setToolTip(tr("Expert parallel: the experts of a mixture-of-experts layer split over "
                        "this many GPUs"));
    m_zero = new QSpinBox(form);
    m_zero->setRange(0, 3);
    m_zero->setToolTip(tr("ZeRO stage: 1 shards the optimizer state, 2 also the gradients, 3 "
                          "also the weights (FSDP)"));
    m_dp = new QLabel(form);
}

void PerformanceDock::createTrainTokensField(QWidget* form)
{
    m_tokens = new QDoubleSpinBox(form);
    m_tokens->setRange(0.001, 1e6);
    m_tokens->setDecimals(0);
    m_tokens->setValue(core::kDefaultTrainTokens / 1e9);
    m_tokens->setSuffix(tr(" billion tokens"));
}

void PerformanceDock::addFormRows(QFormLayout* f)
{
    f->addRow(tr("Model:"), m_preset);
    f->addRow(tr("Global batch:"), m_batch);
    f->addRow(tr("Sequence:"), m_seq);
    f->addRow(tr("Precision:"), m_precision);
    f->addRow(tr("Software &stack:"), m_stack);
    f->addRow(tr("Checkpoints:"), m_asyncSave);
    f->addRow(tr("Layout:"), m_auto);
    f->addRow(tr("Tensor parallel:"), m_tp);
    f->addRow(tr("Pipeline parallel:"), m_pp);
    f->addRow(tr("Context parallel:"), m_cp);
    f->addRow(tr("Interleaving:"), m_vp);
    f->addRow(tr("Expert parallel:"), m_ep);
    f->addRow(tr("ZeRO stage:"), m_zero);
    f->addRow(tr("Data parallel:"), m_dp);
    f->addRow(tr("Train on:"), m_tokens);
}

QTabWidget* PerformanceDock::createTextTabs(QWidget* parent)
{
    auto* text = new QTabWidget(parent);
    m_results = resultsLabel();
    auto* resultsScroll = new QScrollArea;
    resultsScroll->setWidgetResizable(true);
    resultsScroll->setFrameShape(QFrame::NoFrame);
    resultsScroll->setWidget(m_results);
    m_assumptions = new QTextBrowser;
    m_assumptions->setOpenExternalLinks(true);
    m_assumptions->setFrameShape(QFrame::NoFrame);
    text->addTab(resultsScroll, tr("Results"));
    text->addTab(m_assumptions, tr("Assumptions"));
    return text;
}

void PerformanceDock::connectInputs()
{
    const auto edited = [this] {
        updateLayoutFields();
        recompute();
    };
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this, edited] {
        if (const auto m = findPreset(presetIdOf(m_preset))) {
            const QSignalBlocker block(m_seq);
            m_seq->setValue(m->seq);
        }
        edited();
    });
    for (QSpinBox* s : {m_batch, m_seq, m_tp, m_pp, m_cp, m_vp, m_ep, m_zero})
        connect(s, &QSpinBox::valueChanged, this, edited);
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_precision, &QComboBox::currentIndexChanged, this, edited);
    connect(m_auto, &QCheckBox::toggled, this, edited);
    connect(m_asyncSave, &QCheckBox::toggled, this, edited);
    // The stack belongs to the variant (saved with it, one undo step); the other fields are
    // what-if inputs of this panel.
    connect(m_stack, &QComboBox::activated, this, &PerformanceDock::applyStack);
    connect(&m_document, &DesignDocument::changed, this, &PerformanceDock::designChanged);
}

Workload PerformanceDock::workload() const
{
    Workload w;
    w.preset = presetIdOf(m_preset);
    w.globalBatch = m_batch->value();
    w.seq = m_seq->value();
    w.precision = Precision(m_precision->currentData().toInt());
    w.autoLayout = m_auto->isChecked();
    w.tp = m_tp->value();
    w.pp = m_pp->value();
    w.cp = m_cp->value();
    w.vp = m_vp->value();
    w.ep = m_ep->value();
    w.zero = m_zero->value();
    w.trainTokens = m_tokens->value() * 1e9;
    w.syncCheckpoints = !m_asyncSave->isChecked();
    return w;
}

void PerformanceDock::updateLayoutFields()
{
    for (QSpinBox* s : {m_tp, m_pp, m_cp, m_vp, m_ep, m_zero})
        s->setEnabled(!m_auto->isChecked());
}

void PerformanceDock::applyStack()
{
    const core::Design& d = m_document.design();
    core::DesignWorkload w = d.workload.value_or(core::DesignWorkload{});
    w.stack = m_stack->currentData().toString().toStdString();
    if (auto r = core::edits::setWorkload(d, w))
        m_document.apply(std::move(r.edit));
}

void PerformanceDock::showStackOf(const DesignPrediction& p)
{
    const QSignalBlocker block(m_stack);
    m_stack->setCurrentIndex(std::max(0, m_stack->findData(QString::fromStdString(p.stack))));
    const auto stack = findStack(p.stack);
    m_asyncSave->setEnabled(stack && stack->asyncCheckpoint);
}

void PerformanceDock::recompute()
{
    markCurrent();
    updateLayoutFields();
    m_prediction = predictForDesign(m_document.design(), m_document.designCatalog(), workload());
    showStackOf(m_prediction);
    if (m_auto->isChecked() && m_prediction.error.empty()) {
        const Parallelism& par = m_prediction.config.par;
        const QSignalBlocker a(m_tp), b(m_pp), c(m_cp), d(m_vp), e(m_ep), f(m_zero);
        m_tp->setValue(par.tp);
        m_pp->setValue(par.pp);
        m_cp->setValue(par.cp);
        m_vp->setValue(par.vp);
        m_ep->setValue(par.ep);
        m_zero->setValue(par.zero);
    } else if (m_prediction.error.empty()) {
        // A stack that runs one ZeRO stage only (hf-trainer: DDP) took it over the field's.
        const QSignalBlocker block(m_zero);
        m_zero->setValue(m_prediction.config.par.zero);
    }
    m_dp->setText(m_prediction.error.empty() ? QString::number(m_prediction.config.par.dp)
                                             : QStringLiteral("–"));
    m_results->setText(performanceResultsHtml(m_prediction, m_tokens->value()));
    m_assumptions->setHtml(performanceAssumptionsHtml(m_prediction));
    replaceChart(m_breakdown, stepBreakdownChart(m_prediction));
    replaceChart(m_memory, memoryFitChart(m_prediction));
    replaceChart(m_scaling, scalingChart(m_prediction));
}

} // namespace cd::ui
