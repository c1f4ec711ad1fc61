#pragma once

// Designs for the power and cooling tests (issue 5), on tests/data/test-catalog.json:
// t-dgx is DGX H100-like (10200 W max, 6 x 3300 W PSUs, 4+2, 130 kg, 8U).
#include "model/design.h"

#include <string>

namespace cd::test {

inline core::Feed feed(const std::string& id, int phases, double volts, double amps,
                       std::optional<double> pf = 0.95)
{
    core::Feed f;
    f.id = id;
    f.phases = phases;
    f.voltageV = volts;
    f.currentA = amps;
    f.powerFactor = pf;
    return f;
}

// The two feeds of the example: 400 V three phase, `amps` each, PF 0.95.
inline core::RackPowerSettings abFeeds(double amps)
{
    core::RackPowerSettings p;
    p.feeds = {feed("A", 3, 400, amps), feed("B", 3, 400, amps)};
    return p;
}

inline core::Device device(const std::string& id, const std::string& model, const std::string& rack,
                           int u)
{
    core::Device d;
    d.id = id;
    d.model = model;
    d.rack = rack;
    d.u = u;
    d.name = id;
    return d;
}

// Rack r1 "A01" of `rackModel` with `count` t-dgx at U1, U9, U17 … (ids g1, g2, …).
inline core::Design dgxRack(int count, const std::string& rackModel = "t-rack-42")
{
    core::Design d;
    d.name = "dgx";
    core::Rack r;
    r.id = "r1";
    r.name = "A01";
    r.model = rackModel;
    d.racks.push_back(r);
    for (int i = 0; i < count; ++i)
        d.devices.push_back(device("g" + std::to_string(i + 1), "t-dgx", "r1", 1 + 8 * i));
    return d;
}

} // namespace cd::test
