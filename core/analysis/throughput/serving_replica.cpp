#include "analysis/throughput/serving_replica.h"

#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/serving_decode_bandwidth.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

namespace cd::core::throughput {

namespace {

constexpr double kGiB = 1073741824.0;
// Embeddings and the output layer stay in bf16 when the linear layers are quantised (vLLM's and
// TensorRT-LLM's FP8 and AWQ recipes quantise the decoder's linear layers only).
constexpr double kEmbeddingBytes = 2;
// Paged KV cache: blocks of 16 tokens (vLLM's default block_size; TensorRT-LLM's
// tokens_per_block defaults to 32, SGLang pages by token: 16 is taken for all).
constexpr int kKvBlockTokens = 16;

// Distinct experts of a layer that `tokens` tokens route to, each picking k of E uniformly: an
// expert is missed by all of them with probability (1 - k / E)^tokens.
double expertsTouched(const TransformerSpec& m, double tokens)
{
    if (m.experts <= 1)
        return 1;
    const double missed = std::pow(1 - double(m.expertsPerToken) / m.experts, tokens);
    return std::max<double>(m.expertsPerToken, m.experts * (1 - missed));
}

// Why one sequence does not fit: the weights leave too little memory for its KV cache.
std::string noRoomForKv(double weightBytes, int tp, double hbmBytes, int tokens)
{
    const auto gb = [](double bytes) {
        return std::to_string(int(std::lround(bytes / 1e9)));
    };
    return text::arg(text::translate("Serving",
                                     "the weights (%1 GB per GPU at tp %2) leave no room in %3 GB "
                                     "for the KV cache of one %4-token sequence"),
                     {gb(weightBytes), std::to_string(tp), gb(hbmBytes), std::to_string(tokens)});
}

} // namespace

ServingReplica::ServingReplica(const TransformerSpec& m, const GpuSpec& g, const ServingEngine& e,
                               const ReplicaShape& shape)
    : m_model(m), m_gpu(g), m_engine(e), m_shape(shape)
{
    m_tokenBudget = e.tokenBudgetFor(g);
    m_memoryEfficiency = decodeBandwidth(g.id).share;
    sizeMemory();
}

void ServingReplica::sizeMemory()
{
    const TransformerSpec& m = m_model;
    const int tp = std::max(1, m_shape.tp);
    const double linear = m.totalParams() - 2 * m.embeddingParams();
    m_weightBytes =
        (linear * bytesPerWeight(m_shape.weights) + 2 * m.embeddingParams() * kEmbeddingBytes) / tp;
    // vLLM and TensorRT-LLM replicate KV heads when tp exceeds them.
    const double kvHeads = std::max(1.0, double(m.kvHeads) / tp);
    m_kvPerToken = 2.0 * m.layers * kvHeads * m.headDim() * (m_shape.kvFp8 ? 1 : 2);
    // The engine's memory profile runs one step of the whole token budget: the MLP's up and
    // gate outputs, its activation and the residual stream in bf16, and fp32 logits for every
    // sequence it may sample.
    const double ffnSplit = double(m.ffn) * (m.gatedMlp ? 3 : 2) / tp;
    const double activations = m_tokenBudget * (ffnSplit + 4.0 * m.hidden) * 2 +
                               double(m_engine.maxSequencesFor(m_gpu)) * m.vocab * 4;
    const double hbm = m_gpu.memoryBytes();
    const double reserve = kRuntimeReserveBytes + activations;
    switch (m_engine.memoryRule) {
    case KvMemoryRule::ShareOfTotal:
        m_kvCacheBytes = m_engine.memoryShare * hbm - m_weightBytes - reserve;
        break;
    case KvMemoryRule::ShareOfFree:
        m_kvCacheBytes = m_engine.memoryShare * (hbm - m_weightBytes - reserve);
        break;
    case KvMemoryRule::SglangStatic:
        m_kvCacheBytes = hbm - m_engine.sglangReserveBytes(m_gpu, tp) - m_weightBytes;
        break;
    }
    const double sequence = double(m_shape.inputLen + m_shape.outputLen) * m_kvPerToken;
    if (m_kvCacheBytes < sequence) {
        m_error = noRoomForKv(m_weightBytes, tp, hbm, m_shape.inputLen + m_shape.outputLen);
    }
}

int ServingReplica::kvSequences() const
{
    // A sequence holds its prompt and, at its end, its whole output; engines that grow the
    // cache block by block hold half the output on average over a steady stream of requests.
    const double out = m_engine.reservesWholeSequence ? m_shape.outputLen : m_shape.outputLen / 2.0;
    const double tokens = std::ceil((m_shape.inputLen + out) / kKvBlockTokens) * kKvBlockTokens;
    return int(std::min(1e9, kvTokens() / tokens));
}

int ServingReplica::maxConcurrency() const
{
    const int cap = m_engine.memoryRule == KvMemoryRule::SglangStatic
                        ? sglangRequestPool()
                        : m_engine.maxSequencesFor(m_gpu);
    return std::max(0, std::min(kvSequences(), cap));
}

ServingReplica::Work ServingReplica::stepWork(double decodeTokens, double prefillTokens,
                                              double prefillContext) const
{
    const TransformerSpec& m = m_model;
    const int tp = std::max(1, m_shape.tp);
    Work w;
    w.tokens = decodeTokens + prefillTokens;
    // Weights: every layer's attention, the experts its tokens route to, the output layer.
    const double linearRead = m.layers * (m.attentionParamsPerLayer() +
                                          m.mlpParamsPerExpert() * expertsTouched(m, w.tokens));
    w.weightBytes =
        (linearRead * bytesPerWeight(m_shape.weights) + m.embeddingParams() * kEmbeddingBytes) / tp;
    w.gemmFlops = 2 *
                  (m.layers * m.attentionParamsPerLayer() * w.tokens +
                   m.embeddingParams() * std::max(1.0, decodeTokens)) /
                  tp;
    w.expertFlops = 2.0 * m.layers * m.expertsPerToken * m.mlpParamsPerExpert() * w.tokens / tp;
    // Each decoding sequence sits on average at its prompt plus half its output.
    const double decodeContext = m_shape.inputLen + m_shape.outputLen / 2.0;
    w.kvBytes = (decodeTokens * decodeContext + prefillTokens) * m_kvPerToken;
    // QK^T and AV: 2 FLOPs per multiply-add over the context of each query, every head.
    w.attentionFlops = 4.0 * m.layers * m.hidden *
                       (decodeTokens * decodeContext + prefillTokens * prefillContext) / tp;
    return w;
}

double ServingReplica::gemmComputeS(const Work& w) const
{
    const bool fp8 = m_shape.weights == WeightFormat::Fp8 || m_shape.weights == WeightFormat::Fp4;
    const double rate = peakFlops(m_shape.weights, m_gpu) * gemmEfficiency(m_shape.weights, m_gpu) *
                        (fp8 ? kSustainedGemmShareFp8 : kSustainedGemmShareBf16);
    return (w.gemmFlops + w.expertFlops) / rate;
}

double ServingReplica::gemmS(const Work& w) const
{
    // Roofline of the step's GEMMs, as measured: the weights streamed at the decode bandwidth, or
    // the FLOPs at the sustained GEMM rate, whichever is longer.
    return std::max(gemmComputeS(w),
                    w.weightBytes / (m_gpu.memoryBwGbs * 1e9 * m_memoryEfficiency));
}

double ServingReplica::attentionS(const Work& w) const
{
    const double rate = m_gpu.bf16Tflops * 1e12 * m_gpu.attentionEfficiency;
    return std::max(w.attentionFlops / rate,
                    w.kvBytes /
                        (m_gpu.memoryBwGbs * 1e9 * m_memoryEfficiency * m_engine.kvReadShare));
}

double ServingReplica::tpCommS(double tokens) const
{
    const int tp = m_shape.tp;
    if (tp <= 1)
        return 0;
    // Two all-reduces of the residual stream per layer (after attention and after the MLP).
    const double bytes = tokens * m_model.hidden * 2.0;
    const double each = 2.0 * (tp - 1) * kNvlinkStepLatencyS +
                        2.0 * (tp - 1) / tp * bytes / peerRingBytesPerS(m_gpu);
    return 2.0 * m_model.layers * each;
}

double ServingReplica::passS(double decodeTokens, double prefillTokens, double prefillContext) const
{
    const Work w = stepWork(decodeTokens, prefillTokens, prefillContext);
    return gemmS(w) + attentionS(w) + tpCommS(w.tokens) + m_model.layers * kLayerFixedS +
           decodeTokens * m_engine.sequenceStepS;
}

double ServingReplica::decodeStepS(int batch) const
{
    const double b = std::max(1, batch);
    const double decode = passS(b, 0, 0);
    if (b <= 1)
        return decode;
    // Over a steady stream each of the other sequences is replaced when it finishes: (b - 1) /
    // output new prompts per step, each prefilled in chunks of what the token budget leaves,
    // riding along the decode steps. A step pays, on average, that share of a prompt's extra
    // cost (a prompt's own tokens reach the experts, the weights, in one pass per chunk). A
    // sequence's own prompt is its time to first token.
    const double in = m_shape.inputLen;
    const double passes = std::ceil(in / std::max(1.0, m_tokenBudget - b));
    const double prompt = passes * (passS(b, in / passes, in / 2) - decode);
    return decode + (b - 1) / m_shape.outputLen * prompt;
}

double ServingReplica::firstTokenS(int others) const
{
    const double chunk = std::max(1.0, double(m_tokenBudget - std::max(0, others)));
    const double passes = std::ceil(m_shape.inputLen / chunk);
    return passes * passS(others, m_shape.inputLen / passes, m_shape.inputLen / 2.0);
}

bool ServingReplica::memoryBound(int batch) const
{
    // The plain roofline of the step: HBM traffic at the datasheet bandwidth against FLOPs at
    // the datasheet peak.
    const Work w = steadyStepWork(batch);
    const double bytes = (w.weightBytes + w.kvBytes) / (m_gpu.memoryBwGbs * 1e9);
    const double flops = (w.gemmFlops + w.expertFlops) / peakFlops(m_shape.weights, m_gpu) +
                         w.attentionFlops / (m_gpu.bf16Tflops * 1e12);
    return bytes >= flops;
}

double ServingReplica::gemmComputeShare(int batch, double stepS) const
{
    return std::min(1.0, gemmComputeS(steadyStepWork(batch)) / stepS);
}

ServingReplica::Work ServingReplica::steadyStepWork(int batch) const
{
    // `batch` sequences decoding and, on average, (batch - 1) / output prompts of the requests
    // that replace them (decodeStepS), at half their length of context.
    const double b = std::max(1, batch);
    return stepWork(b, (b - 1) * m_shape.inputLen / m_shape.outputLen, m_shape.inputLen / 2.0);
}

int ServingReplica::sglangRequestPool() const
{
    // model_runner.py: min(KV tokens / 2, clamp(KV tokens x 512 / context, 2048, 4096)).
    const double pool = std::clamp(kvTokens() * 512 / m_model.context(), 2048.0, 4096.0);
    return int(std::min(kvTokens() / 2, pool));
}

} // namespace cd::core::throughput
