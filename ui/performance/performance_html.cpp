#include "performance_html.h"

#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/software_stacks.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/transformer.h"
#include "common/qstring.h"
#include "common/transport_text.h"
#include "storage_html.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace cd::ui {

using namespace core::throughput;

namespace {

// The texts keep the dock's translation context, so its translations apply to them, without
// this file including the dock.
struct DockText
{
    Q_DECLARE_TR_FUNCTIONS(cd::ui::PerformanceDock)
};

// The recompute mode in the user's language (the CLI's names, none, selective, full, in English).
QString recomputeText(const TrainingConfig& config)
{
    QString recompute = config.recompute == Recompute::Full        ? DockText::tr("full")
                        : config.recompute == Recompute::Selective ? DockText::tr("selective")
                                                                   : DockText::tr("none");
    if (config.recompute == Recompute::Full && config.recomputeLayers > 0)
        recompute += DockText::tr(" (%1 layers per stage)").arg(config.recomputeLayers);
    return recompute;
}

// The model, the cluster it runs on and the layout chosen for it.
QString designSummaryHtml(const DesignPrediction& p)
{
    const ClusterSpec& c = p.cluster.cluster;
    const Parallelism& par = p.config.par;
    const QString recompute = recomputeText(p.config);
    return DockText::tr(
               "<b>%1</b> on %2 × %3 GPUs (%4), %5 × %6 Gb/s %7 per node%8<br>"
               "Layout: TP %9 · PP %10%15 · DP %11%17%16 · micro-batch %12 · ZeRO %13 · recompute "
               "%14<br>")
        .arg(q(modelLabel(p.model.name)))
        .arg(c.nodes)
        .arg(c.gpusPerNode)
        .arg(q(c.gpu.name.empty() ? c.gpu.id : c.gpu.name))
        .arg(c.nics())
        .arg(c.scaleOut.gbpsPerNic)
        .arg(transportText(c.scaleOut.name))
        .arg(c.scaleOut.oversubscription > 1
                 ? DockText::tr(", %1:1 oversubscribed").arg(c.scaleOut.oversubscription)
                 : QString())
        .arg(par.tp)
        .arg(par.pp)
        .arg(par.dp)
        .arg(par.microBatch)
        .arg(par.zero)
        .arg(recompute)
        .arg(par.vp > 1 ? DockText::tr(" (interleaved, %1 virtual stages per GPU)").arg(par.vp)
                        : QString())
        .arg(par.ep > 1 ? DockText::tr(" · EP %1 (experts split over %1 GPUs)").arg(par.ep)
                        : QString())
        .arg(par.cp > 1 ? DockText::tr(" · CP %1 (sequence split over %1 GPUs)").arg(par.cp)
                        : QString());
}

// The software the figures assume, as the registry names it (software_stacks.h).
QString stackHtml(const DesignPrediction& p)
{
    const std::string_view name = stackName(p.stack);
    return DockText::tr("Software stack: %1<br>")
        .arg(QString::fromUtf8(name.data(), qsizetype(name.size())));
}

// Power and energy of the run (core energy.h), and what the prediction changed (notes).
QString energyAndNotesHtml(const DesignPrediction& p)
{
    const QLocale l;
    QString html;
    if (const TrainingEnergy& e = p.energy; e.ok())
        html +=
            DockText::tr("Power in training: %1 W per GPU, %2 kW per node, %3 kW facility "
                         "(PUE %4) · run %5 MWh · %6 tokens/kWh · %7 USD per million "
                         "tokens at %8 USD/kWh<br>")
                .arg(l.toString(e.gpuPowerW, 'f', 0), l.toString(e.nodePowerKw, 'f', 1),
                     l.toString(e.facilityPowerKw, 'f', 0), l.toString(e.pue, 'f', 2),
                     l.toString(e.runEnergyMwh, 'f', 0), l.toString(e.tokensPerKwh, 'f', 0),
                     l.toString(e.usdPerMillionTokens, 'f', 3), l.toString(e.usdPerKwh, 'f', 4));
    for (const std::string& note : p.notes)
        html += "<i>" + QString::fromStdString(note).toHtmlEscaped() + "</i><br>";
    return html;
}

// Step time, throughput, MFU, memory and time to train.
QString figuresTableHtml(const DesignPrediction& p, double trainBillionTokens)
{
    const TrainingEstimate& e = p.estimate;
    const QLocale l;
    const auto n = [&](double v, int d) {
        return l.toString(v, 'f', d);
    };
    return DockText::tr(
               "<table cellspacing=2>"
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
             e.fits ? DockText::tr("yes")
                    : DockText::tr("<span style='color:#c0392b'>no: %1</span>")
                          .arg(QString::fromStdString(e.fitsReason).toHtmlEscaped()),
             n(trainBillionTokens, 0))
        .arg(n(p.timeToTrainS / 86400, 1));
}

// Scaling efficiency of the design's fabric, with the node count it is measured from: the
// fewest nodes the chosen layout fits on (core scalingCurve), the layout held fixed.
QString scalingHtml(const DesignPrediction& p)
{
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
        html =
            DockText::tr("<p>Scaling efficiency: <b>%1</b> <i>(this layout fits from %2 nodes up: "
                         "no smaller node count to compare with)</i>")
                .arg(percent(p.scalingEfficiency))
                .arg(ref);
    else
        html = DockText::tr(
                   "<p>Scaling efficiency %1 → %2 nodes: <b>%3</b><br><i>tokens/s on %2 nodes ÷ "
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
                    beyond << DockText::tr("%1 nodes %2").arg(s.nodes).arg(percent(s.efficiency));
    if (!beyond.isEmpty())
        html += DockText::tr("<br>Growing the design, same layout: %1").arg(beyond.join(", "));
    return html + "</p>";
}

QString assumptionItem(const QString& what, const QString& source)
{
    return "<li>" + what + " <span style='color:gray'>— " + source + "</span></li>";
}

// Arithmetic intensity of the layer's GEMMs on one GPU, when there is a layout to measure.
QString gemmIntensityText(const DesignPrediction& p)
{
    if (!p.error.empty())
        return QString();
    const Parallelism& par = p.config.par;
    const QLocale l;
    return DockText::tr(" (%1 FLOP per byte here)")
        .arg(l.toString(layerGemmIntensity(p.model, par.tp,
                                           double(par.microBatch) * p.model.seq / par.cp, par.ep),
                        'f', 0));
}

// What a GPU computes at: GEMMs large and small, attention.
QString computeAssumptionsHtml(const DesignPrediction& p)
{
    const GpuSpec& g = p.cluster.cluster.gpu;
    const QLocale l;
    QString html;
    html += assumptionItem(
        DockText::tr("Largest GEMM reaches %1 % of the %2 TFLOPS bf16 peak, %3 % of FP8")
            .arg(l.toString(g.gemmEfficiency * 100, 'f', 1), l.toString(g.bf16Tflops, 'f', 0),
                 l.toString(g.gemmEfficiencyFp8 * 100, 'f', 1)),
        QString::fromStdString(g.efficiencySource));
    html += assumptionItem(
        DockText::tr("Smaller GEMMs: × I / (I + %1 × ridge point), I = MKN / (MK + KN + MN) of the "
                     "layer's GEMMs on one GPU%2")
            .arg(l.toString(kGemmHalfDimPerRidge, 'f', 2), gemmIntensityText(p)),
        DockText::tr("additive roofline, fitted once to Korthikanti et al. 2022 on A100"));
    html += assumptionItem(
        DockText::tr("Fused attention at %1 % of peak")
            .arg(l.toString(g.attentionEfficiency * 100, 'f', 0)),
        DockText::tr("FlashAttention-2 (Dao 2023); 35 % on H100 (FlashAttention-3 paper)"));
    return html;
}

// How fast the collectives run, within a node and over the network, and how much is hidden.
QString communicationAssumptionsHtml(const DesignPrediction& p)
{
    const ScaleOut& s = p.cluster.cluster.scaleOut;
    const QLocale l;
    QString html;
    html += assumptionItem(
        DockText::tr("NVLink collectives at %1 % of one direction").arg(kNvlinkEfficiency * 100),
        DockText::tr("NCCL protocol overhead, NVIDIA/nccl-tests issue 212"));
    html += assumptionItem(
        DockText::tr("%1 at %2 % of line rate, %3 µs per network ring step")
            .arg(QString::fromStdString(s.name))
            .arg(transportEfficiency(s.transport) * 100)
            .arg(l.toString(transportStepLatencyS(s.transport) * 1e6, 'f', 1)),
        s.transport == Transport::Tcp
            ? DockText::tr("NCCL socket transport, NVIDIA/nccl issues 209, 450")
            : DockText::tr(
                  "RDMA protocol overhead (assumption); step latency from NCCL's tuning model"));
    html += assumptionItem(
        DockText::tr("Each ring collective: %1 µs, plus %2 µs per NVLink step")
            .arg(l.toString(kRingBaseLatencyS * 1e6, 'f', 1),
                 l.toString(kNvlinkRingStepLatencyS * 1e6, 'f', 1)),
        DockText::tr("NCCL's tuning model, Ring/Simple (NVIDIA/nccl src/graph/tuning.cc)"));
    html += assumptionItem(
        DockText::tr("Oversubscription divides traffic beyond %1 nodes (one leaf group)")
            .arg(p.cluster.cluster.nodesPerLeafGroup),
        DockText::tr("rail-optimised SuperPOD scalable unit"));
    html += assumptionItem(DockText::tr("%1 % of tensor-parallel traffic hidden behind GEMMs")
                               .arg(kTpOverlapShare * 100),
                           DockText::tr("Megatron-Core --tp-comm-overlap (assumption)"));
    html += assumptionItem(
        DockText::tr(
            "ZeRO-3 / FSDP traffic overlapped bucket by bucket with the layers (Megatron-Core); "
            "DeepSpeed 2021 and PyTorch FSDP1 hide none of it"),
        DockText::tr("fitted once to the seven DeepSpeed / FSDP1 cases of the validation set"));
    return html;
}

QString memoryAssumptionHtml(const GpuSpec& g)
{
    const QLocale l;
    return assumptionItem(
        DockText::tr("%1 % of HBM usable (%2 GB of %3 GiB)")
            .arg(kUsableMemoryShare * 100)
            .arg(l.toString(g.memoryBytes() * kUsableMemoryShare / 1e9, 'f', 1),
                 l.toString(g.memoryGb, 'f', 0)),
        DockText::tr("CUDA context, NCCL buffers, fragmentation (assumption); HBM sizes are binary "
                     "(nvidia-smi: 81920 MiB on an A100 80GB)"));
}

} // namespace

QString performanceResultsHtml(const DesignPrediction& p, double trainBillionTokens)
{
    if (!p.error.empty())
        return DockText::tr("<b>No prediction:</b> %1")
            .arg(QString::fromStdString(p.error).toHtmlEscaped());
    QString html = designSummaryHtml(p);
    html += stackHtml(p);
    html += goodputHtml(p.goodput);
    html += storageHtml(p.storage);
    html += energyAndNotesHtml(p);
    html += figuresTableHtml(p, trainBillionTokens);
    html += scalingHtml(p);
    if (!p.cluster.note.empty())
        html += "<br><i>" + QString::fromStdString(p.cluster.note).toHtmlEscaped() + "</i>";
    return html;
}

QString performanceAssumptionsHtml(const DesignPrediction& p)
{
    QString html = DockText::tr("<b>Assumptions</b> (docs/predict.md lists every source)<ul>");
    html += computeAssumptionsHtml(p);
    html += communicationAssumptionsHtml(p);
    html += memoryAssumptionHtml(p.cluster.cluster.gpu);
    html += "</ul>";
    return html;
}

} // namespace cd::ui
