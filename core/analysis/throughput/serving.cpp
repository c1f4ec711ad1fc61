#include "analysis/throughput/serving.h"

#include "analysis/throughput/serving_engine.h"
#include "analysis/throughput/serving_replica.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace cd::core::throughput {

namespace {

ReplicaShape shapeOf(const ServingInput& in, int tp)
{
    return ReplicaShape{tp, in.weights, in.kvFp8, in.inputLen, in.outputLen};
}

// One replica at `batch` sequences: its latencies and output.
ServingPoint replicaPoint(const ServingReplica& r, int batch, int outputLen)
{
    ServingPoint p;
    p.concurrency = batch;
    if (batch <= 0)
        return p;
    const double step = r.decodeStepS(batch);
    // A first token comes at the end of a step, and a loaded step carries its share of the
    // other prompts' prefill (decodeStepS): no request is done sooner than one step, nor can
    // the replica finish more tokens than `batch` a step. Without this, a 1-token output at
    // 2,048 requests counted each prompt's prefill alone and ran 179x over the GPUs' peak.
    const double first = std::max(r.firstTokenS(batch - 1), step);
    p.tpotMs = step * 1e3;
    p.ttftMs = first * 1e3;
    p.tokensPerSPerUser = 1 / step;
    // Little's law: `batch` requests in flight, each taking its first token and then one step
    // per further token.
    p.requestsPerS = batch / (first + (outputLen - 1) * step);
    p.outputTokensPerS = p.requestsPerS * outputLen;
    p.memoryBound = r.memoryBound(batch);
    p.gemmComputeShare = r.gemmComputeShare(batch, step);
    return p;
}

// `concurrency` requests spread over `replicas` replicas as evenly as they go: the busiest
// replica's latencies, the output of all.
ServingPoint clusterPoint(const ServingReplica& r, int replicas, int concurrency, int outputLen,
                          int gpus)
{
    const int perReplica = (concurrency + replicas - 1) / replicas;
    const int busy = concurrency - (perReplica - 1) * replicas; // replicas at perReplica
    ServingPoint p = replicaPoint(r, perReplica, outputLen);
    const ServingPoint rest = replicaPoint(r, perReplica - 1, outputLen);
    p.concurrency = concurrency;
    p.outputTokensPerS = busy * p.outputTokensPerS + (replicas - busy) * rest.outputTokensPerS;
    p.requestsPerS = p.outputTokensPerS / outputLen;
    p.outputTokensPerSPerGpu = p.outputTokensPerS / gpus;
    return p;
}

// Why a replica cannot span `tp` GPUs: within one NVLink domain, a divisor of it and of the
// attention heads, the KV heads split evenly or replicated whole (vLLM's and TensorRT-LLM's
// rules for tensor parallel attention).
std::string tpProblem(const TransformerSpec& m, const ClusterSpec& c, int tp)
{
    const int domain = std::max(1, std::min(c.nvlinkDomain, c.gpus()));
    const std::string t = std::to_string(tp);
    if (tp > domain || domain % tp != 0)
        return text::arg(
            text::translate("Serving", "%1 does not divide the NVLink domain of %2 GPUs"),
            {t, std::to_string(domain)});
    if (c.gpus() % tp != 0)
        return text::arg(text::translate("Serving", "%1 does not divide the %2 GPUs"),
                         {t, std::to_string(c.gpus())});
    if (m.heads % tp != 0 || (m.kvHeads % tp != 0 && tp % m.kvHeads != 0))
        return text::arg(text::translate("Serving",
                                         "%1 does not split the model's %2 heads and %3 KV heads "
                                         "evenly"),
                         {t, std::to_string(m.heads), std::to_string(m.kvHeads)});
    return {};
}

std::vector<int> tpCandidates(const TransformerSpec& m, const ClusterSpec& c, int requested)
{
    if (requested > 0)
        return {requested};
    std::vector<int> tps;
    for (int tp = 1; tp <= std::min(c.nvlinkDomain, c.gpus()); tp *= 2)
        if (tpProblem(m, c, tp).empty())
            tps.push_back(tp);
    return tps;
}

ServingEstimate estimateAt(const TransformerSpec& m, const ClusterSpec& c, const ServingInput& in,
                           int tp)
{
    ServingEstimate e;
    e.engine = in.engine;
    e.gpus = c.gpus();
    e.tp = tp;
    e.replicas = c.gpus() / tp;
    const ServingReplica r(m, c.gpu, *findEngine(in.engine), shapeOf(in, tp));
    e.weightsPerGpuGb = r.weightBytesPerGpu() / 1e9;
    e.kvCachePerGpuGb = std::max(0.0, r.kvCacheBytesPerGpu() / 1e9);
    e.kvBytesPerToken = r.kvBytesPerTokenPerGpu();
    if (!r.error().empty()) {
        e.error = r.error();
        return e;
    }
    e.kvTokensPerReplica = r.kvTokens();
    const int perReplica = r.maxConcurrency();
    // In 64 bits, and short of what would overflow clusterPoint's sums: 2^29 replicas of 346
    // requests passed an int (UBSan, a 2^29-GPU predict).
    const std::int64_t most = std::int64_t(perReplica) * e.replicas;
    e.maxConcurrency =
        int(std::min<std::int64_t>(most, std::numeric_limits<int>::max() - e.replicas));
    int concurrency = in.concurrency > 0 ? in.concurrency : e.maxConcurrency;
    if (concurrency > e.maxConcurrency) {
        e.notes.push_back(
            text::arg(text::translate("Serving", "%1 requests asked, %2 run at "
                                                 "once: the rest wait in the queue"),
                      {std::to_string(concurrency), std::to_string(e.maxConcurrency)}));
        concurrency = e.maxConcurrency;
    }
    e.point = clusterPoint(r, e.replicas, concurrency, in.outputLen, e.gpus);
    return e;
}

} // namespace

ServingInputError checkServingInput(const TransformerSpec& m, const ClusterSpec& c,
                                    const ServingInput& in)
{
    if (!findEngine(in.engine))
        return {"engine", text::arg(text::translate("Serving", "no engine '%1' (%2)"),
                                    {in.engine, engineIdList()})};
    if (std::string err = m.check(); !err.empty())
        return {"", err};
    if (in.inputLen < 1)
        return {"input_len", text::translate("Serving", "the prompt must be at least 1 token")};
    if (in.outputLen < 1)
        return {"output_len", text::translate("Serving", "the output must be at least 1 token")};
    const int context = m.context();
    if (double(in.inputLen) + in.outputLen > context)
        return {in.inputLen >= context ? "input_len" : "output_len",
                text::arg(text::translate("Serving", "%1 input + %2 output tokens exceed the "
                                                     "model's context of %3"),
                          {std::to_string(in.inputLen), std::to_string(in.outputLen),
                           std::to_string(context)})};
    if (in.concurrency < 0)
        return {"concurrency", text::translate("Serving", "must be at least 1 request (0: the "
                                                          "most the engine runs)")};
    if (in.tp > 0) {
        if (std::string why = tpProblem(m, c, in.tp); !why.empty())
            return {"tp", why};
    }
    if (const auto why = unsupportedReason(in.weights, c.gpu); !why.empty())
        return {"weights", std::string(toString(in.weights)) + ": " + c.gpu.id + " " +
                               text::translate("Serving", why.data())};
    if (in.kvFp8 && c.gpu.fp8Tflops <= 0)
        return {"kv_cache",
                text::arg(text::translate("Serving", "fp8: %1 has no FP8 support"), {c.gpu.id})};
    return {};
}

ServingEstimate estimateServing(const TransformerSpec& m, const ClusterSpec& c,
                                const ServingInput& in)
{
    if (const ServingInputError err = checkServingInput(m, c, in); !err.ok()) {
        ServingEstimate e;
        e.error = err.message;
        return e;
    }
    // The tp with the most output; when none holds the model, the largest tried (its error
    // says by how much the weights miss).
    ServingEstimate best;
    for (int tp : tpCandidates(m, c, in.tp)) {
        ServingEstimate e = estimateAt(m, c, in, tp);
        if (best.tp == 0 || (!best.ok() && !e.ok()) ||
            (e.ok() &&
             (!best.ok() || e.point.outputTokensPerS > best.point.outputTokensPerS * 1.0001)))
            best = std::move(e);
    }
    return best;
}

std::vector<ServingPoint> servingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const ServingInput& in, int points)
{
    return servingCurve(m, c, in, estimateServing(m, c, in), points);
}

std::vector<ServingPoint> servingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const ServingInput& in, const ServingEstimate& e, int points)
{
    // The estimate's own layout (its tp at the concurrency asked), from 1 request to the most
    // that layout runs.
    std::vector<ServingPoint> curve;
    if (!e.ok() || points < 1)
        return curve;
    const ServingReplica r(m, c.gpu, *findEngine(in.engine), shapeOf(in, e.tp));
    const double last = std::max(1, e.maxConcurrency);
    int previous = 0;
    for (int i = 0; i < points; ++i) {
        const double t = points > 1 ? double(i) / (points - 1) : 1;
        const int n = int(std::lround(std::pow(last, t)));
        if (n <= previous)
            continue;
        curve.push_back(clusterPoint(r, e.replicas, n, in.outputLen, e.gpus));
        previous = n;
    }
    return curve;
}

namespace {

// The most sequences one replica runs within the target (latencies grow with the batch), 0 if
// not even one does.
int replicaCapacity(const ServingReplica& r, const ServingTarget& t, int outputLen)
{
    return largestMeeting(r.maxConcurrency(), [&](int batch) {
        return meetsTarget(replicaPoint(r, batch, outputLen), t);
    });
}

// `tp`'s sizing of the target: replicas enough for the users at the most each runs within the
// target; nodes 0 when not even one request meets it.
ServingSizing sizingAt(const ServingReplica& r, int tp, const ClusterSpec& c,
                       const ServingTarget& target, int outputLen)
{
    ServingSizing s;
    const int perReplica = replicaCapacity(r, target, outputLen);
    if (perReplica < 1)
        return s;
    s.tp = tp;
    s.concurrencyPerReplica = perReplica;
    s.replicas = (target.users + perReplica - 1) / perReplica;
    s.gpus = s.replicas * tp;
    s.nodes = (s.gpus + c.gpusPerNode - 1) / c.gpusPerNode;
    s.point = replicaPoint(r, perReplica, outputLen);
    s.point.outputTokensPerSPerGpu = s.point.outputTokensPerS / tp;
    return s;
}

std::string unreachable(const ServingTarget& target)
{
    const auto whole = [](double v) {
        return std::to_string(int(std::lround(v)));
    };
    if (target.ttftMs > 0)
        return text::arg(text::translate("Serving",
                                         "no replica of this model reaches %1 tokens/s per user "
                                         "with a first token within %2 ms on this GPU"),
                         {whole(target.tokensPerSPerUser), whole(target.ttftMs)});
    return text::arg(text::translate("Serving",
                                     "no replica of this model reaches %1 tokens/s per user on "
                                     "this GPU"),
                     {whole(target.tokensPerSPerUser)});
}

} // namespace

bool meetsTarget(const ServingPoint& p, const ServingTarget& t)
{
    return p.tokensPerSPerUser >= t.tokensPerSPerUser && (t.ttftMs <= 0 || p.ttftMs <= t.ttftMs);
}

int largestMeeting(int most, const std::function<bool(int)>& meets)
{
    int lo = 0, hi = std::max(0, most);
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (meets(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

ServingSizing sizeServing(const TransformerSpec& m, const ClusterSpec& c, const ServingInput& in,
                          const ServingTarget& target)
{
    ServingSizing best;
    // One NVLink domain (a node, or an NVL72 rack of several) is the unit a replica fits in.
    ClusterSpec node = c;
    node.nodes = std::max(1, c.nvlinkDomain / std::max(1, c.gpusPerNode));
    if (const ServingInputError err = checkServingInput(m, node, in); !err.ok()) {
        best.error = err.message;
        return best;
    }
    if (target.users < 1 || !(target.tokensPerSPerUser >= 0) || !(target.ttftMs >= 0)) {
        best.error = text::translate(
            "Serving", "users must be at least 1, the rate and TTFT bound not negative");
        return best;
    }
    std::string unfit; // the largest tp's reason, when the model fits no replica
    bool fits = false;
    for (int tp : tpCandidates(m, node, in.tp)) {
        const ServingReplica r(m, c.gpu, *findEngine(in.engine), shapeOf(in, tp));
        if (!r.error().empty()) {
            unfit = r.error();
            continue;
        }
        fits = true;
        const ServingSizing s = sizingAt(r, tp, c, target, in.outputLen);
        if (s.nodes > 0 && (best.nodes == 0 || s.nodes < best.nodes))
            best = s;
    }
    if (best.nodes == 0)
        best.error = fits ? unreachable(target) : unfit;
    return best;
}

} // namespace cd::core::throughput
