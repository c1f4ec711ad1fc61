#pragma once

// Unit conversions used by the analyses. Each constant names its source.
namespace cd::core::units {

// 1 W = 3.412 BTU/h (shared/reference/hardware.json rules "w-to-btu", source S27).
inline constexpr double kBtuPerHourPerWatt = 3.412;

// EIA-310 rack unit: 1.75 in = 44.45 mm.
inline constexpr double kMillimetresPerRackUnit = 44.45;

inline constexpr double wattsToKilowatts(double w) { return w / 1000.0; }
inline constexpr double wattsToBtuPerHour(double w) { return w * kBtuPerHourPerWatt; }

} // namespace cd::core::units
