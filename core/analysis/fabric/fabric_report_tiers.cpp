// A network's tiers read from its links, and its links and devices counted per tier (internal
// to the fabric report: see fabric_report_internal.h).
#include "fabric_report.h"
#include "fabric_report_internal.h"
#include "fat_tree.h"
#include "model/device_ports.h"
#include "model/placement.h"

#include <algorithm>

namespace cd::core::fabric_report_detail {

namespace {

// Neighbours of device i: next[first[i]] .. next[first[i + 1] - 1], in link order (one
// array rather than a vector per device).
// 32-bit, as NetLink's device indices: half a million links make a million entries.
struct Adjacency
{
    std::vector<std::uint32_t> first;
    std::vector<std::uint32_t> next;
};

// The links' adjacency; and, in the same pass over them (half a million in a 16,384-node hall),
// each node among their ends put at level 0 and in `frontier`.
Adjacency adjacencyOf(const Context& c, const std::vector<NetLink>& links, std::vector<int>& level,
                      std::vector<std::size_t>& frontier)
{
    const std::size_t n = level.size();
    std::vector<std::uint32_t> first(n + 1, 0);
    for (const NetLink& l : links)
        for (const std::uint32_t i : {l.a, l.b}) {
            ++first[i + 1];
            if (level[i] < 0 && c.isNode(i)) {
                level[i] = 0;
                frontier.push_back(i);
            }
        }
    for (std::size_t i = 0; i < n; ++i)
        first[i + 1] += first[i];
    std::vector<std::uint32_t> next(first.back());
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (const NetLink& l : links) {
        next[fill[l.a]++] = l.b;
        next[fill[l.b]++] = l.a;
    }
    return {std::move(first), std::move(next)};
}

} // namespace

// Tiers by distance from the nodes: switches linked to a node are leaves, switches linked to
// a leaf (and no node) spines, then cores and super-cores.
std::vector<FabricTier> tiersOf(const Context& c, const std::vector<NetLink>& links)
{
    const std::size_t n = c.design.devices.size();
    std::vector<int> level(n, -1);
    std::vector<std::size_t> frontier;
    const Adjacency g = adjacencyOf(c, links, level, frontier);
    for (int depth = 1; depth <= 4 && !frontier.empty(); ++depth) {
        std::vector<std::size_t> reached;
        for (std::size_t i : frontier)
            for (std::size_t k = g.first[i]; k < g.first[i + 1]; ++k)
                if (const std::size_t j = g.next[k]; level[j] < 0 && c.isSwitch(j)) {
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

NetworkReport describeNetwork(const Network* net, const std::string& id)
{
    NetworkReport r;
    r.id = id;
    r.name = net ? net->name : "Links without a network";
    r.kind = net ? std::string(toString(net->kind)) : "";
    r.transport = net ? net->transport : "";
    r.target = net ? net->oversubscription : "";
    return r;
}

// Links between adjacent tiers count down on the upper device and up on the lower one, and
// into the report's links per tier.
LinkCounts countLinks(const Context& c, const std::vector<FabricTier>& tier,
                      const std::vector<NetLink>& links, NetworkReport& r)
{
    LinkCounts k(c.design.devices.size());
    for (const NetLink& e : links) {
        FabricTier ta = tier[e.a], tb = tier[e.b];
        std::size_t lo = e.a, hi = e.b;
        if (int(ta) > int(tb)) {
            std::swap(ta, tb);
            std::swap(lo, hi);
        }
        k.seen[e.a] = k.seen[e.b] = 1;
        if (ta == FabricTier::Node) {
            ++k.cabled[lo]; // validate reports a port used twice
            const int port = lo == e.a ? e.portA : e.portB;
            const int ordinal = port < 0 ? -1 : c.roleOrdinal(lo, port);
            if (tb == FabricTier::Leaf)
                k.rail[hi] = k.rail[hi] == -2 || k.rail[hi] == ordinal ? ordinal : -1;
        }
        if (tb != FabricTier::Other && int(tb) == int(ta) + 1) {
            ++k.down[hi];
            ++k.up[lo];
            (ta == FabricTier::Node    ? r.nodeLeafLinks
             : ta == FabricTier::Leaf  ? r.leafSpineLinks
             : ta == FabricTier::Spine ? r.spineCoreLinks
                                       : r.coreSuperCoreLinks)++;
        } else {
            ++r.otherLinks;
        }
    }
    return k;
}

// The role of the node ports the network is for.
std::string nodeRole(const Context& c, const Network* net, const std::vector<FabricTier>& tier,
                     const std::vector<NetLink>& links)
{
    // Links without a network: judge nodes by the role of the ports those links use.
    std::string role = net ? std::string(portRole(net->kind)) : "";
    for (std::size_t k = 0; k < links.size() && role.empty(); ++k) {
        const NetLink& e = links[k];
        for (const auto& [device, port] : {std::pair{e.a, e.portA}, std::pair{e.b, e.portB}})
            if (role.empty() && tier[device] == FabricTier::Node && port >= 0)
                role = c.resolved.ports(device).ports[std::size_t(port)].role;
    }
    return role;
}

double targetRatioOf(const Network* net)
{
    const Oversubscription target =
        net ? parseOversubscription(net->oversubscription).value_or(Oversubscription{})
            : Oversubscription{};
    return double(target.down) / target.up;
}

namespace {

void addNode(const NetworkView& v, std::size_t i, const Device& d, NetworkReport& r,
             DeviceFindings& found)
{
    const Network* net = v.net;
    ++r.nodes;
    r.nodeIds.push_back(d.id);
    int own = 0;
    for (const DevicePort& p : v.c.portsOf(i))
        own += portHasRole(p, v.role) ? 1 : 0;
    const int used = v.links.cabled[i];
    r.nodePorts += own;
    r.nodePortsCabled += used;
    const int wanted = net && net->rails > 0 ? std::min(net->rails, own) : own;
    if (used < wanted && ++found.under == 1)
        found.firstUnder = &d;
    if (net && net->kind == NetworkKind::Compute && v.c.resolved.item(i) &&
        v.c.resolved.item(i)->kind == ItemKind::Server) {
        const int gpus = effectiveGpuCount(d, *v.c.resolved.item(i));
        if (gpus > used && ++found.fewNics == 1) {
            found.firstFew = &d;
            found.firstFewGpus = gpus;
            found.firstFewNics = used;
        }
    }
}

void addLeaf(const NetworkView& v, std::size_t i, const Device& d, NetworkReport& r,
             DeviceFindings& found)
{
    ++r.leaves;
    r.leafIds.push_back(d.id);
    r.leafRails.push_back(v.links.rail[i] < 0 ? -1 : v.links.rail[i]);
    if (v.links.up[i] > 0) {
        const double ratio = double(v.links.down[i]) / v.links.up[i];
        if (ratio > r.leafOversubscription) {
            r.leafOversubscription = ratio;
            found.worstLeaf = &d;
        }
    }
}

} // namespace

// Each device the network's links reach, counted into the report by its tier.
DeviceFindings countDevices(const NetworkView& v, NetworkReport& r)
{
    DeviceFindings found;
    const std::size_t n = v.c.design.devices.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (!v.links.seen[i])
            continue;
        const Device& d = v.c.design.devices[i];
        switch (v.tier[i]) {
        case FabricTier::Node:
            addNode(v, i, d, r, found);
            break;
        case FabricTier::Leaf:
            addLeaf(v, i, d, r, found);
            break;
        case FabricTier::Spine:
            ++r.spines;
            r.spineIds.push_back(d.id);
            if (v.links.up[i] > 0)
                r.spineOversubscription =
                    std::max(r.spineOversubscription, double(v.links.down[i]) / v.links.up[i]);
            break;
        case FabricTier::Core:
            ++r.cores;
            r.coreIds.push_back(d.id);
            break;
        case FabricTier::SuperCore:
            ++r.superCores;
            r.superCoreIds.push_back(d.id);
            break;
        case FabricTier::Other:
            break;
        }
    }
    return found;
}

} // namespace cd::core::fabric_report_detail
