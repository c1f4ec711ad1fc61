#pragma once

// GPUs, clusters, models and helpers for the serving tests (issue 18 item 3:
// tst_serving_formats.cpp, tst_serving_memory.cpp, tst_serving.cpp). Every GPU figure is the
// datasheet's; the efficiencies are those efficiency.cpp documents.
#include "analysis/throughput/serving.h"
#include "analysis/throughput/serving_engine.h"
#include "analysis/throughput/serving_replica.h"
#include "analysis/throughput/serving_weight_format.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <string>

namespace cd::test {

inline constexpr double kGiB = 1073741824.0;

inline bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

inline QString pair(double actual, double expected)
{
    return QString("actual %1, expected %2").arg(actual, 0, 'g', 12).arg(expected, 0, 'g', 12);
}

inline bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// H100 SXM5 datasheet: 989 TFLOPS dense bf16, 1979 dense FP8, no FP4, 80 GB HBM3 (80 GiB),
// 3.35 TB/s, NVLink 900 GB/s; MAMF 80.3 % bf16, 70.9 % FP8; attention 0.35 (efficiency.cpp).
inline core::throughput::GpuSpec h100()
{
    core::throughput::GpuSpec g;
    g.id = "h100-sxm";
    g.bf16Tflops = 989;
    g.fp8Tflops = 1979;
    g.memoryGb = 80;
    g.memoryBwGbs = 3350;
    g.nvlinkGbs = 900;
    g.gemmEfficiency = 0.803;
    g.gemmEfficiencyFp8 = 0.709;
    g.attentionEfficiency = 0.35;
    return g;
}

// A100 40GB SXM4 datasheet: 312 TFLOPS dense bf16, no FP8 or FP4, 40 GB HBM2 (40 GiB),
// 1,555 GB/s, NVLink 600 GB/s; MAMF 86.9 %, attention 0.6 (efficiency.cpp).
inline core::throughput::GpuSpec a100Of40()
{
    core::throughput::GpuSpec g;
    g.id = "a100-40-sxm";
    g.bf16Tflops = 312;
    g.memoryGb = 40;
    g.memoryBwGbs = 1555;
    g.nvlinkGbs = 600;
    g.gemmEfficiency = 0.869;
    g.attentionEfficiency = 0.6;
    return g;
}

// B200 (HGX B200 datasheet, per GPU, dense): 2.25 PFLOPS bf16, 4.5 FP8, 9 FP4, 180 GB,
// 8 TB/s, NVLink 1.8 TB/s; MAMF 77.6 % bf16, 76.3 % FP8 (efficiency.cpp).
inline core::throughput::GpuSpec b200()
{
    core::throughput::GpuSpec g;
    g.id = "b200";
    g.bf16Tflops = 2250;
    g.fp8Tflops = 4500;
    g.fp4Tflops = 9000;
    g.memoryGb = 180;
    g.memoryBwGbs = 8000;
    g.nvlinkGbs = 1800;
    g.gemmEfficiency = 0.776;
    g.gemmEfficiencyFp8 = 0.763;
    g.attentionEfficiency = 0.35;
    return g;
}

inline core::throughput::ClusterSpec cluster(const core::throughput::GpuSpec& g, int nodes,
                                             int gpusPerNode = 8, int nvlinkDomain = 8)
{
    core::throughput::ClusterSpec c;
    c.gpu = g;
    c.nodes = nodes;
    c.gpusPerNode = gpusPerNode;
    c.nvlinkDomain = nvlinkDomain;
    return c;
}

inline core::throughput::TransformerSpec preset(const char* name)
{
    return *core::throughput::findPreset(name);
}

// A small model with `heads` heads of 128 (hidden heads x 128) and `kvHeads` KV heads: 4
// layers, SwiGLU MLP of 4096, vocabulary 1000, 2048 positions.
inline core::throughput::TransformerSpec toyModel(int heads, int kvHeads)
{
    core::throughput::TransformerSpec m;
    m.name = "toy";
    m.layers = 4;
    m.hidden = heads * 128;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.ffn = 4096;
    m.vocab = 1000;
    m.seq = 2048;
    m.gatedMlp = true;
    return m;
}

inline core::throughput::ServingInput input(const char* engine, int inputLen, int outputLen,
                                            int concurrency, int tp,
                                            core::throughput::WeightFormat weights)
{
    core::throughput::ServingInput in;
    in.engine = engine;
    in.inputLen = inputLen;
    in.outputLen = outputLen;
    in.concurrency = concurrency;
    in.tp = tp;
    in.weights = weights;
    return in;
}

inline core::throughput::ServingReplica replica(const core::throughput::TransformerSpec& m,
                                                const core::throughput::GpuSpec& g,
                                                const char* engine, int tp,
                                                core::throughput::WeightFormat weights, bool kvFp8,
                                                int inputLen, int outputLen)
{
    return core::throughput::ServingReplica(
        m, g, *core::throughput::findEngine(engine),
        core::throughput::ReplicaShape{tp, weights, kvFp8, inputLen, outputLen});
}

} // namespace cd::test
