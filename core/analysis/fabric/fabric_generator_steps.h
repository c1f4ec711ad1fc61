#pragma once

// Internal to fabric_generator.cpp, fabric_switches.cpp and fabric_wiring.cpp: the state one
// fabric generation fills in step by step, and the steps those files share. Not part of the
// public API (fabric_generator.h).

#include "fabric_request.h"
#include "model/catalog_view.h"
#include "model/design.h"
#include "model/device_ports.h"
#include "model/placement.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cd::core::detail {

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

struct Place
{
    int row = 0;
    int position = 0;
    int units = kFallbackRackUnits;
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

// The shared state of one generation, filled in phase by phase.
struct Generation
{
    Generation(const Design& d, const CatalogView& c, const FabricRequest& r, GeneratedFabric& out)
        : design(d), catalog(c), req(r), g(out), effective(r)
    {
    }

    const Design& design;
    const CatalogView& catalog;
    const FabricRequest& req;
    GeneratedFabric& g;
    const CatalogItem* sw = nullptr;
    const CatalogItem* rackModel = nullptr;
    Floor floor;
    // The devices left after removing the previous generation; nodeList points into it.
    Design remaining;
    std::vector<const Device*> nodeList;
    // Indices into g.devices: NIC fitting changes the node in place.
    std::unordered_map<std::string, std::size_t> deviceIndex;
    std::vector<std::vector<DevicePort>> ports; // per node, at least one per rail
    FabricRequest effective;                    // the request with its rails filled in
    double nodeSpeed = 0;
    int split = 0;                   // node ports per switch port (breakout)
    std::vector<DevicePort> swPorts; // the logical ports of one switch after breakout
    FatTreeInput in;
    std::size_t firstSwitch = 0; // in g.devices
};

struct FreshIds
{
    IdSequence racks;
    IdSequence devices;
    IdSequence links;
};

// Steps in fabric_switches.cpp.
std::string sizeTree(Generation& gen);
std::string buildSwitches(Generation& gen, FreshIds& ids);
int spinesPerPod(const FatTree& t);
// The row each switch goes to, in switchNames' order (switch_homes.cpp).
std::vector<int> switchHomeRows(const Generation& gen);

// The step in fabric_wiring.cpp.
void wireFabric(Generation& gen, IdSequence& linkIds);

} // namespace cd::core::detail
