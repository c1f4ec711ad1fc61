#include "analysis/throughput/training.h"
#include "io/input_limits.h"
#include "text/translation.h"

#include <cstdint>
#include <string>

// The checks of a training configuration against its model and cluster (checkConfig).
namespace cd::core::throughput {

namespace {

std::string checkExpertParallelism(const TransformerSpec& m, const Parallelism& p)
{
    if (p.ep > 1) {
        const std::string ep = std::to_string(p.ep);
        if (m.experts <= 1)
            return text::arg(
                text::translate("TrainingChecks",
                                "expert parallelism (ep %1) needs a mixture-of-experts model"),
                {ep});
        if (m.experts % p.ep != 0)
            return text::arg(
                text::translate("TrainingChecks", "ep %1 does not divide the %2 experts"),
                {ep, std::to_string(m.experts)});
        if ((p.dp * p.cp) % p.ep != 0)
            return text::arg(
                text::translate("TrainingChecks", "ep %1 does not divide dp x cp = %2"),
                {ep, std::to_string(p.dp * p.cp)});
    }
    return {};
}

// The layout splits the heads, layers and sequence of the model and the global batch evenly.
std::string checkModelSplit(const TransformerSpec& m, const Parallelism& p)
{
    if (m.heads % p.tp != 0)
        return text::arg(
            text::translate("TrainingChecks", "tp %1 does not divide the %2 attention heads"),
            {std::to_string(p.tp), std::to_string(m.heads)});
    if (m.layers < p.pp * p.vp)
        return text::arg(text::translate("TrainingChecks", "pp x vp = %1 exceeds the %2 layers"),
                         {std::to_string(p.pp * p.vp), std::to_string(m.layers)});
    if (p.vp > 1 && p.pp == 1)
        return text::arg(text::translate("TrainingChecks",
                                         "vp %1 needs pp above 1: virtual stages interleave a "
                                         "pipeline"),
                         {std::to_string(p.vp)});
    if (m.seq % p.cp != 0)
        return text::arg(
            text::translate("TrainingChecks", "cp %1 does not divide the sequence length"),
            {std::to_string(p.cp)});
    if (p.globalBatch % (p.dp * p.microBatch) != 0)
        return text::arg(
            text::translate("TrainingChecks",
                            "global batch %1 is not a multiple of dp x micro-batch = %2"),
            {std::to_string(p.globalBatch), std::to_string(p.dp * p.microBatch)});
    return {};
}

// Each degree within its bound (io/input_limits.h), so that every product of them the model
// forms once the layout matches the cluster (nodes x GPUs, dp x micro-batch) fits an int.
std::string checkBounds(const ClusterSpec& c, const Parallelism& p)
{
    if (p.tp < 1 || p.pp < 1 || p.dp < 1 || p.cp < 1 || p.vp < 1 || p.ep < 1 || p.microBatch < 1 ||
        p.globalBatch < 1)
        return text::translate(
            "TrainingChecks",
            "tp, pp, dp, cp, vp, ep, micro-batch and global batch must all be at least 1");
    const std::pair<const char*, std::pair<int, int>> bounded[] = {
        {CD_TRANSLATE_NOOP("TrainingChecks", "nodes"), {c.nodes, kMaxNodes}},
        {CD_TRANSLATE_NOOP("TrainingChecks", "GPUs per node"), {c.gpusPerNode, kMaxGpusPerDevice}},
        {"tp", {p.tp, kMaxParallelDegree}},
        {"pp", {p.pp, kMaxParallelDegree}},
        {"cp", {p.cp, kMaxParallelDegree}},
        {"vp", {p.vp, kMaxParallelDegree}},
        {"ep", {p.ep, kMaxParallelDegree}},
        {"dp", {p.dp, kMaxDataParallel}},
        {"micro-batch", {p.microBatch, kMaxMicroBatch}},
        {CD_TRANSLATE_NOOP("TrainingChecks", "global batch"), {p.globalBatch, kMaxGlobalBatch}}};
    for (const auto& [name, value] : bounded)
        if (value.first > value.second)
            return text::arg(
                text::translate("TrainingChecks", "%1 %2 is above %3 (docs/limits.md)"),
                {text::translate("TrainingChecks", name), std::to_string(value.first),
                 std::to_string(value.second)});
    return {};
}

// What the software stack can run: model parallelism, its ZeRO stage, hybrid sharding.
std::string checkStackSharding(const TrainingConfig& t)
{
    const Parallelism& p = t.par;
    if (!t.stack.modelParallel && (p.tp > 1 || p.pp > 1 || p.cp > 1 || p.ep > 1))
        return text::translate("TrainingChecks",
                               "this software stack shards data only: tp, pp, cp and ep must be 1");
    if (p.zero < 0 || p.zero > 3)
        return text::translate("TrainingChecks", "zero stage must be 0, 1, 2 or 3");
    if (t.stack.zeroStage >= 0 && p.zero != t.stack.zeroStage)
        return text::arg(
            text::translate("TrainingChecks", "this software stack runs ZeRO %1 only, not %2"),
            {std::to_string(t.stack.zeroStage), std::to_string(p.zero)});
    // As the search holds it (searchParallelism): the gradients a pipeline accumulates over its
    // micro-batches cannot be sharded between them.
    if (p.zero >= 2 && p.pp > 1)
        return text::arg(text::translate("TrainingChecks",
                                         "ZeRO %1 needs pp 1, not %2: pipeline parallelism "
                                         "accumulates gradients over micro-batches"),
                         {std::to_string(p.zero), std::to_string(p.pp)});
    if (p.shardGroupSize < 0 || (p.shardGroupSize > 0 && p.zero < 3))
        return text::translate("TrainingChecks", "hybrid sharding (hsdp) needs ZeRO stage 3");
    if (p.shardGroupSize > 0 && (p.dp * p.cp) % p.shardGroupSize != 0)
        return text::arg(
            text::translate("TrainingChecks", "the hsdp shard group (%1) must divide dp x cp (%2)"),
            {std::to_string(p.shardGroupSize), std::to_string(p.dp * p.cp)});
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
        return text::translate("TrainingChecks",
                               "the cluster needs at least one node with one GPU");
    if (c.gpu.bf16Tflops <= 0 || c.gpu.memoryGb <= 0 || c.gpu.memoryBwGbs <= 0)
        return text::arg(text::translate("TrainingChecks",
                                         "GPU '%1' lacks peak FLOPS, memory or memory bandwidth"),
                         {c.gpu.id});
    // In 64 bits: until it matches the cluster, the layout's product may pass an int's range.
    const std::int64_t layoutGpus = std::int64_t(p.tp) * p.pp * p.dp * p.cp;
    if (layoutGpus != c.gpus())
        return text::arg(
            text::translate("TrainingChecks", "tp x pp x dp x cp = %1 but the cluster has %2 GPUs"),
            {std::to_string(layoutGpus), std::to_string(c.gpus())});
    if (std::string e = checkModelSplit(m, p); !e.empty())
        return e;
    if (std::string e = checkStackSharding(t); !e.empty())
        return e;
    if (t.precision == Precision::Fp8 && c.gpu.fp8Tflops <= 0)
        return text::arg(
            text::translate("TrainingChecks", "GPU '%1' has no FP8 tensor cores in the catalog"),
            {c.gpu.id});
    if (c.nodes > 1 && c.scaleOut.gbpsPerNic <= 0)
        return text::translate("TrainingChecks", "a multi-node cluster needs a scale-out fabric");
    return {};
}

} // namespace cd::core::throughput
