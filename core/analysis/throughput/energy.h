#pragma once

// Power under the training workload and the energy of a training run (issue 18 item 4): what
// the GPUs, the nodes and the facility draw while the predicted step runs, the run's energy for
// its tokens, tokens per kWh and the electricity cost per million tokens (docs/predict.md
// "Energy"). Pure: the CLI and the Performance dock give it the figures they resolved.
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/training.h"

#include <optional>
#include <string>

namespace cd::core::throughput {

// Share of its TDP a GPU draws through a training step: 690 W of an H200's 700 W TDP through
// every training step, measured on one H200 (issue 18). GPUs run at their power limit while
// the GEMMs run, so the same share is taken for every GPU.
inline constexpr double kTrainingShareOfTdp = 690.0 / 700.0;

// Non-GPU draw of a GPU node (CPUs, memory, NICs, fans, PSU losses) as a share of its GPUs'
// TDP, for nodes whose own maximum is not known: the NVIDIA DGX H100 draws 10.2 kW at most
// with 8 H100 SXM of 700 W (DGX H100 datasheet; DGX H100/H200 User Guide, catalog source
// S01), so 10,200 - 5,600 = 4,600 W per 8-GPU node, 4,600 / 5,600 = 0.821. An estimate.
inline constexpr double kNonGpuShareOfGpuTdp = (10200.0 - 8 * 700.0) / (8 * 700.0);

// Electricity price when neither the site nor --electricity-usd-per-kwh gives one: the US
// average retail price to industrial customers in 2023, 8.06 ¢/kWh (US EIA, data of 18 March
// 2024, as quoted by Statista, "Average retail electricity price for industrial consumers in
// the United States from 1970 to 2023").
inline constexpr double kDefaultUsdPerKwh = 0.0806;

// What the energy figures are computed from, each with where it came from (for `basis`).
struct EnergyInput
{
    double trainTokens = 0;
    double gpuTdpW = 0;             // the GPU's catalog tdp_w; 0 = not published
    std::optional<double> nodeMaxW; // the node model's catalog maximum; nullopt: estimated
    std::string nodeSource;         // "nvidia-dgx-h100 catalog max_power_w", ...
    double pue = 0;                 // 0: not set (the cooling analysis' default is taken)
    std::string pueSource;
    double usdPerKwh = kDefaultUsdPerKwh;
    std::string priceSource;
};

struct TrainingEnergy
{
    std::string error;          // why the figures cannot be had (nothing else is meaningful)
    double gpuPowerW = 0;       // one GPU through a training step
    double nodePowerKw = 0;     // one node at full GPU load
    bool nodeEstimated = false; // from the GPUs and kNonGpuShareOfGpuTdp, not the catalog
    double itPowerKw = 0;       // all nodes
    double pue = 0;
    double facilityPowerKw = 0; // IT x PUE
    double timeToTrainS = 0;
    double runEnergyMwh = 0; // facility energy of the run
    double tokensPerKwh = 0; // per facility kWh
    double usdPerKwh = 0;
    double usdPerMillionTokens = 0;
    double runCostUsd = 0;
    std::string basis; // the sources and assumptions, one clause each

    bool ok() const { return error.empty(); }
};

// The GPU's TDP from its catalog item: `tdp_w`, the largest of a configurable range (the
// limit it may be set to, which training reaches). nullopt when not published.
std::optional<double> gpuTdpW(const CatalogItem& gpu);

// Inputs for a cluster given by flags: the GPU's TDP, no node model (the node is estimated),
// the default PUE and price.
EnergyInput energyInputForGpu(const CatalogItem* gpu, double trainTokens);

// Inputs for a design's cluster: the GPU's TDP, the design's GPU server's catalog maximum
// (published or its PSUs' nameplate limit; else estimated), the site's PUE and energy price
// when it sets them (a price in another currency than USD is not converted: the default then).
EnergyInput energyInputForDesign(const Design& design, const CatalogView& catalog,
                                 const DesignCluster& cluster, double trainTokens);

// The figures for cluster `c` running the step `e` until `in.trainTokens` tokens are trained.
TrainingEnergy trainingEnergy(const ClusterSpec& c, const TrainingEstimate& e,
                              const EnergyInput& in);

} // namespace cd::core::throughput
