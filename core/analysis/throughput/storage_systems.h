#pragma once

// The storage systems of a design as the checkpoint and data-loading figures see them (issue
// 23, item 2): each one's published read and write throughput, capped by the line rate of the
// ports it reaches the nodes through, and the raw capacity it is configured with.
#include "model/catalog_view.h"
#include "model/design.h"

#include <set>
#include <string>
#include <vector>

namespace cd::core::throughput {

struct StorageSystem
{
    std::string deviceId;
    std::string label;       // the device's name
    std::string productName; // the catalog item's vendor and model
    double readGBps = 0;     // published figure, GB/s (10^9 B/s); 0 when none is
    double writeGBps = 0;
    // Line rate of its client ports (role "storage"), GB/s: the cabled ones when any is cabled,
    // all of them while none is (a sketch before the wiring); 0 when the catalog lists none.
    double portGBps = 0;
    bool cabled = false;
    double capacityTb = 0;      // raw TB
    bool capacityKnown = false; // configured, or the catalog gives a figure (0 included)

    // What reaches the nodes: the published figure, at most the ports' line rate.
    double usableReadGBps() const;
    double usableWriteGBps() const;
};

// The ids of the design's storage devices: the devices whose links storageSystems reads.
std::set<std::string> storageDeviceIds(const Design& design, const CatalogView& catalog);

// Every storage device of the design, in design order.
std::vector<StorageSystem> storageSystems(const Design& design, const CatalogView& catalog);

// The capacities a storage item is sold in, TB, smallest first (its `raw_capacity_tb`
// alternatives); empty when the catalog gives none.
std::vector<double> capacityOptions(const CatalogItem& item);

} // namespace cd::core::throughput
