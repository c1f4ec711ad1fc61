#pragma once

// The share of a GPU's datasheet HBM bandwidth that serving kernels reach when a step streams
// the weights and the KV cache (memory-bound decode), per GPU, with its source
// (docs/predict.md "Serving"). Training's streaming kernels take theirs from efficiency.h.
#include <string_view>

namespace cd::core::throughput {

struct DecodeBandwidth
{
    double share = 0;
    std::string_view source;
};

DecodeBandwidth decodeBandwidth(std::string_view gpuId);

// Serving GEMMs run for minutes at the power limit, where the clocks drop: measured on one H200
// (tests/device/h200_constants.py, 2026-12-04; tests/data/validation/h200-2026-12-04.jsonl), the
// decode-shaped GEMMs of 1,024 to 8,192 rows ran at 680 TFLOP/s in bf16 and 1,179 in FP8 at
// 640-700 W and 1,560-1,755 MHz: 0.86 and 0.81 of the MAMF the model takes for that GPU. The
// same shares are taken for every GPU. Below about 256 rows the same GEMMs ran at the speed of
// their weights streamed from HBM, whatever the rows: a GEMM's time is the larger of the two, with
// no separate penalty for few rows.
inline constexpr double kSustainedGemmShareBf16 = 0.86;
inline constexpr double kSustainedGemmShareFp8 = 0.81;

// Each layer of a forward pass costs a fixed time besides its bytes and FLOPs: its kernels'
// launch, ramp and tail. Measured on the same H200: a 32-layer Llama-3.1-8B-shaped decode step
// of one sequence, replayed as a CUDA graph, took 4.84 ms where its 15.2 GB at the measured
// 4.18 TB/s take 3.63 ms: 38 us per layer.
inline constexpr double kLayerFixedS = 38e-6;

// Paged attention reads the KV cache in blocks scattered over HBM: 0.5 of the decode share, within
// the 42-57 % of peak a third-party Nsight study of vLLM's paged KV reads reports (research notes
// in docs/predict.md "Serving"). Contiguous FlashAttention decode over the same cache measured
// 0.88-0.93 of the datasheet on the H200 at 64-256 sequences: the gap is the paging.
inline constexpr double kPagedKvReadShare = 0.5;

// What an engine spends per sequence and step outside the model's kernels: scheduling, the block
// table, sampling and detokenisation. Fitted once over the maximum-throughput rows of
// tests/data/validation/serving-cases.json (5, 10 and 20 us tried; 5 gave the smallest median
// error), the same for every engine, not per case.
inline constexpr double kSequenceStepS = 5e-6;

// HBM a serving replica keeps outside weights and KV cache on every GPU: the CUDA or ROCm
// context, NCCL buffers, CUDA graphs and the allocator's slack (the activations of the step's
// token budget are counted apart, ServingReplica::sizeMemory).
inline constexpr double kRuntimeReserveBytes = 1.5 * 1073741824.0;

} // namespace cd::core::throughput
