#include "device_power.h"

#include "model/buildout_figures.h"
#include "model/placement.h"

#include <algorithm>

#include <string>

namespace cd::core {

DevicePower devicePower(const CatalogItem& item, double gpuTdpW)
{
    DevicePower p;
    if (item.kind == ItemKind::Pdu || item.kind == ItemKind::Rack) {
        p.maxBasis = PowerBasis::Published; // draws nothing itself
        p.typicalPublished = true;
        return p;
    }
    if (auto max = item.largest("max_power_w")) {
        p.maxW = *max;
        p.maxBasis = PowerBasis::Published;
    } else if (auto watts = item.largest("psu_watts")) {
        if (auto n = requiredPsus(item.spec("psu_redundancy"))) {
            p.maxW = *n * *watts;
            p.maxBasis = PowerBasis::PsuLimit;
        }
    }
    if (auto typical = item.number("typical_power_w")) {
        p.typicalW = *typical;
        p.typicalPublished = true;
        if (p.maxBasis == PowerBasis::Unknown) {
            p.maxW = *typical;
            p.maxBasis = PowerBasis::TypicalOnly;
        }
    } else {
        if (p.maxBasis == PowerBasis::Unknown && gpuTdpW > 0) {
            p.maxW = kServerPerGpuTdp * gpuTdpW;
            p.maxBasis = PowerBasis::GpuEstimate;
        }
        p.typicalW = p.maxW;
    }
    return p;
}

namespace {

DevicePower psuLimitOf(const Device& device, const CatalogItem& item, const CatalogView& catalog,
                       DevicePower p)
{
    // N PSUs carry the load whatever the count (psu_fit.h): N x the fitted rating.
    const auto fit = devicePsus(device, catalog, chassisPsus(item, catalog));
    const auto required = requiredPsus(item.spec("psu_redundancy"));
    if (!fit || !required)
        return p;
    p.maxW = *required * fit->ratingW;
    if (!p.typicalPublished)
        p.typicalW = p.maxW;
    return p;
}

} // namespace

DevicePower devicePowerOf(const Device& device, const CatalogItem& item, const CatalogView& catalog,
                          const DevicePower& itemPower)
{
    DevicePower p = itemPower;
    if (p.maxBasis == PowerBasis::Unknown) {
        const double gpuTdpW = gpuTdpOf(device, item, catalog);
        if (gpuTdpW > 0)
            p = devicePower(item, gpuTdpW);
    }
    if (!item.buildout || p.maxBasis == PowerBasis::Unknown)
        return p;
    // A PSU limit is a ceiling, not the reference configuration's draw: parts do not move it,
    // but PSUs of another rating or count do.
    if (p.maxBasis == PowerBasis::PsuLimit)
        return choosesPsus(device) ? psuLimitOf(device, item, catalog, p) : p;
    // The reference parts of a chassis whose figure includes them change nothing.
    if (device.buildout.empty() && item.buildout->powerIncludesReference)
        return p;
    // The parts' difference from the reference configuration (or their whole draw, where the
    // chassis figure leaves them out) moves the maximum and the typical draw alike.
    p.buildoutW = buildoutFigures(device, item, catalog).powerDeltaW;
    p.maxW = std::max(0.0, p.maxW + p.buildoutW);
    p.typicalW = std::max(0.0, p.typicalW + p.buildoutW);
    return p;
}

double gpuTdpOf(const Device& device, const CatalogItem& chassis, const CatalogView& catalog)
{
    if (!chassis.gpu)
        return 0;
    const GpuFit fit = effectiveGpu(device, chassis);
    const CatalogItem* gpu = fit.gpu.empty() ? nullptr : catalog.find(fit.gpu);
    if (!gpu || fit.count <= 0)
        return 0;
    return fit.count * gpu->largest("tdp_w").value_or(0);
}

} // namespace cd::core
