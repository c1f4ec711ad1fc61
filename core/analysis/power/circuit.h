#pragma once

#include "model/power_settings.h"

#include <string>

// Circuit capacity (DESIGN.md §6 Power).
namespace cd::core::circuit {

// Continuous loads (three hours or more, as IT load is) may use 80 % of a circuit's rating
// (NEC 210.20(A)/215.3; IEC practice derates the same way for long-duration load).
inline constexpr double kContinuousLoadFactor = 0.8;

// Real power a circuit delivers at its rated current: three phase P = √3·V_LL·I·PF (V line to
// line), single phase P = V·I·PF.
double ratedWatts(int phases, double voltageV, double currentA, double powerFactor);
// ratedWatts × 80 %: what may be drawn continuously.
double usableWatts(int phases, double voltageV, double currentA, double powerFactor);

double powerFactorOf(const Feed& feed); // its own or kDefaultPowerFactor
double ratedWatts(const Feed& feed);
double usableWatts(const Feed& feed);
// "400 V 3-phase 32 A PF 0.95", as the issue messages quote it.
std::string describe(const Feed& feed);

} // namespace cd::core::circuit
