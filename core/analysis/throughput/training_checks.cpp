#include "analysis/throughput/training.h"
#include "io/input_limits.h"

#include <cstdint>
#include <string>

// The checks of a training configuration against its model and cluster (checkConfig).
namespace cd::core::throughput {

namespace {

std::string checkExpertParallelism(const TransformerSpec& m, const Parallelism& p)
{
    if (p.ep > 1) {
        const std::string ep = "ep " + std::to_string(p.ep);
        if (m.experts <= 1)
            return "expert parallelism (" + ep + ") needs a mixture-of-experts model";
        if (m.experts % p.ep != 0)
            return ep + " does not divide the " + std::to_string(m.experts) + " experts";
        if ((p.dp * p.cp) % p.ep != 0)
            return ep + " does not divide dp x cp = " + std::to_string(p.dp * p.cp);
    }
    return {};
}

// The layout splits the heads, layers and sequence of the model and the global batch evenly.
std::string checkModelSplit(const TransformerSpec& m, const Parallelism& p)
{
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
    return {};
}

// Each degree within its bound (io/input_limits.h), so that every product of them the model
// forms once the layout matches the cluster (nodes x GPUs, dp x micro-batch) fits an int.
std::string checkBounds(const ClusterSpec& c, const Parallelism& p)
{
    if (p.tp < 1 || p.pp < 1 || p.dp < 1 || p.cp < 1 || p.vp < 1 || p.ep < 1 || p.microBatch < 1 ||
        p.globalBatch < 1)
        return "tp, pp, dp, cp, vp, ep, micro-batch and global batch must all be at least 1";
    const std::pair<const char*, std::pair<int, int>> bounded[] = {
        {"nodes", {c.nodes, kMaxNodes}},
        {"GPUs per node", {c.gpusPerNode, kMaxGpusPerDevice}},
        {"tp", {p.tp, kMaxParallelDegree}},
        {"pp", {p.pp, kMaxParallelDegree}},
        {"cp", {p.cp, kMaxParallelDegree}},
        {"vp", {p.vp, kMaxParallelDegree}},
        {"ep", {p.ep, kMaxParallelDegree}},
        {"dp", {p.dp, kMaxDataParallel}},
        {"micro-batch", {p.microBatch, kMaxMicroBatch}},
        {"global batch", {p.globalBatch, kMaxGlobalBatch}}};
    for (const auto& [name, value] : bounded)
        if (value.first > value.second)
            return std::string(name) + " " + std::to_string(value.first) + " is above " +
                   std::to_string(value.second) + " (docs/limits.md)";
    return {};
}

} // namespace

std::string checkConfig(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t)
{
    if (std::string e = m.check(); !e.empty())
        return e;
    const Parallelism& p = t.par;
    if (std::string e = checkBounds(c, p); !e.empty())
        return e;
    if (std::string e = checkExpertParallelism(m, p); !e.empty())
        return e;
    if (c.nodes < 1 || c.gpusPerNode < 1)
        return "the cluster needs at least one node with one GPU";
    if (c.gpu.bf16Tflops <= 0 || c.gpu.memoryGb <= 0 || c.gpu.memoryBwGbs <= 0)
        return "GPU '" + c.gpu.id + "' lacks peak FLOPS, memory or memory bandwidth";
    // In 64 bits: until it matches the cluster, the layout's product may pass an int's range.
    const std::int64_t layoutGpus = std::int64_t(p.tp) * p.pp * p.dp * p.cp;
    if (layoutGpus != c.gpus())
        return "tp x pp x dp x cp = " + std::to_string(layoutGpus) + " but the cluster has " +
               std::to_string(c.gpus()) + " GPUs";
    if (std::string e = checkModelSplit(m, p); !e.empty())
        return e;
    if (!t.stack.modelParallel && (p.tp > 1 || p.pp > 1 || p.cp > 1 || p.ep > 1))
        return "this software stack shards data only: tp, pp, cp and ep must be 1";
    if (p.zero < 0 || p.zero > 3)
        return "zero stage must be 0, 1, 2 or 3";
    if (t.stack.zeroStage >= 0 && p.zero != t.stack.zeroStage)
        return "this software stack runs ZeRO " + std::to_string(t.stack.zeroStage) +
               " only, not " + std::to_string(p.zero);
    if (p.shardGroupSize < 0 || (p.shardGroupSize > 0 && p.zero < 3))
        return "hybrid sharding (hsdp) needs ZeRO stage 3";
    if (p.shardGroupSize > 0 && (p.dp * p.cp) % p.shardGroupSize != 0)
        return "the hsdp shard group (" + std::to_string(p.shardGroupSize) +
               ") must divide dp x cp (" + std::to_string(p.dp * p.cp) + ")";
    if (t.precision == Precision::Fp8 && c.gpu.fp8Tflops <= 0)
        return "GPU '" + c.gpu.id + "' has no FP8 tensor cores in the catalog";
    if (c.nodes > 1 && c.scaleOut.gbpsPerNic <= 0)
        return "a multi-node cluster needs a scale-out fabric";
    return {};
}

} // namespace cd::core::throughput
