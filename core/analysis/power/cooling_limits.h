#pragma once

// Per-rack heat a cooling method removes (shared/reference/hardware.json rules
// air-cooling-limit S32 S33, rear-door-hx S29 S30 S51, direct-liquid-cooling S50).
namespace cd::core::cooling {

// Room air without containment.
inline constexpr double kOpenAirLimitW = 20000;
// Air with hot/cold-aisle containment: the default air limit; a site sets its own
// (`site.air_limit_kw`).
inline constexpr double kDefaultAirLimitW = 30000;
// Rear-door heat exchangers; above this only direct liquid cooling removes the heat.
inline constexpr double kRearDoorLimitW = 75000;

} // namespace cd::core::cooling
