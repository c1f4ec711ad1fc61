#include "tco_sensitivity.h"

#include <algorithm>
#include <cmath>

namespace cd::core::tco {

double Sensitivity::swing() const
{
    return std::abs(costPerGpuHourHigh - costPerGpuHourLow);
}

namespace {

double costPerGpuHour(const TcoFacts& f, const TcoAssumptions& a)
{
    const Tco t = computeTco(f, a, {});
    return t.ok() ? t.costPerGpuHour : 0;
}

// The assumption at either end of its swing, clamped to its bounds.
Sensitivity swingAssumption(const TcoFacts& f, const TcoAssumptions& a, const AssumptionSpec& s)
{
    const double v = a.*s.member;
    const double floor = s.minimumExcluded ? std::nextafter(s.minimum, s.maximum) : s.minimum;
    Sensitivity out{s.key, std::max(floor, v * (1 - kSensitivitySwing)),
                    std::min(s.maximum, v * (1 + kSensitivitySwing)), 0, 0};
    TcoAssumptions changed = a;
    changed.*s.member = out.low;
    out.costPerGpuHourLow = costPerGpuHour(f, changed);
    changed.*s.member = out.high;
    out.costPerGpuHourHigh = costPerGpuHour(f, changed);
    return out;
}

} // namespace

std::vector<Sensitivity> gpuHourSensitivity(const TcoFacts& f, const TcoAssumptions& a,
                                            std::size_t count)
{
    std::vector<Sensitivity> all;
    if (a.gpuHourPrice) // a given price moves with nothing
        return all;
    TcoFacts changed = f;
    Sensitivity capex{"capex", f.capex * (1 - kSensitivitySwing), f.capex * (1 + kSensitivitySwing),
                      0, 0};
    changed.capex = capex.low;
    capex.costPerGpuHourLow = costPerGpuHour(changed, a);
    changed.capex = capex.high;
    capex.costPerGpuHourHigh = costPerGpuHour(changed, a);
    all.push_back(capex);
    for (const AssumptionSpec& s : assumptionSpecs())
        if (a.*s.member != 0)
            all.push_back(swingAssumption(f, a, s));
    std::stable_sort(all.begin(), all.end(), [](const Sensitivity& x, const Sensitivity& y) {
        return x.swing() > y.swing();
    });
    std::erase_if(all, [](const Sensitivity& s) { return s.swing() == 0; });
    if (all.size() > count)
        all.resize(count);
    return all;
}

} // namespace cd::core::tco
