#pragma once

#include "model/catalog_item.h"

#include <optional>

// One device's power figures from its catalog item, before any design context: what the
// PSU report and the rack power sums both start from.
namespace cd::core {

// "4+2" -> 4, "3+3 fault-tolerant" -> 3: the PSUs that must carry the load. Text that joins
// several power domains ("1+1 (system board) + dual 2+1") has no single N, so it gives none.
std::optional<int> requiredPsus(const SpecValue* redundancy);

// Where a device's power figure came from, so the user can judge it.
enum class PowerBasis
{
    Published,
    PsuLimit,
    TypicalOnly,
    Unknown
};

struct DevicePower
{
    double maxW = 0;
    double typicalW = 0;
    PowerBasis maxBasis = PowerBasis::Unknown;
    bool typicalPublished = false;
};

// Max draw: the published maximum; without one, the nameplate limit of the PSUs that must
// carry the load (N of an N+M set × rating); without that, the published typical figure (a
// floor, flagged). Typical: the published figure, else the max (a conservative stand-in that
// the report flags). PDUs distribute power and draw none of their rated capacity.
DevicePower devicePower(const CatalogItem& item);

} // namespace cd::core
