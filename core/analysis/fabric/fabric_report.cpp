#include "fabric_report.h"

#include "analysis/issues/fabric_issue_types.h"
#include "fabric_report_internal.h"
#include "link_ends.h"
#include "model/large_list.h"
#include "model/placement.h"

#include <array>
#include <map>
#include <optional>

namespace cd::core {

std::vector<PartTotal> totalsByPart(const std::vector<PartCount>& parts)
{
    std::map<std::string, PartTotal> byPart;
    for (const PartCount& p : parts) {
        PartTotal& t = byPart[p.part];
        t.part = p.part;
        t.count += p.count;
        t.metres += p.count * p.lengthM;
    }
    std::vector<PartTotal> out;
    out.reserve(byPart.size());
    for (auto& entry : byPart)
        out.push_back(std::move(entry.second));
    return out;
}

const NetworkReport* FabricReport::find(std::string_view networkId) const
{
    for (const NetworkReport& n : networks)
        if (n.id == networkId)
            return &n;
    return nullptr;
}

namespace fabric_report_detail {
namespace {

// `nodes`, where given, gets a flag per device: whether it is one of the network's nodes.
NetworkReport reportNetwork(Context& c, const Network* net, const std::string& id,
                            const std::vector<NetLink>& links, Issues& issues,
                            std::vector<char>* nodes = nullptr)
{
    NetworkReport r = describeNetwork(net, id);
    const std::vector<FabricTier> tier = tiersOf(c, links);
    const LinkCounts counts = countLinks(c, tier, links, r);
    const std::string role = nodeRole(c, net, tier, links);
    const double targetRatio = targetRatioOf(net);
    const NetworkView v{c, net, tier, counts, role, r.name};
    const DeviceFindings found = countDevices(v, r);
    if (nodes) {
        nodes->assign(tier.size(), 0);
        for (std::size_t i = 0; i < tier.size(); ++i)
            (*nodes)[i] = counts.seen[i] && tier[i] == FabricTier::Node;
    }
    r.tiers = r.superCores > 0 ? 4 : r.cores > 0 ? 3 : r.spines > 0 ? 2 : r.leaves > 0 ? 1 : 0;
    reportNodeShortfalls(v, found, issues);
    checkLeafUplinks(v, r, issues);
    checkSwitchTransport(v, r, issues);
    checkOversubscription(v, r, targetRatio, found.worstLeaf, issues);
    if (found.under > 0 && r.leaves > 0)
        checkLeafPortsFree(v, r, issues);
    countParts(c, links, r, issues);
    return r;
}

using LinksByNetwork = std::map<std::string, std::vector<NetLink>>;
// Per compute network, its node flags (reportNetwork's `nodes`).
using NodesByNetwork = std::map<std::string, std::vector<char>>;

// Grouped by the network index LinkEnds gave each link, then named.
LinksByNetwork groupLinks(const Design& design, const core::LinkEnds& ends)
{
    std::vector<std::vector<NetLink>> groups(ends.networkCount());
    for (std::size_t g = 0; g < groups.size(); ++g)
        reserveLarge(groups[g], ends.networkLinks(int(g)));
    for (std::size_t li = 0; li < design.links.size(); ++li) {
        const std::array<LinkEnd, 2>& e = ends.of(li);
        if (e[0].device < 0 || e[1].device < 0)
            continue; // validate reports the dangling end
        groups[std::size_t(ends.facts(li).network)].push_back(
            {std::uint32_t(li), std::uint32_t(e[0].device), std::uint32_t(e[1].device), e[0].port,
             e[1].port});
    }
    LinksByNetwork byNetwork;
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (!groups[g].empty())
            byNetwork.emplace(std::string(ends.network(int(g))), std::move(groups[g]));
    return byNetwork;
}

// The design's networks in its order, then the links naming none of them, by network id.
// `byNetwork` gains an empty entry for each network without links.
void reportNetworks(Context& c, LinksByNetwork& byNetwork, FabricReport& report,
                    NodesByNetwork& computeNodes)
{
    const Design& design = c.design;
    for (const Network& net : design.networks)
        report.networks.push_back(
            reportNetwork(c, &net, net.id, byNetwork[net.id], report.issues,
                          net.kind == NetworkKind::Compute ? &computeNodes[net.id] : nullptr));
    for (const auto& [id, links] : byNetwork) {
        if (design.findNetwork(id))
            continue;
        if (!id.empty())
            report.issues.push_back(makeIssue(
                issues::UnknownNetwork, {{"count", std::to_string(links.size())}, {"network", id}},
                design.links[links.front().index].id));
        report.networks.push_back(reportNetwork(c, nullptr, id, links, report.issues));
    }
}

// GPU servers outside the compute network `net`, whose nodes `nodes` flags.
void checkServersOnNetwork(const Context& c, const Network& net, const std::vector<char>& nodes,
                           Issues& issues)
{
    const Design& design = c.design;
    int missing = 0;
    const Device* first = nullptr;
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        const Device& d = design.devices[i];
        const CatalogItem* item = c.resolved.item(i);
        if (nodes[i] || !item || item->kind != ItemKind::Server || effectiveGpuCount(d, *item) <= 0)
            continue;
        // A device sharing a node's id is on the network as that node is (links name the id).
        const int same = c.resolved.deviceIndex(d.id);
        if ((same < 0 || !nodes[std::size_t(same)]) && ++missing == 1)
            first = &d;
    }
    if (missing > 0)
        issues.push_back(makeIssue(
            issues::FabricServerUnconnected,
            {{"count", std::to_string(missing)}, {"network", net.name}, {"server", first->name}},
            first->id));
}

} // namespace
} // namespace fabric_report_detail

FabricReport analyzeFabric(const Design& design, const CatalogView& catalog,
                           const core::LinkEnds* ends)
{
    using namespace fabric_report_detail;
    FabricReport report;
    if (design.links.empty() && design.networks.empty())
        return report;
    std::optional<core::LinkEnds> own;
    if (!ends)
        ends = &own.emplace(design, catalog);
    Context c(design, catalog, *ends);
    LinksByNetwork byNetwork = groupLinks(design, *ends);
    NodesByNetwork computeNodes;
    reportNetworks(c, byNetwork, report, computeNodes);
    // GPU servers outside every compute network, once there is one.
    for (const Network& net : design.networks)
        if (net.kind == NetworkKind::Compute)
            checkServersOnNetwork(c, net, computeNodes[net.id], report.issues);
    return report;
}

} // namespace cd::core
