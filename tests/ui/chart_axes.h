#pragma once

// What the chart tests ask of a value axis: ticks at round steps (1, 2, 2.5 or 5 x 10^k), as
// QValueAxis::applyNiceNumbers makes them, not fractions of the largest value.
#include <QValueAxis>

#include <cmath>

namespace cd::test {

inline double tickStep(const QValueAxis& axis)
{
    return (axis.max() - axis.min()) / (axis.tickCount() - 1);
}

inline bool ticksAtRoundSteps(const QValueAxis& axis)
{
    const double step = tickStep(axis);
    const double mantissa = step / std::pow(10, std::floor(std::log10(step)));
    for (double round : {1.0, 2.0, 2.5, 5.0})
        if (std::fabs(mantissa - round) < 1e-9)
            return true;
    return false;
}

} // namespace cd::test
