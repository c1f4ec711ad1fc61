#include "analysis/throughput/energy.h"

#include "analysis/issues/format.h"
#include "analysis/power/cooling.h"
#include "analysis/power/device_power.h"
#include "model/catalog_item.h"
#include "text/translation.h"

#include <cmath>

namespace cd::core::throughput {

namespace {

using format::fixed;
using format::grouped;
using format::plain;

constexpr double kSecondsPerHour = 3600.0;

// Translated where they are given to a result (text::translate), so the basis reads in one
// language.
const char* const kDefaultPueSource = CD_TRANSLATE_NOOP(
    "Energy", "the cooling analysis' default (Uptime Institute's annual surveys: averages of "
              "1.5-1.6)");
const char* const kDefaultPriceSource = CD_TRANSLATE_NOOP(
    "Energy", "US EIA average retail price to industrial customers in 2023, 8.06 cents/kWh (EIA "
              "data of 18 March 2024, quoted by Statista)");

// The site's own PUE and energy price, where it sets them. The price key of the JSON is USD,
// so a price in another currency stays out (no exchange rate belongs to the site) and says so.
void applySite(const SiteSettings& site, EnergyInput& in)
{
    if (site.pue) {
        in.pue = *site.pue;
        in.pueSource = text::translate("Energy", "the design's site PUE");
    }
    if (!site.energyPricePerKwh)
        return;
    if (const std::optional<double> usd = siteUsdPricePerKwh(site)) {
        in.usdPerKwh = *usd;
        in.priceSource = text::translate("Energy", "the design's site energy price");
    } else {
        in.priceSource =
            text::arg(text::translate("Energy", "the site's price is in %1, not converted; %2"),
                      {*site.currency, text::translate("Energy", kDefaultPriceSource)});
    }
}

// Why no figures can be had, or empty.
std::string inputError(const ClusterSpec& c, const TrainingEstimate& e, const EnergyInput& in)
{
    if (in.gpuTdpW <= 0)
        return text::arg(
            text::translate("Energy", "GPU '%1' has no published tdp_w in the catalog"),
            {c.gpu.id});
    if (!e.ok() || !(e.tokensPerS > 0))
        return text::translate("Energy", "no training throughput to compute the energy of");
    if (!(in.trainTokens > 0) || !std::isfinite(in.trainTokens))
        return text::translate("Energy", "no tokens to train");
    return {};
}

// One node at full GPU load, in W, and the clause of `basis` that says where it came from.
// The catalog maximum where the node model has one: vendors' maximum figures are measured
// with the GPUs at TDP. Otherwise GPUs x training power + the non-GPU share of a DGX H100.
double nodePowerW(const ClusterSpec& c, const EnergyInput& in, double gpuW, std::string& clause)
{
    if (in.nodeMaxW) {
        clause = text::arg(text::translate("Energy", "node %1 kW: %2 (GPU servers only)"),
                           {fixed(*in.nodeMaxW / 1000, 2), in.nodeSource});
        return *in.nodeMaxW;
    }
    // Non-GPU W = 0.821 x GPUs x TDP (kNonGpuShareOfGpuTdp: DGX H100, 10.2 kW for 8 x 700 W).
    const double nonGpuW = c.gpusPerNode * in.gpuTdpW * kNonGpuShareOfGpuTdp;
    const double nodeW = c.gpusPerNode * gpuW + nonGpuW;
    clause = text::arg(
        text::translate("Energy", "node %1 kW estimated: %2 x %3 W GPUs + %4 W for CPUs, memory, "
                                  "NICs, fans and PSU losses (0.821 x the GPUs' TDP, from the DGX "
                                  "H100 datasheet: 10.2 kW max with 8 x 700 W GPUs)"),
        {fixed(nodeW / 1000, 2), std::to_string(c.gpusPerNode), fixed(gpuW, 1),
         grouped(nonGpuW, 0)});
    return nodeW;
}

std::string basisText(const ClusterSpec& c, const EnergyInput& in, const TrainingEnergy& r,
                      const std::string& nodeClause)
{
    return text::arg(
        text::translate(
            "Energy",
            "GPU %1 W: %2 W TDP (catalog tdp_w of %3) x 690/700, the share of TDP measured on one "
            "H200 through every training step (issue 18); %4; PUE %5: %6; %7 USD/kWh: %8"),
        {fixed(r.gpuPowerW, 1), plain(in.gpuTdpW), c.gpu.id, nodeClause, plain(r.pue), in.pueSource,
         plain(r.usdPerKwh), in.priceSource});
}

// The mean maximum of the design's servers of `server`'s model, build-outs included (one
// server's figure where the design has none placed); the basis is the model's.
DevicePower meanPowerOf(const Design& design, const CatalogItem& server, const CatalogView& catalog)
{
    DevicePower p = devicePower(server);
    const DevicePower itemPower = p;
    double sumW = 0;
    double sumBuildoutW = 0;
    long long n = 0;
    for (const Device& d : design.devices)
        if (d.model == server.id) {
            const DevicePower one = devicePowerOf(d, server, catalog, itemPower);
            sumW += one.maxW;
            sumBuildoutW += one.buildoutW;
            ++n;
        }
    if (n > 0 && p.maxBasis != PowerBasis::Unknown) {
        p.maxW = sumW / n;
        p.buildoutW = sumBuildoutW / n;
    }
    return p;
}

} // namespace

std::optional<double> gpuTdpW(const CatalogItem& gpu)
{
    return gpu.largest("tdp_w");
}

EnergyInput energyInputForGpu(const CatalogItem* gpu, double trainTokens)
{
    EnergyInput in;
    in.trainTokens = trainTokens;
    if (gpu)
        in.gpuTdpW = gpuTdpW(*gpu).value_or(0);
    in.pue = cooling::kDefaultPue;
    in.pueSource = text::translate("Energy", kDefaultPueSource);
    in.usdPerKwh = kDefaultUsdPerKwh;
    in.priceSource = text::translate("Energy", kDefaultPriceSource);
    return in;
}

EnergyInput energyInputForDesign(const Design& design, const CatalogView& catalog,
                                 const DesignCluster& cluster, double trainTokens)
{
    EnergyInput in = energyInputForGpu(catalog.find(cluster.cluster.gpu.id), trainTokens);
    // A published maximum, or the nameplate limit of the PSUs that must carry the load; a
    // typical figure alone is below what training draws, so the estimate is better then.
    if (const CatalogItem* server = catalog.find(cluster.server)) {
        const DevicePower p = meanPowerOf(design, *server, catalog);
        if (p.maxW > 0 && p.maxBasis == PowerBasis::Published) {
            in.nodeMaxW = p.maxW;
            in.nodeSource = text::arg(
                text::translate(
                    "Energy",
                    "the catalog maximum of %1, which vendors measure with the GPUs at TDP"),
                {cluster.server});
            if (p.buildoutW != 0)
                in.nodeSource += text::translate("Energy", ", with the servers' build-out");
        } else if (p.maxW > 0 && p.maxBasis == PowerBasis::PsuLimit) {
            in.nodeMaxW = p.maxW;
            in.nodeSource = text::arg(
                text::translate(
                    "Energy",
                    "the PSU nameplate limit of %1 (no published maximum; an upper bound)"),
                {cluster.server});
        }
    }
    if (design.site)
        applySite(*design.site, in);
    return in;
}

TrainingEnergy trainingEnergy(const ClusterSpec& c, const TrainingEstimate& e,
                              const EnergyInput& in)
{
    TrainingEnergy r;
    r.error = inputError(c, e, in);
    if (!r.ok())
        return r;
    // GPU power in training = TDP x 690/700 (measured on one H200, issue 18).
    r.gpuPowerW = in.gpuTdpW * kTrainingShareOfTdp;
    std::string nodeClause;
    r.nodePowerKw = nodePowerW(c, in, r.gpuPowerW, nodeClause) / 1000;
    r.nodeEstimated = !in.nodeMaxW;
    // IT power = nodes x node power; facility power = IT power x PUE (PUE is facility power
    // over IT power, The Green Grid's definition; cooling.h takes it the same way).
    r.itPowerKw = c.nodes * r.nodePowerKw;
    r.pue = in.pue > 0 ? in.pue : cooling::kDefaultPue;
    r.facilityPowerKw = r.itPowerKw * r.pue;
    // Time to train = tokens / (tokens/s); energy (kWh) = facility kW x hours.
    r.timeToTrainS = in.trainTokens / e.tokensPerS;
    const double kwh = r.facilityPowerKw * r.timeToTrainS / kSecondsPerHour;
    r.runEnergyMwh = kwh / 1000;
    r.tokensPerKwh = in.trainTokens / kwh;
    // USD per million tokens = kWh per million tokens x USD per kWh.
    r.usdPerKwh = in.usdPerKwh;
    r.usdPerMillionTokens = 1e6 / r.tokensPerKwh * r.usdPerKwh;
    r.runCostUsd = kwh * r.usdPerKwh;
    r.basis = basisText(c, in, r, nodeClause);
    return r;
}

} // namespace cd::core::throughput
