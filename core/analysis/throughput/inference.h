#pragma once

// Serving estimate for the same model on the design (issue 7 item 5), vLLM/TGI style: weights
// sharded over a tensor-parallel replica, the rest of HBM as paged KV cache, decode bound by
// memory bandwidth, prefill by compute.
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/transformer.h"

#include <string>

namespace cd::core::throughput {

struct InferenceInput
{
    int contextTokens = 0; // prompt + generated tokens per sequence; 0 = the model's seq
    int tp = 0;            // GPUs per replica; 0 = the smallest power of two that holds it
    Precision weights = Precision::Bf16; // FP8 weights and KV cache halve their bytes
};

struct InferenceEstimate
{
    std::string error;
    int tp = 0;
    int replicas = 0;
    int contextTokens = 0;
    double weightsPerGpuGb = 0;
    double kvBytesPerToken = 0; // whole model, one token
    double kvCapacityPerGpuGb = 0;
    double kvTokensPerReplica = 0;
    int maxSequencesPerReplica = 0;
    int maxSequences = 0;                  // whole cluster
    double decodeTokensPerSPerReplica = 0; // at maxSequencesPerReplica
    double decodeTokensPerS = 0;           // whole cluster
    double singleStreamTokensPerS = 0;     // one sequence: inter-token latency bound
    double prefillTokensPerS = 0;          // whole cluster

    bool ok() const { return error.empty(); }
};

// Achieved share of HBM bandwidth when streaming weights and KV cache in decode (memory-bound
// GEMV / paged attention). vLLM-style kernels reach 0.7-0.8; 0.75 is taken.
inline constexpr double kDecodeMemoryEfficiency = 0.75;

InferenceEstimate estimateInference(const TransformerSpec& m, const ClusterSpec& c,
                                    const InferenceInput& in);

} // namespace cd::core::throughput
