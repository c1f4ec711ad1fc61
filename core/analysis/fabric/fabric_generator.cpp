#include "fabric_generator.h"

#include "fabric_generator_steps.h"
#include "model/device_ports.h"
#include "model/placement.h"
#include "text/c_numbers.h"
#include "text/translation.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

namespace cd::core {

namespace {

using detail::buildSwitches;
using detail::Floor;
using detail::FreshIds;
using detail::Generation;
using detail::IdSequence;
using detail::sizeTree;
using detail::wireFabric;

long long nextNumber(const std::vector<std::string>& ids, std::string_view prefix)
{
    long long highest = 0;
    for (const std::string& id : ids) {
        if (id.size() <= prefix.size() || id.compare(0, prefix.size(), prefix) != 0 ||
            id.size() - prefix.size() > 12)
            continue;
        long long n = 0;
        bool digits = true;
        for (std::size_t i = prefix.size(); i < id.size() && digits; ++i) {
            digits = id[i] >= '0' && id[i] <= '9';
            n = n * 10 + (id[i] - '0');
        }
        if (digits)
            highest = std::max(highest, n);
    }
    return highest + 1;
}

// Every GPU server (compute), or every server and storage system with ports of the
// network's role (other kinds).
bool isDefaultNode(const Device& dev, const CatalogView& catalog, NetworkKind kind)
{
    const CatalogItem* item = catalog.find(dev.model);
    if (!item)
        return false;
    if (kind == NetworkKind::Compute)
        return item->kind == ItemKind::Server && effectiveGpuCount(dev, *item) > 0;
    if (item->kind != ItemKind::Server && item->kind != ItemKind::Storage)
        return false;
    const std::string_view role = portRole(kind);
    for (const DevicePort& p : devicePorts(dev, item, catalog))
        if (portHasRole(p, role))
            return true;
    return false;
}

// Neighbouring servers share a scalable unit: fewer and shorter cables to its leaves.
void sortByFloorPlace(std::vector<const Device*>& nodes, const Floor& floor)
{
    std::stable_sort(nodes.begin(), nodes.end(), [&](const Device* a, const Device* b) {
        const cabling::CableEnd ea = floor.end(*a), eb = floor.end(*b);
        return std::tie(ea.row, ea.position, ea.u) < std::tie(eb.row, eb.position, eb.u);
    });
}

std::vector<const Device*> orderedNodes(const Design& d, const CatalogView& catalog,
                                        const FabricRequest& req, const Floor& floor,
                                        std::string& error)
{
    std::vector<const Device*> nodes;
    if (req.nodes.empty()) {
        for (const Device& dev : d.devices)
            if (isDefaultNode(dev, catalog, req.kind))
                nodes.push_back(&dev);
    } else {
        for (const std::string& id : req.nodes) {
            const Device* dev = d.findDevice(id);
            if (!dev) {
                error =
                    text::arg(text::translate("FabricGenerator", "no device with id '%1'"), {id});
                return {};
            }
            nodes.push_back(dev);
        }
    }
    sortByFloorPlace(nodes, floor);
    if (nodes.empty())
        error = req.kind == NetworkKind::Compute
                    ? text::translate("FabricGenerator", "the design has no GPU server to connect")
                    : text::arg(text::translate("FabricGenerator",
                                                "no server or storage system has %1 ports"),
                                {portRole(req.kind)});
    return nodes;
}

// Without a rail count, one NIC per GPU: the rail-optimised layout of NVIDIA's reference
// architectures (DGX H100: eight ConnectX-7 for eight GPUs); one on a node without GPUs.
int nicsPerNode(const Device& node, const CatalogView& catalog)
{
    const CatalogItem* chassis = catalog.find(node.model);
    const int gpus =
        node.gpuCount.value_or(chassis && chassis->gpu ? chassis->gpu->defaultCount() : 0);
    return std::max(1, gpus);
}

// The ports of the network's role on a node, fitting the requested NIC where it has none.
std::vector<DevicePort> nodePorts(Device& node, const CatalogView& catalog,
                                  const FabricRequest& req, int& fitted)
{
    const std::string_view role = portRole(req.kind);
    std::vector<DevicePort> ports;
    for (DevicePort& p : devicePorts(node, catalog.find(node.model), catalog))
        if (portHasRole(p, role))
            ports.push_back(std::move(p));
    if (ports.empty() && !req.nicModel.empty()) {
        node.nics.push_back({req.nicModel, req.rails > 0 ? req.rails : nicsPerNode(node, catalog)});
        ++fitted;
        for (DevicePort& p : devicePorts(node, catalog.find(node.model), catalog))
            if (portHasRole(p, role))
                ports.push_back(std::move(p));
    }
    return ports;
}

// The catalog parts the request names exist and are of the right kind.
std::string checkRequest(Generation& gen)
{
    const FabricRequest& req = gen.req;
    gen.sw = gen.catalog.find(req.switchModel);
    if (!gen.sw || gen.sw->kind != ItemKind::Switch)
        return text::arg(text::translate("FabricGenerator", "'%1' is not a switch in the catalog"),
                         {req.switchModel});
    gen.rackModel = gen.catalog.find(req.rackModel);
    if (!gen.rackModel || gen.rackModel->kind != ItemKind::Rack || gen.rackModel->rackUnits() < 1)
        return text::arg(text::translate("FabricGenerator", "'%1' is not a rack in the catalog"),
                         {req.rackModel});
    if (!req.nicModel.empty()) {
        const CatalogItem* nic = gen.catalog.find(req.nicModel);
        if (!nic || nic->kind != ItemKind::Nic)
            return text::arg(text::translate("FabricGenerator", "'%1' is not a NIC in the catalog"),
                             {req.nicModel});
    }
    if (req.networkId.empty())
        return text::translate("FabricGenerator", "the network needs an id");
    return {};
}

std::set<std::string> devicesOfNetwork(const Design& design, const std::string& networkId)
{
    std::set<std::string> ids;
    for (const Device& d : design.devices)
        if (d.network == networkId)
            ids.insert(d.id);
    return ids;
}

// Every rack but those that held only removed devices.
void keepRacks(const Design& design, const std::set<std::string>& removedDevices,
               std::vector<Rack>& racks)
{
    std::map<std::string, std::pair<int, int>> rackUse; // rack -> (devices, removed devices)
    for (const Device& d : design.devices) {
        auto& [all, removed] = rackUse[d.rack];
        ++all;
        removed += removedDevices.count(d.id) ? 1 : 0;
    }
    for (const Rack& r : design.racks) {
        const auto it = rackUse.find(r.id);
        if (it == rackUse.end() || it->second.first != it->second.second)
            racks.push_back(r);
    }
}

// What the previous generation of this network made goes first.
void keepOtherNetworks(const Design& design, const std::string& networkId, GeneratedFabric& g)
{
    const std::set<std::string> removedDevices = devicesOfNetwork(design, networkId);
    keepRacks(design, removedDevices, g.racks);
    for (const Device& d : design.devices)
        if (!removedDevices.count(d.id))
            g.devices.push_back(d);
    for (const Link& l : design.links) {
        if (l.network == networkId || removedDevices.count(l.a.device) ||
            removedDevices.count(l.b.device))
            ++g.removedLinks;
        else
            g.links.push_back(l);
    }
    g.networks = design.networks;
}

Floor floorOf(const std::vector<Rack>& racks, const CatalogView& catalog)
{
    Floor floor;
    for (const Rack& r : racks) {
        floor.racks[r.id] = {r.row, r.position, rackHeightU(catalog, r)};
    }
    return floor;
}

// Each node's ports of the network's role, at least one per rail; without requested rails,
// the first node's port count sets them.
std::string collectNodePorts(Generation& gen)
{
    GeneratedFabric& g = gen.g;
    gen.ports.reserve(gen.nodeList.size());
    for (const Device* n : gen.nodeList) {
        Device& node = g.devices[gen.deviceIndex.at(n->id)];
        gen.ports.push_back(nodePorts(node, gen.catalog, gen.effective, g.fittedNodes));
        const int have = int(gen.ports.back().size());
        if (gen.effective.rails == 0)
            gen.effective.rails = have;
        const std::string role(portRole(gen.req.kind));
        if (have == 0)
            return text::arg(
                gen.req.nicModel.empty()
                    ? text::translate("FabricGenerator", "%1 has no %2 ports; choose a NIC to fit")
                    : text::translate("FabricGenerator", "%1 has no %2 ports"),
                {node.name, role});
        if (have < gen.effective.rails)
            return text::arg(
                text::translate("FabricGenerator", "%1 has %2 %3 ports, fewer than %4 rails"),
                {node.name, std::to_string(have), role, std::to_string(gen.effective.rails)});
    }
    return {};
}

// Ports another network (or a hand-made link) already uses are not taken over.
std::string checkPortsFree(const Generation& gen)
{
    std::set<std::pair<std::string_view, std::string_view>> used;
    for (const Link& l : gen.g.links) {
        used.emplace(l.a.device, l.a.port);
        used.emplace(l.b.device, l.b.port);
    }
    for (std::size_t i = 0; i < gen.ports.size(); ++i)
        for (int r = 0; r < gen.effective.rails; ++r)
            if (used.count({gen.nodeList[i]->id, gen.ports[i][r].name}))
                return text::arg(
                    text::translate("FabricGenerator",
                                    "%1 port %2 is already linked outside this network; remove "
                                    "those links or give them network '%3' to have them replaced"),
                    {gen.nodeList[i]->name, gen.ports[i][r].name, gen.req.networkId});
    return {};
}

// One speed for every node port of the network: a storage system at 100 GbE beside 400G GPU
// servers needs leaves of its own speed, which the generator does not make.
std::string checkNodeSpeeds(const Generation& gen)
{
    for (std::size_t i = 0; i < gen.ports.size(); ++i)
        for (int r = 0; r < gen.effective.rails; ++r)
            if (gen.ports[i][r].speedGbps != gen.nodeSpeed)
                return text::arg(
                    text::translate(
                        "FabricGenerator",
                        "the nodes' %1 ports differ in speed: %2 port %3 is %4 Gb/s, the "
                        "first node's %5 Gb/s; one network is generated for one speed"),
                    {std::string(portRole(gen.req.kind)), gen.nodeList[i]->name,
                     gen.ports[i][r].name, text::cGeneral(gen.ports[i][r].speedGbps),
                     text::cGeneral(gen.nodeSpeed)});
    return {};
}

// The nodes to connect, in cabling order, with their ports checked.
std::string prepareNodes(Generation& gen)
{
    std::string error;
    gen.remaining.devices = gen.g.devices;
    gen.nodeList = orderedNodes(gen.remaining, gen.catalog, gen.req, gen.floor, error);
    if (!error.empty())
        return error;
    for (std::size_t i = 0; i < gen.g.devices.size(); ++i)
        gen.deviceIndex[gen.g.devices[i].id] = i;
    error = collectNodePorts(gen);
    if (error.empty())
        error = checkPortsFree(gen);
    if (!error.empty())
        return error;
    gen.nodeSpeed = gen.ports.front().front().speedGbps;
    return checkNodeSpeeds(gen);
}

// The network's entry, replacing the previous generation's (whose extra fields it keeps).
void recordNetwork(Generation& gen)
{
    const FabricRequest& req = gen.req;
    GeneratedFabric& g = gen.g;
    g.network.id = req.networkId;
    g.network.name = req.networkName.empty() ? req.networkId : req.networkName;
    g.network.kind = req.kind;
    g.network.transport = req.transport.empty() ? transportFor(*gen.sw, int(gen.nodeSpeed),
                                                               req.kind == NetworkKind::Compute ||
                                                                   req.kind == NetworkKind::Storage)
                                                : req.transport;
    g.network.switchModel = gen.sw->id;
    g.network.rails = gen.effective.rails;
    g.network.oversubscription =
        std::to_string(req.oversubscription.down) + ":" + std::to_string(req.oversubscription.up);
    if (const auto it = std::find_if(g.networks.begin(), g.networks.end(),
                                     [&](const Network& n) { return n.id == req.networkId; });
        it != g.networks.end()) {
        g.network.extra = it->extra;
        *it = g.network;
    } else {
        g.networks.push_back(g.network);
    }
}

FreshIds freshIds(const GeneratedFabric& g)
{
    std::vector<std::string> allIds;
    for (const Rack& r : g.racks)
        allIds.push_back(r.id);
    for (const Device& d : g.devices)
        allIds.push_back(d.id);
    for (const Link& l : g.links)
        allIds.push_back(l.id);
    return {IdSequence("r", nextNumber(allIds, "r")), IdSequence("d", nextNumber(allIds, "d")),
            IdSequence("l", nextNumber(allIds, "l"))};
}

} // namespace

std::string transportFor(const CatalogItem& sw, int gbps, bool rdma)
{
    const bool ib = sw.description.find("InfiniBand") != std::string::npos;
    for (const Transport& t : transports())
        if (t.infiniband == ib && (t.rdma == rdma || ib) && t.gbps == gbps)
            return std::string(t.name);
    return {};
}

GeneratedFabric generateFabric(const Design& design, const CatalogView& catalog,
                               const FabricRequest& req)
{
    GeneratedFabric g;
    Generation gen(design, catalog, req, g);
    g.error = checkRequest(gen);
    if (!g.ok())
        return g;
    keepOtherNetworks(design, req.networkId, g);
    gen.floor = floorOf(g.racks, catalog);
    g.error = prepareNodes(gen);
    if (!g.ok())
        return g;
    g.error = sizeTree(gen);
    if (!g.ok())
        return g;
    recordNetwork(gen);
    FreshIds ids = freshIds(g);
    g.error = buildSwitches(gen, ids);
    if (!g.ok())
        return g;
    wireFabric(gen, ids.links);
    return g;
}

} // namespace cd::core
