#pragma once

// One serving replica: `tp` GPUs of one NVLink domain holding a model's weights, the rest of
// their memory as paged KV cache, and the time of one engine step (docs/predict.md "Serving").
// Pure and O(1): the latency-throughput sweep and the sizing search call it many times.
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/serving_engine.h"
#include "analysis/throughput/serving_weight_format.h"
#include "analysis/throughput/transformer.h"

#include <algorithm>
#include <string>

namespace cd::core::throughput {

struct ReplicaShape
{
    int tp = 1;
    WeightFormat weights = WeightFormat::Bf16;
    bool kvFp8 = false;
    int inputLen = 1;
    int outputLen = 1;
};

class ServingReplica
{
public:
    ServingReplica(const TransformerSpec& m, const GpuSpec& g, const ServingEngine& e,
                   const ReplicaShape& shape);

    // Empty when the weights fit with room for at least one whole sequence.
    const std::string& error() const { return m_error; }

    double weightBytesPerGpu() const { return m_weightBytes; }
    double kvCacheBytesPerGpu() const { return m_kvCacheBytes; }
    double kvBytesPerTokenPerGpu() const { return m_kvPerToken; }
    double kvTokens() const { return m_kvCacheBytes / m_kvPerToken; }
    // Sequences the KV cache holds and the engine's own cap allows at once.
    int kvSequences() const;
    int maxConcurrency() const;

    // Seconds of one step with `batch` sequences decoding and the prompts of the requests that
    // replace the others prefilled alongside (steady state), and of the first token of a
    // request that joins `others` decoding sequences.
    double decodeStepS(int batch) const;
    double firstTokenS(int others) const;
    // Seconds of one step of `batch` sequences decoding and no prompt, each at the average
    // context (prompt plus half the output): what a benchmark replaying the step measures.
    double decodeOnlyStepS(int batch) const { return passS(std::max(1, batch), 0, 0); }

    // Whether the step at `batch` is limited by HBM bandwidth rather than tensor-core rate, on
    // the datasheet roofline.
    bool memoryBound(int batch) const;
    // The share of the step at `batch` (steady state, prompts included; `stepS` its
    // decodeStepS) that its GEMMs take at the sustained tensor-core rate: 0 for a step that only
    // streams, 1 for pure compute.
    double gemmComputeShare(int batch, double stepS) const;

private:
    // One GPU's share of a step: the GEMMs (weights streamed, FLOPs over the step's tokens)
    // and attention (KV cache streamed), which run as kernels of their own, one after another.
    struct Work
    {
        double tokens = 0;
        double weightBytes = 0;
        double gemmFlops = 0;   // attention projections and the output layer: `tokens` rows
        double expertFlops = 0; // the MLP, over the experts its tokens route to
        double kvBytes = 0;
        double attentionFlops = 0;
    };
    Work stepWork(double decodeTokens, double prefillTokens, double prefillContext) const;
    // The work of decodeStepS(batch)'s steady state, its prompts taken in one piece.
    Work steadyStepWork(int batch) const;
    double passS(double decodeTokens, double prefillTokens, double prefillContext) const;
    double gemmComputeS(const Work& w) const;
    double gemmS(const Work& w) const;
    double attentionS(const Work& w) const;
    double tpCommS(double tokens) const;
    void sizeMemory();
    int sglangRequestPool() const;

    TransformerSpec m_model;
    GpuSpec m_gpu;
    ServingEngine m_engine;
    ReplicaShape m_shape;
    int m_tokenBudget = 8192;
    double m_weightBytes = 0;
    double m_kvPerToken = 0;
    double m_kvCacheBytes = 0;
    double m_memoryEfficiency = 0.8;
    std::string m_error;
};

} // namespace cd::core::throughput
