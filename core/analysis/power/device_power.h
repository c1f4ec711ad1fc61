#pragma once

#include "model/catalog_item.h"
#include "model/catalog_view.h"
#include "model/design.h"
#include "psu_fit.h"

#include <optional>

// One device's power figures from its catalog item, before any design context: what the
// PSU report and the rack power sums both start from.
namespace cd::core {

// Where a device's power figure came from, so the user can judge it.
enum class PowerBasis
{
    Published,
    PsuLimit,
    TypicalOnly,
    GpuEstimate,
    Unknown
};

struct DevicePower
{
    double maxW = 0;
    double typicalW = 0;
    PowerBasis maxBasis = PowerBasis::Unknown;
    bool typicalPublished = false;
    // What the server's build-out adds to (or takes from) the chassis figure, W; both maxW
    // and typicalW include it (devicePowerOf).
    double buildoutW = 0;
};

// A GPU server's maximum draw over its GPUs' TDP where neither a maximum nor a PSU rating is
// published: the published maxima of NVIDIA's own 8-GPU systems over their GPUs' TDP, DGX H100
// 10,200 W / (8 x 700 W) = 1.82 and DGX B200 14,300 W / (8 x 1,000 W) = 1.79 (S01, S02; the
// catalog's figures), rounded to 1.8. CPUs, memory, NICs, NVSwitches and fans scale with the
// GPU class in these systems; an estimate the report flags (power-from-gpu-tdp).
inline constexpr double kServerPerGpuTdp = 1.8;

// Max draw: the published maximum; without one, the nameplate limit of the PSUs that must
// carry the load (N of an N+M set × rating); without that, the published typical figure (a
// floor, flagged); without that, kServerPerGpuTdp x `gpuTdpW` (the TDP of the GPUs the device
// carries) when that is known. Typical: the published figure, else the max (a conservative
// stand-in that the report flags). PDUs distribute power and draw none of their rated capacity.
DevicePower devicePower(const CatalogItem& item, double gpuTdpW = 0);

// The TDP of the GPUs `device` carries (its choice or the chassis default, times the count);
// 0 when the chassis takes no GPU or the GPU publishes no TDP.
double gpuTdpOf(const Device& device, const CatalogItem& chassis, const CatalogView& catalog);

// One device's figures: `itemPower` (devicePower(item), which callers cache per model), unless
// the model publishes no power at all, when its GPUs give the estimate; plus what its
// build-out changes (buildout_figures.h): its parts' power, or the limit of the PSUs it fits
// where that limit is the chassis' maximum. The rack sums and the feed loads both take a
// device's power from here, so they agree.
DevicePower devicePowerOf(const Device& device, const CatalogItem& item, const CatalogView& catalog,
                          const DevicePower& itemPower);

} // namespace cd::core
