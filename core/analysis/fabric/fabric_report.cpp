#include "fabric_report.h"

#include "cable_choice.h"
#include "cable_run.h"
#include "fat_tree.h"
#include "analysis/issues/format.h"
#include "link_ends.h"
#include "model/device_ports.h"
#include "model/placement.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace cd::core {

const NetworkReport* FabricReport::find(std::string_view networkId) const
{
    for (const NetworkReport& n : networks)
        if (n.id == networkId)
            return &n;
    return nullptr;
}

namespace {

using format::fixed;

struct Context
{
    const Design& design;
    const CatalogView& catalog;
    const core::LinkEnds& resolved;
    std::vector<cabling::CableEnd> place; // per device: its rack's place and its U
    std::vector<std::size_t> cageBase;    // per device: number of its first cage, all devices

    Context(const Design& d, const CatalogView& c, const core::LinkEnds& ends)
        : design(d), catalog(c), resolved(ends)
    {
        std::unordered_map<std::string_view, cabling::CableEnd> rackPlace;
        for (const Rack& r : d.racks) {
            const CatalogItem* m = c.find(r.model);
            rackPlace[r.id] = {r.row, r.position, m && m->rackUnits() > 0 ? m->rackUnits() : 42, 1};
        }
        const std::size_t n = d.devices.size();
        place.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            const Device& dev = d.devices[i];
            const auto it = rackPlace.find(dev.rack);
            place.push_back(it == rackPlace.end() ? cabling::CableEnd{} : it->second);
            place.back().u = dev.u;
        }
        cageBase.resize(n + 1, 0);
        for (std::size_t i = 0; i < n; ++i)
            cageBase[i + 1] = cageBase[i] + std::size_t(ends.ports(i).cages);
    }
    const std::vector<DevicePort>& portsOf(std::size_t i) const { return resolved.ports(i).ports; }
    bool isNode(std::size_t i) const
    {
        return resolved.item(i) && (resolved.item(i)->kind == ItemKind::Server ||
                                    resolved.item(i)->kind == ItemKind::Storage);
    }
    bool isSwitch(std::size_t i) const
    {
        return resolved.item(i) && resolved.item(i)->kind == ItemKind::Switch;
    }
    const cabling::CableEnd& end(std::size_t i) const { return place[i]; }
    // Position of a port among the device's ports of the same role (ib3 -> 2).
    int roleOrdinal(std::size_t device, int port) const
    {
        return resolved.ports(device).roleOrdinal[std::size_t(port)];
    }
    // The cage a link end plugs into, numbered across the design (cage 0 when the device has
    // no such port).
    std::size_t cage(std::size_t device, const DevicePort* p) const
    {
        return cageBase[device] + std::size_t(p ? p->cage : 0);
    }
};

struct NetLink
{
    const Link* link;
    const LinkFacts* facts;
    std::size_t a;
    std::size_t b;
    int portA; // index in the device's port table, -1 when it has no such port
    int portB;
};

// Tiers by distance from the nodes: switches linked to a node are leaves, switches linked to
// a leaf (and no node) spines, then cores.
std::vector<FabricTier> tiersOf(const Context& c, const std::vector<NetLink>& links)
{
    const std::size_t n = c.design.devices.size();
    std::vector<int> level(n, -1);
    // Neighbours of device i: next[first[i]] .. next[first[i + 1] - 1], in link order (one
    // array rather than a vector per device).
    std::vector<std::size_t> first(n + 1, 0);
    for (const NetLink& l : links) {
        ++first[l.a + 1];
        ++first[l.b + 1];
    }
    for (std::size_t i = 0; i < n; ++i)
        first[i + 1] += first[i];
    std::vector<std::size_t> next(first.back());
    {
        std::vector<std::size_t> fill(first.begin(), first.end() - 1);
        for (const NetLink& l : links) {
            next[fill[l.a]++] = l.b;
            next[fill[l.b]++] = l.a;
        }
    }
    std::vector<std::size_t> frontier;
    for (const NetLink& l : links)
        for (std::size_t i : {l.a, l.b})
            if (c.isNode(i) && level[i] < 0) {
                level[i] = 0;
                frontier.push_back(i);
            }
    for (int depth = 1; depth <= 3 && !frontier.empty(); ++depth) {
        std::vector<std::size_t> reached;
        for (std::size_t i : frontier)
            for (std::size_t k = first[i]; k < first[i + 1]; ++k)
                if (const std::size_t j = next[k]; level[j] < 0 && c.isSwitch(j)) {
                    level[j] = depth;
                    reached.push_back(j);
                }
        frontier = std::move(reached);
    }
    std::vector<FabricTier> tier(n, FabricTier::Other);
    for (std::size_t i = 0; i < n; ++i)
        if (level[i] >= 0)
            tier[i] = FabricTier(level[i]);
    return tier;
}

void countParts(Context& c, const std::vector<NetLink>& links, NetworkReport& r, Issues& issues)
{
    // Parts counted once per cage (transceivers; cables that plug into a cage whole): a flag
    // per cage of the design.
    struct CageSet
    {
        std::vector<char> seen;
        std::int64_t distinct = 0;
        bool insert(std::size_t cage, std::size_t cages)
        {
            if (seen.empty())
                seen.assign(cages, 0);
            if (seen[cage])
                return false;
            seen[cage] = 1;
            ++distinct;
            return true;
        }
    };
    struct CableTally
    {
        bool fibre = false;
        bool sharesCage = false;
        std::map<long long, std::int64_t> byLengthMm;
        CageSet cages; // cage-sharing cables: the cages counted
    };
    const std::size_t cages = c.cageBase.back();
    // By part index (LinkEnds::part): the links' cables and transceivers, each met once.
    const std::size_t partCount = c.resolved.partCount();
    std::vector<CableTally> cables(partCount);
    std::vector<char> cableSeen(partCount, 0);
    std::vector<CageSet> optics(partCount);
    std::vector<char> opticSeen(partCount, 0);
    std::int64_t noCable = 0;
    std::int64_t missingOptics = 0;
    std::int64_t tooShort = 0;
    const Link* firstShort = nullptr;
    std::string shortText;
    const auto portOf = [&](std::size_t device, int port) -> const DevicePort* {
        return port < 0 ? nullptr : &c.resolved.ports(device).ports[std::size_t(port)];
    };
    const auto optic = [&](int part) -> CageSet& {
        opticSeen[std::size_t(part)] = 1;
        return optics[std::size_t(part)];
    };
    const CableTally* lastLengthTally = nullptr;
    double lastLength = 0;
    std::int64_t* lastLengthCount = nullptr;
    for (const NetLink& e : links) {
        const LinkFacts& f = *e.facts;
        const DevicePort* pa = portOf(e.a, e.portA);
        const DevicePort* pb = portOf(e.b, e.portB);
        if (f.opticA >= 0)
            optic(f.opticA).insert(c.cage(e.a, pa), cages);
        if (f.opticB >= 0)
            optic(f.opticB).insert(c.cage(e.b, pb), cages);
        if (f.cable < 0) {
            ++noCable;
            continue;
        }
        CableTally& t = cables[std::size_t(f.cable)];
        if (!cableSeen[std::size_t(f.cable)]) {
            cableSeen[std::size_t(f.cable)] = 1;
            const std::string_view id = c.resolved.part(f.cable);
            const CatalogItem* cable = c.catalog.find(id);
            const SpecValue* medium = cable ? cable->spec("medium") : nullptr;
            t.fibre = medium && medium->text.find("fib") != std::string::npos;
            t.sharesCage = cabling::cableServesCage(std::string(id));
        }
        // A twin-port copper cable or splitter is one cable per cage it plugs into whole.
        const bool counted =
            !t.sharesCage ||
            t.cages.insert(pa && pa->portsInCage > 1 ? c.cage(e.a, pa) : c.cage(e.b, pb), cages);
        if (counted) {
            // Runs of links share a cable length: the last one's count is tried first.
            const double length = f.lengthM.value_or(0);
            if (&t != lastLengthTally || length != lastLength) {
                lastLengthTally = &t;
                lastLength = length;
                lastLengthCount = &t.byLengthMm[std::llround(length * 1000)];
            }
            ++*lastLengthCount;
        }
        if (t.fibre && (f.opticA < 0 || f.opticB < 0))
            ++missingOptics;
        if (f.lengthM) {
            const double run = cabling::runLengthM(c.end(e.a), c.end(e.b));
            if (run > *f.lengthM + 1e-9 && ++tooShort == 1) {
                firstShort = e.link;
                shortText = fixed(run, 1) + " m route, " + fixed(*f.lengthM, 1) + " m cable";
            }
        }
    }
    for (std::size_t part = 0; part < partCount; ++part) {
        if (cableSeen[part])
            for (const auto& [mm, count] : cables[part].byLengthMm)
                r.cables.push_back({std::string(c.resolved.part(int(part))), mm / 1000.0, count});
        if (opticSeen[part])
            r.transceivers.push_back(
                {std::string(c.resolved.part(int(part))), 0, optics[part].distinct});
    }
    std::sort(r.cables.begin(), r.cables.end(), [](const PartCount& a, const PartCount& b) {
        return std::tie(a.part, a.lengthM) < std::tie(b.part, b.lengthM);
    });
    std::sort(r.transceivers.begin(), r.transceivers.end(),
              [](const PartCount& a, const PartCount& b) { return a.part < b.part; });
    const std::string where = " in " + r.name;
    if (noCable > 0)
        issues.push_back({Severity::Info, "link-no-cable",
                          std::to_string(noCable) + " link(s)" + where +
                              " have no cable chosen: the BOM leaves them out",
                          r.id});
    if (missingOptics > 0)
        issues.push_back({Severity::Warning, "fabric-missing-optics",
                          std::to_string(missingOptics) + " fibre link(s)" + where +
                              " lack a transceiver at one end",
                          r.id});
    if (tooShort > 0)
        issues.push_back({Severity::Warning, "cable-too-short",
                          std::to_string(tooShort) + " link(s)" + where +
                              " are shorter than the route between their racks (first: link " +
                              firstShort->id + ", " + shortText + ")",
                          firstShort->id});
}

NetworkReport reportNetwork(Context& c, const Network* net, const std::string& id,
                            const std::vector<NetLink>& links, Issues& issues)
{
    NetworkReport r;
    r.id = id;
    r.name = net ? net->name : "Links without a network";
    r.kind = net ? std::string(toString(net->kind)) : "";
    r.transport = net ? net->transport : "";
    r.target = net ? net->oversubscription : "";
    const std::vector<FabricTier> tier = tiersOf(c, links);
    const std::size_t n = c.design.devices.size();
    std::vector<int> down(n, 0), up(n, 0);
    std::vector<char> seen(n, 0);
    std::vector<int> cabled(n, 0); // node ports cabled in this network
    std::vector<int> rail(n, -2);  // per leaf: -2 none seen, -1 mixed, else the rail
    for (const NetLink& e : links) {
        FabricTier ta = tier[e.a], tb = tier[e.b];
        std::size_t lo = e.a, hi = e.b;
        if (int(ta) > int(tb)) {
            std::swap(ta, tb);
            std::swap(lo, hi);
        }
        seen[e.a] = seen[e.b] = 1;
        if (ta == FabricTier::Node) {
            ++cabled[lo]; // validate reports a port used twice
            const int port = lo == e.a ? e.portA : e.portB;
            const int ordinal = port < 0 ? -1 : c.roleOrdinal(lo, port);
            if (tb == FabricTier::Leaf)
                rail[hi] = rail[hi] == -2 || rail[hi] == ordinal ? ordinal : -1;
        }
        if (tb != FabricTier::Other && int(tb) == int(ta) + 1) {
            ++down[hi];
            ++up[lo];
            (ta == FabricTier::Node   ? r.nodeLeafLinks
             : ta == FabricTier::Leaf ? r.leafSpineLinks
                                      : r.spineCoreLinks)++;
        } else {
            ++r.otherLinks;
        }
    }
    // Links without a network: judge nodes by the role of the ports those links use.
    std::string role = net ? std::string(portRole(net->kind)) : "";
    for (std::size_t k = 0; k < links.size() && role.empty(); ++k) {
        const NetLink& e = links[k];
        for (const auto& [device, port] : {std::pair{e.a, e.portA}, std::pair{e.b, e.portB}})
            if (role.empty() && tier[device] == FabricTier::Node && port >= 0)
                role = c.resolved.ports(device).ports[std::size_t(port)].role;
    }
    const Oversubscription target =
        net ? parseOversubscription(net->oversubscription).value_or(Oversubscription{})
            : Oversubscription{};
    const double targetRatio = double(target.down) / target.up;
    const Device* worstLeaf = nullptr;
    int under = 0;
    const Device* firstUnder = nullptr;
    int fewNics = 0;
    const Device* firstFew = nullptr;
    std::string fewText;
    for (std::size_t i = 0; i < n; ++i) {
        if (!seen[i])
            continue;
        const Device& d = c.design.devices[i];
        switch (tier[i]) {
        case FabricTier::Node: {
            ++r.nodes;
            r.nodeIds.push_back(d.id);
            int own = 0;
            for (const DevicePort& p : c.portsOf(i))
                own += portHasRole(p, role) ? 1 : 0;
            const int used = cabled[i];
            r.nodePorts += own;
            r.nodePortsCabled += used;
            const int wanted = net && net->rails > 0 ? std::min(net->rails, own) : own;
            if (used < wanted && ++under == 1)
                firstUnder = &d;
            if (net && net->kind == NetworkKind::Compute && c.resolved.item(i) &&
                c.resolved.item(i)->kind == ItemKind::Server) {
                const int gpus = effectiveGpu(d, *c.resolved.item(i)).count;
                if (gpus > used && ++fewNics == 1) {
                    firstFew = &d;
                    fewText = std::to_string(gpus) + " GPUs on " + std::to_string(used) + " NIC(s)";
                }
            }
            break;
        }
        case FabricTier::Leaf:
            ++r.leaves;
            r.leafIds.push_back(d.id);
            r.leafRails.push_back(rail[i] < 0 ? -1 : rail[i]);
            if (up[i] > 0) {
                const double ratio = double(down[i]) / up[i];
                if (ratio > r.leafOversubscription) {
                    r.leafOversubscription = ratio;
                    worstLeaf = &d;
                }
            }
            break;
        case FabricTier::Spine:
            ++r.spines;
            r.spineIds.push_back(d.id);
            if (up[i] > 0)
                r.spineOversubscription =
                    std::max(r.spineOversubscription, double(down[i]) / up[i]);
            break;
        case FabricTier::Core:
            ++r.cores;
            r.coreIds.push_back(d.id);
            break;
        case FabricTier::Other:
            break;
        }
    }
    r.tiers = r.cores > 0 ? 3 : r.spines > 0 ? 2 : r.leaves > 0 ? 1 : 0;
    const std::string where = " in " + r.name;
    if (under > 0)
        issues.push_back({Severity::Warning, "fabric-node-unconnected",
                          std::to_string(under) + " node(s)" + where + " have " + role +
                              " ports left uncabled (first: " + firstUnder->name + ")",
                          firstUnder->id});
    if (fewNics > 0)
        issues.push_back({Severity::Warning, "fabric-nics-per-gpu",
                          std::to_string(fewNics) + " node(s)" + where +
                              " have fewer NICs than GPUs on the compute fabric (" + fewText +
                              " on " + firstFew->name +
                              "): data-parallel traffic shares NICs and training scales worse",
                          firstFew->id});
    if (r.spines > 0) {
        for (std::size_t i = 0; i < n; ++i)
            if (seen[i] && tier[i] == FabricTier::Leaf && up[i] == 0) {
                issues.push_back({Severity::Warning, "fabric-leaf-no-uplink",
                                  c.design.devices[i].name + where +
                                      " has no link to a spine: its nodes reach no other leaf",
                                  c.design.devices[i].id});
                break;
            }
    }
    // InfiniBand and Ethernet do not mix on a link or in one network: an InfiniBand switch in
    // a RoCE network (or the reverse) needs a gateway, not a cable.
    const Transport* transport = net ? findTransport(net->transport) : nullptr;
    for (std::size_t i = 0; i < n && transport; ++i) {
        if (!seen[i] || !c.isSwitch(i) || !c.resolved.item(i))
            continue;
        const bool ib = c.resolved.item(i)->description.find("InfiniBand") != std::string::npos;
        if (ib != transport->infiniband) {
            issues.push_back({Severity::Warning, "fabric-type-mismatch",
                              c.design.devices[i].name + " is an " +
                                  (ib ? "InfiniBand" : "Ethernet") + " switch in " + r.name +
                                  ", which runs " + std::string(transport->label),
                              c.design.devices[i].id});
            break;
        }
    }
    // Spines carry the leaves' uplinks on to the cores: more down than up oversubscribes
    // the tree again above the leaves (the generator builds them 1:1).
    if (net && r.cores > 0 && r.spineOversubscription > targetRatio + 1e-9)
        for (std::size_t i = 0; i < n; ++i)
            if (seen[i] && tier[i] == FabricTier::Spine && up[i] > 0 &&
                double(down[i]) / up[i] > targetRatio + 1e-9) {
                issues.push_back({Severity::Warning, "fabric-spine-oversubscribed",
                                  c.design.devices[i].name + where + " is oversubscribed " +
                                      fixed(double(down[i]) / up[i], 2) +
                                      ":1 towards the cores (target " + net->oversubscription + ")",
                                  c.design.devices[i].id});
                break;
            }
    if (net && worstLeaf && r.leafOversubscription > targetRatio + 1e-9)
        issues.push_back({Severity::Warning, "fabric-oversubscribed",
                          worstLeaf->name + where + " is oversubscribed " +
                              fixed(r.leafOversubscription, 2) + ":1 (target " +
                              net->oversubscription + ")",
                          worstLeaf->id});
    if (under > 0 && r.leaves > 0) {
        bool anyFree = false;
        for (std::size_t i = 0; i < n && !anyFree; ++i)
            if (seen[i] && tier[i] == FabricTier::Leaf) {
                int fabricPorts = 0;
                for (const DevicePort& p : c.portsOf(i))
                    fabricPorts += p.role == "fabric" ? 1 : 0;
                anyFree = down[i] + up[i] < fabricPorts;
            }
        if (!anyFree)
            issues.push_back(
                {Severity::Warning, "fabric-ports-exhausted",
                 "Every leaf port" + where + " is in use while node ports are uncabled: add a leaf",
                 r.id});
    }
    countParts(c, links, r, issues);
    return r;
}

} // namespace

FabricReport analyzeFabric(const Design& design, const CatalogView& catalog,
                           const core::LinkEnds* ends)
{
    FabricReport report;
    if (design.links.empty() && design.networks.empty())
        return report;
    std::optional<core::LinkEnds> own;
    if (!ends)
        ends = &own.emplace(design, catalog);
    Context c(design, catalog, *ends);
    // Grouped by the network index LinkEnds gave each link, then named.
    std::vector<std::vector<NetLink>> groups(ends->networkCount());
    for (std::size_t li = 0; li < design.links.size(); ++li) {
        const std::array<LinkEnd, 2>& e = ends->of(li);
        if (e[0].device < 0 || e[1].device < 0)
            continue; // validate reports the dangling end
        const LinkFacts& f = ends->facts(li);
        groups[std::size_t(f.network)].push_back({&design.links[li], &f, std::size_t(e[0].device),
                                                  std::size_t(e[1].device), e[0].port, e[1].port});
    }
    std::map<std::string, std::vector<NetLink>> byNetwork;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (!groups[g].empty())
            byNetwork.emplace(std::string(ends->network(int(g))), std::move(groups[g]));
    for (const Network& net : design.networks)
        report.networks.push_back(reportNetwork(c, &net, net.id, byNetwork[net.id], report.issues));
    for (const auto& [id, links] : byNetwork) {
        if (design.findNetwork(id))
            continue;
        if (!id.empty())
            report.issues.push_back({Severity::Warning, "unknown-network",
                                     std::to_string(links.size()) + " link(s) name network '" + id +
                                         "', which the design does not define",
                                     links.front().link->id});
        report.networks.push_back(reportNetwork(c, nullptr, id, links, report.issues));
    }
    // GPU servers outside every compute network, once there is one.
    for (const Network& net : design.networks) {
        if (net.kind != NetworkKind::Compute)
            continue;
        const NetworkReport* r = report.find(net.id);
        std::unordered_set<std::string_view> in(r->nodeIds.begin(), r->nodeIds.end());
        int missing = 0;
        const Device* first = nullptr;
        for (std::size_t i = 0; i < design.devices.size(); ++i) {
            const Device& d = design.devices[i];
            if (c.resolved.item(i) && c.resolved.item(i)->kind == ItemKind::Server &&
                effectiveGpu(d, *c.resolved.item(i)).count > 0 && !in.count(d.id) && ++missing == 1)
                first = &d;
        }
        if (missing > 0)
            report.issues.push_back({Severity::Warning, "fabric-server-unconnected",
                                     std::to_string(missing) + " GPU server(s) are not on " +
                                         net.name + " (first: " + first->name + ")",
                                     first->id});
    }
    return report;
}

} // namespace cd::core
