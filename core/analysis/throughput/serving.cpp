#include "analysis/throughput/serving.h"

#include "analysis/throughput/serving_engine.h"
#include "analysis/throughput/serving_replica.h"

#include <algorithm>
#include <cmath>

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
    p.tpotMs = step * 1e3;
    p.ttftMs = r.firstTokenS(batch - 1) * 1e3;
    p.tokensPerSPerUser = 1 / step;
    p.outputTokensPerS = batch / step;
    p.requestsPerS = p.outputTokensPerS / outputLen;
    p.memoryBound = r.memoryBound(batch);
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

std::vector<int> tpCandidates(const ClusterSpec& c, int requested)
{
    if (requested > 0)
        return {requested};
    std::vector<int> tps;
    for (int tp = 1; tp <= std::min(c.nvlinkDomain, c.gpus()); tp *= 2)
        if (c.gpus() % tp == 0)
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
    e.maxConcurrency = perReplica * e.replicas;
    int concurrency = in.concurrency > 0 ? in.concurrency : e.maxConcurrency;
    if (concurrency > e.maxConcurrency) {
        e.notes.push_back(std::to_string(concurrency) + " requests asked, " +
                          std::to_string(e.maxConcurrency) +
                          " run at once: the rest wait in the queue");
        concurrency = e.maxConcurrency;
    }
    e.point = clusterPoint(r, e.replicas, concurrency, in.outputLen, e.gpus);
    return e;
}

} // namespace

std::string checkServingInput(const TransformerSpec& m, const ClusterSpec& c,
                              const ServingInput& in)
{
    if (!findEngine(in.engine)) {
        std::string known;
        for (const ServingEngine& e : servingEngines())
            known += (known.empty() ? "" : ", ") + std::string(e.id);
        return "engine: no engine '" + in.engine + "' (" + known + ")";
    }
    if (std::string err = m.check(); !err.empty())
        return err;
    if (in.inputLen < 1 || in.outputLen < 1)
        return "input and output lengths must be at least 1 token";
    const int context = m.maxContext > 0 ? m.maxContext : m.seq;
    if (double(in.inputLen) + in.outputLen > context)
        return "input length " + std::to_string(in.inputLen) + " + output length " +
               std::to_string(in.outputLen) + " exceed the model's context of " +
               std::to_string(context) + " tokens";
    if (in.concurrency < 0)
        return "concurrency must be at least 1";
    if (in.tp < 0 || (in.tp > 0 && c.gpus() % in.tp != 0))
        return "tp " + std::to_string(in.tp) + " does not divide the " +
               std::to_string(c.gpus()) + " GPUs";
    if (in.tp > c.nvlinkDomain)
        return "tp " + std::to_string(in.tp) + " spans more than one NVLink domain (" +
               std::to_string(c.nvlinkDomain) + " GPUs)";
    if (const auto why = unsupportedReason(in.weights, c.gpu); !why.empty())
        return "weights " + std::string(toString(in.weights)) + ": " + c.gpu.id + " " +
               std::string(why);
    if (in.kvFp8 && c.gpu.fp8Tflops <= 0)
        return "FP8 KV cache: " + c.gpu.id + " has no FP8 support";
    return {};
}

ServingEstimate estimateServing(const TransformerSpec& m, const ClusterSpec& c,
                                const ServingInput& in)
{
    if (std::string err = checkServingInput(m, c, in); !err.empty()) {
        ServingEstimate e;
        e.error = err;
        return e;
    }
    ServingEstimate best;
    for (int tp : tpCandidates(c, in.tp)) {
        ServingEstimate e = estimateAt(m, c, in, tp);
        const bool first = best.tp == 0;
        if (first || (e.ok() && (!best.ok() || e.point.outputTokensPerS >
                                                    best.point.outputTokensPerS * 1.0001)))
            best = std::move(e);
    }
    return best;
}

std::vector<ServingPoint> servingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const ServingInput& in, int points)
{
    ServingInput top = in;
    top.concurrency = 0;
    const ServingEstimate e = estimateServing(m, c, top);
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
    const auto meets = [&](int batch) {
        const ServingPoint p = replicaPoint(r, batch, outputLen);
        return p.tokensPerSPerUser >= t.tokensPerSPerUser && (t.ttftMs <= 0 || p.ttftMs <= t.ttftMs);
    };
    int lo = 0, hi = r.maxConcurrency();
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (meets(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

} // namespace

ServingSizing sizeServing(const TransformerSpec& m, const ClusterSpec& c, const ServingInput& in,
                          const ServingTarget& target)
{
    ServingSizing best;
    ClusterSpec node = c;
    node.nodes = 1;
    if (std::string err = checkServingInput(m, node, in); !err.empty()) {
        best.error = err;
        return best;
    }
    if (target.users < 1 || !(target.tokensPerSPerUser >= 0) || !(target.ttftMs >= 0)) {
        best.error = "users must be at least 1, the rate and TTFT bound not negative";
        return best;
    }
    for (int tp : tpCandidates(node, in.tp)) {
        const ServingReplica r(m, c.gpu, *findEngine(in.engine), shapeOf(in, tp));
        if (!r.error().empty())
            continue;
        const int perReplica = replicaCapacity(r, target, in.outputLen);
        if (perReplica < 1)
            continue;
        const int replicas = (target.users + perReplica - 1) / perReplica;
        const int gpus = replicas * tp;
        const int nodes = (gpus + c.gpusPerNode - 1) / c.gpusPerNode;
        if (best.nodes == 0 || nodes < best.nodes) {
            best.nodes = nodes;
            best.gpus = gpus;
            best.tp = tp;
            best.replicas = replicas;
            best.concurrencyPerReplica = perReplica;
            best.point = replicaPoint(r, perReplica, in.outputLen);
        }
    }
    if (best.nodes == 0)
        best.error = "no replica of this model reaches " +
                     std::to_string(int(std::lround(target.tokensPerSPerUser))) +
                     " tokens/s per user" +
                     (target.ttftMs > 0 ? " with a first token within " +
                                              std::to_string(int(std::lround(target.ttftMs))) +
                                              " ms"
                                        : std::string()) +
                     " on this GPU";
    return best;
}

} // namespace cd::core::throughput
