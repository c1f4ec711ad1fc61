#pragma once

#include "analysis/analyze.h"

#include <QString>

#include <optional>

namespace cd::ui {

// How loaded a rack is, for tinting it: the worst feed's load (failover included) over its
// usable capacity when the rack's feeds are set, else the rack's maximum draw over the air
// cooling limit. Read from the Report, never computed from the design.
struct RackLoad
{
    double fraction = 0; // 1.0 = at the limit
    QString against;     // "feed B on failover of A", "air cooling limit"
    double loadW = 0;
    double limitW = 0;
    // A feed is a hard limit (over it is an overload); the air limit only changes the
    // cooling a rack needs, so it is never shown as a fault.
    bool hardLimit = false;
};

std::optional<RackLoad> rackLoad(const core::Report& report, const core::RackPower& rack);

} // namespace cd::ui
