#pragma once

// Power and energy of serving (issue 18 item 4): what the GPUs, the nodes and the facility draw
// at a serving operating point, joules and electricity cost per output token (docs/predict.md
// "Energy"). Pure: the CLI gives it the estimate and the energy inputs it resolved.
#include "analysis/throughput/energy.h"
#include "analysis/throughput/serving.h"

#include <string>

namespace cd::core::throughput {

// Share of its TDP a GPU draws in a decode step that only streams weights and KV cache: 516-522 W
// of an H200's 700 W at 1 to 8 sequences of a Llama-3.1-8B-shaped step replayed as a CUDA graph
// (tests/device/h200_constants.py and h200_breakdown.py, 2026-12-04). The draw grows with the
// share of the step the tensor cores compute, by about that share of TDP (569 W at 16 sequences,
// 633 W at 32), up to the power limit at 64 and more (694-696 W): share = 0.74 + compute share,
// at most the training share 690/700.
inline constexpr double kDecodeStreamingShareOfTdp = 0.74;

struct ServingEnergy
{
    std::string error;          // why the figures cannot be had (nothing else is meaningful)
    double gpuPowerW = 0;       // one GPU at the operating point
    double nodePowerKw = 0;     // one node with its GPUs serving
    bool nodeEstimated = false; // non-GPU draw from kNonGpuShareOfGpuTdp, not the catalog
    double itPowerKw = 0;       // the nodes the serving GPUs take
    double pue = 0;
    double facilityPowerKw = 0;
    double joulesPerOutputToken = 0; // facility energy
    double outputTokensPerKwh = 0;
    double usdPerKwh = 0;
    double usdPerMillionOutputTokens = 0;
    std::string basis; // the sources and assumptions, one clause each

    bool ok() const { return error.empty(); }
};

// GPU power at a serving point: TDP x min(690/700, 0.74 + the point's GEMM compute share).
double servingGpuPowerW(double gpuTdpW, const ServingPoint& p);

// The figures for the estimate's GPUs (whole nodes of `c`) serving at its operating point.
ServingEnergy servingEnergy(const ClusterSpec& c, const ServingEstimate& e, const EnergyInput& in);

} // namespace cd::core::throughput
