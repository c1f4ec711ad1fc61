#include "fabric_exports.h"

#include "analysis/issues/format.h"

#include <map>
#include <set>
#include <unordered_map>

namespace cd::core {

namespace {

using DeviceIndex = std::unordered_map<std::string_view, const Device*>;
using IdSet = std::set<std::string_view>;

// Who links to whom within one network.
struct Adjacency
{
    std::map<std::string_view, IdSet> leavesOfNode, spinesOfLeaf, coresOfSpine;
};

Adjacency networkAdjacency(const Design& design, const NetworkReport& net)
{
    IdSet leaves(net.leafIds.begin(), net.leafIds.end());
    IdSet spines(net.spineIds.begin(), net.spineIds.end());
    IdSet cores(net.coreIds.begin(), net.coreIds.end());
    Adjacency adj;
    for (const Link& l : design.links) {
        if (l.network.value_or("") != net.id)
            continue;
        for (const auto& [x, y] : {std::pair{&l.a, &l.b}, std::pair{&l.b, &l.a}}) {
            if (leaves.count(y->device) && !leaves.count(x->device) && !spines.count(x->device))
                adj.leavesOfNode[x->device].insert(y->device);
            if (spines.count(y->device) && leaves.count(x->device))
                adj.spinesOfLeaf[x->device].insert(y->device);
            if (cores.count(y->device) && spines.count(x->device))
                adj.coresOfSpine[x->device].insert(y->device);
        }
    }
    return adj;
}

// Scalable units: nodes on the same set of leaves.
struct ScalableUnits
{
    std::map<IdSet, std::vector<std::string>> units; // leaf set -> node names
    std::vector<const IdSet*> order;                 // leaf sets in order of first node
};

ScalableUnits scalableUnits(const NetworkReport& net, const Adjacency& adj, const DeviceIndex& byId)
{
    ScalableUnits su;
    for (const std::string& id : net.nodeIds) {
        const auto it = adj.leavesOfNode.find(id);
        if (it == adj.leavesOfNode.end())
            continue;
        auto& members = su.units[it->second];
        if (members.empty())
            su.order.push_back(&su.units.find(it->second)->first);
        members.push_back(byId.at(id)->label());
    }
    return su;
}

DeviceIndex deviceIndex(const Design& design)
{
    DeviceIndex byId;
    for (const Device& d : design.devices)
        byId.emplace(d.id, &d);
    return byId;
}

// A compute network's tree as topology.conf names it: one switch per scalable unit, and above
// them a spine, or in three tiers pods (units whose leaves reach the same spines) and a core,
// or in four tiers pods, superpods (pods whose spines reach the same cores) and a super-core.
struct NetworkTree
{
    ScalableUnits su;
    std::vector<std::string> unitNames; // in su.order
    std::vector<std::string> podNames;  // three and four tiers
    std::vector<std::vector<std::string>> podUnits;
    std::map<std::string, std::string> podOfUnit;
    std::vector<std::string> superpodNames; // four tiers only
    std::vector<std::vector<std::string>> superpodPods;
    std::map<std::string, std::string> superpodOfPod;
    std::string top; // the spine, core or super-core switch; empty with a single unit
};

// Four tiers: pods grouped by the cores their spines reach.
void groupSuperpods(const std::map<IdSet, std::vector<std::string>>& pods, const Adjacency& adj,
                    const std::string& prefix, NetworkTree& t)
{
    std::map<IdSet, std::vector<std::string>> superpods;
    std::size_t p = 0;
    for (const auto& [spines, members] : pods) {
        IdSet reach;
        for (std::string_view s : spines)
            if (const auto it = adj.coresOfSpine.find(s); it != adj.coresOfSpine.end())
                reach.insert(it->second.begin(), it->second.end());
        superpods[reach].push_back(t.podNames[p++]);
    }
    if (superpods.size() < 2)
        return;
    for (auto& [reach, members] : superpods) {
        t.superpodNames.push_back(prefix + "-superpod" +
                                  std::to_string(t.superpodNames.size() + 1));
        for (const std::string& pod : members)
            t.superpodOfPod[pod] = t.superpodNames.back();
        t.superpodPods.push_back(std::move(members));
    }
}

NetworkTree networkTree(const Design& design, const NetworkReport& net, const DeviceIndex& byId)
{
    Adjacency adj = networkAdjacency(design, net);
    NetworkTree t;
    t.su = scalableUnits(net, adj, byId);
    const std::string prefix = net.id.empty() ? std::string("fabric") : net.id;
    std::map<IdSet, std::vector<std::string>> pods;
    for (const auto* leafSet : t.su.order) {
        t.unitNames.push_back(prefix + "-su" + std::to_string(t.unitNames.size() + 1));
        IdSet reach;
        for (std::string_view leaf : *leafSet)
            for (std::string_view s : adj.spinesOfLeaf[leaf])
                reach.insert(s);
        pods[reach].push_back(t.unitNames.back());
    }
    if (t.unitNames.size() < 2)
        return t;
    const bool threeTiers = net.tiers >= 3 && pods.size() > 1;
    t.top = prefix + (threeTiers ? "-core" : "-spine");
    if (!threeTiers)
        return t;
    for (const auto& [reach, members] : pods) {
        t.podNames.push_back(prefix + "-pod" + std::to_string(t.podNames.size() + 1));
        for (const std::string& unit : members)
            t.podOfUnit[unit] = t.podNames.back();
        t.podUnits.push_back(members);
    }
    if (net.tiers == 4)
        groupSuperpods(pods, adj, prefix, t);
    if (!t.superpodNames.empty())
        t.top = prefix + "-super-core";
    return t;
}

void appendNetworkTopology(std::string& out, const Design& design, const NetworkReport& net,
                           const DeviceIndex& byId)
{
    const NetworkTree t = networkTree(design, net, byId);
    out += "# " + net.name + ": " + std::to_string(t.su.units.size()) + " scalable unit(s), " +
           std::to_string(net.tiers) + " tier(s)\n";
    for (std::size_t i = 0; i < t.unitNames.size(); ++i)
        out += "SwitchName=" + t.unitNames[i] +
               " Nodes=" + format::joined(t.su.units.at(*t.su.order[i]), ",") + "\n";
    for (std::size_t p = 0; p < t.podNames.size(); ++p)
        out += "SwitchName=" + t.podNames[p] + " Switches=" + format::joined(t.podUnits[p], ",") +
               "\n";
    for (std::size_t s = 0; s < t.superpodNames.size(); ++s)
        out += "SwitchName=" + t.superpodNames[s] +
               " Switches=" + format::joined(t.superpodPods[s], ",") + "\n";
    const std::vector<std::string>& below = !t.superpodNames.empty() ? t.superpodNames
                                            : !t.podNames.empty()    ? t.podNames
                                                                     : t.unitNames;
    if (!t.top.empty())
        out += "SwitchName=" + t.top + " Switches=" + format::joined(below, ",") + "\n";
}

} // namespace

std::map<std::string, NodePlacement> nodePlacements(const Design& design,
                                                    const FabricReport& report)
{
    const DeviceIndex byId = deviceIndex(design);
    std::map<std::string, NodePlacement> places;
    for (const NetworkReport& net : report.networks) {
        if (net.kind != "compute" || net.leaves == 0)
            continue;
        const NetworkTree t = networkTree(design, net, byId);
        for (std::size_t i = 0; i < t.unitNames.size(); ++i) {
            const auto pod = t.podOfUnit.find(t.unitNames[i]);
            const std::string podName = pod == t.podOfUnit.end() ? std::string() : pod->second;
            // Four tiers: the third label is the superpod, whose cores the node's pod shares.
            const auto superpod = t.superpodOfPod.find(podName);
            const NodePlacement place{t.unitNames[i], podName,
                                      superpod == t.superpodOfPod.end() ? t.top : superpod->second};
            for (const std::string& node : t.su.units.at(*t.su.order[i]))
                places.emplace(node, place);
        }
    }
    return places;
}

std::string slurmTopology(const Design& design, const FabricReport& report)
{
    const DeviceIndex byId = deviceIndex(design);
    std::string out = "# Slurm topology.conf (TopologyPlugin=topology/tree) written by Cluster "
                      "Designer for \"" +
                      design.name + "\"\n";
    for (const NetworkReport& net : report.networks) {
        if (net.kind != "compute" || net.leaves == 0)
            continue;
        appendNetworkTopology(out, design, net, byId);
    }
    return out;
}

} // namespace cd::core
