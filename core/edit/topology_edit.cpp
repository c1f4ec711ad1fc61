#include "topology_edit.h"

#include "analysis/fabric/fabric_generator.h"
#include "edit_result.h"
#include "text/translation.h"

#include <set>

namespace cd::core {

ReplaceTopology::ReplaceTopology(std::vector<Rack> racks, std::vector<Device> devices,
                                 std::vector<Link> links, std::vector<Network> networks,
                                 std::string description)
    : m_racks(std::move(racks)), m_devices(std::move(devices)), m_links(std::move(links)),
      m_networks(std::move(networks)), m_description(std::move(description))
{
}

EditPtr ReplaceTopology::apply(Design& design) const
{
    auto inverse = std::make_unique<ReplaceTopology>(design.racks, design.devices, design.links,
                                                     design.networks, m_description);
    design.racks = m_racks;
    design.devices = m_devices;
    design.links = m_links;
    design.networks = m_networks;
    return inverse;
}

EditPtr ReplaceTopology::applyOnce(Design& design) &&
{
    auto inverse = std::make_unique<ReplaceTopology>(
        std::move(design.racks), std::move(design.devices), std::move(design.links),
        std::move(design.networks), m_description);
    design.racks = std::move(m_racks);
    design.devices = std::move(m_devices);
    design.links = std::move(m_links);
    design.networks = std::move(m_networks);
    return inverse;
}

namespace edits {

using detail::accept;
using detail::refuse;

Result generateFabric(const Design& design, const CatalogView& catalog,
                      const FabricRequest& request, GeneratedFabric* summary)
{
    GeneratedFabric g = core::generateFabric(design, catalog, request);
    if (!g.ok())
        return refuse("fabric", g.error);
    std::string what = text::arg(
        g.addedSwitches == 1 ? text::translate("Edit", "Generate %1 (%2 switch, %3 links)")
                             : text::translate("Edit", "Generate %1 (%2 switches, %3 links)"),
        {g.network.name, std::to_string(g.addedSwitches), std::to_string(g.addedLinks)});
    auto edit = std::make_unique<ReplaceTopology>(std::move(g.racks), std::move(g.devices),
                                                  std::move(g.links), std::move(g.networks),
                                                  std::move(what));
    if (summary) {
        *summary = std::move(g);
        summary->racks.clear();
        summary->devices.clear();
        summary->links.clear();
        summary->networks.clear();
    }
    return accept(std::move(edit));
}

Result removeFabric(const Design& design, const std::string& networkId)
{
    const Network* n = design.findNetwork(networkId);
    if (!n)
        return refuse("unknown-network",
                      text::arg(text::translate("Edit", "no network with id '%1'"), {networkId}));
    std::set<std::string> gone;
    for (const Device& d : design.devices)
        if (d.network == networkId)
            gone.insert(d.id);
    std::set<std::string> keptRacks;
    for (const Device& d : design.devices)
        if (!gone.count(d.id))
            keptRacks.insert(d.rack);
    std::set<std::string> usedRacks;
    for (const Device& d : design.devices)
        usedRacks.insert(d.rack);
    std::vector<Rack> racks;
    for (const Rack& r : design.racks)
        if (keptRacks.count(r.id) || !usedRacks.count(r.id)) // empty racks stay: the user's
            racks.push_back(r);
    std::vector<Device> devices;
    for (const Device& d : design.devices)
        if (!gone.count(d.id))
            devices.push_back(d);
    std::vector<Link> links;
    for (const Link& l : design.links)
        if (l.network != networkId && !gone.count(l.a.device) && !gone.count(l.b.device))
            links.push_back(l);
    std::vector<Network> networks;
    for (const Network& x : design.networks)
        if (x.id != networkId)
            networks.push_back(x);
    return accept(std::make_unique<ReplaceTopology>(
        std::move(racks), std::move(devices), std::move(links), std::move(networks),
        text::arg(text::translate("Edit", "Remove %1"), {n->name})));
}

} // namespace edits

} // namespace cd::core
