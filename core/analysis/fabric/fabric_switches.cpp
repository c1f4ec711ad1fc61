#include "fabric_generator.h"

#include "analysis/power/rack_fill.h"
#include "fabric_generator_steps.h"
#include "model/device_ports.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

// The switches of a generated fabric: the breakout and tree sizing from the switch's ports,
// their names, and where they go (free units of the chosen racks, then new network racks).
namespace cd::core::detail {

namespace {

std::string twoDigits(int n)
{
    return (n < 10 ? "0" : "") + std::to_string(n);
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

struct Breakout
{
    int split = 0; // node ports per switch port: 1, 2 or 4
    std::string error;
};

Breakout breakoutFor(const CatalogItem& sw, double nodeSpeed)
{
    double switchSpeed = 0;
    const int physicalPorts = switchFabricPorts(sw, switchSpeed);
    if (physicalPorts == 0 || nodeSpeed <= 0)
        return {0,
                text::arg(text::translate("FabricGenerator", "switch '%1' lists no fabric ports"),
                          {sw.id})};
    const double ratio = switchSpeed / nodeSpeed;
    const int split = int(ratio + 0.5);
    if (std::abs(ratio - split) > 1e-9 || (split != 1 && split != 2 && split != 4))
        return {split,
                text::arg(text::translate("FabricGenerator",
                                          "switch ports at %1G cannot serve %2G node ports "
                                          "(neither equal nor a 2- or 4-way breakout)"),
                          {std::to_string(int(switchSpeed)), std::to_string(int(nodeSpeed))})};
    return {split, {}};
}

// The logical ports nodes plug into on a switch after breakout.
std::vector<DevicePort> switchPorts(const CatalogItem& sw, int split, const CatalogView& catalog)
{
    Device prototype;
    prototype.model = sw.id;
    prototype.portSplit = split;
    std::vector<DevicePort> swPorts;
    const std::string swRole = switchPortRole(sw);
    for (DevicePort& p : devicePorts(prototype, &sw, catalog))
        if (p.role == swRole)
            swPorts.push_back(std::move(p));
    return swPorts;
}

FatTreeInput treeInput(const Generation& gen)
{
    FatTreeInput in;
    in.nodes = int(gen.nodeList.size());
    in.rails = gen.effective.rails;
    in.radix = int(gen.swPorts.size());
    in.oversubscription = gen.req.oversubscription;
    in.switchPortsPerTransceiver = gen.swPorts.front().portsInCage;
    in.nodePortsPerTransceiver = gen.ports.front().front().portsInCage;
    return in;
}

// Management traffic is light: an access layer of switches filled in turn, their
// uplinks left to the site's management network.
FatTreeSizing sizeAccessLayer(const FatTreeInput& in)
{
    FatTreeSizing sizing;
    FatTree& a = sizing.tree;
    const std::int64_t links = std::int64_t(in.nodes) * in.rails;
    a.tiers = 1;
    a.leaves = int((links + in.radix - 1) / in.radix);
    a.units = a.leaves;
    a.leafDown = in.radix;
    a.nodesPerUnit = in.nodes;
    a.nodeLeafCables = links;
    return sizing;
}

// Leaves (or the access layer), then spines, then cores: the order wiring expects.
std::vector<std::string> switchNames(const std::string& networkId, const FatTree& t, int rails)
{
    const std::string prefix = networkId + "-";
    std::vector<std::string> names;
    if (t.tiers == 1)
        for (int l = 0; l < t.leaves; ++l) // one switch, or an access layer side by side
            names.push_back(prefix + "switch-" + twoDigits(l + 1));
    else
        for (int s = 0; s < t.units; ++s)
            for (int r = 0; r < rails; ++r)
                names.push_back(prefix + "leaf-su" + std::to_string(s + 1) + "-r" +
                                std::to_string(r + 1));
    const int perPod = spinesPerPod(t);
    for (int s = 0; s < t.spines; ++s)
        names.push_back(t.tiers >= 3 ? prefix + "spine-p" + std::to_string(s / perPod + 1) + "-" +
                                           twoDigits(s % perPod + 1)
                                     : prefix + "spine-" + twoDigits(s + 1));
    const int coresPerSuperpod = t.coresPerSuperpod();
    for (int c = 0; c < t.cores; ++c)
        names.push_back(t.tiers == 4
                            ? prefix + "core-s" + std::to_string(c / coresPerSuperpod + 1) + "-" +
                                  twoDigits(c % coresPerSuperpod + 1)
                            : prefix + "core-" + twoDigits(c + 1));
    for (int c = 0; c < t.superCores; ++c)
        names.push_back(prefix + "super-core-" + twoDigits(c + 1));
    return names;
}

using Slot = std::pair<std::string, int>; // rack id, lowest unit

// The units of a rack its devices take (index 1..units).
std::vector<char> busyUnits(const std::string& rackId, int rackUnits,
                            const std::vector<Device>& devices, const CatalogView& catalog)
{
    std::vector<char> busy(std::size_t(rackUnits) + 2, 0);
    for (const Device& d : devices) {
        if (d.rack != rackId)
            continue;
        const CatalogItem* m = catalog.find(d.model);
        const int units = m ? std::max(1, m->rackUnits()) : 1;
        if (m && m->rackUnits() == 0)
            continue; // zero-U PDUs hang beside the frame
        for (int u = d.u; u < d.u + units && u <= rackUnits; ++u)
            busy[std::size_t(std::max(u, 1))] = 1;
    }
    return busy;
}

void appendFreeSlots(const std::string& rackId, const std::vector<char>& busy, int rackUnits,
                     int switchU, std::vector<Slot>& slots)
{
    for (int u = 1; u + switchU - 1 <= rackUnits;) {
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

// Free units of the chosen racks, in order, for switches of switchU units.
std::vector<Slot> freeSlots(const Generation& gen, int switchU, std::string& error)
{
    std::vector<Slot> slots;
    for (const std::string& rackId : gen.req.switchRacks) {
        const auto place = gen.floor.racks.find(rackId);
        if (place == gen.floor.racks.end()) {
            error = text::arg(
                text::translate("FabricGenerator", "no rack with id '%1' for the switches"),
                {rackId});
            return {};
        }
        const int units = place->second.units;
        appendFreeSlots(rackId, busyUnits(rackId, units, gen.g.devices, gen.catalog), units,
                        switchU, slots);
    }
    return slots;
}

// Network racks at the end of each row that has switches to hold, filled bottom-up: the end of
// a row is free floor whatever the row's length, and keeps each switch beside its nodes.
class NetworkRacks
{
public:
    NetworkRacks(Generation& gen, IdSequence& ids, int perRack, int switchU)
        : m_gen(gen), m_ids(ids), m_perRack(perRack), m_switchU(switchU)
    {
        for (const auto& [id, place] : gen.floor.racks) {
            int& end = m_rows[place.row].nextPosition;
            end = std::max(end, place.position + 1);
        }
    }

    // The rack and unit of the next switch whose home is `row`.
    Slot next(int row)
    {
        Row& r = m_rows[row];
        if (r.used % m_perRack == 0)
            r.rackId = add(row, r.nextPosition++);
        return {r.rackId, 1 + (r.used++ % m_perRack) * m_switchU};
    }

private:
    struct Row
    {
        int nextPosition = 0;
        int used = 0;
        std::string rackId;
    };

    std::string add(int row, int position)
    {
        Rack r;
        r.id = m_ids.next();
        r.name = "NET-" + twoDigits(++m_added);
        r.model = m_gen.rackModel->id;
        r.row = row;
        r.position = position;
        m_gen.floor.racks[r.id] = {r.row, r.position, m_gen.rackModel->rackUnits()};
        m_gen.g.racks.push_back(std::move(r));
        ++m_gen.g.addedRacks;
        return m_gen.g.racks.back().id;
    }

    Generation& m_gen;
    IdSequence& m_ids;
    int m_perRack;
    int m_switchU;
    int m_added = 0;
    std::map<int, Row> m_rows;
};

// Where the switches go: the free slots of the chosen racks, then new network racks.
struct SwitchPlacement
{
    std::vector<std::string> names;
    std::vector<Slot> slots;
    int switchU = 1;
    int perRack = 1;
};

void placeSwitches(Generation& gen, FreshIds& ids, const SwitchPlacement& p)
{
    const std::vector<int> homes = switchHomeRows(gen);
    NetworkRacks racks(gen, ids.racks, p.perRack, p.switchU);
    for (std::size_t i = 0; i < p.names.size(); ++i) {
        const Slot slot = i < p.slots.size() ? p.slots[i] : racks.next(homes.at(i));
        Device d;
        d.rack = slot.first;
        d.u = slot.second;
        d.id = ids.devices.next();
        d.model = gen.sw->id;
        d.name = p.names[i];
        d.network = gen.req.networkId;
        d.portSplit = gen.split;
        gen.g.devices.push_back(std::move(d));
    }
    gen.g.addedSwitches = int(p.names.size());
}

// The racks are named NET-01, NET-02, ... in the order they were added; keep the names unique
// in the design when an older network already uses NET-xx.
void keepRackNamesUnique(std::vector<Rack>& racks, int addedRacks)
{
    std::set<std::string> used;
    for (std::size_t i = 0; i + addedRacks < racks.size(); ++i)
        used.insert(racks[i].name);
    for (std::size_t i = racks.size() - addedRacks; i < racks.size(); ++i) {
        std::string base = racks[i].name;
        for (int k = 2; used.count(racks[i].name); ++k)
            racks[i].name = base + "-" + std::to_string(k);
        used.insert(racks[i].name);
    }
}

} // namespace

// Sizing, with the logical ports a switch offers after breakout.
std::string sizeTree(Generation& gen)
{
    const Breakout breakout = breakoutFor(*gen.sw, gen.nodeSpeed);
    if (!breakout.error.empty())
        return breakout.error;
    gen.split = breakout.split;
    gen.swPorts = switchPorts(*gen.sw, gen.split, gen.catalog);
    gen.in = treeInput(gen);
    const FatTreeSizing sizing =
        gen.req.kind == NetworkKind::Oob ? sizeAccessLayer(gen.in) : sizeFatTree(gen.in);
    if (!sizing.ok())
        return sizing.error;
    gen.g.tree = sizing.tree;
    return {};
}

int spinesPerPod(const FatTree& t)
{
    return t.tiers >= 3 ? t.spines / t.pods : t.spines;
}

std::string buildSwitches(Generation& gen, FreshIds& ids)
{
    SwitchPlacement p;
    p.switchU = std::max(1, gen.sw->rackUnits());
    p.perRack = devicesPerRack(gen.design, *gen.sw, gen.rackModel->rackUnits(), p.switchU);
    p.names = switchNames(gen.req.networkId, gen.g.tree, gen.in.rails);
    gen.firstSwitch = gen.g.devices.size();
    std::string error;
    p.slots = freeSlots(gen, p.switchU, error);
    if (!error.empty())
        return error;
    placeSwitches(gen, ids, p);
    keepRackNamesUnique(gen.g.racks, gen.g.addedRacks);
    return {};
}

} // namespace cd::core::detail
