#include "placement.h"
#include "text/translation.h"

#include <algorithm>

namespace cd::core {

int rackHeightU(const CatalogView& catalog, const Rack& rack)
{
    const CatalogItem* item = catalog.find(rack.model);
    const int u = item ? item->rackUnits() : 0;
    return u > 0 ? u : kFallbackRackUnits;
}

URange unitsOf(const Device& device, int heightU)
{
    return {device.u, device.u + std::max(heightU, 1) - 1};
}

std::optional<URange> occupiedUnits(const Device& device, const CatalogItem& item,
                                    const CatalogView& catalog, const Rack& rack)
{
    if (item.rackScale())
        return URange{1, rackHeightU(catalog, rack)};
    if (const int h = item.rackUnits(); h > 0)
        return unitsOf(device, h);
    return std::nullopt;
}

bool facesCollide(Face a, bool aFullDepth, Face b, bool bFullDepth)
{
    return aFullDepth || bFullDepth || a == b;
}

namespace {

// A device not yet in the design (a drop being previewed) has no id to show.
std::string describe(const Device& d)
{
    if (d.id.empty())
        return d.name.empty() ? "the new device" : d.name;
    return d.name.empty() ? d.id : d.name + " (" + d.id + ")";
}

// The first device of the rack that `candidate`, covering `range`, would collide with.
std::optional<PlacementProblem> findOverlap(const Design& design, const CatalogView& catalog,
                                            const Device& candidate, const CatalogItem& item,
                                            const URange& range, const Rack& rack,
                                            const std::vector<std::string>& alsoIgnore)
{
    for (const Device& other : design.devices) {
        if (other.id == candidate.id || other.rack != candidate.rack ||
            std::find(alsoIgnore.begin(), alsoIgnore.end(), other.id) != alsoIgnore.end())
            continue;
        const CatalogItem* otherItem = catalog.find(other.model);
        const std::optional<URange> taken =
            otherItem ? occupiedUnits(other, *otherItem, catalog, rack) : std::nullopt;
        if (!taken || !range.overlaps(*taken))
            continue;
        if (!facesCollide(candidate.face, item.fullDepth, other.face, otherItem->fullDepth))
            continue;
        return PlacementProblem{
            "overlap",
            text::arg(
                text::translate("Placement", "%1 overlaps %2 in rack %3 at U%4"),
                {describe(candidate), describe(other), rack.name, std::to_string(range.lowest)}),
            other.id};
    }
    return std::nullopt;
}

} // namespace

std::optional<PlacementProblem> checkPlacement(const Design& design, const CatalogView& catalog,
                                               const Device& candidate,
                                               const std::vector<std::string>& alsoIgnore)
{
    const CatalogItem* item = catalog.find(candidate.model);
    if (!item)
        return std::nullopt; // unknown id: reported as a placeholder warning elsewhere
    if (!isRackMounted(item->kind))
        return PlacementProblem{
            "not-rack-mountable",
            text::arg(text::translate("Placement", "%1 is a %2, not a rack-mounted device"),
                      {item->displayName(), std::string(toString(item->kind))}),
            {}};
    const Rack* rack = design.findRack(candidate.rack);
    if (!rack)
        return PlacementProblem{
            "unknown-rack",
            text::arg(
                text::translate("Placement", "%1 is in rack '%2', which the design does not have"),
                {describe(candidate), candidate.rack}),
            {}};
    const std::optional<URange> taken = occupiedUnits(candidate, *item, catalog, *rack);
    if (!taken)
        return std::nullopt; // zero-U (vertical PDU) or unknown height: nothing to collide
    const URange range = *taken;
    const CatalogItem* rackItem = catalog.find(rack->model);
    const int rackU = rackItem && rackItem->kind == ItemKind::Rack ? rackItem->rackUnits() : 0;
    if (range.lowest < 1 || (rackU > 0 && range.highest > rackU))
        return PlacementProblem{
            "outside-rack",
            text::arg(
                text::translate("Placement", "%1 at U%2-U%3 does not fit in rack %4 (U1-U%5)"),
                {describe(candidate), std::to_string(range.lowest), std::to_string(range.highest),
                 rack->name, std::to_string(rackU)}),
            {}};
    return findOverlap(design, catalog, candidate, *item, range, *rack, alsoIgnore);
}

std::optional<int> firstFreeUnit(const Design& design, const CatalogView& catalog, Device candidate,
                                 int fromU, const std::vector<std::string>& alsoIgnore)
{
    const Rack* rack = design.findRack(candidate.rack);
    const CatalogItem* rackItem = rack ? catalog.find(rack->model) : nullptr;
    const int rackU = rackItem ? rackItem->rackUnits() : 0;
    if (rackU <= 0)
        return std::nullopt;
    std::vector<int> order;
    for (int u = std::max(fromU, 1); u <= rackU; ++u)
        order.push_back(u);
    for (int u = 1; u < std::min(fromU, rackU + 1); ++u)
        order.push_back(u);
    for (int u : order) {
        candidate.u = u;
        if (!checkPlacement(design, catalog, candidate, alsoIgnore))
            return u;
    }
    return std::nullopt;
}

std::optional<GpuProblem> checkGpuChoice(const CatalogItem& chassis, const CatalogView& catalog,
                                         const std::optional<std::string>& gpu,
                                         const std::optional<int>& gpuCount)
{
    if (!chassis.gpu) {
        if ((gpu && !gpu->empty()) || (gpuCount && *gpuCount > 0))
            return GpuProblem{"gpu-not-supported",
                              text::arg(text::translate("Placement", "%1 takes no GPUs"),
                                        {chassis.displayName()})};
        return std::nullopt;
    }
    const GpuOptions& opts = *chassis.gpu;
    if (gpu) {
        if (!catalog.find(*gpu))
            return GpuProblem{
                "unknown-gpu",
                text::arg(text::translate("Placement", "GPU '%1' is not in the catalog"), {*gpu})};
        if (!opts.takesGpu(*gpu))
            return GpuProblem{"gpu-not-supported",
                              text::arg(text::translate("Placement", "%1 does not take GPU '%2'"),
                                        {chassis.displayName(), *gpu})};
    }
    if (gpuCount && !opts.takesCount(*gpuCount)) {
        std::string allowed;
        for (int c : opts.counts)
            allowed += (allowed.empty() ? "" : ", ") + std::to_string(c);
        return GpuProblem{"gpu-count-invalid",
                          text::arg(text::translate("Placement", "%1 takes %2 GPUs, not %3"),
                                    {chassis.displayName(), allowed, std::to_string(*gpuCount)})};
    }
    return std::nullopt;
}

GpuFit effectiveGpu(const Device& device, const CatalogItem& chassis)
{
    if (!chassis.gpu)
        return {};
    return {device.gpu.value_or(chassis.gpu->defaultGpu), effectiveGpuCount(device, chassis)};
}

int effectiveGpuCount(const Device& device, const CatalogItem& chassis)
{
    return chassis.gpu ? device.gpuCount.value_or(chassis.gpu->defaultCount()) : 0;
}

} // namespace cd::core
