#pragma once

// Issue 21: a liquid-cooled rack needs coolant distribution for its heat. Per row, the heat of
// its liquid-cooled racks (their whole maximum draw: direct liquid cooling takes most of it and
// the rest leaves through the same facility water) against the rated capacity of the CDUs
// placed in the row's racks (spec `cooling_capacity_kw`); rear-door heat exchangers cool air and
// do not count. Fills CoolingReport::liquidRows and reports `cdu-capacity-short` per row short.
#include "analysis/issues/issue.h"
#include "cooling.h"
#include "model/catalog_view.h"
#include "model/design.h"
#include "power.h"

namespace cd::core {

void checkCoolingPlant(const Design& design, const CatalogView& catalog, CoolingReport& cooling,
                       Issues& issues);

// Racks of air-cooled devices above the air limit: `rack-above-air-limit` without a rear-door
// heat exchanger in the rack, `rack-beyond-air-cooling` above the rear door's rating (its
// `cooling_capacity_kw`, else cooling::kRearDoorLimitW) or, without one, above that limit.
void checkAirCooledRacks(const Design& design, const CatalogView& catalog, const PowerReport& power,
                         const CoolingReport& cooling, Issues& issues);

} // namespace cd::core
