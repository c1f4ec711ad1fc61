#pragma once

#include "analysis/issues/issue.h"
#include "cooling.h"
#include "model/catalog_view.h"
#include "model/design.h"

namespace cd::core {

// Issue 5 item 3: a rack above the air limit needs a rear-door heat exchanger or direct
// liquid cooling; where its air-cooled devices have a liquid-cooled chassis variant in the
// catalog, that is the other way out. Fills RackCooling::liquidVariants of those racks and
// adds one Info issue `liquid-variant-available` per rack, naming devices and variants.
void suggestLiquidVariants(const Design& design, const CatalogView& catalog, CoolingReport& cooling,
                           Issues& issues);

} // namespace cd::core
