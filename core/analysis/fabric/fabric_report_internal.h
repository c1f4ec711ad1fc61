#pragma once

// Internal to the fabric report (fabric_report.cpp, fabric_report_tiers.cpp,
// fabric_report_parts.cpp, fabric_report_checks.cpp): the resolved design the passes share, one
// network's links and what the tier pass counts of them, and the steps analyzeFabric runs per
// network. Not part of the public API: include fabric_report.h instead.
#include "analysis/issues/issue.h"
#include "cable_run.h"
#include "link_ends.h"
#include "model/catalog_view.h"
#include "model/design.h"
#include "model/device_ports.h"
#include "model/id_table.h"
#include "model/placement.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// Defined in fabric_report.h, which this header does not include (the report's module and this
// one would include each other).
enum class FabricTier;
struct NetworkReport;

namespace fabric_report_detail {

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
        // Of racks sharing an id (validate reports them) the last one answers, as it always has:
        // the table keeps the first value it is given, so they go in from the last.
        IdTable<cabling::CableEnd> rackPlace(d.racks.size());
        for (auto r = d.racks.rbegin(); r != d.racks.rend(); ++r)
            rackPlace.insert(r->id, {r->row, r->position, rackHeightU(c, *r), 1});
        const std::size_t n = d.devices.size();
        place.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            // Devices come in runs of one rack (four DGX, a rack of leaves): its place is
            // looked up once a run.
            if (i == 0 || d.devices[i].rack != d.devices[i - 1].rack) {
                const cabling::CableEnd* at = rackPlace.find(d.devices[i].rack);
                place.push_back(at ? *at : cabling::CableEnd{});
            } else {
                place.push_back(place.back());
            }
            place.back().u = d.devices[i].u;
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
    // The port at a link end, or none (-1).
    const DevicePort* portAt(std::size_t device, int port) const
    {
        return port < 0 ? nullptr : &resolved.ports(device).ports[std::size_t(port)];
    }
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

// 20 bytes, not the 40 of pointers and sizes: a 16,384-node hall has half a million of them.
struct NetLink
{
    std::uint32_t index; // of the link in Design::links, and of its facts in LinkEnds
    std::uint32_t a;     // devices at its ends, indices in Design::devices
    std::uint32_t b;
    int portA; // index in the device's port table, -1 when it has no such port
    int portB;
};

// Per device, its links in one network.
struct LinkCounts
{
    explicit LinkCounts(std::size_t n) : down(n, 0), up(n, 0), seen(n, 0), cabled(n, 0), rail(n, -2)
    {
    }
    std::vector<int> down, up;
    std::vector<char> seen;
    std::vector<int> cabled; // node ports cabled in this network
    std::vector<int> rail;   // per leaf: -2 none seen, -1 mixed, else the rail
};

// One network's devices as its links make them, for the checks.
struct NetworkView
{
    const Context& c;
    const Network* net; // none: links without a network
    const std::vector<FabricTier>& tier;
    const LinkCounts& links;
    const std::string& role;
    std::string network; // its name, for messages
};

// What the pass over the devices finds for the checks.
struct DeviceFindings
{
    const Device* worstLeaf = nullptr;
    int under = 0; // nodes with ports of the role left uncabled
    const Device* firstUnder = nullptr;
    int fewNics = 0;
    const Device* firstFew = nullptr;
    int firstFewGpus = 0; // its GPUs and cabled NICs
    int firstFewNics = 0;
};

// fabric_report_tiers.cpp: the network's tiers and what its links and devices count.
std::vector<FabricTier> tiersOf(const Context& c, const std::vector<NetLink>& links);
NetworkReport describeNetwork(const Network* net, const std::string& id);
LinkCounts countLinks(const Context& c, const std::vector<FabricTier>& tier,
                      const std::vector<NetLink>& links, NetworkReport& r);
std::string nodeRole(const Context& c, const Network* net, const std::vector<FabricTier>& tier,
                     const std::vector<NetLink>& links);
double targetRatioOf(const Network* net);
DeviceFindings countDevices(const NetworkView& v, NetworkReport& r);

// fabric_report_parts.cpp: the cables and transceivers the links take, and their issues.
void countParts(Context& c, const std::vector<NetLink>& links, NetworkReport& r, Issues& issues);

// fabric_report_checks.cpp: the network checks that raise issues.
void reportNodeShortfalls(const NetworkView& v, const DeviceFindings& found, Issues& issues);
void checkLeafUplinks(const NetworkView& v, const NetworkReport& r, Issues& issues);
void checkSwitchTransport(const NetworkView& v, const NetworkReport& r, Issues& issues);
void checkOversubscription(const NetworkView& v, const NetworkReport& r, double targetRatio,
                           const Device* worstLeaf, Issues& issues);
void checkLeafPortsFree(const NetworkView& v, const NetworkReport& r, Issues& issues);

} // namespace fabric_report_detail
} // namespace cd::core
