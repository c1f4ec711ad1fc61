#include "goodput.h"

#include "analysis/issues/format.h"

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
        return "no model size to size a checkpoint from";
    if (in.gpus <= 0)
        return "no GPUs";
    if (!(in.writeGBps > 0) || !(in.readGBps > 0) || !std::isfinite(in.writeGBps) ||
        !std::isfinite(in.readGBps))
        return "no checkpoint bandwidth: no storage with a published write and read throughput";
    if (!(in.interruptionsPerGpuHour > 0) || !std::isfinite(in.interruptionsPerGpuHour))
        return "the interruption rate must be above 0";
    if (!(in.restartSeconds >= 0) || !std::isfinite(in.restartSeconds))
        return "the restart time must be 0 or more";
    if (!(in.stagingGBpsPerGpu >= 0) || !std::isfinite(in.stagingGBpsPerGpu) ||
        !(in.hostMemoryGbPerNode >= 0) || !std::isfinite(in.hostMemoryGbPerNode) ||
        in.gpusPerNode < 0)
        return "the host staging rate and memory must be 0 or more";
    return {};
}

// Whether the async save holds each node's shards in host memory; `how` says how the checkpoint
// is written either way, for the basis.
bool stagesInHostMemory(const GoodputInput& in, double sizeGb, std::string* how)
{
    if (!(in.stagingGBpsPerGpu > 0)) {
        *how = in.synchronousWhy;
        return false;
    }
    const double nodeShardGb = sizeGb * std::max(in.gpusPerNode, 1) / in.gpus;
    if (in.hostMemoryGbPerNode > 0 &&
        nodeShardGb > kStagingHostMemoryShare * in.hostMemoryGbPerNode) {
        *how = "written synchronously: a node's " + format::grouped(nodeShardGb, 0) +
               " GB shard exceeds half its " + format::grouped(in.hostMemoryGbPerNode, 0) +
               " GB of host memory, too much to stage";
        return false;
    }
    *how = "async save: each GPU copies its shard to host memory at " +
           format::fixed(in.stagingGBpsPerGpu, 2) + " GB/s after " +
           format::fixed(kStagingFixedS, 3) +
           " s of planning (DCP on 1,856 H200), the write to storage runs beside training and "
           "a failure during it costs one checkpoint more" +
           (in.hostMemoryGbPerNode > 0 ? std::string{} : " (host memory not known)");
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
    g.basis = "checkpoint " + format::fixed(kCheckpointBytesPerParameter, 0) +
              " bytes a parameter (bf16 weights, fp32 master weights and Adam moments); " +
              in.bandwidthSource + "; " + how + "; " +
              format::fixed(in.interruptionsPerGpuHour * 1e6, 1) +
              " interruptions per million GPU-hours (Llama 3, 16,384 H100); restart " +
              format::fixed(in.restartSeconds / 60, 1) +
              " min before the checkpoint is read; Daly's optimum interval";
    return g;
}

} // namespace cd::core::throughput
