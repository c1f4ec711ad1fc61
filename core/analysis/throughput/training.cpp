#include "analysis/throughput/training.h"

#include "analysis/throughput/efficiency.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cd::core::throughput {

std::string_view toString(Precision p)
{
    return p == Precision::Fp8 ? "fp8" : "bf16";
}

std::string_view toString(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

std::optional<Precision> precisionFromString(std::string_view text)
{
    if (text == "bf16" || text == "fp16")
        return Precision::Bf16;
    if (text == "fp8")
        return Precision::Fp8;
    return std::nullopt;
}

std::optional<Recompute> recomputeFromString(std::string_view text)
{
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        if (text == toString(r))
            return r;
    return std::nullopt;
}

namespace {

// A group of `size` GPUs whose members sit `stride` ranks apart: its link speed per member and
// the latencies of its ring. Inside one NVLink domain it runs on NVLink. Across nodes, NCCL runs
// one ring per NIC, so the members of the group that share a node (`local`) pool their NICs;
// NVLink carries the intra-node hops and caps it.
struct Link
{
    double bytesPerS = 0;
    double intraStepS = 0; // a ring step inside the node
    double interStepS = 0; // a ring step across the network
    int nodes = 1;         // nodes the group spans
};

// alpha-beta ring collectives (NCCL ring): all-reduce moves 2 (n-1)/n of the buffer through each
// GPU's link in 2 (n-1) steps; all-gather and reduce-scatter (n-1)/n in n-1 steps, nodes - 1 of
// them across the network.
double ringLatencyS(const Link& l, int n, int passes)
{
    if (n <= 1)
        return 0;
    const int inter = std::min(n - 1, l.nodes - 1);
    return kRingBaseLatencyS + passes * ((n - 1 - inter) * l.intraStepS + inter * l.interStepS);
}

double allReduceS(double bytes, int n, const Link& l)
{
    return n <= 1 ? 0 : 2.0 * (n - 1) / n * bytes / l.bytesPerS + ringLatencyS(l, n, 2);
}

double gatherS(double bytes, int n, const Link& l)
{
    return n <= 1 ? 0 : double(n - 1) / n * bytes / l.bytesPerS + ringLatencyS(l, n, 1);
}

// The same without latency: for collectives issued in buckets, whose latency is counted per
// bucket.
double gatherBandwidthS(double bytes, int n, const Link& l)
{
    return n <= 1 ? 0 : double(n - 1) / n * bytes / l.bytesPerS;
}

double nvlinkBytesPerS(const ClusterSpec& c)
{
    // The catalog lists NVLink as the sum of both directions; a ring uses one.
    return c.gpu.nvlinkGbs * 1e9 / 2 * kNvlinkEfficiency;
}

double scaleOutBytesPerS(const ClusterSpec& c)
{
    return c.nicBytesPerGpu() * transportEfficiency(c.scaleOut.transport);
}

// Members of a group of `size`, `stride` ranks apart, that share one NVLink domain.
int localMembers(const ClusterSpec& c, int size, int stride)
{
    const int domain = std::max(1, std::min(c.nvlinkDomain, c.gpusPerNode));
    return std::max(1, std::min(size, domain / std::max(1, stride)));
}

// Beyond one leaf group the traffic crosses the spines: oversubscription divides it.
double spineSlowdown(const ClusterSpec& c, int size, int stride)
{
    const double nodesSpanned = double(size) * stride / c.gpusPerNode;
    return nodesSpanned > c.nodesPerLeafGroup && c.scaleOut.oversubscription > 1
               ? c.scaleOut.oversubscription
               : 1.0;
}

double networkStepLatencyS(const ClusterSpec& c, const SoftwareStack& stack)
{
    return c.scaleOut.transport == Transport::Tcp ? kTcpStepLatencyS : stack.rdmaStepLatencyS;
}

Link groupLink(const ClusterSpec& c, const SoftwareStack& stack, int size, int stride)
{
    const double nvlink = nvlinkBytesPerS(c);
    const int local = localMembers(c, size, stride);
    if (size <= 1 || local == size)
        return {nvlink > 0 ? nvlink : scaleOutBytesPerS(c), kNvlinkRingStepLatencyS,
                kNvlinkRingStepLatencyS, 1};
    double bw = local * scaleOutBytesPerS(c);
    if (nvlink > 0)
        bw = std::min(bw, nvlink);
    bw /= spineSlowdown(c, size, stride);
    const int nodes = (size + local - 1) / local;
    const double network = networkStepLatencyS(c, stack);
    return {bw, nvlink > 0 ? kNvlinkRingStepLatencyS : network, network, nodes};
}

// All-to-all among n GPUs `stride` ranks apart, each sending `bytes` of which (n-1)/n leave it:
// the share for GPUs of its own node over NVLink, the rest through its own NIC (an all-to-all
// has no ring along which a node's NICs could be pooled), whichever takes longer; traffic beyond
// one leaf group is slowed by the oversubscription. One collective latency.
double allToAllS(double bytes, int n, int stride, const ClusterSpec& c, const SoftwareStack& s)
{
    if (n <= 1)
        return 0;
    const int local = localMembers(c, n, stride);
    const double nvlink = nvlinkBytesPerS(c);
    const double intra =
        double(local - 1) / n * bytes / (nvlink > 0 ? nvlink : scaleOutBytesPerS(c));
    const double inter = local < n ? double(n - local) / n * bytes / scaleOutBytesPerS(c) *
                                         spineSlowdown(c, n, stride)
                                   : 0;
    return std::max(intra, inter) + kRingBaseLatencyS +
           (local < n ? networkStepLatencyS(c, s) : kNvlinkRingStepLatencyS);
}

} // namespace

double layerGemmIntensity(const TransformerSpec& m, int tp, double tokens, int ep)
{
    const auto intensity = [](double rows, double inner, double cols) {
        return 1 / (1 / rows + 1 / inner + 1 / cols);
    };
    const double h = m.hidden;
    const double qkv = (h + 2.0 * m.kvDim()) / tp;
    const double up = double(m.ffn) * (m.gatedMlp ? 2 : 1) / tp;
    const double down = double(m.ffn) / tp;
    const double expertTokens =
        tokens * m.expertsPerToken * std::max(1, ep) / std::max(1, m.experts);
    // FLOPs of each GEMM per token (the factor 2 cancels) and the time each takes per FLOP.
    const double mlpShare = m.expertsPerToken;
    const double flops[] = {h * qkv, h / tp * h, mlpShare * h * up, mlpShare * down * h};
    const double intensities[] = {intensity(tokens, h, qkv), intensity(tokens, h / tp, h),
                                  intensity(expertTokens, h, up), intensity(expertTokens, down, h)};
    double total = 0, time = 0;
    for (int i = 0; i < 4; ++i) {
        total += flops[i];
        time += flops[i] / intensities[i];
    }
    return total / time;
}

double gemmRate(const GpuSpec& g, Precision p, double intensity)
{
    const bool fp8 = p == Precision::Fp8 && g.fp8Tflops > 0;
    const double peak = (fp8 ? g.fp8Tflops : g.bf16Tflops) * 1e12;
    // The ridge point in FLOP per operand element moved: FP8 GEMMs read 1-byte operands, so
    // twice the FLOPS meet twice the elements per HBM byte and the size factor stays bf16's.
    const double operandBytes = fp8 ? 1 : 2;
    const double ridge = peak / (g.memoryBwGbs * 1e9) * operandBytes / 2; // FLOP per bf16 byte
    const double size = intensity / (intensity + kGemmHalfDimPerRidge * ridge);
    if (fp8)
        return peak * (g.gemmEfficiencyFp8 > 0 ? g.gemmEfficiencyFp8 : 0.73) * size;
    return peak * g.gemmEfficiency * size;
}

namespace {

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
    const double kv = double(m.kvDim()) / m.hidden;
    const double ffn = double(m.ffn) / m.hidden * m.expertsPerToken;
    const double whole = 8 + (m.dropout ? 2 : 0);
    const double split = 2 + 4 * kv + 2 + (m.gatedMlp ? 6 : 4) * ffn;
    double bytes = sp ? sbh * (whole + split) / p.tp : sbh * (whole + split / p.tp);
    const bool scores = !t.stack.flashAttention && !(stored && t.recompute == Recompute::Selective);
    if (scores)
        bytes += (m.dropout ? 5.0 : 4.0) * m.heads * s * s * p.microBatch / p.tp;
    return bytes;
}

// Weights of the largest pipeline stage on one GPU before any ZeRO sharding: its layers plus
// the embedding (first stage) or output projection (last stage), both when pp = 1. Under expert
// parallelism the experts of a mixture-of-experts layer are split over ep GPUs and kept apart:
// they are reduced and sharded over fewer ranks than the rest.
struct StageWeights
{
    double shared = 0;  // replicated on every dp x cp rank
    double experts = 0; // expert weights, 1/ep of them on this GPU (0 when ep = 1)
    double total() const { return shared + experts; }
};

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
    return p.dp * p.cp;
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

} // namespace

double recomputeShare(const TransformerSpec& m, const TrainingConfig& t)
{
    if (t.recompute != Recompute::Full)
        return 0;
    const double layers = std::ceil(double(m.layers) / std::max(1, t.par.pp));
    return t.recomputeLayers > 0 ? std::min(1.0, t.recomputeLayers / layers) : 1.0;
}

std::string checkConfig(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t)
{
    if (std::string e = m.check(); !e.empty())
        return e;
    const Parallelism& p = t.par;
    if (p.tp < 1 || p.pp < 1 || p.dp < 1 || p.cp < 1 || p.vp < 1 || p.ep < 1 || p.microBatch < 1 ||
        p.globalBatch < 1)
        return "tp, pp, dp, cp, vp, ep, micro-batch and global batch must all be at least 1";
    if (p.ep > 1) {
        const std::string ep = "ep " + std::to_string(p.ep);
        if (m.experts <= 1)
            return "expert parallelism (" + ep + ") needs a mixture-of-experts model";
        if (m.experts % p.ep != 0)
            return ep + " does not divide the " + std::to_string(m.experts) + " experts";
        if ((p.dp * p.cp) % p.ep != 0)
            return ep + " does not divide dp x cp = " + std::to_string(p.dp * p.cp);
    }
    if (c.nodes < 1 || c.gpusPerNode < 1)
        return "the cluster needs at least one node with one GPU";
    if (c.gpu.bf16Tflops <= 0 || c.gpu.memoryGb <= 0 || c.gpu.memoryBwGbs <= 0)
        return "GPU '" + c.gpu.id + "' lacks peak FLOPS, memory or memory bandwidth";
    if (p.gpus() != c.gpus())
        return "tp x pp x dp x cp = " + std::to_string(p.gpus()) + " but the cluster has " +
               std::to_string(c.gpus()) + " GPUs";
    if (m.heads % p.tp != 0)
        return "tp " + std::to_string(p.tp) + " does not divide the " + std::to_string(m.heads) +
               " attention heads";
    if (m.layers < p.pp * p.vp)
        return "pp x vp = " + std::to_string(p.pp * p.vp) + " exceeds the " +
               std::to_string(m.layers) + " layers";
    if (m.seq % p.cp != 0)
        return "cp " + std::to_string(p.cp) + " does not divide the sequence length";
    if (p.globalBatch % (p.dp * p.microBatch) != 0)
        return "global batch " + std::to_string(p.globalBatch) +
               " is not a multiple of dp x micro-batch = " + std::to_string(p.dp * p.microBatch);
    if (p.zero < 0 || p.zero > 3)
        return "zero stage must be 0, 1, 2 or 3";
    if (t.precision == Precision::Fp8 && c.gpu.fp8Tflops <= 0)
        return "GPU '" + c.gpu.id + "' has no FP8 tensor cores in the catalog";
    if (c.nodes > 1 && c.scaleOut.gbpsPerNic <= 0)
        return "a multi-node cluster needs a scale-out fabric";
    return {};
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
        activations += 4.0 * p.microBatch * m.seq / p.cp * m.vocab / p.tp;
    mem.weightsGb = weights / 1e9;
    mem.gradientsGb = grads / 1e9;
    mem.optimizerGb = optimizer / 1e9;
    mem.activationsGb = activations / 1e9;
    mem.totalGb = mem.weightsGb + mem.gradientsGb + mem.optimizerGb + mem.activationsGb;
    mem.usableGb = c.gpu.memoryBytes() / 1e9 * kUsableMemoryShare;
    return mem;
}

TrainingEstimate estimateTraining(const TransformerSpec& m, const ClusterSpec& c,
                                  const TrainingConfig& t)
{
    TrainingEstimate e;
    e.error = checkConfig(m, c, t);
    if (!e.ok())
        return e;
    const Parallelism& p = t.par;
    const GpuSpec& g = c.gpu;
    e.gpus = c.gpus();
    const double hbm = g.memoryBwGbs * 1e9;
    // Stages hold ceil(layers / pp) layers at most: the fullest stage sets the pace.
    const double layers = std::ceil(double(m.layers) / p.pp);
    const double tokens = double(p.microBatch) * m.seq / p.cp; // per micro-batch, per GPU
    // Unfused attention (kUnfusedAttentionFactor) is rated against a GEMM of intensity
    // hidden / tp, the measure the factor was set with.
    const double perGpuHidden = double(m.hidden) / p.tp;

    // Forward of one layer on one GPU.
    const double gemm = gemmRate(g, t.precision, layerGemmIntensity(m, p.tp, tokens, p.ep));
    const double gemmS = 2 * tokens * m.activeParamsPerLayer() / p.tp / gemm;
    const double attnFlops = 4 * tokens * m.seq * m.hidden / p.tp;
    const bool triton = t.stack.flashAttention && t.stack.tritonAttention;
    const double attnS =
        t.stack.flashAttention
            ? 0.5 * attnFlops / (g.bf16Tflops * 1e12 * g.attentionEfficiency) * // causal half
                  (triton ? kTritonAttentionForward : 1.0)
            : attnFlops / (gemmRate(g, Precision::Bf16, perGpuHidden) * kUnfusedAttentionFactor);
    // Memory-bound element-wise work (norms, activations, dropout, softmax): each stored byte
    // written once.
    const double memS = layerActivationBytes(m, t, false) / hbm;
    const double fwdS = gemmS + attnS + memS;
    const double share = recomputeShare(m, t);
    const double recomputeS = t.recompute == Recompute::Full        ? share * fwdS
                              : t.recompute == Recompute::Selective ? attnS
                                                                    : 0;
    // Backward = 2 x forward, except fused attention: its backward recomputes the scores and
    // runs 5 matmuls to the forward's 2, 2.5 x the forward FLOPs (kFusedAttentionBackward).
    const double attnBackwardS =
        t.stack.flashAttention
            ? kFusedAttentionBackward * attnS *
                  (triton ? kTritonAttentionBackward / kTritonAttentionForward : 1.0)
            : 2 * attnS;
    const double layerS = fwdS + 2 * (gemmS + memS) + attnBackwardS + recomputeS;

    // Tensor parallel: 2 all-reduces forward, 2 backward, 2 more to recompute (sequence
    // parallelism replaces each by a reduce-scatter + all-gather of the same volume).
    double tpS = 0;
    if (p.tp > 1) {
        const Link l = groupLink(c, t.stack, p.tp, 1);
        const double collectives = 4 + 2 * share;
        tpS = collectives * allReduceS(2 * tokens * m.hidden, p.tp, l);
        if (t.stack.overlapTpComm)
            tpS *= 1 - kTpOverlapShare;
    }
    // Context parallel: K and V gathered around the ring forward, their gradients reduced
    // backward, overlapped with the attention kernels.
    double cpS = 0;
    if (p.cp > 1) {
        const Link l = groupLink(c, t.stack, p.cp, p.tp);
        const double kv = 2.0 * tokens * m.kvDim() * 2 / std::max(1, std::min(p.tp, m.kvHeads));
        cpS = std::max(0.0, 2 * gatherS(kv * p.cp, p.cp, l) - 3 * attnS);
    }
    // Expert parallel: every MoE layer sends each token's hidden state to its experts' GPUs and
    // back (dispatch and combine), forward, backward and again to recompute; bf16, the tokens of
    // this TP rank (sequence parallel). Not overlapped (Megatron-Core's default).
    double epS = 0;
    if (p.ep > 1)
        epS = (4 + 2 * share) *
              allToAllS(2.0 * tokens * m.expertsPerToken * m.hidden / p.tp, p.ep, p.tp, c, t.stack);
    // Output layer (on the last stage; stages are assumed balanced around it): its GEMMs, and
    // the fp32 logits of the loss, memory-bound: written and read forward, read and their
    // gradient written backward (kLogitsBytesPerElement).
    const double logitsS = (3 * 2 * tokens * m.hidden * m.vocab / p.tp / gemm +
                            kLogitsBytesPerElement * tokens * m.vocab / p.tp / hbm) /
                           p.pp;
    // Pipeline: activations to the next stage forward, gradients back, per virtual stage.
    double ppS = 0;
    if (p.pp > 1) {
        const Link l = groupLink(c, t.stack, 2, p.tp * p.cp * p.dp);
        const double bytes = 2 * tokens * m.hidden / (p.sequenceParallel && p.tp > 1 ? p.tp : 1);
        ppS = 2.0 * p.vp * (bytes / l.bytesPerS + (l.nodes > 1 ? l.interStepS : l.intraStepS));
    }
    const double microS = layers * (layerS + tpS + cpS + epS) + logitsS + ppS;
    const int micro = p.microBatches();

    StepBreakdown& b = e.breakdown;
    b.computeS = micro * (layers * layerS + logitsS);
    b.tpCommS = micro * layers * (tpS + cpS);
    b.epCommS = micro * layers * epS;
    b.ppCommS = micro * ppS;
    // Pipeline fill and drain: (pp - 1) / vp micro-batch times (Narayanan et al. 2021, eq. 2).
    b.ppBubbleS = double(p.pp - 1) / p.vp * microS;

    // Data parallel: gradients reduced, optimizer and (ZeRO-3) weights sharded over the dp x cp
    // ranks holding the same weights, tp ranks apart; under expert parallelism the expert weights
    // over their dp x cp / ep ranks, tp x ep apart, in collectives of their own.
    const StageWeights w = stageWeights(m, p);
    const double params = w.total();
    struct Part
    {
        double params;
        int group;
        int stride;
    };
    const Part parts[] = {{w.shared, shardGroup(p), p.tp},
                          {w.experts, expertShardGroup(p), p.tp * p.ep}};
    if (p.zero >= 3) {
        // Each micro-batch gathers the weights forward and backward and reduce-scatters the
        // bf16 gradients, in buckets.
        const double bucketParams =
            t.stack.shardedBucketParams > 0 ? t.stack.shardedBucketParams : layerParamsPerGpu(m, p);
        double perMicro = 0, buckets = 0;
        for (const Part& part : parts) {
            if (part.group <= 1 || part.params <= 0)
                continue;
            const Link l = groupLink(c, t.stack, part.group, part.stride);
            const double n = std::ceil(part.params / bucketParams);
            perMicro +=
                2 * gatherBandwidthS(t.stack.shardedGatherBytes * part.params, part.group, l) +
                gatherBandwidthS(2 * part.params, part.group, l) +
                3 * n * ringLatencyS(l, part.group, 1);
            buckets += n;
        }
        if (buckets > 0) {
            const double hideable = std::min(perMicro, microS);
            const double exposedShare = t.stack.shardedExposedShare;
            const double exposed =
                t.stack.overlapDpComm ? std::max(0.0, perMicro - microS) + exposedShare * hideable +
                                            (1 - exposedShare) * hideable / buckets
                                      : perMicro;
            b.dpCommTotalS = micro * perMicro;
            b.dpCommExposedS = micro * exposed;
        }
    } else {
        const double ddpBucket = std::max(kDdpBucketParams, kDdpBucketParamsPerDpRank * p.dp);
        double reduce = 0, gather = 0;
        for (const Part& part : parts) {
            if (part.group <= 1 || part.params <= 0)
                continue;
            const Link l = groupLink(c, t.stack, part.group, part.stride);
            const double n = std::ceil(part.params / ddpBucket);
            if (p.zero == 0) {
                reduce += 2 * gatherBandwidthS(4 * part.params, part.group, l) +
                          n * ringLatencyS(l, part.group, 2);
            } else { // distributed optimizer: reduce-scatter fp32 grads, all-gather bf16 weights
                reduce += gatherBandwidthS(4 * part.params, part.group, l) +
                          n * ringLatencyS(l, part.group, 1);
                gather += gatherBandwidthS(2 * part.params, part.group, l) +
                          n * ringLatencyS(l, part.group, 1);
            }
        }
        b.dpCommTotalS = reduce + gather;
        if (t.stack.overlapDpComm) {
            // The reduce hides behind the backward of the last micro-batch, the gather behind
            // the forward of the first; the last bucket of each never hides.
            const double bucketS = std::min(1.0, ddpBucket / params);
            const double backward = microS * 2 / 3;
            const double forward = microS / 3;
            b.dpCommExposedS = std::max(reduce - backward, reduce * bucketS) +
                               std::max(gather - forward, gather * bucketS);
        } else {
            b.dpCommExposedS = b.dpCommTotalS;
        }
    }
    b.optimizerS = (p.zero >= 1 ? shardedParams(w, p) : params) * kOptimizerBytesPerParam / hbm;

    e.stepTimeS = micro * microS + b.ppBubbleS + b.dpCommExposedS + b.optimizerS;
    e.tokensPerStep = double(p.globalBatch) * m.seq;
    e.tokensPerS = e.tokensPerStep / e.stepTimeS;
    e.tokensPerSPerGpu = e.tokensPerS / e.gpus;
    const double modelFlops = m.modelFlopsPerToken();
    const double attnForward = 4.0 * m.layers * m.seq * m.hidden; // per token, full matrix
    const double hardwareFlops = t.recompute == Recompute::Full ? modelFlops * (1 + share / 3)
                                 : t.recompute == Recompute::Selective ? modelFlops + attnForward
                                                                       : modelFlops;
    e.modelTflopsPerGpu = modelFlops * e.tokensPerSPerGpu / 1e12;
    const double peak = t.precision == Precision::Fp8 ? g.fp8Tflops : g.bf16Tflops;
    e.mfu = e.modelTflopsPerGpu / peak;
    e.hfu = hardwareFlops * e.tokensPerSPerGpu / 1e12 / peak;

    e.memory = memoryPerGpu(m, c, t);
    e.fits = e.memory.totalGb <= e.memory.usableGb;
    if (!e.fits) {
        char text[160];
        std::snprintf(text, sizeof text,
                      "needs %.1f GB per GPU (weights %.1f, gradients %.1f, optimizer %.1f, "
                      "activations %.1f) but %.1f GB is usable",
                      e.memory.totalGb, e.memory.weightsGb, e.memory.gradientsGb,
                      e.memory.optimizerGb, e.memory.activationsGb, e.memory.usableGb);
        e.fitsReason = text;
    }
    return e;
}

} // namespace cd::core::throughput
