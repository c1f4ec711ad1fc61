#pragma once

// How long a cable between two rack positions is, and what kind of cable that length and
// speed allow (issue 6, item 4). Pure geometry and reach rules; choosing catalog part
// numbers for the result is the fabric generator's job.
#include "model/placement.h"

#include <optional>
#include <string_view>

namespace cd::core::cabling {

// Where one end of a link sits: the rack's place on the floor and the device's height in it.
struct CableEnd
{
    int row = 0;
    int position = 0; // rack index along the row
    int rackUnits = kFallbackRackUnits;
    int u = 1; // the device's lowest U
};

// The floor and tray the run assumes. A 600 mm rack width and a row pitch of a 1,200 mm deep
// rack plus a 1,200 mm aisle are the common data-hall layout; cables leave a rack at the top
// into an overhead tray 300 mm above it.
struct FloorLayout
{
    double rackWidthM = 0.6;
    double rowPitchM = 2.4;
    double trayAboveRackM = 0.3;
    double slackFraction = 0.1; // service loops and dressing
    double minimumSlackM = 0.3;
};

inline constexpr double kRackUnitM = 0.04445; // 1.75 in (EIA-310)

// Length before rounding to an orderable size: within a rack, the vertical distance between
// the two devices; between racks, up to the tray from each end, along the row and across
// rows (Manhattan routing), plus slack.
double runLengthM(const CableEnd& a, const CableEnd& b, const FloorLayout& floor = {});

// The next length cables are sold in (0.5 m steps to 3 m, then 4, 5, 7, 10, 15, 20, 25, 30,
// 50, 70, 100 m); nullopt above 100 m.
std::optional<double> orderableLengthM(double lengthM);

enum class Medium
{
    PassiveCopper, // DAC
    ActiveCopper,  // ACC
    ActiveOptical, // AOC
    Transceivers,  // a transceiver at each end and fibre between
};
std::string_view toString(Medium m);

// The cheapest medium that reaches `lengthM` at a port speed of `gbps`, by NVIDIA LinkX reach
// (shared/reference/hardware.json reach-summary, S09-S11). 400G and up: passive DAC 2 m (3 m
// for the 2x400G splitter), ACC 5 m, then optics (multimode SR4 50 m on OM4, single-mode DR4
// 500 m, FR4 2 km). 200G: AOC 100 m (30 m for the 2x200G splitter), then optics. 100G and
// below: passive DAC 5 m, AOC 100 m, then optics.
struct MediumChoice
{
    Medium medium = Medium::Transceivers;
    double reachM = 0;
};
std::optional<MediumChoice> mediumFor(double lengthM, int gbps, bool splitter = false);

} // namespace cd::core::cabling
