#include "analysis/throughput/training.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/training_internal.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

// One training step: the compute of a layer and of the output layer, the micro-batch and the
// pipeline it runs in, and the step they add up to (communication in training_comm.cpp, memory
// in training_memory.cpp, configuration checks in training_checks.cpp).
namespace cd::core::throughput {

using detail::cpCommS;
using detail::dataParallelComm;
using detail::DpComm;
using detail::epCommS;
using detail::layerActivationBytes;
using detail::ppCommS;
using detail::shardedParams;
using detail::StageWeights;
using detail::stageWeights;
using detail::tpCommS;

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

// What memory-bound kernels stream (element-wise ops, the loss, the optimizer step, copies): the
// share of the datasheet's HBM bandwidth they reach (hbmStreamShare), never the datasheet figure.
double hbmBytesPerS(const GpuSpec& g)
{
    return g.memoryBwGbs * 1e9 * hbmStreamShare(g.id);
}

// Forward of one layer's attention on one GPU.
double attentionForwardS(const TransformerSpec& m, const GpuSpec& g, const TrainingConfig& t,
                         double tokens)
{
    const Parallelism& p = t.par;
    // Unfused attention (kUnfusedAttentionFactor) is rated against a GEMM of intensity
    // hidden / tp, the measure the factor was set with.
    const double perGpuHidden = double(m.hidden) / p.tp;
    const double attnFlops = 4 * tokens * m.seq * m.hidden / p.tp;
    const bool triton = t.stack.flashAttention && t.stack.tritonAttention;
    return t.stack.flashAttention
               ? 0.5 * attnFlops / (g.bf16Tflops * 1e12 * g.attentionEfficiency) * // causal half
                     (triton ? kTritonAttentionForward : 1.0)
               : attnFlops / (gemmRate(g, Precision::Bf16, perGpuHidden) * kUnfusedAttentionFactor);
}

// Backward of one layer's attention from its forward `attnS`.
double attentionBackwardS(const SoftwareStack& s, double attnS)
{
    const bool triton = s.flashAttention && s.tritonAttention;
    return s.flashAttention
               ? kFusedAttentionBackward * attnS *
                     (triton ? kTritonAttentionBackward / kTritonAttentionForward : 1.0)
               : 2 * attnS;
}

// torchao's FP8 casts of one layer per micro-batch on one GPU, as forward-pass bytes (the
// caller charges element-wise work three times, forward and backward): kFp8DynamicCastBytes
// per element of every linear's input (q, k, v and the gate and up projections read the hidden
// state, o the attention output, down the FFN) and output gradient (q, o and down: hidden; k
// and v: the KV width; gate and up: the FFN), split by TP.
double fp8CastBytes(const TransformerSpec& m, const TrainingConfig& t)
{
    if (t.precision != Precision::Fp8 || !t.stack.fp8DynamicCasts)
        return 0;
    const Parallelism& p = t.par;
    const double tokens = double(m.seq) / p.cp * p.microBatch;
    const double ffn = double(m.ffn) * m.expertsPerToken;
    const double mlpIn = (m.gatedMlp ? 2 : 1) * double(m.hidden) + ffn;
    const double mlpOut = (m.gatedMlp ? 2 : 1) * ffn + m.hidden;
    const double inputs = 4.0 * m.hidden + mlpIn;
    const double outputs = 2.0 * m.hidden + 2.0 * m.kvDim() + mlpOut;
    return tokens * kFp8DynamicCastBytes * (inputs + outputs) / p.tp / 3;
}

// Eager PyTorch's element-wise HBM traffic of one layer per micro-batch on one GPU: the ops
// counted in efficiency.h over the tokens, with the tensor-parallel share of the split parts,
// and autocast's casts where the weights stay fp32.
double eagerElementwiseBytes(const TransformerSpec& m, const TrainingConfig& t)
{
    const Parallelism& p = t.par;
    const double tokens = double(m.seq) / p.cp * p.microBatch;
    const double kv = double(m.kvDim()) / m.hidden;
    const double ffn = double(m.ffn) / m.hidden * m.expertsPerToken;
    const double whole = 2 * kEagerNormBytes + 2 * kEagerResidualBytes;
    const double split = kEagerRopeBytes * (1 + kv) + kEagerContiguousBytes +
                         (m.gatedMlp ? kEagerSwigluBytes : kEagerGeluBytes) * ffn;
    double bytes = tokens * m.hidden * (whole + split / p.tp);
    if (t.stack.autocastFp32Weights) // fp32 inputs of the linears and the weights, cast
        bytes += kAutocastCastBytes *
                 (tokens * m.hidden * (m.gatedMlp ? 5 : 4) + m.activeParamsPerLayer() / p.tp);
    return bytes;
}

// One layer's element-wise HBM traffic per micro-batch on one GPU: eager, every op's reads and
// writes; fused, each stored activation byte written once (layerActivationBytes); and torchao's
// FP8 casts on either.
double elementwiseBytes(const TransformerSpec& m, const TrainingConfig& t)
{
    return (t.stack.eagerElementwise ? eagerElementwiseBytes(m, t)
                                     : layerActivationBytes(m, t, false)) +
           fp8CastBytes(m, t);
}

// FSDP2's copies around its collectives (SoftwareStack::perParameterShardCopies), per layer and
// micro-batch on one GPU: the gathered weights read and written twice (forward, and again in
// backward after resharding), and the bf16 gradients read and written into the reduce-scatter
// buffer, all at the unsharded size, at the rate memory-bound kernels stream.
double shardCopyS(const TransformerSpec& m, const GpuSpec& g, const TrainingConfig& t)
{
    if (!t.stack.perParameterShardCopies || t.par.zero < 3 || detail::shardGroup(t.par) <= 1)
        return 0;
    const double bytesPerParam = 2 * 2 * t.stack.shardedGatherBytes + 2 * 2;
    return bytesPerParam * detail::layerParamsPerGpu(m, t.par) / hbmBytesPerS(g);
}

struct LayerCompute
{
    double gemmFlops = 0; // FLOP/s the layer's GEMMs reach
    double attnS = 0;     // attention forward
    double layerS = 0;    // forward, backward and recompute
};

LayerCompute layerCompute(const TransformerSpec& m, const GpuSpec& g, const TrainingConfig& t,
                          double tokens, double share)
{
    const Parallelism& p = t.par;
    LayerCompute l;
    // Forward of one layer on one GPU.
    l.gemmFlops = gemmRate(g, t.precision, layerGemmIntensity(m, p.tp, tokens, p.ep));
    const double gemmS = 2 * tokens * m.activeParamsPerLayer() / p.tp / l.gemmFlops;
    l.attnS = attentionForwardS(m, g, t, tokens);
    // Memory-bound element-wise work (norms, activations, dropout, softmax): fused, each stored
    // byte written once; eager, every op's reads and writes.
    const double memS = elementwiseBytes(m, t) / hbmBytesPerS(g);
    const double fwdS = gemmS + l.attnS + memS;
    // Selective: Megatron recomputes the attention core; torchtitan's op-level policy the
    // matmuls it did not keep and every element-wise op.
    const double selectiveS = t.stack.opSelectiveRecompute
                                  ? opSelectiveShares(m).recomputedGemmShare * gemmS + memS
                                  : l.attnS;
    const double recomputeS = t.recompute == Recompute::Full        ? share * fwdS
                              : t.recompute == Recompute::Selective ? selectiveS
                                                                    : 0;
    // Backward = 2 x forward, except fused attention: its backward recomputes the scores and
    // runs 5 matmuls to the forward's 2, 2.5 x the forward FLOPs (kFusedAttentionBackward).
    const double attnBackwardS = attentionBackwardS(t.stack, l.attnS);
    l.layerS = fwdS + 2 * (gemmS + memS) + attnBackwardS + recomputeS + shardCopyS(m, g, t);
    return l;
}

// Output layer (on the last stage; stages are assumed balanced around it): its GEMMs, and
// the fp32 logits of the loss, memory-bound: written and read forward, read and their
// gradient written backward (the stack's logitsBytesPerElement).
double outputLayerS(const TransformerSpec& m, const TrainingConfig& t, double tokens,
                    double gemmFlops, double hbm)
{
    const Parallelism& p = t.par;
    return (3 * 2 * tokens * m.hidden * m.vocab / p.tp / gemmFlops +
            t.stack.logitsBytesPerElement * tokens * m.vocab / p.tp / hbm) /
           p.pp;
}

// One micro-batch on one GPU of the fullest stage.
struct MicroBatchTimes
{
    double layers = 0;                // of the stage
    double layerS = 0;                // compute of one layer
    double tpS = 0, cpS = 0, epS = 0; // communication of one layer
    double logitsS = 0;               // output layer
    double ppS = 0;                   // to and from the neighbouring stages

    double totalS() const { return layers * (layerS + tpS + cpS + epS) + logitsS + ppS; }
};

MicroBatchTimes microBatchTimes(const TransformerSpec& m, const ClusterSpec& c,
                                const TrainingConfig& t, double share)
{
    const Parallelism& p = t.par;
    const double tokens = double(p.microBatch) * m.seq / p.cp; // per micro-batch, per GPU
    const LayerCompute layer = layerCompute(m, c.gpu, t, tokens, share);
    MicroBatchTimes mb;
    // Stages hold ceil(layers / pp) layers at most: the fullest stage sets the pace.
    mb.layers = std::ceil(double(m.layers) / p.pp);
    mb.layerS = layer.layerS;
    mb.tpS = tpCommS(m, c, t, tokens, share);
    mb.cpS = cpCommS(m, c, t, tokens, layer.attnS);
    mb.epS = epCommS(m, c, t, tokens, share);
    mb.logitsS = outputLayerS(m, t, tokens, layer.gemmFlops, hbmBytesPerS(c.gpu));
    mb.ppS = ppCommS(m, c, t, tokens);
    return mb;
}

// The step's compute and the communication inside its micro-batches (data parallel and the
// optimizer come after).
StepBreakdown pipelineBreakdown(const MicroBatchTimes& mb, const Parallelism& p)
{
    const int micro = p.microBatches();
    StepBreakdown b;
    b.computeS = micro * (mb.layers * mb.layerS + mb.logitsS);
    b.tpCommS = micro * mb.layers * (mb.tpS + mb.cpS);
    b.epCommS = micro * mb.layers * mb.epS;
    b.ppCommS = micro * mb.ppS;
    // Pipeline fill and drain: (pp - 1) / vp micro-batch times (Narayanan et al. 2021, eq. 2).
    b.ppBubbleS = double(p.pp - 1) / p.vp * mb.totalS();
    return b;
}

// Tokens per second and the FLOPs utilisation they give, from the step time.
void setRates(TrainingEstimate& e, const TransformerSpec& m, const TrainingConfig& t,
              const GpuSpec& g, double share)
{
    e.tokensPerStep = double(t.par.globalBatch) * m.seq;
    e.tokensPerS = e.tokensPerStep / e.stepTimeS;
    e.tokensPerSPerGpu = e.tokensPerS / e.gpus;
    const double modelFlops = m.modelFlopsPerToken();
    // Selective recompute per token: the attention forward (Megatron), or the matmuls the
    // op-level policy did not keep (torchtitan).
    const double selective =
        t.stack.opSelectiveRecompute
            ? 2.0 * m.layers * m.activeParamsPerLayer() * opSelectiveShares(m).recomputedGemmShare
            : 4.0 * m.layers * m.seq * m.hidden;
    const double hardwareFlops = t.recompute == Recompute::Full ? modelFlops * (1 + share / 3)
                                 : t.recompute == Recompute::Selective ? modelFlops + selective
                                                                       : modelFlops;
    e.modelTflopsPerGpu = modelFlops * e.tokensPerSPerGpu / 1e12;
    const double peak = t.precision == Precision::Fp8 ? g.fp8Tflops : g.bf16Tflops;
    e.mfu = e.modelTflopsPerGpu / peak;
    e.hfu = hardwareFlops * e.tokensPerSPerGpu / 1e12 / peak;
}

std::string memoryShortfall(const MemoryBreakdown& mem)
{
    return text::arg(text::translate("TrainingChecks",
                                     "needs %1 GB per GPU (weights %2, gradients %3, optimizer "
                                     "%4, activations %5) but %6 GB is usable"),
                     {format::fixed(mem.totalGb, 1), format::fixed(mem.weightsGb, 1),
                      format::fixed(mem.gradientsGb, 1), format::fixed(mem.optimizerGb, 1),
                      format::fixed(mem.activationsGb, 1), format::fixed(mem.usableGb, 1)});
}

} // namespace

TrainingEstimate estimateTraining(const TransformerSpec& m, const ClusterSpec& c,
                                  const TrainingConfig& t)
{
    TrainingEstimate e;
    e.error = checkConfig(m, c, t);
    if (!e.ok())
        return e;
    const Parallelism& p = t.par;
    e.gpus = c.gpus();
    const double share = recomputeShare(m, t);
    const MicroBatchTimes mb = microBatchTimes(m, c, t, share);
    const double microS = mb.totalS();
    const int micro = p.microBatches();

    StepBreakdown& b = e.breakdown;
    b = pipelineBreakdown(mb, p);
    const StageWeights w = stageWeights(m, p);
    const DpComm dp = dataParallelComm(m, c, t, w, microS);
    b.dpCommTotalS = dp.totalS;
    b.dpCommExposedS = dp.exposedS;
    b.optimizerS = (p.zero >= 1 ? shardedParams(w, p) : w.total()) * kOptimizerBytesPerParam /
                   hbmBytesPerS(c.gpu);

    e.stepTimeS = micro * microS + b.ppBubbleS + b.dpCommExposedS + b.optimizerS;
    setRates(e, m, t, c.gpu, share);

    e.memory = memoryPerGpu(m, c, t);
    e.fits = e.memory.totalGb <= e.memory.usableGb;
    if (!e.fits)
        e.fitsReason = memoryShortfall(e.memory);
    return e;
}

} // namespace cd::core::throughput
