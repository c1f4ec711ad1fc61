#pragma once

// How loaded a rack is, against the limit that matters for it: the worst feed's load
// (failover included) over its usable capacity when the rack's feeds are set, else the rack's
// maximum draw over the air cooling limit. The canvas tints racks by it, the Power dock lists
// it and `analyze --json` prints it per rack (`load`), all from this one function.
#include "analysis/power/power.h"
#include "analysis/power/power_distribution.h"

#include <optional>
#include <string>
#include <string_view>

namespace cd::core {

enum class LoadLimit
{
    Feed,         // a feed's usable capacity, every feed up
    FeedFailover, // a feed's usable capacity when `failoverOf` fails
    AirCooling,   // the air cooling limit per rack
};

std::string_view toString(LoadLimit l);

struct RackLoad
{
    double fraction = 0; // load / limit: 1.0 is at the limit
    LoadLimit against = LoadLimit::AirCooling;
    std::string feed;       // with Feed and FeedFailover
    std::string failoverOf; // with FeedFailover
    double loadW = 0;
    double limitW = 0;
    // A feed is a hard limit (over it is an overload); the air limit only changes the cooling a
    // rack needs, so it is never a fault.
    bool hardLimit = false;
};

// nullopt when the rack has neither set feeds nor an air limit to compare with.
std::optional<RackLoad> rackLoad(const PowerReport& power, const DistributionReport& distribution,
                                 const RackPower& rack);

} // namespace cd::core
