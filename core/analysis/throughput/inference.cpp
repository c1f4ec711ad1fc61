#include "analysis/throughput/inference.h"

#include "analysis/throughput/efficiency.h"

#include <algorithm>
#include <cmath>

namespace cd::core::throughput {

namespace {

int replicaTp(const ClusterSpec& c, int requested, double weights, double usable)
{
    int tp = requested;
    if (tp <= 0) { // smallest power of two in the NVLink domain leaving a quarter for KV cache
        const int domain = std::max(1, std::min(c.nvlinkDomain, c.gpus()));
        for (tp = 1; tp < domain && weights / tp > 0.75 * usable; tp *= 2) {
        }
    }
    return tp;
}

// The HBM the weights leave (`free` bytes per GPU) as KV cache: tokens and whole sequences.
void sizeKvCache(InferenceEstimate& e, double free)
{
    e.kvCapacityPerGpuGb = free / 1e9;
    e.kvTokensPerReplica = free * e.tp / e.kvBytesPerToken;
    e.maxSequencesPerReplica = int(e.kvTokensPerReplica / e.contextTokens);
    e.maxSequences = e.maxSequencesPerReplica * e.replicas;
}

void estimateDecode(const TransformerSpec& m, const GpuSpec& g, double bytes, InferenceEstimate& e)
{
    const int tp = e.tp;
    // Decode step: every GPU streams its weights once and the KV of its sequences (at half the
    // context on average); plus 2 tensor-parallel all-reduces per layer (latency-bound).
    const double hbm = g.memoryBwGbs * 1e9 * kDecodeMemoryEfficiency;
    const double tpStep = tp > 1 ? 2.0 * m.layers * 2 * (tp - 1) * kNvlinkStepLatencyS : 0;
    const auto stepS = [&](int batch) {
        const double kv = batch * 0.5 * e.contextTokens * e.kvBytesPerToken / tp;
        return (m.activeParams() * bytes / tp + kv) / hbm + tpStep;
    };
    const int batch = std::max(1, e.maxSequencesPerReplica);
    e.decodeTokensPerSPerReplica = e.maxSequencesPerReplica > 0 ? batch / stepS(batch) : 0;
    e.decodeTokensPerS = e.decodeTokensPerSPerReplica * e.replicas;
    e.singleStreamTokensPerS = e.maxSequencesPerReplica > 0 ? 1 / stepS(1) : 0;
}

double prefillTokensPerS(const TransformerSpec& m, const ClusterSpec& c, double bytes, int tp,
                         int contextTokens)
{
    // Prefill: forward FLOPs (2 per active weight + causal attention) at the GEMM rate.
    const double rate = gemmRate(c.gpu, bytes == 1 ? Precision::Fp8 : Precision::Bf16,
                                 layerGemmIntensity(m, tp, contextTokens));
    const double flopsPerToken = 2 * m.activeParams() + 2.0 * m.layers * contextTokens * m.hidden;
    return c.gpus() * rate / flopsPerToken;
}

} // namespace

InferenceEstimate estimateInference(const TransformerSpec& m, const ClusterSpec& c,
                                    const InferenceInput& in)
{
    InferenceEstimate e;
    if (std::string err = m.check(); !err.empty()) {
        e.error = err;
        return e;
    }
    const GpuSpec& g = c.gpu;
    const double bytes = in.weights == Precision::Fp8 && g.fp8Tflops > 0 ? 1 : 2;
    const double usable = g.memoryBytes() * kUsableMemoryShare;
    const double weights = m.totalParams() * bytes;
    const int tp = replicaTp(c, in.tp, weights, usable);
    e.tp = tp;
    e.contextTokens = in.contextTokens > 0 ? in.contextTokens : m.seq;
    e.replicas = c.gpus() / tp;
    e.weightsPerGpuGb = weights / tp / 1e9;
    // K and V per layer: 2 x kvHeads x headDim values.
    e.kvBytesPerToken = 2.0 * m.layers * m.kvDim() * bytes;
    const double free = usable - weights / tp;
    if (e.replicas < 1 || free <= 0) {
        e.error = "the weights (" + std::to_string(int(std::lround(e.weightsPerGpuGb))) +
                  " GB per GPU at tp " + std::to_string(tp) + ") leave no room for a KV cache";
        return e;
    }
    sizeKvCache(e, free);
    estimateDecode(m, g, bytes, e);
    e.prefillTokensPerS = prefillTokensPerS(m, c, bytes, tp, e.contextTokens);
    return e;
}

} // namespace cd::core::throughput
