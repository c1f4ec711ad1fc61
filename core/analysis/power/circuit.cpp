#include "circuit.h"

#include "analysis/issues/format.h"

#include <cmath>

namespace cd::core::circuit {

double ratedWatts(int phases, double voltageV, double currentA, double powerFactor)
{
    const double p = voltageV * currentA * powerFactor;
    return phases == 3 ? std::sqrt(3.0) * p : p;
}

double usableWatts(int phases, double voltageV, double currentA, double powerFactor)
{
    return ratedWatts(phases, voltageV, currentA, powerFactor) * kContinuousLoadFactor;
}

double powerFactorOf(const Feed& feed)
{
    return feed.powerFactor.value_or(kDefaultPowerFactor);
}

double ratedWatts(const Feed& feed)
{
    return ratedWatts(feed.phases, feed.voltageV, feed.currentA, powerFactorOf(feed));
}

double usableWatts(const Feed& feed)
{
    return usableWatts(feed.phases, feed.voltageV, feed.currentA, powerFactorOf(feed));
}

std::string describe(const Feed& feed)
{
    return format::plain(feed.voltageV) + " V " + (feed.phases == 3 ? "3-phase " : "1-phase ") +
           format::plain(feed.currentA) + " A PF " + format::plain(powerFactorOf(feed));
}

} // namespace cd::core::circuit
