#include "serving_dock.h"

#include "analysis/throughput/design_serving.h"
#include "analysis/throughput/serving_engine.h"
#include "common/model_preset_box.h"
#include "document/design_document.h"
#include "edit/edit_factory.h"
#include "model/workload_defaults.h"
#include "serving_chart.h"
#include "serving_text.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace cd::ui {

using namespace core::throughput;

namespace {

// Points of each variant's curve: enough for a smooth line, well inside the 10 ms budget
// (tests/bench/bench_serving).
constexpr int kCurvePoints = 64;

QSpinBox* spinBox(QWidget* parent, int lo, int hi, int value, const QString& suffix)
{
    auto* s = new QSpinBox(parent);
    s->setRange(lo, hi);
    s->setValue(value);
    s->setSuffix(suffix);
    return s;
}

} // namespace

ServingDock::ServingDock(DesignDocument& document, QWidget* parent)
    : AnalysisDock(tr("Serving"), parent), m_document(document)
{
    setObjectName("servingDock");
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(createForm(split));
    split->addWidget(createTextColumn(split));
    m_curve = new QChartView(split);
    m_curve->setRenderHint(QPainter::Antialiasing);
    m_curve->setMinimumHeight(260);
    split->addWidget(m_curve);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    split->setSizes({300, 420, 560});
    setScrollingWidget(split, 330);
    connectInputs();
    loadSaved();
    recompute();
}

QWidget* ServingDock::createForm(QWidget* parent)
{
    auto* form = new QWidget(parent);
    auto* f = new QFormLayout(form);
    createModelFields(form);
    createTargetFields(form);
    addFormRows(f);
    return form;
}

void ServingDock::createModelFields(QWidget* form)
{
    m_preset = new QComboBox(form);
    m_preset->setObjectName("servingModel");
    fillModelPresets(m_preset);
    selectPreset(m_preset, core::kDefaultModelPreset);
    m_engine = new QComboBox(form);
    m_engine->setObjectName("servingEngine");
    for (const ServingEngine& e : servingEngines())
        m_engine->addItem(QString::fromUtf8(e.name.data(), qsizetype(e.name.size())),
                          QString::fromUtf8(e.id.data(), qsizetype(e.id.size())));
    const ServingInput defaults;
    m_inputLen = spinBox(form, 1, 1 << 20, defaults.inputLen, tr(" tokens"));
    m_outputLen = spinBox(form, 1, 1 << 20, defaults.outputLen, tr(" tokens"));
    m_weights = new QComboBox(form);
    for (WeightFormat w :
         {WeightFormat::Bf16, WeightFormat::Fp8, WeightFormat::Fp4, WeightFormat::Int4})
        m_weights->addItem(QString::fromUtf8(toString(w).data()).toUpper(), int(w));
    m_kvFp8 = new QCheckBox(tr("FP8 KV cache"), form);
    m_concurrency = spinBox(form, 0, 1 << 20, 0, tr(" requests"));
    m_concurrency->setObjectName("servingConcurrency");
    m_concurrency->setSpecialValueText(tr("Engine maximum"));
    m_concurrency->setToolTip(tr("Requests in flight over all replicas; 0 runs as many as the "
                                 "engine and the KV cache allow"));
}

void ServingDock::createTargetFields(QWidget* form)
{
    m_users = spinBox(form, 0, 10'000'000, 0, tr(" users"));
    m_users->setObjectName("servingUsers");
    m_users->setSpecialValueText(tr("No sizing"));
    m_perUser = new QDoubleSpinBox(form);
    m_perUser->setRange(0.1, 10000);
    m_perUser->setDecimals(1);
    m_perUser->setValue(20);
    m_perUser->setSuffix(tr(" tokens/s each"));
    m_ttft = spinBox(form, 0, 600'000, 2000, tr(" ms"));
    m_ttft->setSpecialValueText(tr("No bound"));
}

void ServingDock::addFormRows(QFormLayout* f)
{
    f->addRow(tr("&Model:"), m_preset);
    f->addRow(tr("&Engine:"), m_engine);
    f->addRow(tr("Prompt:"), m_inputLen);
    f->addRow(tr("Output:"), m_outputLen);
    f->addRow(tr("Weights:"), m_weights);
    f->addRow(QString(), m_kvFp8);
    f->addRow(tr("&Concurrency:"), m_concurrency);
    f->addRow(tr("Size for:"), m_users);
    f->addRow(tr("Speed per user:"), m_perUser);
    f->addRow(tr("First token within:"), m_ttft);
}

QWidget* ServingDock::createTextColumn(QWidget* parent)
{
    auto* column = new QWidget(parent);
    auto* v = new QVBoxLayout(column);
    v->setContentsMargins(0, 0, 0, 0);
    m_results = resultsLabel(column);
    m_results->setObjectName("servingResults");
    m_sizing = resultsLabel(column);
    m_sizing->setObjectName("servingSizing");
    v->addWidget(m_results);
    v->addWidget(m_sizing);
    v->addStretch(1);
    return column;
}

// The model and the sizing target are questions asked of the design; the engine, the lengths,
// the weights and the concurrency are how the variant is served, saved in it (workload.serving,
// one undo step each): a combo box or the check box when changed, a spin box when its editing
// finishes (it recomputes live meanwhile).
void ServingDock::connectInputs()
{
    const auto edited = [this] {
        recompute();
    };
    const auto saved = [this] {
        save();
    };
    connect(m_preset, &QComboBox::currentIndexChanged, this, edited);
    for (QComboBox* c : {m_engine, m_weights})
        connect(c, &QComboBox::currentIndexChanged, this, saved);
    for (QSpinBox* s : {m_inputLen, m_outputLen, m_concurrency, m_users, m_ttft})
        connect(s, &QSpinBox::valueChanged, this, edited);
    for (QSpinBox* s : {m_inputLen, m_outputLen, m_concurrency})
        connect(s, &QSpinBox::editingFinished, this, saved);
    connect(m_perUser, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_kvFp8, &QCheckBox::toggled, this, saved);
    connect(&m_document, &DesignDocument::changed, this, [this] {
        loadSaved();
        designChanged();
    });
}

void ServingDock::loadSaved()
{
    const ServingInput in = servingInputOf(m_document.design().workload);
    const QSignalBlocker a(m_engine), b(m_inputLen), c(m_outputLen), d(m_weights), e(m_kvFp8),
        f(m_concurrency);
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(QString::fromStdString(in.engine))));
    m_inputLen->setValue(in.inputLen);
    m_outputLen->setValue(in.outputLen);
    m_weights->setCurrentIndex(std::max(0, m_weights->findData(int(in.weights))));
    m_kvFp8->setChecked(in.kvFp8);
    m_concurrency->setValue(std::max(0, in.concurrency));
}

void ServingDock::save()
{
    const core::Design& d = m_document.design();
    core::DesignWorkload w = d.workload.value_or(core::DesignWorkload{});
    w.serving = designServingOf(input());
    if (auto r = core::edits::setWorkload(d, w))
        m_document.apply(std::move(r.edit));
    else
        recompute(); // nothing to save (as saved already): show it all the same
}

ServingInput ServingDock::input() const
{
    ServingInput in;
    in.engine = m_engine->currentData().toString().toStdString();
    in.inputLen = m_inputLen->value();
    in.outputLen = m_outputLen->value();
    in.concurrency = m_concurrency->value();
    in.weights = WeightFormat(m_weights->currentData().toInt());
    in.kvFp8 = m_kvFp8->isChecked();
    // No field sets the tensor parallel size (the best is found); one the design saved holds.
    in.tp = servingInputOf(m_document.design().workload).tp;
    return in;
}

ServingTarget ServingDock::target() const
{
    ServingTarget t;
    t.users = m_users->value();
    t.tokensPerSPerUser = m_perUser->value();
    t.ttftMs = m_ttft->value();
    return t;
}

void ServingDock::recompute()
{
    markCurrent();
    const auto model = findPreset(presetIdOf(m_preset));
    if (!model)
        return;
    const ServingTarget t = target();
    const ServingInput in = input();
    m_variants = servingForProject(m_document.project(), m_document.catalog(), *model, in,
                                   t.users > 0 ? &t : nullptr, kCurvePoints);
    const std::size_t active = m_document.activeVariant();
    m_results->setText(servingResultsHtml(m_variants, active, in));
    m_sizing->setText(t.users > 0 ? servingSizingHtml(m_variants, t) : QString());
    QChart* old = m_curve->chart();
    m_curve->setChart(servingCurveChart(m_variants, active));
    delete old;
}

} // namespace cd::ui
