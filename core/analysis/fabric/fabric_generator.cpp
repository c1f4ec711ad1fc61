#include "fabric_generator.h"

#include "cable_choice.h"
#include "analysis/power/cooling_limits.h"
#include "model/device_ports.h"
#include "model/placement.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>

namespace cd::core {

namespace {

// Fresh "<prefix><n>" ids without a design scan per id (50,000 links in one generation).
class IdSequence
{
public:
    IdSequence(std::string prefix, long long next) : m_prefix(std::move(prefix)), m_next(next) {}
    std::string next() { return m_prefix + std::to_string(m_next++); }

private:
    std::string m_prefix;
    long long m_next;
};

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

std::string twoDigits(int n)
{
    return (n < 10 ? "0" : "") + std::to_string(n);
}

struct Place
{
    int row = 0;
    int position = 0;
    int units = 42;
};

// Where each end of a link sits, for its cable length.
struct Floor
{
    std::unordered_map<std::string, Place> racks;

    cabling::CableEnd end(const Device& d) const
    {
        const auto it = racks.find(d.rack);
        const Place p = it == racks.end() ? Place{} : it->second;
        return {p.row, p.position, p.units, d.u};
    }
};

// A port of a device, the unit links are built from.
struct End
{
    const Device* device = nullptr;
    const DevicePort* port = nullptr;
};

struct Wiring
{
    const FabricRequest& request;
    const Floor& floor;
    IdSequence& ids;
    std::vector<Link>& out;
    std::vector<cabling::CableChoice> choices;
    std::vector<std::pair<End, End>> ends;

    void connect(End a, End b)
    {
        const double run =
            cabling::runLengthM(floor.end(*a.device), floor.end(*b.device), request.floor);
        choices.push_back(cabling::chooseCable(run, *a.port, *b.port));
        ends.emplace_back(a, b);
    }
};

// A twin-port copper cable or splitter takes a whole cage: every link through such a cage
// must use the same cable to the same far cage, or all of them go optical.
void settleSharedCages(Wiring& w)
{
    std::map<std::pair<const Device*, int>, std::vector<std::size_t>> byCage;
    for (std::size_t i = 0; i < w.choices.size(); ++i)
        for (const End& e : {w.ends[i].first, w.ends[i].second})
            if (e.port->portsInCage > 1)
                byCage[{e.device, e.port->cage}].push_back(i);
    for (const auto& [cage, links] : byCage) {
        const bool shared = std::any_of(links.begin(), links.end(), [&](std::size_t i) {
            return cabling::cableServesCage(w.choices[i].cable);
        });
        if (!shared)
            continue;
        bool same = true;
        for (std::size_t i : links) {
            const auto& [a, b] = w.ends[i];
            const auto& [a0, b0] = w.ends[links.front()];
            same = same && w.choices[i].cable == w.choices[links.front()].cable &&
                   a.device == a0.device && b.device == b0.device &&
                   a.port->cage == a0.port->cage && b.port->cage == b0.port->cage;
        }
        if (same)
            continue;
        for (std::size_t i : links) {
            const auto& [a, b] = w.ends[i];
            const double run = cabling::runLengthM(w.floor.end(*a.device), w.floor.end(*b.device),
                                                   w.request.floor);
            w.choices[i] = cabling::chooseCable(run, *a.port, *b.port, false);
        }
    }
}

void emitLinks(Wiring& w, GeneratedFabric& g)
{
    std::map<std::string, int> problems;
    std::vector<std::string> order;
    w.out.reserve(w.out.size() + w.choices.size());
    for (std::size_t i = 0; i < w.choices.size(); ++i) {
        const auto& [a, b] = w.ends[i];
        cabling::CableChoice& c = w.choices[i];
        Link l;
        l.id = w.ids.next();
        l.a = {a.device->id, a.port->name};
        l.b = {b.device->id, b.port->name};
        l.cable = c.cable;
        l.lengthM = c.lengthM;
        l.network = w.request.networkId;
        l.opticA = std::move(c.opticA);
        l.opticB = std::move(c.opticB);
        if (!c.problem.empty() && problems[c.problem]++ == 0)
            order.push_back(c.problem);
        w.out.push_back(std::move(l));
    }
    for (const std::string& p : order)
        g.cablingProblems.emplace_back(p, problems[p]);
    g.addedLinks = int(w.choices.size());
}

std::vector<const Device*> orderedNodes(const Design& d, const CatalogView& catalog,
                                        const FabricRequest& req, const Floor& floor,
                                        std::string& error)
{
    std::vector<const Device*> nodes;
    if (req.nodes.empty()) {
        const std::string_view role = portRole(req.kind);
        for (const Device& dev : d.devices) {
            const CatalogItem* item = catalog.find(dev.model);
            if (!item)
                continue;
            if (req.kind == NetworkKind::Compute) {
                if (item->kind == ItemKind::Server && effectiveGpu(dev, *item).count > 0)
                    nodes.push_back(&dev);
                continue;
            }
            if (item->kind != ItemKind::Server && item->kind != ItemKind::Storage)
                continue;
            for (const DevicePort& p : devicePorts(dev, item, catalog))
                if (portHasRole(p, role)) {
                    nodes.push_back(&dev);
                    break;
                }
        }
    } else {
        for (const std::string& id : req.nodes) {
            const Device* dev = d.findDevice(id);
            if (!dev) {
                error = "no device with id '" + id + "'";
                return {};
            }
            nodes.push_back(dev);
        }
    }
    // Neighbouring servers share a scalable unit: fewer and shorter cables to its leaves.
    std::stable_sort(nodes.begin(), nodes.end(), [&](const Device* a, const Device* b) {
        const cabling::CableEnd ea = floor.end(*a), eb = floor.end(*b);
        return std::tie(ea.row, ea.position, ea.u) < std::tie(eb.row, eb.position, eb.u);
    });
    if (nodes.empty())
        error = req.kind == NetworkKind::Compute ? "the design has no GPU server to connect"
                                                 : "no server or storage system has " +
                                                       std::string(portRole(req.kind)) + " ports";
    return nodes;
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
    if (ports.empty() && !req.nicModel.empty() && req.rails > 0) {
        node.nics.push_back({req.nicModel, req.rails});
        ++fitted;
        for (DevicePort& p : devicePorts(node, catalog.find(node.model), catalog))
            if (portHasRole(p, role))
                ports.push_back(std::move(p));
    }
    return ports;
}

// The role of the switch ports nodes plug into: its fabric ports, or for management
// switches (SN2201: 48 x 1GbE) its management ports.
std::string switchPortRole(const CatalogItem& sw)
{
    for (const PortGroup& g : sw.ports)
        if (g.role == "fabric")
            return "fabric";
    return "management";
}

int switchFabricPorts(const CatalogItem& sw, double& speed)
{
    const std::string role = switchPortRole(sw);
    int ports = 0;
    for (const PortGroup& g : sw.ports)
        if (g.role == role) {
            ports += g.count;
            speed = g.speedGbps;
        }
    return ports;
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
    const CatalogItem* sw = catalog.find(req.switchModel);
    if (!sw || sw->kind != ItemKind::Switch) {
        g.error = "'" + req.switchModel + "' is not a switch in the catalog";
        return g;
    }
    const CatalogItem* rackModel = catalog.find(req.rackModel);
    if (!rackModel || rackModel->kind != ItemKind::Rack || rackModel->rackUnits() < 1) {
        g.error = "'" + req.rackModel + "' is not a rack in the catalog";
        return g;
    }
    if (!req.nicModel.empty()) {
        const CatalogItem* nic = catalog.find(req.nicModel);
        if (!nic || nic->kind != ItemKind::Nic) {
            g.error = "'" + req.nicModel + "' is not a NIC in the catalog";
            return g;
        }
    }
    if (req.networkId.empty()) {
        g.error = "the network needs an id";
        return g;
    }

    // What the previous generation of this network made goes first.
    std::set<std::string> removedDevices;
    for (const Device& d : design.devices)
        if (d.network == req.networkId)
            removedDevices.insert(d.id);
    std::map<std::string, std::pair<int, int>> rackUse; // rack -> (devices, removed devices)
    for (const Device& d : design.devices) {
        auto& [all, removed] = rackUse[d.rack];
        ++all;
        removed += removedDevices.count(d.id) ? 1 : 0;
    }
    for (const Rack& r : design.racks) {
        const auto it = rackUse.find(r.id);
        if (it == rackUse.end() || it->second.first != it->second.second)
            g.racks.push_back(r);
    }
    for (const Device& d : design.devices)
        if (!removedDevices.count(d.id))
            g.devices.push_back(d);
    for (const Link& l : design.links) {
        if (l.network == req.networkId || removedDevices.count(l.a.device) ||
            removedDevices.count(l.b.device))
            ++g.removedLinks;
        else
            g.links.push_back(l);
    }
    g.networks = design.networks;

    Floor floor;
    int nextRow = 0;
    for (const Rack& r : g.racks) {
        const CatalogItem* m = catalog.find(r.model);
        floor.racks[r.id] = {r.row, r.position, m && m->rackUnits() > 0 ? m->rackUnits() : 42};
        nextRow = std::max(nextRow, r.row + 1);
    }

    Design remaining;
    remaining.devices = g.devices;
    std::vector<const Device*> nodeList = orderedNodes(remaining, catalog, req, floor, g.error);
    if (!g.ok())
        return g;
    // Indices into g.devices: NIC fitting changes the node in place.
    std::unordered_map<std::string, std::size_t> deviceIndex;
    for (std::size_t i = 0; i < g.devices.size(); ++i)
        deviceIndex[g.devices[i].id] = i;

    FabricRequest effective = req;
    std::vector<std::vector<DevicePort>> ports;
    ports.reserve(nodeList.size());
    for (const Device* n : nodeList) {
        Device& node = g.devices[deviceIndex.at(n->id)];
        ports.push_back(nodePorts(node, catalog, effective, g.fittedNodes));
        const int have = int(ports.back().size());
        if (effective.rails == 0)
            effective.rails = have;
        if (have == 0) {
            g.error = node.name + " has no compute ports" +
                      (req.nicModel.empty() ? "; choose a NIC to fit" : "") + "";
            return g;
        }
        if (have < effective.rails) {
            g.error = node.name + " has " + std::to_string(have) + " compute ports, fewer than " +
                      std::to_string(effective.rails) + " rails";
            return g;
        }
    }
    {
        // Ports another network (or a hand-made link) already uses are not taken over.
        std::set<std::pair<std::string_view, std::string_view>> used;
        for (const Link& l : g.links) {
            used.emplace(l.a.device, l.a.port);
            used.emplace(l.b.device, l.b.port);
        }
        for (std::size_t i = 0; i < ports.size(); ++i)
            for (int r = 0; r < effective.rails; ++r)
                if (used.count({nodeList[i]->id, ports[i][r].name})) {
                    g.error = nodeList[i]->name + " port " + ports[i][r].name +
                              " is already linked outside this network; remove those links or "
                              "give them network '" +
                              req.networkId + "' to have them replaced";
                    return g;
                }
    }
    const double nodeSpeed = ports.front().front().speedGbps;
    for (std::size_t i = 0; i < ports.size(); ++i)
        for (int r = 0; r < effective.rails; ++r)
            if (ports[i][r].speedGbps != nodeSpeed) {
                g.error = "the nodes' compute ports differ in speed (" + nodeList[i]->name +
                          " port " + ports[i][r].name + ")";
                return g;
            }

    double switchSpeed = 0;
    const int physicalPorts = switchFabricPorts(*sw, switchSpeed);
    if (physicalPorts == 0 || nodeSpeed <= 0) {
        g.error = "switch '" + sw->id + "' lists no fabric ports";
        return g;
    }
    const double ratio = switchSpeed / nodeSpeed;
    const int split = int(ratio + 0.5);
    if (std::abs(ratio - split) > 1e-9 || (split != 1 && split != 2 && split != 4)) {
        g.error = "switch ports at " + std::to_string(int(switchSpeed)) + "G cannot serve " +
                  std::to_string(int(nodeSpeed)) +
                  "G node ports (neither equal nor a 2- or "
                  "4-way breakout)";
        return g;
    }

    // Sizing, with the logical ports a switch offers after breakout.
    Device prototype;
    prototype.model = sw->id;
    prototype.portSplit = split;
    std::vector<DevicePort> swPorts;
    const std::string swRole = switchPortRole(*sw);
    for (DevicePort& p : devicePorts(prototype, sw, catalog))
        if (p.role == swRole)
            swPorts.push_back(std::move(p));
    FatTreeInput in;
    in.nodes = int(nodeList.size());
    in.rails = effective.rails;
    in.radix = int(swPorts.size());
    in.oversubscription = req.oversubscription;
    in.switchPortsPerTransceiver = swPorts.front().portsInCage;
    in.nodePortsPerTransceiver = ports.front().front().portsInCage;
    FatTreeSizing sizing;
    if (req.kind == NetworkKind::Oob) {
        // Management traffic is light: an access layer of switches filled in turn, their
        // uplinks left to the site's management network.
        FatTree& a = sizing.tree;
        const std::int64_t links = std::int64_t(in.nodes) * in.rails;
        a.tiers = 1;
        a.leaves = int((links + in.radix - 1) / in.radix);
        a.units = a.leaves;
        a.leafDown = in.radix;
        a.nodesPerUnit = in.nodes;
        a.nodeLeafCables = links;
    } else {
        sizing = sizeFatTree(in);
    }
    if (!sizing.ok()) {
        g.error = sizing.error;
        return g;
    }
    const FatTree& t = sizing.tree;
    g.tree = t;

    g.network.id = req.networkId;
    g.network.name = req.networkName.empty() ? req.networkId : req.networkName;
    g.network.kind = req.kind;
    g.network.transport = req.transport.empty() ? transportFor(*sw, int(nodeSpeed),
                                                               req.kind == NetworkKind::Compute ||
                                                                   req.kind == NetworkKind::Storage)
                                                : req.transport;
    g.network.switchModel = sw->id;
    g.network.rails = effective.rails;
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

    // Network racks in a new row behind the others, filled bottom-up, as many switches per
    // rack as its units and the air-cooling limit allow.
    std::vector<std::string> allIds;
    for (const Rack& r : g.racks)
        allIds.push_back(r.id);
    for (const Device& d : g.devices)
        allIds.push_back(d.id);
    for (const Link& l : g.links)
        allIds.push_back(l.id);
    IdSequence rackIds("r", nextNumber(allIds, "r"));
    IdSequence deviceIds("d", nextNumber(allIds, "d"));
    IdSequence linkIds("l", nextNumber(allIds, "l"));

    const int switchU = std::max(1, sw->rackUnits());
    const int rackU = rackModel->rackUnits();
    const double airLimitW = design.site && design.site->airLimitKw
                                 ? *design.site->airLimitKw * 1000
                                 : cooling::kDefaultAirLimitW;
    const std::optional<double> switchW =
        sw->largest("max_power_w") ? sw->largest("max_power_w") : sw->largest("typical_power_w");
    int perRack = std::max(1, (rackU - 2) / switchU);
    if (switchW && *switchW > 0)
        perRack = std::max(1, std::min(perRack, int(airLimitW / *switchW)));

    const std::string prefix = req.networkId + "-";
    std::vector<std::string> names;
    if (t.tiers == 1)
        for (int l = 0; l < t.leaves; ++l) // one switch, or an access layer side by side
            names.push_back(prefix + "switch-" + twoDigits(l + 1));
    else
        for (int s = 0; s < t.units; ++s)
            for (int r = 0; r < in.rails; ++r)
                names.push_back(prefix + "leaf-su" + std::to_string(s + 1) + "-r" +
                                std::to_string(r + 1));
    const int spinesPerPod = t.tiers == 3 ? t.spines / t.pods : t.spines;
    for (int s = 0; s < t.spines; ++s)
        names.push_back(t.tiers == 3 ? prefix + "spine-p" + std::to_string(s / spinesPerPod + 1) +
                                           "-" + twoDigits(s % spinesPerPod + 1)
                                     : prefix + "spine-" + twoDigits(s + 1));
    for (int c = 0; c < t.cores; ++c)
        names.push_back(prefix + "core-" + twoDigits(c + 1));

    const std::size_t firstSwitch = g.devices.size();
    // Free units of the chosen racks, in order, for switches of switchU units.
    std::vector<std::pair<std::string, int>> slots;
    for (const std::string& rackId : req.switchRacks) {
        const auto place = floor.racks.find(rackId);
        if (place == floor.racks.end()) {
            g.error = "no rack with id '" + rackId + "' for the switches";
            return g;
        }
        std::vector<char> busy(std::size_t(place->second.units) + 2, 0);
        for (const Device& d : g.devices) {
            if (d.rack != rackId)
                continue;
            const CatalogItem* m = catalog.find(d.model);
            const int units = m ? std::max(1, m->rackUnits()) : 1;
            if (m && m->rackUnits() == 0)
                continue; // zero-U PDUs hang beside the frame
            for (int u = d.u; u < d.u + units && u <= place->second.units; ++u)
                busy[std::size_t(std::max(u, 1))] = 1;
        }
        for (int u = 1; u + switchU - 1 <= place->second.units;) {
            bool free = true;
            for (int k = u; k < u + switchU; ++k)
                free = free && !busy[std::size_t(k)];
            if (free) {
                slots.emplace_back(rackId, u);
                u += switchU;
            } else {
                ++u;
            }
        }
    }
    int position = 0;
    int slot = 0;
    for (std::size_t i = 0; i < names.size(); ++i) {
        Device d;
        if (i < slots.size()) {
            d.rack = slots[i].first;
            d.u = slots[i].second;
        } else {
            if (slot % perRack == 0) {
                Rack r;
                r.id = rackIds.next();
                r.name = "NET-" + twoDigits(position + 1);
                r.model = rackModel->id;
                r.row = nextRow;
                r.position = position++;
                floor.racks[r.id] = {r.row, r.position, rackU};
                g.racks.push_back(std::move(r));
                ++g.addedRacks;
            }
            d.rack = g.racks.back().id;
            d.u = 1 + (slot++ % perRack) * switchU;
        }
        d.id = deviceIds.next();
        d.model = sw->id;
        d.name = names[i];
        d.network = req.networkId;
        d.portSplit = split;
        g.devices.push_back(std::move(d));
    }
    g.addedSwitches = int(names.size());
    // The racks got their names from the position in the new row; keep them unique in the
    // design when an older network row already uses NET-xx.
    {
        std::set<std::string> used;
        for (std::size_t i = 0; i + g.addedRacks < g.racks.size(); ++i)
            used.insert(g.racks[i].name);
        for (std::size_t i = g.racks.size() - g.addedRacks; i < g.racks.size(); ++i) {
            std::string base = g.racks[i].name;
            for (int k = 2; used.count(g.racks[i].name); ++k)
                g.racks[i].name = base + "-" + std::to_string(k);
            used.insert(g.racks[i].name);
        }
    }

    // Node pointers again: g.devices grew, so earlier pointers into it are stale.
    std::vector<const Device*> nodes;
    for (const Device* n : nodeList)
        nodes.push_back(&g.devices[deviceIndex.at(n->id)]);
    const Device* switches = &g.devices[firstSwitch];
    const int leaves = t.leaves;
    const Device* spineBase = switches + leaves;
    const Device* coreBase = spineBase + t.spines;

    Wiring w{req, floor, linkIds, g.links, {}, {}};
    w.choices.reserve(std::size_t(t.nodeLeafCables + t.leafSpineCables + t.spineCoreCables));
    w.ends.reserve(w.choices.capacity());
    // One switch (or an access layer): the k-th node port on port k of the switches in turn.
    if (t.tiers == 1)
        for (std::size_t i = 0; i < nodes.size(); ++i)
            for (int r = 0; r < in.rails; ++r) {
                const std::size_t k = i * std::size_t(in.rails) + std::size_t(r);
                w.connect({nodes[i], &ports[i][r]},
                          {switches + k / swPorts.size(), &swPorts[k % swPorts.size()]});
            }
    // Tier 1 of a tree: NIC r of node k of unit s to down port k of leaf (s, r).
    for (std::size_t i = 0; i < nodes.size() && t.tiers > 1; ++i) {
        const int unit = int(i) / t.nodesPerUnit;
        const int k = int(i) % t.nodesPerUnit;
        for (int r = 0; r < in.rails; ++r)
            w.connect({nodes[i], &ports[i][r]},
                      {switches + unit * in.rails + r, &swPorts[std::size_t(k)]});
    }
    if (t.tiers == 2) {
        // Uplink j of every leaf to spine j / (up / spines); leaves fill a spine's ports in turn.
        const int each = t.leafUp / t.spines;
        for (int l = 0; l < leaves; ++l)
            for (int j = 0; j < t.leafUp; ++j)
                w.connect({switches + l, &swPorts[std::size_t(t.leafDown + j)]},
                          {spineBase + j / each, &swPorts[std::size_t(l * each + j % each)]});
    } else if (t.tiers == 3) {
        const int spineDown = in.radix / 2;
        const int spineUp = in.radix - spineDown;
        const int leavesPerPod = (spineDown / in.rails) * in.rails;
        const int each = t.leafUp / spinesPerPod;
        for (int l = 0; l < leaves; ++l) {
            const int pod = l / leavesPerPod;
            const int local = l % leavesPerPod;
            for (int j = 0; j < t.leafUp; ++j)
                w.connect({switches + l, &swPorts[std::size_t(t.leafDown + j)]},
                          {spineBase + pod * spinesPerPod + j / each,
                           &swPorts[std::size_t(local * each + j % each)]});
        }
        // Spine j of every pod to core group j; each spine spreads its uplinks evenly.
        const int coresPerGroup = t.cores / spinesPerPod;
        const int perCore = spineUp / coresPerGroup;
        for (int s = 0; s < t.spines; ++s) {
            const int pod = s / spinesPerPod;
            const int j = s % spinesPerPod;
            for (int u = 0; u < spineUp; ++u)
                w.connect({spineBase + s, &swPorts[std::size_t(spineDown + u)]},
                          {coreBase + j * coresPerGroup + u / perCore,
                           &swPorts[std::size_t(pod * perCore + u % perCore)]});
        }
    }
    settleSharedCages(w);
    emitLinks(w, g);
    return g;
}

} // namespace cd::core
