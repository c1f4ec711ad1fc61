#include "predict_goodput.h"

#include "analysis/issues/format.h"

namespace cd::cli {

using namespace core::throughput;

Goodput goodputFor(const CliArgs& a, const CheckpointBandwidth& design,
                   const TransformerSpec& model, const ClusterSpec& cluster,
                   const TrainingPlan& plan)
{
    GoodputInput in = goodputInput(model.totalParams(), cluster, design, plan.config.stack);
    if (a.flag("--sync-checkpoints"))
        in.writeSynchronously(translate("Cli", "written synchronously (--sync-checkpoints)"));
    if (a.option("--checkpoint-gbs")) {
        in.writeGBps = in.readGBps = positiveNumber(a, "--checkpoint-gbs", 0);
        in.bandwidthSource =
            msg(translate("Cli", "checkpoints written and read at %1 GB/s (--checkpoint-gbs)"),
                {core::format::fixed(in.writeGBps, 1)});
    }
    const std::string rate = "--interruptions-per-million-gpu-hours";
    if (a.option(rate))
        in.interruptionsPerGpuHour = positiveNumber(a, rate, 0) / 1e6;
    if (a.option("--restart-min"))
        in.restartSeconds = positiveNumber(a, "--restart-min", 0) * 60;
    Goodput g = goodput(in, plan.estimate.tokensPerS);
    if (!g.ok() && !(in.writeGBps > 0))
        g.error += msg(translate("Cli", " (%1; give --checkpoint-gbs)"), {in.bandwidthSource});
    return g;
}

core::Json goodputJson(const Goodput& g)
{
    if (!g.ok())
        return {{"error", g.error}};
    return {{"checkpoint_size_gb", g.checkpointSizeGb},
            {"checkpoint_write_s", g.checkpointWriteS},
            {"checkpoint_stall_s", g.checkpointStallS},
            {"checkpoint_async", g.staged},
            {"restore_s", g.restoreS},
            {"mtbi_hours", g.mtbiHours},
            {"checkpoint_interval_min", g.checkpointIntervalMin},
            {"goodput_fraction", g.goodputFraction},
            {"effective_tokens_per_s", g.effectiveTokensPerS},
            {"basis", g.basis}};
}

} // namespace cd::cli
