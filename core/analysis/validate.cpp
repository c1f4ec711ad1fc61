#include "validate.h"

#include "analysis/fabric/link_ends.h"
#include "model/device_ports.h"

#include "model/placement.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
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
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g m", m);
    return buf;
}

std::string label(const Device& d)
{
    return d.name.empty() ? d.id : d.name;
}

void checkRackContents(const Rack& rack, int rackU, std::vector<Placed>& placed, Issues& issues)
{
    std::sort(placed.begin(), placed.end(),
              [](const Placed& a, const Placed& b) { return a.range.lowest < b.range.lowest; });
    for (const Placed& p : placed) {
        if (p.range.lowest < 1 || (rackU > 0 && p.range.highest > rackU))
            issues.push_back({Severity::Error, "outside-rack",
                              label(*p.device) + " at U" + std::to_string(p.range.lowest) + "-U" +
                                  std::to_string(p.range.highest) + " does not fit in rack " +
                                  rack.name + " (U1-U" + std::to_string(rackU) + ")",
                              p.device->id});
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
            issues.push_back({Severity::Error, "overlap",
                              label(*b.device) + " overlaps " + label(*a.device) + " in rack " +
                                  rack.name + " at U" +
                                  std::to_string(std::max(a.range.lowest, b.range.lowest)),
                              b.device->id});
        }
    }
}

void checkDevices(const Design& design, const CatalogView& catalog, Issues& issues)
{
    std::unordered_map<std::string, std::vector<Placed>> byRack;
    std::unordered_map<std::string, const Rack*> racks;
    for (const Rack& r : design.racks) {
        racks.emplace(r.id, &r);
        const CatalogItem* model = catalog.find(r.model);
        if (!model)
            issues.push_back({Severity::Warning, "unknown-id",
                              "Rack " + r.name + " uses unknown catalog id '" + r.model +
                                  "'; its size is unknown",
                              r.id});
        else if (model->kind != ItemKind::Rack)
            issues.push_back({Severity::Error, "not-a-rack",
                              "Rack " + r.name + " uses '" + r.model + "', which is a " +
                                  std::string(toString(model->kind)) + ", not a rack",
                              r.id});
    }
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item) {
            issues.push_back({Severity::Warning, "unknown-id",
                              label(d) + " uses unknown catalog id '" + d.model +
                                  "'; it is kept as a placeholder with no specs",
                              d.id});
            continue;
        }
        if (!racks.count(d.rack)) {
            issues.push_back(
                {Severity::Error, "unknown-rack",
                 label(d) + " is in rack '" + d.rack + "', which the design does not have", d.id});
            continue;
        }
        if (!isRackMounted(item->kind)) {
            issues.push_back({Severity::Error, "not-rack-mountable",
                              label(d) + ": " + item->displayName() + " is a " +
                                  std::string(toString(item->kind)) + ", not a rack-mounted device",
                              d.id});
            continue;
        }
        if (auto g = checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
            issues.push_back({Severity::Error, g->code, label(d) + ": " + g->message, d.id});
        const int h = item->rackUnits();
        if (h > 0)
            byRack[d.rack].push_back({&d, item, unitsOf(d, h)});
        else if (item->kind != ItemKind::Pdu)
            issues.push_back({Severity::Warning, "size-unknown",
                              label(d) + ": " + item->displayName() +
                                  " has no published height; placement is not checked",
                              d.id});
    }
    for (auto& [rackId, placed] : byRack) {
        const Rack& rack = *racks.at(rackId);
        const CatalogItem* model = catalog.find(rack.model);
        checkRackContents(rack, model && model->kind == ItemKind::Rack ? model->rackUnits() : 0,
                          placed, issues);
    }
}

void checkLinks(const Design& design, const CatalogView& catalog, const LinkEnds& resolved,
                Issues& issues)
{
    if (design.links.empty())
        return;
    std::vector<char> known(design.devices.size(), 0);
    for (std::size_t i = 0; i < design.devices.size(); ++i)
        known[i] = resolved.item(i) && !resolved.item(i)->placeholder;
    // The link using each port, by port index; ports the device lacks by name.
    std::vector<std::vector<int>> usedBy(design.devices.size());
    std::map<std::pair<std::size_t, std::string_view>, std::size_t> usedUnknown;
    struct CableFacts
    {
        const CatalogItem* item = nullptr;
        std::optional<double> reach;
    };
    // By part index (LinkEnds::part), looked up when first met.
    std::vector<CableFacts> cables(resolved.partCount());
    std::vector<char> cableLooked(resolved.partCount(), 0);
    for (std::size_t li = 0; li < design.links.size(); ++li) {
        const Link& l = design.links[li];
        double speeds[2] = {0, 0};
        int found = 0;
        const std::array<LinkEnd, 2>& ends = resolved.of(li);
        for (int k = 0; k < 2; ++k) {
            const PortRef* end = k == 0 ? &l.a : &l.b;
            if (ends[std::size_t(k)].device < 0) {
                issues.push_back({Severity::Error, "link-unknown-device",
                                  "Link " + l.id + " ends on device '" + end->device +
                                      "', which the design does not have",
                                  l.id});
                continue;
            }
            const std::size_t d = std::size_t(ends[std::size_t(k)].device);
            const Device& device = design.devices[d];
            const int port = ends[std::size_t(k)].port;
            const PortDirectory::Table& table = resolved.ports(d);
            std::size_t previous = li;
            if (port >= 0) {
                std::vector<int>& used = usedBy[d];
                if (used.empty())
                    used.assign(table.ports.size(), -1);
                if (used[std::size_t(port)] >= 0)
                    previous = std::size_t(used[std::size_t(port)]);
                else
                    used[std::size_t(port)] = int(li);
            } else {
                previous = usedUnknown.emplace(std::pair{d, std::string_view(end->port)}, li)
                               .first->second;
            }
            if (previous != li)
                issues.push_back({Severity::Error, "port-in-use",
                                  label(device) + " port " + end->port + " is used by links " +
                                      design.links[previous].id + " and " + l.id,
                                  l.id});
            if (!known[d])
                continue;
            if (port < 0)
                issues.push_back(
                    {Severity::Error, "unknown-port",
                     "Link " + l.id + ": " + label(device) + " has no port '" + end->port + "'",
                     l.id});
            else
                speeds[found++] = table.ports[std::size_t(port)].speedGbps;
        }
        if (found == 2 && speeds[0] != speeds[1])
            issues.push_back({Severity::Warning, "mixed-speed",
                              "Link " + l.id + " joins ports of different speeds (" +
                                  std::to_string(int(speeds[0])) + "G and " +
                                  std::to_string(int(speeds[1])) + "G)",
                              l.id});
        const LinkFacts& lf = resolved.facts(li);
        if (lf.cable < 0)
            continue;
        CableFacts* facts = &cables[std::size_t(lf.cable)];
        if (!cableLooked[std::size_t(lf.cable)]) {
            cableLooked[std::size_t(lf.cable)] = 1;
            facts->item = catalog.find(resolved.part(lf.cable));
            if (facts->item)
                facts->reach = facts->item->number("reach_m");
        }
        const CatalogItem* cable = facts->item;
        if (!cable) {
            issues.push_back({Severity::Warning, "unknown-id",
                              "Link " + l.id + " uses unknown cable '" + l.cable + "'", l.id});
            continue;
        }
        const std::optional<double>& reach = facts->reach;
        if (reach && lf.lengthM && *lf.lengthM > *reach)
            issues.push_back({Severity::Error, "cable-reach",
                              "Link " + l.id + " is " + metres(*lf.lengthM) + " long; " +
                                  cable->displayName() + " reaches " + metres(*reach),
                              l.id});
    }
}

} // namespace

void validateDesign(const Design& design, const CatalogView& catalog, Issues& issues,
                    const LinkEnds* ends)
{
    checkDevices(design, catalog, issues);
    if (ends) {
        checkLinks(design, catalog, *ends, issues);
    } else if (!design.links.empty()) {
        const LinkEnds own(design, catalog);
        checkLinks(design, catalog, own, issues);
    }
}

} // namespace cd::core
