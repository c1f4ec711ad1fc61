#pragma once

// Which inputs move the cost of a GPU-hour most (issue 25's tornado chart): each driver set
// `kSensitivitySwing` below and above its value, within its bounds, the others held; the
// largest swings first.
#include "analysis/tco/tco.h"

#include <string>
#include <vector>

namespace cd::core::tco {

// +-20 %: the spread of the published defaults a TCO leans on (PUE 1.56 against hyperscale's
// 1.1-1.25, electricity prices between regions, analysts' hardware prices).
inline constexpr double kSensitivitySwing = 0.20;

struct Sensitivity
{
    std::string key; // "capex" or an assumption's key
    double low = 0;  // the driver's value at either end
    double high = 0;
    double costPerGpuHourLow = 0; // the cost of a GPU-hour with the driver at `low`
    double costPerGpuHourHigh = 0;

    double swing() const;
};

// Every driver that moves the figure, largest swing first; at most `count`.
std::vector<Sensitivity> gpuHourSensitivity(const TcoFacts& f, const TcoAssumptions& a,
                                            std::size_t count = 5);

} // namespace cd::core::tco
