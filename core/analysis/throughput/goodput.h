#pragma once

// Goodput (issue 23, item 3): what is left of the predicted step rate once failures interrupt
// the job and checkpoints stall it. The job's interruptions come from a failure rate per
// GPU-hour measured on a large run; the checkpoint interval is Daly's optimum for the time a
// checkpoint takes to write; goodput is the share of wall time that trains (docs/predict.md
// "Goodput"). Pure: the CLI and the views give it the bandwidth they resolved.
#include <string>

namespace cd::core::throughput {

// Bytes a training checkpoint holds per model parameter with mixed-precision Adam: the bf16
// weights (2), the fp32 master weights (4) and Adam's two fp32 moments (4 + 4). ZeRO
// (Rajbhandari et al. 2020, arXiv 1910.02054, §3.1) counts 16 bytes of model state a parameter;
// the 2 bytes of bf16 gradients are not saved. Sharding (ZeRO, FSDP) splits the checkpoint
// over the ranks without changing its size. 405e9 parameters: 5.67 TB.
inline constexpr double kCheckpointBytesPerParameter = 14;

// Unexpected job interruptions per GPU-hour: Llama 3 pre-training saw 419 unexpected
// interruptions in a 54-day snapshot on 16,384 H100 GPUs (Llama Team, "The Llama 3 Herd of
// Models", arXiv 2407.21783, §3.3.4, Table 5): 419 / (16,384 x 54 x 24 h) = 1.97e-5, a job
// interruption every 3.1 hours at that scale. 78 % were hardware (GPU, HBM, network, host).
inline constexpr double kInterruptionsPerGpuHour = 419.0 / (16384.0 * 54.0 * 24.0);

// From an interruption to training again, before the checkpoint is read: detection, the
// scheduler's replacement of the node, process and NCCL start-up. An assumption, 10 minutes
// (FlashRecovery, arXiv 2509.03047, restores 4,800 devices in 150 s with a system built for
// it; a plain restart takes longer); set with --restart-min.
inline constexpr double kRestartSeconds = 600;

struct GoodputInput
{
    double parameters = 0; // the model's parameters
    int gpus = 0;
    double writeGBps = 0; // the bandwidth a checkpoint is written at, GB/s (10^9 B/s)
    double readGBps = 0;  // and read back at
    std::string bandwidthSource;
    double interruptionsPerGpuHour = kInterruptionsPerGpuHour;
    double restartSeconds = kRestartSeconds;
};

struct Goodput
{
    std::string error;                // why there are no figures (nothing else is meaningful)
    double checkpointSizeGb = 0;      // GB (10^9 bytes)
    double checkpointWriteS = 0;      // the job stalls this long per checkpoint
    double restoreS = 0;              // restart plus reading the checkpoint back
    double mtbiHours = 0;             // the job's mean time between interruptions
    double checkpointIntervalMin = 0; // training time between checkpoints (Daly's optimum)
    double goodputFraction = 0;       // share of wall time that trains
    double effectiveTokensPerS = 0;
    std::string basis;

    bool ok() const { return error.empty(); }
};

// Daly's optimum checkpoint interval (J. T. Daly, "A higher order estimate of the optimum
// checkpoint interval for restart dumps", Future Generation Computer Systems 22, 2006)
// for a checkpoint of `writeS` seconds and a mean time between interruptions of `mtbiS`:
// sqrt(2 d M) (1 + sqrt(d / 2M) / 3 + d / 18M) - d while d < 2M, else M.
double optimalCheckpointInterval(double writeS, double mtbiS);

// The share of wall time that trains with checkpoints every `intervalS` of work, each taking
// `writeS`, interruptions every `mtbiS` on average and `restoreS` to resume (Daly 2006, whose
// wall time is M e^(R/M) (e^((t + d)/M) - 1) per t of work, failures a Poisson process).
double goodputFraction(double intervalS, double writeS, double restoreS, double mtbiS);

// The figures for a job running at `tokensPerS` between interruptions.
Goodput goodput(const GoodputInput& in, double tokensPerS);

} // namespace cd::core::throughput
