#include "goodput.h"

#include "analysis/issues/format.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

namespace cd::core::throughput {

double optimalCheckpointInterval(double writeS, double mtbiS)
{
    if (writeS >= 2 * mtbiS)
        return mtbiS;
    const double x = writeS / (2 * mtbiS);
    return std::sqrt(2 * writeS * mtbiS) * (1 + std::sqrt(x) / 3 + x / 9) - writeS;
}

double goodputFraction(double intervalS, double writeS, double restoreS, double mtbiS)
{
    // expm1 keeps the precision when (t + d) is a small share of M.
    const double wall =
        mtbiS * std::exp(restoreS / mtbiS) * std::expm1((intervalS + writeS) / mtbiS);
    return intervalS / wall;
}

namespace {

std::string problemWith(const GoodputInput& in)
{
    if (!(in.parameters > 0) || !std::isfinite(in.parameters))
        return text::translate("Goodput", "no model size to size a checkpoint from");
    if (in.gpus <= 0)
        return text::translate("Goodput", "no GPUs");
    if (!(in.writeGBps > 0) || !(in.readGBps > 0) || !std::isfinite(in.writeGBps) ||
        !std::isfinite(in.readGBps))
        return text::translate(
            "Goodput",
            "no checkpoint bandwidth: no storage with a published write and read throughput");
    if (!(in.interruptionsPerGpuHour > 0) || !std::isfinite(in.interruptionsPerGpuHour))
        return text::translate("Goodput", "the interruption rate must be above 0");
    if (!(in.restartSeconds >= 0) || !std::isfinite(in.restartSeconds))
        return text::translate("Goodput", "the restart time must be 0 or more");
    if (!(in.stagingGBpsPerGpu >= 0) || !std::isfinite(in.stagingGBpsPerGpu) ||
        !(in.hostMemoryGbPerNode >= 0) || !std::isfinite(in.hostMemoryGbPerNode) ||
        in.gpusPerNode < 0)
        return text::translate("Goodput", "the host staging rate and memory must be 0 or more");
    return {};
}

// Whether the async save holds each node's shards in host memory; `how` says how the checkpoint
// is written either way, for the basis.
bool stagesInHostMemory(const GoodputInput& in, double sizeGb, std::string* how)
{
    if (!(in.stagingGBpsPerGpu > 0)) {
        *how =
            !in.synchronousWhy.empty()
                ? in.synchronousWhy
                : text::translate("Goodput", "written synchronously (the stack has no async save)");
        return false;
    }
    const double nodeShardGb = sizeGb * std::max(in.gpusPerNode, 1) / in.gpus;
    if (in.hostMemoryGbPerNode > 0 &&
        nodeShardGb > kStagingHostMemoryShare * in.hostMemoryGbPerNode) {
        *how = text::arg(
            text::translate("Goodput", "written synchronously: a node's %1 GB "
                                       "shard exceeds half its %2 GB of host memory, "
                                       "too much to stage"),
            {format::grouped(nodeShardGb, 0), format::grouped(in.hostMemoryGbPerNode, 0)});
        return false;
    }
    const char* asyncSave =
        in.hostMemoryGbPerNode > 0
            ? CD_TRANSLATE_NOOP("Goodput",
                                "async save: each GPU copies its shard to host memory at %1 GB/s "
                                "after %2 s of planning (DCP on 1,856 H200), the write to storage "
                                "runs beside training and a failure during it costs one "
                                "checkpoint more")
            : CD_TRANSLATE_NOOP("Goodput",
                                "async save: each GPU copies its shard to host memory at %1 GB/s "
                                "after %2 s of planning (DCP on 1,856 H200), the write to storage "
                                "runs beside training and a failure during it costs one "
                                "checkpoint more (host memory not known)");
    *how = text::arg(text::translate("Goodput", asyncSave),
                     {format::fixed(in.stagingGBpsPerGpu, 2), format::fixed(kStagingFixedS, 3)});
    return true;
}

} // namespace

Goodput goodput(const GoodputInput& in, double tokensPerS)
{
    Goodput g;
    g.error = problemWith(in);
    if (!g.ok())
        return g;
    g.checkpointSizeGb = in.parameters * kCheckpointBytesPerParameter / 1e9;
    g.checkpointWriteS = g.checkpointSizeGb / in.writeGBps;
    g.restoreS = in.restartSeconds + g.checkpointSizeGb / in.readGBps;
    const double mtbiS = 3600 / (in.interruptionsPerGpuHour * in.gpus);
    g.mtbiHours = mtbiS / 3600;
    std::string how;
    g.staged = stagesInHostMemory(in, g.checkpointSizeGb, &how);
    g.checkpointStallS = g.staged
                             ? kStagingFixedS + g.checkpointSizeGb / in.gpus / in.stagingGBpsPerGpu
                             : g.checkpointWriteS;
    // Staged, a checkpoint is safe only once written: a failure during the write (the chance
    // write / period) falls back one period more, the write's length per failure on average;
    // and the write starts once the copy is done while the next save waits for it (DCP and
    // Megatron keep one save in flight), so the work between saves is at least the write.
    const double lostPerFailureS = g.staged ? g.checkpointWriteS : 0;
    const double interval = std::max(optimalCheckpointInterval(g.checkpointStallS, mtbiS),
                                     g.staged ? g.checkpointWriteS : 0.0);
    g.checkpointIntervalMin = interval / 60;
    g.goodputFraction =
        goodputFraction(interval, g.checkpointStallS, g.restoreS + lostPerFailureS, mtbiS);
    g.effectiveTokensPerS = tokensPerS * g.goodputFraction;
    g.basis = text::arg(
        text::translate("Goodput",
                        "checkpoint %1 bytes a parameter (bf16 weights, fp32 master weights and "
                        "Adam moments); %2; %3; %4 interruptions per million GPU-hours (Llama 3, "
                        "16,384 H100); restart %5 min before the checkpoint is read; Daly's "
                        "optimum interval"),
        {format::fixed(kCheckpointBytesPerParameter, 0), in.bandwidthSource, how,
         format::fixed(in.interruptionsPerGpuHour * 1e6, 1),
         format::fixed(in.restartSeconds / 60, 1)});
    return g;
}

} // namespace cd::core::throughput
