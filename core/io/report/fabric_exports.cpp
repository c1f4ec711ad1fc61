#include "fabric_exports.h"

#include "analysis/issues/format.h"
#include "io/csv.h"

#include <map>
#include <set>
#include <unordered_map>

namespace cd::core {

namespace {

std::string joined(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ",") + n;
    return out;
}

// The rack name and U of a device, for the cabling plan.
struct Where
{
    std::string rack;
    int u = 0;
};

} // namespace

std::string slurmTopology(const Design& design, const FabricReport& report)
{
    std::unordered_map<std::string_view, const Device*> byId;
    for (const Device& d : design.devices)
        byId.emplace(d.id, &d);
    // Who links to whom within each network.
    std::string out = "# Slurm topology.conf (TopologyPlugin=topology/tree) written by Cluster "
                      "Designer for \"" +
                      design.name + "\"\n";
    for (const NetworkReport& net : report.networks) {
        if (net.kind != "compute" || net.leaves == 0)
            continue;
        std::set<std::string_view> leaves(net.leafIds.begin(), net.leafIds.end());
        std::set<std::string_view> spines(net.spineIds.begin(), net.spineIds.end());
        std::map<std::string_view, std::set<std::string_view>> leavesOfNode, spinesOfLeaf;
        for (const Link& l : design.links) {
            if (l.network.value_or("") != net.id)
                continue;
            for (const auto& [x, y] : {std::pair{&l.a, &l.b}, std::pair{&l.b, &l.a}}) {
                if (leaves.count(y->device) && !leaves.count(x->device) && !spines.count(x->device))
                    leavesOfNode[x->device].insert(y->device);
                if (spines.count(y->device) && leaves.count(x->device))
                    spinesOfLeaf[x->device].insert(y->device);
            }
        }
        // Scalable units: nodes on the same set of leaves.
        std::map<std::set<std::string_view>, std::vector<std::string>> units;
        std::vector<const std::set<std::string_view>*> order;
        for (const std::string& id : net.nodeIds) {
            const auto it = leavesOfNode.find(id);
            if (it == leavesOfNode.end())
                continue;
            auto& members = units[it->second];
            if (members.empty())
                order.push_back(&units.find(it->second)->first);
            members.push_back(byId.at(id)->name);
        }
        out += "# " + net.name + ": " + std::to_string(units.size()) + " scalable unit(s), " +
               std::to_string(net.tiers) + " tier(s)\n";
        const std::string prefix = net.id.empty() ? std::string("fabric") : net.id;
        // Pods: units whose leaves reach the same spines.
        std::map<std::set<std::string_view>, std::vector<std::string>> pods;
        std::vector<std::string> podOrder;
        std::vector<std::string> unitNames;
        int n = 0;
        for (const auto* leafSet : order) {
            const std::string name = prefix + "-su" + std::to_string(++n);
            unitNames.push_back(name);
            out += "SwitchName=" + name + " Nodes=" + joined(units[*leafSet]) + "\n";
            std::set<std::string_view> reach;
            for (std::string_view leaf : *leafSet)
                for (std::string_view s : spinesOfLeaf[leaf])
                    reach.insert(s);
            pods[reach].push_back(name);
        }
        if (unitNames.size() < 2)
            continue;
        if (net.tiers == 3 && pods.size() > 1) {
            std::vector<std::string> podNames;
            int p = 0;
            for (const auto& [reach, members] : pods) {
                podNames.push_back(prefix + "-pod" + std::to_string(++p));
                out += "SwitchName=" + podNames.back() + " Switches=" + joined(members) + "\n";
            }
            out += "SwitchName=" + prefix + "-core Switches=" + joined(podNames) + "\n";
        } else {
            out += "SwitchName=" + prefix + "-spine Switches=" + joined(unitNames) + "\n";
        }
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
