#pragma once

#include "analysis/fabric/fat_tree.h"
#include "model/json.h"

namespace cd::core {

// The `fabric --json` object of the CLI contract (DESIGN.md §5): tiers, switches, cables,
// transceivers, oversubscription (leaf down ports per up port as built), plus the detail.
Json fatTreeToJson(const FatTreeInput& in, const FatTree& tree);

} // namespace cd::core
