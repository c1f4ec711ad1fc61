#pragma once

#include "model/catalog_item.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>
#include <string>

// The power supplies a device carries: the chassis' published set, or the set its server
// build-out fits (docs/buildout.md, "PSUs").
namespace cd::core {

// "4+2" -> 4, "3+3 fault-tolerant" -> 3: the PSUs that must carry the load. Text that joins
// several power domains ("1+1 (system board) + dual 2+1") has no single N, so it gives none.
std::optional<int> requiredPsus(const SpecValue* redundancy);

struct PsuFit
{
    int count = 0;      // PSUs fitted, one power cord each
    double ratingW = 0; // each
    // N of the N+M set that must carry the load; none where the catalog promises no single N.
    std::optional<int> required;
    std::string redundancy; // the catalog's text for the reference set ("4+2")
    std::string part;       // the build-out's PSU component, empty for the chassis' own figures

    // What the set carries with its promised redundancy held back: N x rating; without a
    // single N, all of them: count x rating.
    double capacityW() const { return required.value_or(count) * ratingW; }
};

// The reference set: the build-out's reference PSU slot where the chassis has one whose part
// publishes `psu_watts`, else `psu_count` x the largest `psu_watts`; nullopt when unpublished.
std::optional<PsuFit> chassisPsus(const CatalogItem& chassis, const CatalogView& catalog);

// The device's set: its build-out's PSU choice where it makes one, else `reference`. The load
// needs the reference set's N PSUs whatever their count (a 3+3 chassis fitted with 4 PSUs is
// 3+1; with 2, none carries the promise and all of them count).
std::optional<PsuFit> devicePsus(const Device& device, const CatalogView& catalog,
                                 const std::optional<PsuFit>& reference);

// Whether `device` departs from its chassis' PSUs (cheap: no catalog lookup).
inline bool choosesPsus(const Device& device)
{
    return device.buildout.find("psu") != device.buildout.end();
}

} // namespace cd::core
