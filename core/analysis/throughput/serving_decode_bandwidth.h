#pragma once

// The share of a GPU's datasheet HBM bandwidth that serving kernels reach when a step streams
// the weights and the KV cache (memory-bound decode), per GPU, with its source
// (docs/predict.md "Serving").
#include <string_view>

namespace cd::core::throughput {

struct DecodeBandwidth
{
    double share = 0;
    std::string_view source;
};

DecodeBandwidth decodeBandwidth(std::string_view gpuId);

// A GEMM of few rows (a decode step's tokens, or one expert's share of them) fills its tiles
// partly: it reaches the largest GEMMs' rate (MAMF) times rows / (rows + this). Fitted once over
// the maximum-throughput rows of tests/data/validation/serving-cases.json (128, 256 and 512
// tried; 256, two 128-row tiles, gave the smallest median error), not per case.
inline constexpr double kServingGemmHalfRows = 256;

// Paged attention reads the KV cache in blocks scattered over HBM, at a lower share of bandwidth
// than a streamed weight matrix: 0.5 of the decode share. Fitted once with the constant above
// (1.0, 0.7 and 0.5 tried), within the 42-57 % of peak a third-party Nsight study of vLLM's paged
// KV reads reports (research notes in docs/predict.md "Serving").
inline constexpr double kPagedKvReadShare = 0.5;

// HBM a serving replica keeps outside weights and KV cache on every GPU: the CUDA or ROCm
// context, NCCL buffers, CUDA graphs and the allocator's slack (the activations of the step's
// token budget are counted apart, ServingReplica::sizeMemory).
inline constexpr double kRuntimeReserveBytes = 1.5 * 1073741824.0;

} // namespace cd::core::throughput
