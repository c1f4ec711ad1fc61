#pragma once

// How many devices of one model a new rack takes: its units less two (a top patch panel and
// cable management) and no more than the air-cooling limit removes (cooling_limits.h; the
// site's `air_limit_kw` where given). Used where the tool adds racks of its own: network racks
// of a generated fabric, storage racks.
#include "model/catalog_item.h"
#include "model/design.h"

namespace cd::core {

int devicesPerRack(const Design& design, const CatalogItem& item, int rackU, int itemU);

} // namespace cd::core
