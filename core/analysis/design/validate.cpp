#include "validate.h"
#include "buildout_checks.h"

#include "analysis/fabric/link_ends.h"
#include "analysis/issues/design_issue_types.h"
#include "model/device_ports.h"
#include "model/placement.h"
#include "text/c_numbers.h"
#include "text/translation.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
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

std::string metres(double m)
{
    return text::cGeneral(m) + " m";
}

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
                           {"kind", "catalog id"},
                           {"id", r.model},
                           {"effect", "; its size is unknown"}},
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
        issues.push_back(makeIssue(issues::UnknownId,
                                   {{"subject", d.label()},
                                    {"kind", "catalog id"},
                                    {"id", d.model},
                                    {"effect", "; it is kept as a placeholder with no specs"}},
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

struct CableFacts
{
    const CatalogItem* item = nullptr;
    std::optional<double> reach;
};

// What the link checks carry from one link to the next.
struct LinkState
{
    std::vector<char> known;
    // Device d's ports are numbered from portBase[d], in one numbering for the design.
    std::vector<std::size_t> portBase;
    // A bit per port, set once a link uses it: 138 kB for the 1,130,496 ports of a 16,384-node
    // hall, which stays in cache where a link index per port (4.5 MB) did not.
    std::vector<std::uint64_t> claimed;
    // The first link using each port, as its index + 1 (0: free); made only when a port is
    // found used twice (firstUsers).
    std::vector<std::uint32_t> usedBy;
    // Ports the device lacks, by name.
    std::map<std::pair<std::size_t, std::string_view>, std::size_t> usedUnknown;
    // By part index (LinkEnds::part), looked up when first met.
    std::vector<CableFacts> cables;
    std::vector<char> cableLooked;
};

LinkState startLinkState(const Design& design, const LinkEnds& resolved)
{
    const std::size_t n = design.devices.size();
    LinkState state;
    state.known.assign(n, 0);
    state.portBase.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        state.known[i] = resolved.item(i) != nullptr;
        state.portBase[i + 1] = state.portBase[i] + resolved.ports(i).ports.size();
    }
    state.claimed.assign((state.portBase[n] + 63) / 64, 0);
    state.cables.resize(resolved.partCount());
    state.cableLooked.assign(resolved.partCount(), 0);
    return state;
}

// The first user of every port the ends before end `end` of link `li` claimed: what the bits
// stand for, made once.
void firstUsers(LinkState& state, const LinkEnds& resolved, std::size_t li, int end)
{
    state.usedBy.assign(state.portBase.back(), 0);
    for (std::size_t k = 0; k <= li; ++k)
        for (int e = 0; e < 2 && (k < li || e < end); ++e) {
            const LinkEnd& at = resolved.of(k)[std::size_t(e)];
            if (at.device < 0 || at.port < 0)
                continue;
            std::uint32_t& used =
                state.usedBy[state.portBase[std::size_t(at.device)] + std::size_t(at.port)];
            if (used == 0)
                used = std::uint32_t(k + 1);
        }
}

// Marks the port at end `end` of link `li` as used; returns the link already using it, else
// `li`.
std::size_t claimPort(LinkState& state, const LinkEnds& resolved, std::size_t d, int port,
                      const std::string& portName, std::size_t li, int end)
{
    if (port < 0)
        return state.usedUnknown.emplace(std::pair{d, std::string_view(portName)}, li)
            .first->second;
    const std::size_t slot = state.portBase[d] + std::size_t(port);
    if (state.usedBy.empty()) {
        std::uint64_t& word = state.claimed[slot / 64];
        const std::uint64_t bit = std::uint64_t(1) << (slot % 64);
        if (!(word & bit)) {
            word |= bit;
            return li;
        }
        firstUsers(state, resolved, li, end);
    }
    std::uint32_t& used = state.usedBy[slot];
    if (used > 0)
        return used - 1;
    used = std::uint32_t(li + 1);
    return li;
}

// Checks end `endIndex` (0: a, 1: b) of link `li`; returns its port's speed when the port is
// known.
std::optional<double> checkLinkEnd(const Design& design, const LinkEnds& resolved, std::size_t li,
                                   int endIndex, const PortRef& end, const LinkEnd& at,
                                   LinkState& state, Issues& issues)
{
    const Link& l = design.links[li];
    if (at.device < 0) {
        issues.push_back(
            makeIssue(issues::LinkUnknownDevice, {{"link", l.id}, {"device", end.device}}, l.id));
        return std::nullopt;
    }
    const std::size_t d = std::size_t(at.device);
    const Device& device = design.devices[d];
    const int port = at.port;
    const PortDirectory::Table& table = resolved.ports(d);
    const std::size_t previous = claimPort(state, resolved, d, port, end.port, li, endIndex);
    if (previous != li)
        issues.push_back(makeIssue(issues::PortInUse,
                                   {{"device", device.label()},
                                    {"port", end.port},
                                    {"first", design.links[previous].id},
                                    {"second", l.id}},
                                   l.id));
    if (!state.known[d])
        return std::nullopt;
    if (port < 0) {
        issues.push_back(makeIssue(issues::UnknownPort,
                                   {{"link", l.id}, {"device", device.label()}, {"port", end.port}},
                                   l.id));
        return std::nullopt;
    }
    return table.ports[std::size_t(port)].speedGbps;
}

const CableFacts& cableFacts(LinkState& state, const CatalogView& catalog, const LinkEnds& resolved,
                             int cable)
{
    CableFacts& facts = state.cables[std::size_t(cable)];
    if (!state.cableLooked[std::size_t(cable)]) {
        state.cableLooked[std::size_t(cable)] = 1;
        facts.item = catalog.find(resolved.part(cable));
        if (facts.item)
            facts.reach = facts.item->number("reach_m");
    }
    return facts;
}

void checkLinkCable(const Link& l, const LinkFacts& lf, const CableFacts& facts, Issues& issues)
{
    const CatalogItem* cable = facts.item;
    if (!cable) {
        issues.push_back(
            makeIssue(issues::UnknownId,
                      {{"subject", text::arg(text::translate("Validate", "Link %1"), {l.id})},
                       {"kind", "cable"},
                       {"id", l.cable.str()},
                       {"effect", ""}},
                      l.id));
        return;
    }
    const std::optional<double>& reach = facts.reach;
    const std::optional<double> length = lf.lengthM();
    if (reach && length && *length > *reach)
        issues.push_back(makeIssue(issues::CableReach,
                                   {{"link", l.id},
                                    {"length", metres(*length)},
                                    {"cable", cable->displayName()},
                                    {"reach", metres(*reach)}},
                                   l.id));
}

void checkLinks(const Design& design, const CatalogView& catalog, const LinkEnds& resolved,
                Issues& issues)
{
    if (design.links.empty())
        return;
    LinkState state = startLinkState(design, resolved);
    for (std::size_t li = 0; li < design.links.size(); ++li) {
        const Link& l = design.links[li];
        double speeds[2] = {0, 0};
        int found = 0;
        const std::array<LinkEnd, 2>& ends = resolved.of(li);
        for (int k = 0; k < 2; ++k)
            if (auto speed = checkLinkEnd(design, resolved, li, k, k == 0 ? l.a : l.b,
                                          ends[std::size_t(k)], state, issues))
                speeds[found++] = *speed;
        if (found == 2 && speeds[0] != speeds[1])
            issues.push_back(makeIssue(issues::MixedSpeed,
                                       {{"link", l.id},
                                        {"speedA", std::to_string(int(speeds[0]))},
                                        {"speedB", std::to_string(int(speeds[1]))}},
                                       l.id));
        const LinkFacts& lf = resolved.facts(li);
        if (lf.cable >= 0)
            checkLinkCable(l, lf, cableFacts(state, catalog, resolved, lf.cable), issues);
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
