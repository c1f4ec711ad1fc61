#include "analysis/throughput/training.h"

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

} // namespace

std::string checkConfig(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t)
{
    if (std::string e = m.check(); !e.empty())
        return e;
    const Parallelism& p = t.par;
    if (p.tp < 1 || p.pp < 1 || p.dp < 1 || p.cp < 1 || p.vp < 1 || p.ep < 1 || p.microBatch < 1 ||
        p.globalBatch < 1)
        return "tp, pp, dp, cp, vp, ep, micro-batch and global batch must all be at least 1";
    if (std::string e = checkExpertParallelism(m, p); !e.empty())
        return e;
    if (c.nodes < 1 || c.gpusPerNode < 1)
        return "the cluster needs at least one node with one GPU";
    if (c.gpu.bf16Tflops <= 0 || c.gpu.memoryGb <= 0 || c.gpu.memoryBwGbs <= 0)
        return "GPU '" + c.gpu.id + "' lacks peak FLOPS, memory or memory bandwidth";
    if (p.gpus() != c.gpus())
        return "tp x pp x dp x cp = " + std::to_string(p.gpus()) + " but the cluster has " +
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
