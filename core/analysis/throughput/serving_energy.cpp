#include "analysis/throughput/serving_energy.h"

#include "analysis/issues/format.h"
#include "analysis/power/cooling.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

namespace cd::core::throughput {

namespace {

using format::fixed;
using format::grouped;
using format::plain;

constexpr double kJoulesPerKwh = 3.6e6;

std::string inputError(const ClusterSpec& c, const ServingEstimate& e, const EnergyInput& in)
{
    if (in.gpuTdpW <= 0)
        return text::arg(
            text::translate("Energy", "GPU '%1' has no published tdp_w in the catalog"),
            {c.gpu.id});
    if (!e.ok() || !(e.point.outputTokensPerS > 0) || e.gpus <= 0)
        return text::translate("Energy", "no serving throughput to compute the energy of");
    if (c.gpusPerNode <= 0)
        return text::translate("Energy", "no GPUs per node");
    return {};
}

// Everything in a node but its GPUs, in W: the catalog maximum less its GPUs at TDP (vendors
// measure the maximum with the GPUs at TDP), or 0.821 x the GPUs' TDP (kNonGpuShareOfGpuTdp,
// the DGX H100's 10.2 kW with 8 x 700 W GPUs). Taken at full draw whatever the GPUs do: an
// upper estimate for the fans and CPUs of a node that decodes.
double nonGpuW(const ClusterSpec& c, const EnergyInput& in, std::string& clause)
{
    const double gpusAtTdp = c.gpusPerNode * in.gpuTdpW;
    if (in.nodeMaxW && *in.nodeMaxW > gpusAtTdp) {
        clause = text::arg(
            text::translate("Energy", "%1 W a node besides its GPUs: %2, less %3 GPUs at TDP"),
            {grouped(*in.nodeMaxW - gpusAtTdp, 0), in.nodeSource, std::to_string(c.gpusPerNode)});
        return *in.nodeMaxW - gpusAtTdp;
    }
    clause = text::arg(
        text::translate("Energy", "%1 W a node besides its GPUs, estimated: 0.821 x the GPUs' TDP "
                                  "(the DGX H100 datasheet: 10.2 kW max with 8 x 700 W GPUs)"),
        {grouped(gpusAtTdp * kNonGpuShareOfGpuTdp, 0)});
    return gpusAtTdp * kNonGpuShareOfGpuTdp;
}

} // namespace

double servingGpuPowerW(double gpuTdpW, const ServingPoint& p)
{
    const double share = std::min(kTrainingShareOfTdp,
                                  kDecodeStreamingShareOfTdp + std::max(0.0, p.gemmComputeShare));
    return gpuTdpW * share;
}

ServingEnergy servingEnergy(const ClusterSpec& c, const ServingEstimate& e, const EnergyInput& in)
{
    ServingEnergy r;
    r.error = inputError(c, e, in);
    if (!r.ok())
        return r;
    r.gpuPowerW = servingGpuPowerW(in.gpuTdpW, e.point);
    std::string nodeClause;
    // Node = its GPUs at the serving draw + the rest of the node; IT = the nodes the serving
    // GPUs fill; facility = IT x PUE.
    r.nodePowerKw = (c.gpusPerNode * r.gpuPowerW + nonGpuW(c, in, nodeClause)) / 1000;
    r.nodeEstimated = !in.nodeMaxW;
    const int nodes = (e.gpus + c.gpusPerNode - 1) / c.gpusPerNode;
    r.itPowerKw = nodes * r.nodePowerKw;
    r.pue = in.pue > 0 ? in.pue : cooling::kDefaultPue;
    r.facilityPowerKw = r.itPowerKw * r.pue;
    // J per output token = facility W / output tokens per s.
    r.joulesPerOutputToken = r.facilityPowerKw * 1000 / e.point.outputTokensPerS;
    r.outputTokensPerKwh = kJoulesPerKwh / r.joulesPerOutputToken;
    r.usdPerKwh = in.usdPerKwh;
    r.usdPerMillionOutputTokens = 1e6 / r.outputTokensPerKwh * r.usdPerKwh;
    r.basis = text::arg(
        text::translate(
            "Energy",
            "GPU %1 W: %2 W TDP x (0.74 + %3 of the step computing), at most 690/700 (decode power "
            "measured on one H200, issue 18); %4; PUE %5: %6; %7 USD/kWh: %8"),
        {fixed(r.gpuPowerW, 1), plain(in.gpuTdpW), fixed(e.point.gemmComputeShare, 3), nodeClause,
         plain(r.pue), in.pueSource, plain(r.usdPerKwh), in.priceSource});
    return r;
}

} // namespace cd::core::throughput
