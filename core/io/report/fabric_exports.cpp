#include "fabric_exports.h"

#include "analysis/issues/format.h"
#include "io/csv.h"

#include <map>
#include <set>
#include <unordered_map>

namespace cd::core {

namespace {

// The rack name and U of a device, for the cabling plan.
struct Where
{
    std::string rack;
    int u = 0;
};

using DeviceIndex = std::unordered_map<std::string_view, const Device*>;
using IdSet = std::set<std::string_view>;

// Who links to whom within one network.
struct Adjacency
{
    std::map<std::string_view, IdSet> leavesOfNode, spinesOfLeaf;
};

Adjacency networkAdjacency(const Design& design, const NetworkReport& net)
{
    IdSet leaves(net.leafIds.begin(), net.leafIds.end());
    IdSet spines(net.spineIds.begin(), net.spineIds.end());
    Adjacency adj;
    for (const Link& l : design.links) {
        if (l.network.value_or("") != net.id)
            continue;
        for (const auto& [x, y] : {std::pair{&l.a, &l.b}, std::pair{&l.b, &l.a}}) {
            if (leaves.count(y->device) && !leaves.count(x->device) && !spines.count(x->device))
                adj.leavesOfNode[x->device].insert(y->device);
            if (spines.count(y->device) && leaves.count(x->device))
                adj.spinesOfLeaf[x->device].insert(y->device);
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

// The scalable units' switch names and the pods they fall into.
struct UnitSwitches
{
    std::vector<std::string> unitNames;
    std::map<IdSet, std::vector<std::string>> pods;
};

// Writes one switch per scalable unit.
UnitSwitches appendUnitSwitches(std::string& out, const std::string& prefix, ScalableUnits& su,
                                Adjacency& adj)
{
    // Pods: units whose leaves reach the same spines.
    UnitSwitches sw;
    int n = 0;
    for (const auto* leafSet : su.order) {
        const std::string name = prefix + "-su" + std::to_string(++n);
        sw.unitNames.push_back(name);
        out += "SwitchName=" + name + " Nodes=" + format::joined(su.units[*leafSet], ",") + "\n";
        IdSet reach;
        for (std::string_view leaf : *leafSet)
            for (std::string_view s : adj.spinesOfLeaf[leaf])
                reach.insert(s);
        sw.pods[reach].push_back(name);
    }
    return sw;
}

// Writes the pod and core switches (three tiers) or the spine switch above the units.
void appendUpperTiers(std::string& out, const std::string& prefix, const NetworkReport& net,
                      const UnitSwitches& sw)
{
    if (sw.unitNames.size() < 2)
        return;
    if (net.tiers == 3 && sw.pods.size() > 1) {
        std::vector<std::string> podNames;
        int p = 0;
        for (const auto& [reach, members] : sw.pods) {
            podNames.push_back(prefix + "-pod" + std::to_string(++p));
            out += "SwitchName=" + podNames.back() + " Switches=" + format::joined(members, ",") +
                   "\n";
        }
        out += "SwitchName=" + prefix + "-core Switches=" + format::joined(podNames, ",") + "\n";
    } else {
        out +=
            "SwitchName=" + prefix + "-spine Switches=" + format::joined(sw.unitNames, ",") + "\n";
    }
}

void appendNetworkTopology(std::string& out, const Design& design, const NetworkReport& net,
                           const DeviceIndex& byId)
{
    Adjacency adj = networkAdjacency(design, net);
    ScalableUnits su = scalableUnits(net, adj, byId);
    out += "# " + net.name + ": " + std::to_string(su.units.size()) + " scalable unit(s), " +
           std::to_string(net.tiers) + " tier(s)\n";
    const std::string prefix = net.id.empty() ? std::string("fabric") : net.id;
    const UnitSwitches sw = appendUnitSwitches(out, prefix, su, adj);
    appendUpperTiers(out, prefix, net, sw);
}

// The pod of each scalable unit, named as appendUpperTiers names them.
std::map<std::string, std::string> podOfUnit(const std::string& prefix, const UnitSwitches& sw)
{
    std::map<std::string, std::string> pod;
    int p = 0;
    for (const auto& [reach, members] : sw.pods) {
        const std::string name = prefix + "-pod" + std::to_string(++p);
        for (const std::string& unit : members)
            pod[unit] = name;
    }
    return pod;
}

void placeNetworkNodes(std::map<std::string, NodePlacement>& places, const Design& design,
                       const NetworkReport& net, const DeviceIndex& byId)
{
    Adjacency adj = networkAdjacency(design, net);
    ScalableUnits su = scalableUnits(net, adj, byId);
    const std::string prefix = net.id.empty() ? std::string("fabric") : net.id;
    std::string unused;
    const UnitSwitches sw = appendUnitSwitches(unused, prefix, su, adj);
    const bool threeTiers = net.tiers == 3 && sw.pods.size() > 1;
    const std::map<std::string, std::string> pods = podOfUnit(prefix, sw);
    for (std::size_t i = 0; i < su.order.size(); ++i) {
        NodePlacement place{sw.unitNames[i], "", ""};
        if (sw.unitNames.size() >= 2) {
            place.pod = threeTiers ? pods.at(place.unit) : "";
            place.top = prefix + (threeTiers ? "-core" : "-spine");
        }
        for (const std::string& node : su.units[*su.order[i]])
            places.emplace(node, place);
    }
}

} // namespace

std::map<std::string, NodePlacement> nodePlacements(const Design& design,
                                                    const FabricReport& report)
{
    DeviceIndex byId;
    for (const Device& d : design.devices)
        byId.emplace(d.id, &d);
    std::map<std::string, NodePlacement> places;
    for (const NetworkReport& net : report.networks)
        if (net.kind == "compute" && net.leaves > 0)
            placeNetworkNodes(places, design, net, byId);
    return places;
}

std::string slurmTopology(const Design& design, const FabricReport& report)
{
    DeviceIndex byId;
    for (const Device& d : design.devices)
        byId.emplace(d.id, &d);
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

std::string cablingCsv(const Design& design, const CatalogView& catalog)
{
    std::unordered_map<std::string_view, const Rack*> racks;
    for (const Rack& r : design.racks)
        racks.emplace(r.id, &r);
    std::unordered_map<std::string_view, Where> where;
    std::unordered_map<std::string_view, const Device*> devices;
    for (const Device& d : design.devices) {
        const auto it = racks.find(d.rack);
        where[d.id] = {it == racks.end() ? d.rack : it->second->name, d.u};
        devices.emplace(d.id, &d);
    }
    const auto partNumber = [&](const std::string& id) {
        const CatalogItem* item = id.empty() ? nullptr : catalog.find(id);
        return item && !item->partNumbers.empty() ? item->model : id;
    };
    std::string out = "link,network,a_device,a_rack,a_u,a_port,b_device,b_rack,b_u,b_port,"
                      "cable,cable_model,length_m,optic_a,optic_b\r\n";
    for (const Link& l : design.links) {
        const auto name = [&](const PortRef& p) {
            const auto it = devices.find(p.device);
            return it == devices.end() ? p.device : it->second->name;
        };
        const Where& a = where[l.a.device];
        const Where& b = where[l.b.device];
        out += csvField(l.id) + "," + csvField(l.network.value_or("")) + "," + csvField(name(l.a)) +
               "," + csvField(a.rack) + "," + std::to_string(a.u) + "," + csvField(l.a.port) + "," +
               csvField(name(l.b)) + "," + csvField(b.rack) + "," + std::to_string(b.u) + "," +
               csvField(l.b.port) + "," + csvField(l.cable) + "," + csvField(partNumber(l.cable)) +
               "," + (l.lengthM ? format::fixed(*l.lengthM, 1) : std::string()) + "," +
               csvField(partNumber(l.opticA)) + "," + csvField(partNumber(l.opticB)) + "\r\n";
    }
    return out;
}

} // namespace cd::core
