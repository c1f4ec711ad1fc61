#pragma once

#include "catalog_view.h"
#include "design.h"

#include <optional>
#include <string>
#include <string_view>

namespace cd::core {

// Rack units [lowest, highest] a device covers.
struct URange
{
    int lowest = 1;
    int highest = 1;

    bool overlaps(const URange& o) const { return lowest <= o.highest && o.lowest <= highest; }
};

URange unitsOf(const Device& device, int heightU);

// The height a rack is drawn and cabled with when its model gives none (an unknown catalog id
// loads as a placeholder): the common 42 U. Placement checks do not assume it: a device in a
// rack of unknown height is outside it.
inline constexpr int kFallbackRackUnits = 42;
// `rack`'s height in units: its catalog model's, else kFallbackRackUnits.
int rackHeightU(const CatalogView& catalog, const Rack& rack);

// The units `device` (of catalog `item`) takes in `rack`: a rack-scale system
// (CatalogItem::rackScale, an NVL72) every one of them, whatever its own U; another device its
// height from its U; nothing for a zero-U device or one of unknown height.
std::optional<URange> occupiedUnits(const Device& device, const CatalogItem& item,
                                    const CatalogView& catalog, const Rack& rack);

// Two devices at overlapping U clash when they share a face, or when either one is deep
// enough to block both faces.
bool facesCollide(Face a, bool aFullDepth, Face b, bool bFullDepth);

struct PlacementProblem
{
    std::string code; // outside-rack, overlap, unknown-rack, not-rack-mountable
    std::string message;
    std::string otherObject; // the device it collides with, if any
};

// Would `candidate` fit where it says? Devices whose id equals `candidate.id` or is listed
// in `alsoIgnore` (the other devices of a multi-device move) are ignored, so the same call
// checks a move. Unknown (placeholder) sizes are not checked here.
std::optional<PlacementProblem> checkPlacement(const Design& design, const CatalogView& catalog,
                                               const Device& candidate,
                                               const std::vector<std::string>& alsoIgnore = {});

// The lowest U at or above `fromU` (then from U1) where `candidate` fits in its rack, if any.
std::optional<int> firstFreeUnit(const Design& design, const CatalogView& catalog, Device candidate,
                                 int fromU, const std::vector<std::string>& alsoIgnore = {});

struct GpuProblem
{
    std::string code; // gpu-not-supported, gpu-count-invalid, unknown-gpu
    std::string message;
};

// GPU model and count must be ones the chassis takes (its catalog `gpu` block).
std::optional<GpuProblem> checkGpuChoice(const CatalogItem& chassis, const CatalogView& catalog,
                                         const std::optional<std::string>& gpu,
                                         const std::optional<int>& gpuCount);

// The GPU id and count a device actually carries: its own choice or the chassis default.
struct GpuFit
{
    std::string gpu;
    int count = 0;
};
GpuFit effectiveGpu(const Device& device, const CatalogItem& chassis);
// Its count alone, without copying the id: asked of every server of a 16,384-node hall.
int effectiveGpuCount(const Device& device, const CatalogItem& chassis);

} // namespace cd::core
