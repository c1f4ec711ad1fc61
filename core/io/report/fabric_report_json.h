#pragma once

#include "analysis/fabric/fabric_report.h"
#include "model/json.h"

namespace cd::core {

// `fabric DESIGN --json` (DESIGN.md §5): the contract's keys (tiers, switches, cables,
// transceivers, oversubscription) for the design's main compute network at the top level,
// every network in `networks`, and the fabric checks in `issues`.
Json fabricReportToJson(const FabricReport& report);
Json networkReportToJson(const NetworkReport& n);

} // namespace cd::core
