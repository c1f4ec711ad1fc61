#pragma once

#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Power inlets (cords) of a device: its PSU count; without one, 2 (servers, switches and
// storage are dual-corded as a rule), and `assumed` says so. PDUs and racks have none.
int inletCount(const CatalogItem& item, bool* assumed = nullptr);

// One device's PSUs against its maximum draw (issue 5, item 1).
struct DevicePsu
{
    std::string deviceId;
    std::string deviceName;
    std::string model;
    std::string psuModel; // the build-out's PSU, empty where the chassis entry gives the figures
    int count = 0;
    // The build-out's PSU rating, else the chassis' largest published alternative, as for the
    // max draw.
    double ratingW = 0;
    std::optional<int> required;
    std::string redundancy; // the catalog text ("4+2"), or the fitted set's N+M
    double maxW = 0;        // with the build-out (devicePowerOf)
    // What the PSUs carry with the promised redundancy held back: N x rating; without a
    // redundancy figure, all of them: count x rating.
    double capacityW = 0;
    bool overCapacity = false;
    // What-if: one PSU fails; the remaining (count - 1) x rating must carry the maximum.
    double onePsuFailedW = 0;
    bool carriesMaxAfterOnePsuFails = true;
};

struct PsuReport
{
    // Devices with a published PSU count and rating, or a build-out whose PSU publishes one.
    std::vector<DevicePsu> devices;
};

// Warns (psu-over-capacity, object = device id) when a device's maximum exceeds what its PSUs
// carry after their promised redundancy, and notes (psu-single-failure) when losing one PSU
// would leave too little.
PsuReport analyzePsus(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
