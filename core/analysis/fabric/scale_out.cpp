#include "scale_out.h"

#include "fat_tree.h"
#include "model/device_ports.h"
#include "model/placement.h"

#include <map>
#include <set>

namespace cd::core {

namespace {

// A transport for ports of this speed when the design has no compute network: InfiniBand when
// the server's compute ports are InfiniBand ports (named "ib" in the catalog), else RoCE.
std::string guessTransport(const std::vector<DevicePort>& ports, double gbps)
{
    const bool ib = !ports.empty() && ports.front().name.rfind("ib", 0) == 0;
    const Transport* best = nullptr;
    for (const Transport& t : transports())
        if (t.infiniband == ib && t.rdma && t.gbps == int(gbps))
            best = &t;
    return best ? std::string(best->name) : std::string();
}

} // namespace

NodeScaleOut nodeScaleOut(const Design& design, const CatalogView& catalog)
{
    NodeScaleOut out;
    std::map<std::string, int> count;
    std::vector<std::string> order;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Server || effectiveGpu(d, *item).count <= 0)
            continue;
        if (count[d.model]++ == 0)
            order.push_back(d.model);
    }
    for (const std::string& m : order)
        if (out.server.empty() || count[m] > count[out.server])
            out.server = m;
    if (out.server.empty()) {
        out.note = "the design has no GPU server";
        return out;
    }
    out.nodes = count[out.server];
    const CatalogItem* item = catalog.find(out.server);
    const Device* node = nullptr;
    for (const Device& d : design.devices)
        if (d.model == out.server) {
            node = &d;
            break;
        }
    const GpuFit fit = effectiveGpu(*node, *item);
    out.gpu = fit.gpu;
    out.gpusPerNode = fit.count;

    std::vector<DevicePort> compute;
    for (DevicePort& p : devicePorts(*node, item, catalog))
        if (portHasRole(p, "compute"))
            compute.push_back(std::move(p));
    std::set<std::string> cabled;
    for (const Link& l : design.links)
        for (const PortRef* end : {&l.a, &l.b})
            if (end->device == node->id)
                cabled.insert(end->port);
    int used = 0;
    for (const DevicePort& p : compute)
        used += cabled.count(p.name) ? 1 : 0;
    out.nicsPerNode = used > 0 ? used : int(compute.size());
    out.gbpsPerNic = compute.empty() ? 0 : compute.front().speedGbps;

    for (const Network& n : design.networks)
        if (n.kind == NetworkKind::Compute && !n.transport.empty()) {
            out.transport = n.transport;
            out.fromNetwork = true;
            if (auto o = parseOversubscription(n.oversubscription))
                out.oversubscription = double(o->down) / o->up;
            if (const Transport* t = findTransport(n.transport); t && compute.empty()) {
                out.gbpsPerNic = t->gbps;
                out.nicsPerNode = n.rails > 0 ? n.rails : out.gpusPerNode;
                out.note = "NICs per node taken from the compute network's rails";
            }
            break;
        }
    if (!out.fromNetwork) {
        out.transport = guessTransport(compute, out.gbpsPerNic);
        out.note = compute.empty() ? "the servers list no compute ports and no compute network "
                                     "is defined: no scale-out fabric is known"
                                   : "no compute network defined: transport assumed from the "
                                     "servers' compute ports";
    }
    return out;
}

} // namespace cd::core
