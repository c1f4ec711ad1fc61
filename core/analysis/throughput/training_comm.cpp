#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/training_internal.h"

#include <algorithm>
#include <array>
#include <cmath>

// The communication terms of a training step (training.cpp): ring and all-to-all collectives
// on the links of a group, the tensor, context, expert and pipeline parallel traffic of a
// micro-batch, and the data-parallel traffic of the step.
namespace cd::core::throughput::detail {

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
    const double nvlink = peerRingBytesPerS(c.gpu);
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
    const double nvlink = peerRingBytesPerS(c.gpu);
    const double intra =
        double(local - 1) / n * bytes / (nvlink > 0 ? nvlink : scaleOutBytesPerS(c));
    const double inter = local < n ? double(n - local) / n * bytes / scaleOutBytesPerS(c) *
                                         spineSlowdown(c, n, stride)
                                   : 0;
    return std::max(intra, inter) + kRingBaseLatencyS +
           (local < n ? networkStepLatencyS(c, s) : kNvlinkRingStepLatencyS);
}

} // namespace

// Tensor parallel: 2 all-reduces forward, 2 backward, 2 more to recompute (sequence
// parallelism replaces each by a reduce-scatter + all-gather of the same volume).
double tpCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens, double share)
{
    const Parallelism& p = t.par;
    if (p.tp <= 1)
        return 0;
    const Link l = groupLink(c, t.stack, p.tp, 1);
    const double collectives = 4 + 2 * share;
    double tpS = collectives * allReduceS(2 * tokens * m.hidden, p.tp, l);
    if (t.stack.overlapTpComm)
        tpS *= 1 - kTpOverlapShare;
    return tpS;
}

// Context parallel: K and V gathered around the ring forward, their gradients reduced
// backward, overlapped with the attention kernels.
double cpCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens, double attnS)
{
    const Parallelism& p = t.par;
    if (p.cp <= 1)
        return 0;
    const Link l = groupLink(c, t.stack, p.cp, p.tp);
    const double kv = 2.0 * tokens * m.kvDim() * 2 / std::max(1, std::min(p.tp, m.kvHeads));
    return std::max(0.0, 2 * gatherS(kv * p.cp, p.cp, l) - 3 * attnS);
}

// Expert parallel: every MoE layer sends each token's hidden state to its experts' GPUs and
// back (dispatch and combine), forward, backward and again to recompute; bf16, the tokens of
// this TP rank (sequence parallel). Not overlapped (Megatron-Core's default).
double epCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens, double share)
{
    const Parallelism& p = t.par;
    if (p.ep <= 1)
        return 0;
    return (4 + 2 * share) *
           allToAllS(2.0 * tokens * m.expertsPerToken * m.hidden / p.tp, p.ep, p.tp, c, t.stack);
}

// Pipeline: activations to the next stage forward, gradients back, per virtual stage.
double ppCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens)
{
    const Parallelism& p = t.par;
    if (p.pp <= 1)
        return 0;
    const Link l = groupLink(c, t.stack, 2, p.tp * p.cp * p.dp);
    const double bytes = 2 * tokens * m.hidden / (p.sequenceParallel && p.tp > 1 ? p.tp : 1);
    return 2.0 * p.vp * (bytes / l.bytesPerS + (l.nodes > 1 ? l.interStepS : l.intraStepS));
}

namespace {

// Weights reduced and sharded together: `params` of them over `group` ranks `stride` apart.
struct ShardPart
{
    double params;
    int group;
    int stride;
};
using ShardParts = std::array<ShardPart, 2>;

// Each micro-batch gathers the weights forward and backward and reduce-scatters the
// bf16 gradients, in buckets.
DpComm shardedDpComm(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
                     const ShardParts& parts, double microS)
{
    const Parallelism& p = t.par;
    const double bucketParams =
        t.stack.shardedBucketParams > 0 ? t.stack.shardedBucketParams : layerParamsPerGpu(m, p);
    double perMicro = 0, buckets = 0;
    for (const ShardPart& part : parts) {
        if (part.group <= 1 || part.params <= 0)
            continue;
        const Link l = groupLink(c, t.stack, part.group, part.stride);
        const double n = std::ceil(part.params / bucketParams);
        perMicro += 2 * gatherBandwidthS(t.stack.shardedGatherBytes * part.params, part.group, l) +
                    gatherBandwidthS(2 * part.params, part.group, l) +
                    3 * n * ringLatencyS(l, part.group, 1);
        buckets += n;
    }
    DpComm d;
    if (buckets > 0) {
        const int micro = p.microBatches();
        const double hideable = std::min(perMicro, microS);
        const double exposedShare = t.stack.shardedExposedShare;
        const double exposed = t.stack.overlapDpComm
                                   ? std::max(0.0, perMicro - microS) + exposedShare * hideable +
                                         (1 - exposedShare) * hideable / buckets
                                   : perMicro;
        d.totalS = micro * perMicro;
        d.exposedS = micro * exposed;
    }
    return d;
}

struct DdpTraffic
{
    double reduce = 0;
    double gather = 0;
};

DdpTraffic ddpTraffic(const ClusterSpec& c, const TrainingConfig& t, const ShardParts& parts,
                      double ddpBucket)
{
    DdpTraffic d;
    for (const ShardPart& part : parts) {
        if (part.group <= 1 || part.params <= 0)
            continue;
        const Link l = groupLink(c, t.stack, part.group, part.stride);
        const double n = std::ceil(part.params / ddpBucket);
        if (t.par.zero == 0) {
            d.reduce += 2 * gatherBandwidthS(4 * part.params, part.group, l) +
                        n * ringLatencyS(l, part.group, 2);
        } else { // distributed optimizer: reduce-scatter fp32 grads, all-gather bf16 weights
            d.reduce += gatherBandwidthS(4 * part.params, part.group, l) +
                        n * ringLatencyS(l, part.group, 1);
            d.gather += gatherBandwidthS(2 * part.params, part.group, l) +
                        n * ringLatencyS(l, part.group, 1);
        }
    }
    return d;
}

// Once per step (ZeRO 0-2): the gradients reduced and, under the distributed optimizer, the
// weights gathered.
DpComm ddpDpComm(const ClusterSpec& c, const TrainingConfig& t, const ShardParts& parts,
                 double params, double microS)
{
    const double ddpBucket = std::max(kDdpBucketParams, kDdpBucketParamsPerDpRank * t.par.dp);
    const DdpTraffic traffic = ddpTraffic(c, t, parts, ddpBucket);
    const double reduce = traffic.reduce, gather = traffic.gather;
    DpComm d;
    d.totalS = reduce + gather;
    if (t.stack.overlapDpComm) {
        // The reduce hides behind the backward of the last micro-batch, the gather behind
        // the forward of the first; the last bucket of each never hides.
        const double bucketS = std::min(1.0, ddpBucket / params);
        const double backward = microS * 2 / 3;
        const double forward = microS / 3;
        d.exposedS = std::max(reduce - backward, reduce * bucketS) +
                     std::max(gather - forward, gather * bucketS);
    } else {
        d.exposedS = d.totalS;
    }
    return d;
}

// Hybrid sharding: the replicas of each shard all-reduce its bf16 gradients once a step, `group`
// x `stride` ranks apart, behind the last backward as the reduce-scatters are (FSDP's
// post-backward hook issues it after each reduce-scatter).
DpComm replicaAllReduce(const ClusterSpec& c, const TrainingConfig& t, const ShardPart& part,
                        double microS)
{
    const Parallelism& p = t.par;
    const int replicas = p.dp * p.cp / std::max(1, part.group);
    DpComm d;
    if (replicas <= 1 || part.params <= 0)
        return d;
    const int stride = part.stride * part.group;
    const Link l = groupLink(c, t.stack, replicas, stride);
    d.totalS = allReduceS(2 * part.params / part.group, replicas, l);
    const double backward = microS * 2 / 3;
    const double hideable = std::min(d.totalS, backward);
    d.exposedS = t.stack.overlapDpComm
                     ? d.totalS - hideable + t.stack.shardedExposedShare * hideable
                     : d.totalS;
    return d;
}

} // namespace

// Data parallel: gradients reduced, optimizer and (ZeRO-3) weights sharded over the dp x cp
// ranks holding the same weights (or, hybrid, over a shard group of them), tp ranks apart;
// under expert parallelism the expert weights over their dp x cp / ep ranks, tp x ep apart, in
// collectives of their own.
DpComm dataParallelComm(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
                        const StageWeights& w, double microS)
{
    const Parallelism& p = t.par;
    const ShardParts parts = {
        {{w.shared, shardGroup(p), p.tp}, {w.experts, expertShardGroup(p), p.tp * p.ep}}};
    if (p.zero < 3)
        return ddpDpComm(c, t, parts, w.total(), microS);
    DpComm d = shardedDpComm(m, c, t, parts, microS);
    const DpComm replicas = replicaAllReduce(c, t, parts[0], microS);
    d.totalS += replicas.totalS;
    d.exposedS += replicas.exposedS;
    return d;
}

} // namespace cd::core::throughput::detail
