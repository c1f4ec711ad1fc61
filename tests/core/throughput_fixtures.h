#pragma once

// The cluster the throughput tests (issue 7) run on, and a training layout.
#include "analysis/throughput/training.h"

namespace cd::test {

// A100-80GB SXM figures as the catalog lists them (312 TFLOPS, 80 GB, 2039 GB/s, 600 GB/s).
inline core::throughput::ClusterSpec a100(int nodes, const char* scaleOut = "ib-hdr")
{
    core::throughput::ClusterSpec c;
    c.gpu.id = "a100-80-sxm";
    c.gpu.bf16Tflops = 312;
    c.gpu.memoryGb = 80;
    c.gpu.memoryBwGbs = 2039;
    c.gpu.nvlinkGbs = 600;
    c.gpu.gemmEfficiency = 0.869;
    c.gpu.attentionEfficiency = 0.6;
    c.nodes = nodes;
    c.scaleOut = *core::throughput::scaleOutPreset(scaleOut);
    return c;
}

// H100 SXM as the catalog lists it (989 TFLOPS bf16, 1979 FP8, 80 GB, 3350 GB/s, NVLink 900
// GB/s; MAMF 0.803 and 0.709, attention 0.35).
inline core::throughput::ClusterSpec h100(int nodes, const char* scaleOut = "ib-ndr")
{
    core::throughput::ClusterSpec c;
    c.gpu.id = "h100-sxm";
    c.gpu.bf16Tflops = 989;
    c.gpu.fp8Tflops = 1979;
    c.gpu.memoryGb = 80;
    c.gpu.memoryBwGbs = 3350;
    c.gpu.nvlinkGbs = 900;
    c.gpu.gemmEfficiency = 0.803;
    c.gpu.gemmEfficiencyFp8 = 0.709;
    c.gpu.attentionEfficiency = 0.35;
    c.nodes = nodes;
    c.scaleOut = *core::throughput::scaleOutPreset(scaleOut);
    return c;
}

inline core::throughput::TrainingConfig layout(int tp, int pp, int dp, int micro, int global)
{
    core::throughput::TrainingConfig t;
    t.par.tp = tp;
    t.par.pp = pp;
    t.par.dp = dp;
    t.par.microBatch = micro;
    t.par.globalBatch = global;
    return t;
}

} // namespace cd::test
