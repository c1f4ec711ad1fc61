#include "validate.h"
#include "buildout_checks.h"
#include "link_checks.h"

#include "analysis/fabric/link_ends.h"
#include "analysis/issues/design_issue_types.h"
#include "model/placement.h"
#include "text/translation.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <unordered_map>

namespace cd::core {

namespace {

struct Placed
{
    const Device* device;
    const CatalogItem* item;
    URange range;
};

// The registry's type for a problem checkGpuChoice reports (its code names one).
const IssueType& gpuIssueType(std::string_view code)
{
    for (const IssueType* type :
         {&issues::GpuNotSupported, &issues::UnknownGpu, &issues::GpuCountInvalid})
        if (type->code == code)
            return *type;
    throw std::logic_error("no issue type for GPU problem " + std::string(code));
}

void checkRackContents(const Rack& rack, int rackU, std::vector<Placed>& placed, Issues& issues)
{
    std::sort(placed.begin(), placed.end(),
              [](const Placed& a, const Placed& b) { return a.range.lowest < b.range.lowest; });
    for (const Placed& p : placed) {
        if (p.range.lowest < 1 || (rackU > 0 && p.range.highest > rackU))
            issues.push_back(makeIssue(issues::OutsideRack,
                                       {{"device", p.device->label()},
                                        {"bottom", std::to_string(p.range.lowest)},
                                        {"top", std::to_string(p.range.highest)},
                                        {"rack", rack.name},
                                        {"height", std::to_string(rackU)}},
                                       p.device->id));
    }
    // One report per device (its first collision), so a pile of devices at one U gives n
    // issues, not n^2.
    std::vector<bool> reported(placed.size(), false);
    for (std::size_t i = 0; i < placed.size(); ++i) {
        for (std::size_t j = i + 1; j < placed.size(); ++j) {
            const Placed& a = placed[i];
            const Placed& b = placed[j];
            if (b.range.lowest > a.range.highest)
                break; // sorted by lowest U: nothing further up can overlap a
            if (reported[j] ||
                !facesCollide(a.device->face, a.item->fullDepth, b.device->face, b.item->fullDepth))
                continue;
            reported[j] = true;
            issues.push_back(
                makeIssue(issues::Overlap,
                          {{"device", b.device->label()},
                           {"other", a.device->label()},
                           {"rack", rack.name},
                           {"unit", std::to_string(std::max(a.range.lowest, b.range.lowest))}},
                          b.device->id));
        }
    }
}

using RackIndex = std::unordered_map<std::string, const Rack*>;

// Checks each rack's catalog model; returns the racks by id.
RackIndex checkRacks(const Design& design, const CatalogView& catalog, Issues& issues)
{
    RackIndex racks;
    for (const Rack& r : design.racks) {
        racks.emplace(r.id, &r);
        const CatalogItem* model = catalog.find(r.model);
        if (!model)
            issues.push_back(
                makeIssue(issues::UnknownId,
                          {{"subject", text::arg(text::translate("Validate", "Rack %1"), {r.name})},
                           {"kind", text::translate("Validate", "catalog id")},
                           {"id", r.model},
                           {"effect", text::translate("Validate", "; its size is unknown")}},
                          r.id));
        else if (model->kind != ItemKind::Rack)
            issues.push_back(makeIssue(issues::NotARack,
                                       {{"rack", r.name},
                                        {"model", r.model},
                                        {"kind", std::string(toString(model->kind))}},
                                       r.id));
    }
    return racks;
}

// Reports the first reason the device cannot go in a rack at all; true when there was one.
// `rack`: the device's rack, nullptr where the design has none of its id.
bool reportUnplaceable(const Device& d, const CatalogItem* item, const Rack* rack, Issues& issues)
{
    if (!item) {
        issues.push_back(
            makeIssue(issues::UnknownId,
                      {{"subject", d.label()},
                       {"kind", text::translate("Validate", "catalog id")},
                       {"id", d.model},
                       {"effect", text::translate("Validate",
                                                  "; it is kept as a placeholder with no specs")}},
                      d.id));
        return true;
    }
    if (!rack) {
        issues.push_back(
            makeIssue(issues::UnknownRack, {{"device", d.label()}, {"rack", d.rack}}, d.id));
        return true;
    }
    if (!isRackMounted(item->kind)) {
        issues.push_back(makeIssue(issues::NotRackMountable,
                                   {{"device", d.label()},
                                    {"model", item->displayName()},
                                    {"kind", std::string(toString(item->kind))}},
                                   d.id));
        return true;
    }
    return false;
}

// The device's place in its rack, or nothing when it cannot be placed or has no height.
std::optional<Placed> checkDevice(const Device& d, const CatalogView& catalog, const Rack* rack,
                                  Issues& issues)
{
    const CatalogItem* item = catalog.find(d.model);
    if (reportUnplaceable(d, item, rack, issues))
        return std::nullopt;
    if (auto g = checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
        issues.push_back(makeIssue(gpuIssueType(g->code),
                                   {{"device", d.label()}, {"problem", g->message}}, d.id));
    // A rack-scale system (an NVL72) takes every unit of its rack (occupiedUnits).
    if (const std::optional<URange> units = occupiedUnits(d, *item, catalog, *rack))
        return Placed{&d, item, *units};
    if (item->kind != ItemKind::Pdu)
        issues.push_back(makeIssue(issues::SizeUnknown,
                                   {{"device", d.label()}, {"model", item->displayName()}}, d.id));
    return std::nullopt;
}

void checkDevices(const Design& design, const CatalogView& catalog, Issues& issues)
{
    std::unordered_map<std::string, std::vector<Placed>> byRack;
    const RackIndex racks = checkRacks(design, catalog, issues);
    // Devices come in runs of one rack (four DGX, a rack of leaves): its entry and its list are
    // looked up once a run, not three times a device.
    const Device* previous = nullptr;
    const Rack* rack = nullptr;
    std::vector<Placed>* placed = nullptr;
    for (const Device& d : design.devices) {
        if (!previous || previous->rack != d.rack) {
            const auto it = racks.find(d.rack);
            rack = it == racks.end() ? nullptr : it->second;
            placed = nullptr;
        }
        previous = &d;
        if (auto p = checkDevice(d, catalog, rack, issues)) {
            if (!placed)
                placed = &byRack[d.rack];
            placed->push_back(*p);
        }
    }
    for (auto& [rackId, list] : byRack) {
        const Rack& r = *racks.at(rackId);
        const CatalogItem* model = catalog.find(r.model);
        checkRackContents(r, model && model->kind == ItemKind::Rack ? model->rackUnits() : 0, list,
                          issues);
    }
}

// Storage that could be cabled but is not: said, since goodput still counts its throughput.
// Storage systems with ports that no link reaches. The link ends are already resolved to
// devices: a set of a million id strings took half of validating a 16,384-node hall (issue 24).
void checkStorageLinks(const Design& design, const CatalogView& catalog, const LinkEnds& ends,
                       Issues& issues)
{
    std::vector<char> linked(design.devices.size(), 0);
    for (std::size_t i = 0; i < design.links.size(); ++i)
        for (const LinkEnd& end : ends.of(i))
            if (end.device >= 0)
                linked[std::size_t(end.device)] = 1;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Storage || item->ports.empty())
            continue;
        const int at = ends.deviceIndex(d.id); // a repeated id: the first device with it
        if (at < 0 || !linked[std::size_t(at)])
            issues.push_back(makeIssue(issues::StorageUnlinked, {{"device", d.label()}}, d.id));
    }
}

} // namespace

void validateDesign(const Design& design, const CatalogView& catalog, Issues& issues,
                    const LinkEnds* ends)
{
    std::optional<LinkEnds> own;
    if (!ends)
        ends = &own.emplace(design, catalog);
    checkDevices(design, catalog, issues);
    checkStorageLinks(design, catalog, *ends, issues);
    checkBuildouts(design, catalog, issues);
    if (!design.links.empty())
        checkLinks(design, catalog, *ends, issues);
}

} // namespace cd::core
