// The checks of one network that raise issues: nodes short of links, leaves without uplinks,
// switches of the wrong transport, oversubscription over the target, no free leaf port
// (internal to the fabric report: see fabric_report_internal.h).
#include "analysis/issues/fabric_issue_types.h"
#include "analysis/issues/format.h"
#include "fabric_report.h"
#include "fabric_report_internal.h"

namespace cd::core::fabric_report_detail {

using format::fixed;

void reportNodeShortfalls(const NetworkView& v, const DeviceFindings& found, Issues& issues)
{
    if (found.under > 0)
        issues.push_back(makeIssue(issues::FabricNodeUnconnected,
                                   {{"count", std::to_string(found.under)},
                                    {"network", v.network},
                                    {"role", v.role},
                                    {"node", found.firstUnder->name}},
                                   found.firstUnder->id));
    if (found.fewNics > 0)
        issues.push_back(makeIssue(issues::FabricNicsPerGpu,
                                   {{"count", std::to_string(found.fewNics)},
                                    {"network", v.network},
                                    {"gpus", std::to_string(found.firstFewGpus)},
                                    {"nics", std::to_string(found.firstFewNics)},
                                    {"node", found.firstFew->name}},
                                   found.firstFew->id));
}

void checkLeafUplinks(const NetworkView& v, const NetworkReport& r, Issues& issues)
{
    const std::size_t n = v.c.design.devices.size();
    if (r.spines > 0) {
        for (std::size_t i = 0; i < n; ++i)
            if (v.links.seen[i] && v.tier[i] == FabricTier::Leaf && v.links.up[i] == 0) {
                issues.push_back(
                    makeIssue(issues::FabricLeafNoUplink,
                              {{"leaf", v.c.design.devices[i].name}, {"network", v.network}},
                              v.c.design.devices[i].id));
                break;
            }
    }
}

// InfiniBand and Ethernet do not mix on a link or in one network: an InfiniBand switch in
// a RoCE network (or the reverse) needs a gateway, not a cable.
void checkSwitchTransport(const NetworkView& v, const NetworkReport& r, Issues& issues)
{
    const std::size_t n = v.c.design.devices.size();
    const Context& c = v.c;
    const Transport* transport = v.net ? findTransport(v.net->transport) : nullptr;
    for (std::size_t i = 0; i < n && transport; ++i) {
        if (!v.links.seen[i] || !c.isSwitch(i) || !c.resolved.item(i))
            continue;
        const bool ib = c.resolved.item(i)->description.find("InfiniBand") != std::string::npos;
        if (ib != transport->infiniband) {
            issues.push_back(makeIssue(issues::FabricTypeMismatch,
                                       {{"switch", c.design.devices[i].name},
                                        {"kind", ib ? "InfiniBand" : "Ethernet"},
                                        {"network", r.name},
                                        {"transport", std::string(transport->label)}},
                                       c.design.devices[i].id));
            break;
        }
    }
}

void checkOversubscription(const NetworkView& v, const NetworkReport& r, double targetRatio,
                           const Device* worstLeaf, Issues& issues)
{
    const std::size_t n = v.c.design.devices.size();
    const Network* net = v.net;
    const LinkCounts& k = v.links;
    // Spines carry the leaves' uplinks on to the cores: more down than up oversubscribes
    // the tree again above the leaves (the generator builds them 1:1).
    if (net && r.cores > 0 && r.spineOversubscription > targetRatio + 1e-9)
        for (std::size_t i = 0; i < n; ++i)
            if (k.seen[i] && v.tier[i] == FabricTier::Spine && k.up[i] > 0 &&
                double(k.down[i]) / k.up[i] > targetRatio + 1e-9) {
                issues.push_back(makeIssue(issues::FabricSpineOversubscribed,
                                           {{"spine", v.c.design.devices[i].name},
                                            {"network", v.network},
                                            {"ratio", fixed(double(k.down[i]) / k.up[i], 2)},
                                            {"target", net->oversubscription}},
                                           v.c.design.devices[i].id));
                break;
            }
    if (net && worstLeaf && r.leafOversubscription > targetRatio + 1e-9)
        issues.push_back(makeIssue(issues::FabricOversubscribed,
                                   {{"leaf", worstLeaf->name},
                                    {"network", v.network},
                                    {"ratio", fixed(r.leafOversubscription, 2)},
                                    {"target", net->oversubscription}},
                                   worstLeaf->id));
}

// Node ports are uncabled: is there a leaf with a fabric port to take them?
void checkLeafPortsFree(const NetworkView& v, const NetworkReport& r, Issues& issues)
{
    const std::size_t n = v.c.design.devices.size();
    bool anyFree = false;
    for (std::size_t i = 0; i < n && !anyFree; ++i)
        if (v.links.seen[i] && v.tier[i] == FabricTier::Leaf) {
            int fabricPorts = 0;
            for (const DevicePort& p : v.c.portsOf(i))
                fabricPorts += p.role == "fabric" ? 1 : 0;
            anyFree = v.links.down[i] + v.links.up[i] < fabricPorts;
        }
    if (!anyFree)
        issues.push_back(makeIssue(issues::FabricPortsExhausted, {{"network", v.network}}, r.id));
}

} // namespace cd::core::fabric_report_detail
