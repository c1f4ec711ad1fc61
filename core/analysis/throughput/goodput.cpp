#include "goodput.h"

#include "analysis/issues/format.h"

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
    return {};
}

} // namespace

Goodput goodput(const GoodputInput& in, double tokensPerS)
{
    Goodput g;
    g.error = problemWith(in);
    if (!g.ok())
        return g;
    const double bytes = in.parameters * kCheckpointBytesPerParameter;
    g.checkpointSizeGb = bytes / 1e9;
    g.checkpointWriteS = g.checkpointSizeGb / in.writeGBps;
    g.restoreS = in.restartSeconds + g.checkpointSizeGb / in.readGBps;
    const double mtbiS = 3600 / (in.interruptionsPerGpuHour * in.gpus);
    g.mtbiHours = mtbiS / 3600;
    const double interval = optimalCheckpointInterval(g.checkpointWriteS, mtbiS);
    g.checkpointIntervalMin = interval / 60;
    g.goodputFraction = goodputFraction(interval, g.checkpointWriteS, g.restoreS, mtbiS);
    g.effectiveTokensPerS = tokensPerS * g.goodputFraction;
    g.basis = "checkpoint " + format::fixed(kCheckpointBytesPerParameter, 0) +
              " bytes a parameter (bf16 weights, fp32 master weights and Adam moments); " +
              in.bandwidthSource + "; " + format::fixed(in.interruptionsPerGpuHour * 1e6, 1) +
              " interruptions per million GPU-hours (Llama 3, 16,384 H100); restart " +
              format::fixed(in.restartSeconds / 60, 1) +
              " min before the checkpoint is read; Daly's optimum interval";
    return g;
}

} // namespace cd::core::throughput
