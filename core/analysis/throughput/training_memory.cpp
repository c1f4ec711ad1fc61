#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/training_internal.h"

#include <algorithm>
#include <cmath>

// Memory per GPU of a training step: the activations a layer keeps, the weights a pipeline
// stage holds and how ZeRO shards them, and the breakdown they add up to.
namespace cd::core::throughput {

namespace detail {

// Activation bytes of one layer for one micro-batch on one GPU, counted per architecture after
// Korthikanti et al. 2022 (section 4.1, eq. 1-5), whose s*b*h*(34 + 5*a*s/h) is the GPT case.
// In units of s*b*h bytes (bf16): kept whole on every TP rank without sequence parallelism are
// the two norm inputs (4), the QKV and MLP inputs (2 each) and, with dropout, the two
// dropout masks (1 each); split by TP are Q (2), K and V (2 each x kv_dim / h, less with
// grouped-query attention), the attention output (2) and the MLP's inner activations: GELU's
// first-GEMM output and GELU output (2 x 2 ffn/h), SwiGLU's gate and up outputs and their
// product (3 x 2 ffn/h), x the experts a token visits. GPT (ffn 4h, multi-head, dropout) gives
// back Korthikanti's 10 + 24/t. Sequence parallelism splits all of it by t. The 5as/h
// attention-score term (with its dropout mask) is split by t and absent with fused attention or
// selective recompute; full recompute keeps only the layer input, 2sbh.
double layerActivationBytes(const TransformerSpec& m, const TrainingConfig& t, bool stored)
{
    const Parallelism& p = t.par;
    const double s = double(m.seq) / p.cp;
    const double sbh = s * p.microBatch * m.hidden;
    const bool sp = p.sequenceParallel && p.tp > 1;
    if (stored && t.recompute == Recompute::Full)
        return 2 * sbh / (sp ? p.tp : 1);
    if (stored && t.recompute == Recompute::Selective && t.stack.opSelectiveRecompute) {
        const OpSelectiveShares kept = opSelectiveShares(m);
        return sp ? sbh * (kept.keptWhole + kept.keptSplit) / p.tp
                  : sbh * (kept.keptWhole + kept.keptSplit / p.tp);
    }
    const double kv = double(m.kvDim()) / m.hidden;
    const double ffn = double(m.ffn) / m.hidden * m.expertsPerToken;
    const bool eager = t.stack.eagerElementwise;
    const double whole = 8 + (m.dropout ? 2 : 0) + (eager ? 2 * kEagerNormSavedBytes : 0);
    const double split = 2 + 4 * kv + 2 + (m.gatedMlp ? 6 : 4) * ffn +
                         (eager && m.gatedMlp ? kEagerSwigluSavedBytes * ffn : 0);
    double bytes = sp ? sbh * (whole + split) / p.tp : sbh * (whole + split / p.tp);
    const bool scores = !t.stack.flashAttention && !(stored && t.recompute == Recompute::Selective);
    if (scores)
        bytes += (m.dropout ? 5.0 : 4.0) * m.heads * s * s * p.microBatch / p.tp;
    return bytes;
}

StageWeights stageWeights(const TransformerSpec& m, const Parallelism& p)
{
    const double layers = std::ceil(double(m.layers) / p.pp);
    const double embedding = (p.pp == 1 ? 2 : 1) * m.embeddingParams();
    StageWeights w;
    if (p.ep > 1) {
        w.experts = layers * m.experts * m.mlpParamsPerExpert() / (p.tp * p.ep);
        w.shared = (layers * m.attentionParamsPerLayer() + embedding) / p.tp;
    } else {
        w.shared = (layers * m.paramsPerLayer() + embedding) / p.tp;
    }
    return w;
}

// One layer's weights on one GPU (what ZeRO-3 gathers at a time).
double layerParamsPerGpu(const TransformerSpec& m, const Parallelism& p)
{
    return (m.attentionParamsPerLayer() + m.experts * m.mlpParamsPerExpert() / p.ep) / p.tp;
}

// The ranks that hold the same weights and so reduce gradients and shard optimizer state
// together: the data-parallel replicas and, within each, the context-parallel ranks
// (Megatron-Core's data-parallel group "with context parallel"). Expert weights: 1/ep of them.
int shardGroup(const Parallelism& p)
{
    const int all = p.dp * p.cp;
    return p.zero >= 3 && p.shardGroupSize > 0 ? std::min(all, p.shardGroupSize) : all;
}

int expertShardGroup(const Parallelism& p)
{
    return std::max(1, p.dp * p.cp / p.ep);
}

// Weights of this GPU once ZeRO 1-3 has sharded them over their groups.
double shardedParams(const StageWeights& w, const Parallelism& p)
{
    return w.shared / shardGroup(p) + w.experts / expertShardGroup(p);
}

} // namespace detail

using detail::layerActivationBytes;
using detail::layerParamsPerGpu;
using detail::shardedParams;
using detail::StageWeights;
using detail::stageWeights;

OpSelectiveShares opSelectiveShares(const TransformerSpec& m)
{
    const double h = m.hidden;
    const double kv = double(m.kvDim()) / h;
    const double ffn = double(m.ffn) / h * m.expertsPerToken;
    OpSelectiveShares s;
    s.keptWhole = 2;
    s.keptSplit = 2 + 2 + 2 * kv + 2 * ffn + (m.gatedMlp ? 2 : 0);
    // Recomputed: k (h x kv_dim), o (h x h) and up (h x ffn) or fc2 (ffn x h), of the layer's
    // active matmul parameters.
    const double recomputed = h * m.kvDim() + h * h + h * double(m.ffn) * m.expertsPerToken;
    s.recomputedGemmShare = recomputed / m.activeParamsPerLayer();
    return s;
}

double recomputeShare(const TransformerSpec& m, const TrainingConfig& t)
{
    if (t.recompute != Recompute::Full)
        return 0;
    const double layers = std::ceil(double(m.layers) / std::max(1, t.par.pp));
    return t.recomputeLayers > 0 ? std::min(1.0, t.recomputeLayers / layers) : 1.0;
}

MemoryBreakdown memoryPerGpu(const TransformerSpec& m, const ClusterSpec& c,
                             const TrainingConfig& t)
{
    const Parallelism& p = t.par;
    const StageWeights w = stageWeights(m, p);
    const double params = w.total();
    const double sharded = shardedParams(w, p);
    MemoryBreakdown mem;
    double weights = 2 * params; // bf16 (FP8 training keeps bf16 weights, casts per GEMM)
    if (p.zero >= 3)             // sharded, plus the gathered working set of two layers (prefetch)
        weights = 2 * sharded + 2 * t.stack.shardedGatherBytes * layerParamsPerGpu(m, p);
    // fp32 gradient buffer (Megatron main grads); bf16 under ZeRO-3 / FSDP.
    const double grads = (p.zero >= 3 ? 2 : 4) * (p.zero >= 2 ? sharded : params);
    // Adam: fp32 master weight, m and v.
    const double optimizer = 12 * (p.zero >= 1 ? sharded : params);
    // 1F1B: the first stage holds min(pp, m) micro-batches of its layers; interleaving adds
    // (pp - 1) / (pp * vp) (Korthikanti et al. 2022, section 4.2.3).
    const double inFlight = std::min<double>(p.pp, p.microBatches()) *
                            (p.vp > 1 ? 1 + double(p.pp - 1) / (p.pp * p.vp) : 1.0);
    // Block recompute: the recomputed layers keep only their input, the others everything
    // (selective recompute keeps everything but the attention scores in every layer).
    const double share = recomputeShare(m, t);
    TrainingConfig kept = t;
    if (kept.recompute == Recompute::Full)
        kept.recompute = Recompute::None;
    const double perLayer = share * layerActivationBytes(m, t, true) +
                            (1 - share) * layerActivationBytes(m, kept, true);
    double activations = std::ceil(double(m.layers) / p.pp) * inFlight * perLayer;
    if (p.pp == 1) // fp32 logits of the output layer
        activations += t.stack.logitsMemoryBytes * p.microBatch * m.seq / p.cp * m.vocab / p.tp;
    mem.weightsGb = weights / 1e9;
    mem.gradientsGb = grads / 1e9;
    mem.optimizerGb = optimizer / 1e9;
    mem.activationsGb = activations / 1e9;
    mem.totalGb = mem.weightsGb + mem.gradientsGb + mem.optimizerGb + mem.activationsGb;
    mem.usableGb = c.gpu.memoryBytes() / 1e9 * kUsableMemoryShare;
    return mem;
}

} // namespace cd::core::throughput
