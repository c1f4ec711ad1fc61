#include "cable_run.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cd::core::cabling {

double runLengthM(const CableEnd& a, const CableEnd& b, const FloorLayout& floor)
{
    double run = 0;
    if (a.row == b.row && a.position == b.position) {
        run = std::abs(a.u - b.u) * kRackUnitM;
    } else {
        // Up from each device to the top of its rack, into the tray, along and across.
        const auto up = [&](const CableEnd& e) {
            return (e.rackUnits - e.u + 1) * kRackUnitM + floor.trayAboveRackM;
        };
        run = up(a) + up(b) + std::abs(a.position - b.position) * floor.rackWidthM +
              std::abs(a.row - b.row) * floor.rowPitchM;
    }
    return run + std::max(run * floor.slackFraction, floor.minimumSlackM);
}

std::optional<double> orderableLengthM(double lengthM)
{
    static constexpr double sizes[] = {0.5, 1,  1.5, 2,  2.5, 3,  4,  5,  7,
                                       10,  15, 20,  25, 30,  50, 70, 100};
    for (double s : sizes)
        if (lengthM <= s + 1e-9)
            return s;
    return std::nullopt;
}

std::string_view toString(Medium m)
{
    switch (m) {
    case Medium::PassiveCopper:
        return "DAC";
    case Medium::ActiveCopper:
        return "ACC";
    case Medium::ActiveOptical:
        return "AOC";
    case Medium::Transceivers:
        return "transceivers";
    }
    return "transceivers";
}

std::optional<MediumChoice> mediumFor(double lengthM, int gbps, bool splitter)
{
    struct Step
    {
        Medium medium;
        double reachM;
    };
    // Reach by class (hardware.json reach-summary, S09-S11).
    const bool ndr = gbps >= 400;
    const Step ndrSteps[] = {{Medium::PassiveCopper, splitter ? 3.0 : 2.0},
                             {Medium::ActiveCopper, 5},
                             {Medium::Transceivers, 50},    // multimode SR4, OM4
                             {Medium::Transceivers, 500},   // single-mode DR4
                             {Medium::Transceivers, 2000}}; // single-mode FR4
    // No 200G passive DAC reach is on record (S09 lists the 100G QSFP28 DAC at 5 m), so
    // 200G starts at the AOC.
    const Step hdrSteps[] = {{Medium::ActiveOptical, splitter ? 30.0 : 100.0},
                             {Medium::Transceivers, 500},
                             {Medium::Transceivers, 2000}};
    const Step slowSteps[] = {{Medium::PassiveCopper, 5},
                              {Medium::ActiveOptical, 100},
                              {Medium::Transceivers, 500},
                              {Medium::Transceivers, 2000}};
    const auto pick = [&](const auto& steps) -> std::optional<MediumChoice> {
        for (const Step& s : steps)
            if (lengthM <= s.reachM)
                return MediumChoice{s.medium, s.reachM};
        return std::nullopt;
    };
    return ndr ? pick(ndrSteps) : gbps > 100 ? pick(hdrSteps) : pick(slowSteps);
}

} // namespace cd::core::cabling
