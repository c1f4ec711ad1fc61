#pragma once

// Goodput (issue 23, item 3): what is left of the predicted step rate once failures interrupt
// the job and checkpoints stall it. The job's interruptions come from a failure rate per
// GPU-hour measured on a large run; the checkpoint interval is Daly's optimum for the time a
// checkpoint takes to write; goodput is the share of wall time that trains (docs/predict.md
// "Goodput"). Pure: the CLI and the views give it the bandwidth they resolved.
#include <string>
#include <utility>

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

// Asynchronous checkpoints (issue 23, item 2): Megatron-Core / NeMo's async save and PyTorch
// DCP's async_save (torchtitan's checkpoint.async_mode) stall training only while each GPU copies
// its shard of the checkpoint to host memory; a background process then writes it to storage
// while training goes on. The copy runs at the GPU's host link: PCIe Gen5 x16 carries 32 GT/s x
// 16 lanes x 128/130 / 8 = 63 GB/s each way, and nvbandwidth's device_to_host_memcpy_sm measured
// 52.77 GB/s on each GPU of an 8 x H100 node (NVIDIA/nvbandwidth issue 24).
inline constexpr double kHostStagingGBpsPerGpu = 52.77;

// What an async save stalls beyond the copy: Meta and Crusoe's DCP async save of Llama 3 70B on
// 1,856 H200 GPUs blocked training 0.78 s per checkpoint (PyTorch blog "6x faster Async
// Checkpointing", 2025), of which copying each GPU's 70e9 x 14 / 1,856 = 0.53 GB shard at
// kHostStagingGBpsPerGpu takes 0.01 s; the rest (the save plan, the collectives that agree on
// it, the state dict) is taken as a fixed cost per checkpoint. The 2024 implementation, which
// staged in pageable memory, blocked 6-14 s for 7B-13B models (PyTorch blog "Reducing Model
// Checkpointing Times by Over 10x").
inline constexpr double kStagingFixedS = 0.78 - 70e9 * 14 / 1856 / 1e9 / kHostStagingGBpsPerGpu;

// The share of a node's host memory the staged shards may take: the rest holds the operating
// system, the data loader and the framework's own buffers. An assumption; beyond it the stack
// writes synchronously.
inline constexpr double kStagingHostMemoryShare = 0.5;

struct GoodputInput
{
    double parameters = 0; // the model's parameters
    int gpus = 0;
    double writeGBps = 0; // the bandwidth a checkpoint is written at, GB/s (10^9 B/s)
    double readGBps = 0;  // and read back at
    std::string bandwidthSource;
    double interruptionsPerGpuHour = kInterruptionsPerGpuHour;
    double restartSeconds = kRestartSeconds;
    // Async save: the rate each GPU copies its shard to host memory at, GB/s; 0 when the stack
    // writes its checkpoints synchronously (training waits for the whole write).
    double stagingGBpsPerGpu = 0;
    std::string synchronousWhy;     // empty: the stack has no async save
    int gpusPerNode = 0;            // the GPUs whose shards one node's host memory holds
    double hostMemoryGbPerNode = 0; // the least of the GPU nodes', GB; 0 when unknown

    // Checkpoints written synchronously whatever the stack can (its async save off), `why`
    // said in the basis.
    void writeSynchronously(std::string why)
    {
        stagingGBpsPerGpu = 0;
        synchronousWhy = std::move(why);
    }
};

struct Goodput
{
    std::string error;                // why there are no figures (nothing else is meaningful)
    double checkpointSizeGb = 0;      // GB (10^9 bytes)
    double checkpointWriteS = 0;      // writing a checkpoint to storage
    double checkpointStallS = 0;      // training waits this long per checkpoint
    bool staged = false;              // async save: the write runs beside training
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
