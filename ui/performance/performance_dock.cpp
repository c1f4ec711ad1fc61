#include "performance_dock.h"

#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/training.h"
#include "document/design_document.h"
#include "performance_charts.h"

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
    : QDockWidget(tr("Performance"), parent), m_document(document)
{
    setObjectName("performanceDock");
    auto* split = new QSplitter(Qt::Horizontal, this);

    auto* form = new QWidget(split);
    auto* f = new QFormLayout(form);
    m_preset = new QComboBox(form);
    for (const std::string& name : presetNames())
        m_preset->addItem(QString::fromStdString(name));
    m_preset->setCurrentText("llama3-70b");
    m_batch = new QSpinBox(form);
    m_batch->setObjectName("globalBatch");
    m_batch->setRange(1, 1 << 20);
    m_batch->setValue(1024);
    m_batch->setSuffix(tr(" sequences"));
    m_seq = new QSpinBox(form);
    m_seq->setRange(128, 1 << 20);
    m_seq->setSingleStep(1024);
    m_seq->setSuffix(tr(" tokens"));
    m_precision = new QComboBox(form);
    m_precision->addItem("BF16", int(Precision::Bf16));
    m_precision->addItem("FP8", int(Precision::Fp8));
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
    m_tokens = new QDoubleSpinBox(form);
    m_tokens->setRange(0.001, 1e6);
    m_tokens->setDecimals(0);
    m_tokens->setValue(1000);
    m_tokens->setSuffix(tr(" billion tokens"));
    f->addRow(tr("Model:"), m_preset);
    f->addRow(tr("Global batch:"), m_batch);
    f->addRow(tr("Sequence:"), m_seq);
    f->addRow(tr("Precision:"), m_precision);
    f->addRow(tr("Layout:"), m_auto);
    f->addRow(tr("Tensor parallel:"), m_tp);
    f->addRow(tr("Pipeline parallel:"), m_pp);
    f->addRow(tr("Context parallel:"), m_cp);
    f->addRow(tr("Interleaving:"), m_vp);
    f->addRow(tr("Expert parallel:"), m_ep);
    f->addRow(tr("ZeRO stage:"), m_zero);
    f->addRow(tr("Data parallel:"), m_dp);
    f->addRow(tr("Train on:"), m_tokens);

    // Results and assumptions share a tabbed column; the scaling chart takes the widest
    // column; the step breakdown and memory bars stack in the last, legends under them.
    auto* text = new QTabWidget(split);
    m_results = new QLabel;
    m_results->setTextFormat(Qt::RichText);
    m_results->setWordWrap(true);
    m_results->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_results->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_results->setContentsMargins(6, 4, 6, 4);
    auto* resultsScroll = new QScrollArea;
    resultsScroll->setWidgetResizable(true);
    resultsScroll->setFrameShape(QFrame::NoFrame);
    resultsScroll->setWidget(m_results);
    m_assumptions = new QTextBrowser;
    m_assumptions->setOpenExternalLinks(true);
    m_assumptions->setFrameShape(QFrame::NoFrame);
    text->addTab(resultsScroll, tr("Results"));
    text->addTab(m_assumptions, tr("Assumptions"));

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
    // In a scroll area: tabbed with the other bottom docks, the panel must not force the dock
    // area taller than they need.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    split->setMinimumHeight(330);
    scroll->setWidget(split);
    setWidget(scroll);

    const auto edited = [this] {
        updateLayoutFields();
        recompute();
    };
    connect(m_preset, &QComboBox::currentTextChanged, this, [this, edited] {
        if (const auto m = findPreset(m_preset->currentText().toStdString())) {
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
    connect(&m_document, &DesignDocument::changed, this, &PerformanceDock::documentChanged);
    if (const auto m = findPreset("llama3-70b"))
        m_seq->setValue(m->seq);
    recompute();
}

Workload PerformanceDock::workload() const
{
    Workload w;
    w.preset = m_preset->currentText().toStdString();
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
    return w;
}

void PerformanceDock::showEvent(QShowEvent* event)
{
    QDockWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void PerformanceDock::documentChanged()
{
    // The search and three scaling curves take a few milliseconds: not spent while hidden.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    recompute();
}

void PerformanceDock::updateLayoutFields()
{
    for (QSpinBox* s : {m_tp, m_pp, m_cp, m_vp, m_ep, m_zero})
        s->setEnabled(!m_auto->isChecked());
}

void PerformanceDock::recompute()
{
    m_stale = false;
    updateLayoutFields();
    m_prediction = predictForDesign(m_document.design(), m_document.catalog(), workload());
    if (m_auto->isChecked() && m_prediction.error.empty()) {
        const Parallelism& par = m_prediction.config.par;
        const QSignalBlocker a(m_tp), b(m_pp), c(m_cp), d(m_vp), e(m_ep), f(m_zero);
        m_tp->setValue(par.tp);
        m_pp->setValue(par.pp);
        m_cp->setValue(par.cp);
        m_vp->setValue(par.vp);
        m_ep->setValue(par.ep);
        m_zero->setValue(par.zero);
    }
    m_dp->setText(m_prediction.error.empty() ? QString::number(m_prediction.config.par.dp)
                                             : QStringLiteral("–"));
    m_results->setText(resultsHtml());
    m_assumptions->setHtml(assumptionsHtml());
    replaceChart(m_breakdown, stepBreakdownChart(m_prediction));
    replaceChart(m_memory, memoryFitChart(m_prediction));
    replaceChart(m_scaling, scalingChart(m_prediction));
}

QString PerformanceDock::resultsHtml() const
{
    const DesignPrediction& p = m_prediction;
    if (!p.error.empty())
        return tr("<b>No prediction:</b> %1").arg(QString::fromStdString(p.error).toHtmlEscaped());
    const TrainingEstimate& e = p.estimate;
    const ClusterSpec& c = p.cluster.cluster;
    const Parallelism& par = p.config.par;
    const QLocale l;
    const auto n = [&](double v, int d) {
        return l.toString(v, 'f', d);
    };
    QString recompute = QString::fromLatin1(toString(p.config.recompute).data());
    if (p.config.recompute == Recompute::Full && p.config.recomputeLayers > 0)
        recompute += tr(" (%1 layers per stage)").arg(p.config.recomputeLayers);
    QString html =
        tr("<b>%1</b> on %2 × %3 GPUs (%4), %5 × %6 Gb/s %7 per node%8<br>"
           "Layout: TP %9 · PP %10%15 · DP %11%17%16 · micro-batch %12 · ZeRO %13 · recompute "
           "%14<br>")
            .arg(QString::fromStdString(p.model.name))
            .arg(c.nodes)
            .arg(c.gpusPerNode)
            .arg(QString::fromStdString(c.gpu.id))
            .arg(c.nics())
            .arg(c.scaleOut.gbpsPerNic)
            .arg(QString::fromStdString(c.scaleOut.name))
            .arg(c.scaleOut.oversubscription > 1
                     ? tr(", %1:1 oversubscribed").arg(c.scaleOut.oversubscription)
                     : QString())
            .arg(par.tp)
            .arg(par.pp)
            .arg(par.dp)
            .arg(par.microBatch)
            .arg(par.zero)
            .arg(recompute)
            .arg(par.vp > 1 ? tr(" (interleaved, %1 virtual stages per GPU)").arg(par.vp)
                            : QString())
            .arg(par.ep > 1 ? tr(" · EP %1 (experts split over %1 GPUs)").arg(par.ep) : QString())
            .arg(par.cp > 1 ? tr(" · CP %1 (sequence split over %1 GPUs)").arg(par.cp) : QString());
    html +=
        tr("<table cellspacing=2>"
           "<tr><td>Step time</td><td align=right><b>%1 s</b></td></tr>"
           "<tr><td>Throughput</td><td align=right><b>%2 tokens/s</b></td></tr>"
           "<tr><td>per GPU</td><td align=right>%3 tokens/s</td></tr>"
           "<tr><td>MFU</td><td align=right><b>%4 %</b></td></tr>"
           "<tr><td>Model TFLOPS per GPU</td><td align=right>%5 TFLOPS</td></tr>"
           "<tr><td>Memory per GPU</td><td align=right>%6 GB of %7 GB usable</td></tr>"
           "<tr><td>Fits</td><td align=right>%8</td></tr>"
           "<tr><td>Time to train %9 B tokens</td><td align=right><b>%10 days</b></td></tr>"
           "</table>")
            .arg(n(e.stepTimeS, 2), n(e.tokensPerS, 0), n(e.tokensPerSPerGpu, 0), n(e.mfu * 100, 1),
                 n(e.modelTflopsPerGpu, 0), n(e.memory.totalGb, 1), n(e.memory.usableGb, 1),
                 e.fits ? tr("yes")
                        : tr("<span style='color:#c0392b'>no: %1</span>")
                              .arg(QString::fromStdString(e.fitsReason).toHtmlEscaped()),
                 n(m_tokens->value(), 0))
            .arg(n(p.timeToTrainS / 86400, 1));
    html += scalingHtml();
    if (!p.cluster.note.empty())
        html += "<br><i>" + QString::fromStdString(p.cluster.note).toHtmlEscaped() + "</i>";
    return html;
}

// Scaling efficiency of the design's fabric, with the node count it is measured from: the
// fewest nodes the chosen layout fits on (core scalingCurve), the layout held fixed.
QString PerformanceDock::scalingHtml() const
{
    const DesignPrediction& p = m_prediction;
    const int nodes = p.cluster.cluster.nodes;
    const int ref = p.scalingReferenceNodes;
    if (ref <= 0 || nodes <= 1)
        return {};
    const QLocale l;
    const auto percent = [&](double e) {
        return l.toString(e * 100, 'f', 0) + " %";
    };
    QString html;
    if (ref >= nodes)
        html = tr("<p>Scaling efficiency: <b>%1</b> <i>(this layout fits from %2 nodes up: "
                  "no smaller node count to compare with)</i>")
                   .arg(percent(p.scalingEfficiency))
                   .arg(ref);
    else
        html = tr("<p>Scaling efficiency %1 → %2 nodes: <b>%3</b><br><i>tokens/s on %2 nodes ÷ "
                  "(%4 × tokens/s on %1, the fewest nodes this layout fits on; same layout, "
                  "data parallelism scaled)</i>")
                   .arg(ref)
                   .arg(nodes)
                   .arg(percent(p.scalingEfficiency))
                   .arg(l.toString(double(nodes) / ref, 'g', 3));
    QStringList beyond;
    for (const FabricCurve& f : p.curves)
        if (f.design)
            for (const ScalingPoint& s : f.points)
                if (s.nodes > nodes && s.fits)
                    beyond << tr("%1 nodes %2").arg(s.nodes).arg(percent(s.efficiency));
    if (!beyond.isEmpty())
        html += tr("<br>Growing the design, same layout: %1").arg(beyond.join(", "));
    return html + "</p>";
}

QString PerformanceDock::assumptionsHtml() const
{
    const DesignPrediction& p = m_prediction;
    const GpuSpec& g = p.cluster.cluster.gpu;
    const ScaleOut& s = p.cluster.cluster.scaleOut;
    const QLocale l;
    QString html = tr("<b>Assumptions</b> (docs/predict.md lists every source)<ul>");
    const auto item = [&](const QString& what, const QString& source) {
        html += "<li>" + what + " <span style='color:gray'>— " + source + "</span></li>";
    };
    item(tr("Largest GEMM reaches %1 % of the %2 TFLOPS bf16 peak, %3 % of FP8")
             .arg(l.toString(g.gemmEfficiency * 100, 'f', 1), l.toString(g.bf16Tflops, 'f', 0),
                  l.toString(g.gemmEfficiencyFp8 * 100, 'f', 1)),
         QString::fromStdString(g.efficiencySource));
    const Parallelism& par = p.config.par;
    const QString intensity =
        p.error.empty()
            ? tr(" (%1 FLOP per byte here)")
                  .arg(l.toString(layerGemmIntensity(p.model, par.tp,
                                                     double(par.microBatch) * p.model.seq / par.cp,
                                                     par.ep),
                                  'f', 0))
            : QString();
    item(tr("Smaller GEMMs: × I / (I + %1 × ridge point), I = MKN / (MK + KN + MN) of the "
            "layer's GEMMs on one GPU%2")
             .arg(l.toString(kGemmHalfDimPerRidge, 'f', 2), intensity),
         tr("additive roofline, fitted once to Korthikanti et al. 2022 on A100"));
    item(tr("Fused attention at %1 % of peak").arg(l.toString(g.attentionEfficiency * 100, 'f', 0)),
         tr("FlashAttention-2 (Dao 2023); 35 % on H100 (FlashAttention-3 paper)"));
    item(tr("NVLink collectives at %1 % of one direction").arg(kNvlinkEfficiency * 100),
         tr("NCCL protocol overhead, NVIDIA/nccl-tests issue 212"));
    item(tr("%1 at %2 % of line rate, %3 µs per network ring step")
             .arg(QString::fromStdString(s.name))
             .arg(transportEfficiency(s.transport) * 100)
             .arg(l.toString(transportStepLatencyS(s.transport) * 1e6, 'f', 1)),
         s.transport == Transport::Tcp
             ? tr("NCCL socket transport, NVIDIA/nccl issues 209, 450")
             : tr("RDMA protocol overhead (assumption); step latency from NCCL's tuning model"));
    item(tr("Each ring collective: %1 µs, plus %2 µs per NVLink step")
             .arg(l.toString(kRingBaseLatencyS * 1e6, 'f', 1),
                  l.toString(kNvlinkRingStepLatencyS * 1e6, 'f', 1)),
         tr("NCCL's tuning model, Ring/Simple (NVIDIA/nccl src/graph/tuning.cc)"));
    item(tr("Oversubscription divides traffic beyond %1 nodes (one leaf group)")
             .arg(p.cluster.cluster.nodesPerLeafGroup),
         tr("rail-optimised SuperPOD scalable unit"));
    item(tr("%1 % of tensor-parallel traffic hidden behind GEMMs").arg(kTpOverlapShare * 100),
         tr("Megatron-Core --tp-comm-overlap (assumption)"));
    item(tr("ZeRO-3 / FSDP traffic overlapped bucket by bucket with the layers (Megatron-Core); "
            "DeepSpeed 2021 and PyTorch FSDP1 hide none of it"),
         tr("fitted once to the seven DeepSpeed / FSDP1 cases of the validation set"));
    item(tr("%1 % of HBM usable (%2 GB of %3 GiB)")
             .arg(kUsableMemoryShare * 100)
             .arg(l.toString(g.memoryBytes() * kUsableMemoryShare / 1e9, 'f', 1),
                  l.toString(g.memoryGb, 'f', 0)),
         tr("CUDA context, NCCL buffers, fragmentation (assumption); HBM sizes are binary "
            "(nvidia-smi: 81920 MiB on an A100 80GB)"));
    html += "</ul>";
    return html;
}

} // namespace cd::ui
