#pragma once

// Generates a rail-optimised fat tree into a design (issue 6, item 3): the switches sized by
// fat_tree, placed in network racks of their own, and every port-to-port link with its cable,
// length and transceivers. Pure: returns the design's new racks, devices, links and networks,
// which the edit factory turns into one undoable edit.
#include "fabric_request.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cd::core {

GeneratedFabric generateFabric(const Design& design, const CatalogView& catalog,
                               const FabricRequest& request);

// The transport a switch runs at a port speed: InfiniBand switches (Quantum) ib-*, Ethernet
// ones roce-*; empty when no transport matches.
std::string transportFor(const CatalogItem& sw, int gbps, bool rdma = true);

} // namespace cd::core
