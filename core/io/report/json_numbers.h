#pragma once

// How the CLI's JSON reports round their figures: to decimals, or to significant figures for
// values that span microseconds to days.
#include <algorithm>
#include <cmath>

namespace cd::core {

inline double roundTo(double v, int decimals)
{
    const double f = std::pow(10.0, decimals);
    return std::round(v * f) / f;
}

inline double significant(double v, int figures = 4)
{
    if (v == 0 || !std::isfinite(v))
        return v;
    const int digits = figures - int(std::ceil(std::log10(std::fabs(v))));
    return roundTo(v, std::max(0, digits));
}

} // namespace cd::core
