#include "scale_out.h"

#include "fat_tree.h"
#include "model/device_ports.h"
#include "model/placement.h"
#include "text/translation.h"

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

// The design's most numerous GPU server model and its device count (the first in design
// order wins a tie); an empty model when there is none.
struct ServerModel
{
    std::string model;
    int nodes = 0;
    int allGpus = 0; // of every GPU server, whatever its model
};

// A GPU server whose GPU choice its chassis takes: one with 1,024 GPUs that analyze reports
// (and leaves out) made predict run every node at 1,024 GPUs.
bool validGpuServer(const Device& d, const CatalogItem* item, const CatalogView& catalog)
{
    return item && item->kind == ItemKind::Server && effectiveGpuCount(d, *item) > 0 &&
           !checkGpuChoice(*item, catalog, d.gpu, d.gpuCount);
}

ServerModel mostNumerousGpuServer(const Design& design, const CatalogView& catalog)
{
    std::map<std::string, int> count;
    std::vector<std::string> order;
    int allGpus = 0;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!validGpuServer(d, item, catalog))
            continue;
        if (count[d.model]++ == 0)
            order.push_back(d.model);
        allGpus += effectiveGpuCount(d, *item);
    }
    ServerModel top;
    top.allGpus = allGpus;
    for (const std::string& m : order)
        if (top.model.empty() || count[m] > count[top.model])
            top.model = m;
    if (!top.model.empty())
        top.nodes = count[top.model];
    return top;
}

const Device* firstDeviceOfModel(const Design& design, const std::string& model,
                                 const CatalogView& catalog)
{
    const CatalogItem* item = catalog.find(model);
    for (const Device& d : design.devices)
        if (d.model == model && validGpuServer(d, item, catalog))
            return &d;
    return nullptr;
}

std::vector<DevicePort> computePorts(const Device& node, const CatalogItem* item,
                                     const CatalogView& catalog)
{
    std::vector<DevicePort> compute;
    for (DevicePort& p : devicePorts(node, item, catalog))
        if (portHasRole(p, "compute"))
            compute.push_back(std::move(p));
    return compute;
}

// How many of the node's compute ports some link of the design plugs into.
int cabledPortCount(const Design& design, const Device& node,
                    const std::vector<DevicePort>& compute)
{
    std::set<std::string> cabled;
    for (const Link& l : design.links)
        for (const PortRef* end : {&l.a, &l.b})
            if (end->device == node.id)
                cabled.insert(end->port);
    int used = 0;
    for (const DevicePort& p : compute)
        used += cabled.count(p.name) ? 1 : 0;
    return used;
}

// The design's first compute network that names a transport gives the transport and target;
// its rails stand in for NICs when the servers list no compute ports.
void applyComputeNetwork(const Design& design, bool noComputePorts, NodeScaleOut& out)
{
    for (const Network& n : design.networks)
        if (n.kind == NetworkKind::Compute && !n.transport.empty()) {
            out.transport = n.transport;
            out.fromNetwork = true;
            if (auto o = parseOversubscription(n.oversubscription))
                out.oversubscription = double(o->down) / o->up;
            if (const Transport* t = findTransport(n.transport); t && noComputePorts) {
                out.gbpsPerNic = t->gbps;
                out.nicsPerNode = n.rails > 0 ? n.rails : out.gpusPerNode;
                out.note = text::translate("ScaleOut",
                                           "NICs per node taken from the compute network's rails");
            }
            break;
        }
}

} // namespace

NodeScaleOut nodeScaleOut(const Design& design, const CatalogView& catalog)
{
    NodeScaleOut out;
    ServerModel top = mostNumerousGpuServer(design, catalog);
    out.server = std::move(top.model);
    if (out.server.empty()) {
        out.note = text::translate("ScaleOut", "the design has no GPU server");
        return out;
    }
    out.nodes = top.nodes;
    out.designGpus = top.allGpus;
    const CatalogItem* item = catalog.find(out.server);
    const Device* node = firstDeviceOfModel(design, out.server, catalog);
    const GpuFit fit = effectiveGpu(*node, *item);
    out.gpu = fit.gpu;
    out.gpusPerNode = fit.count;

    const std::vector<DevicePort> compute = computePorts(*node, item, catalog);
    const int used = cabledPortCount(design, *node, compute);
    out.nicsPerNode = used > 0 ? used : int(compute.size());
    out.gbpsPerNic = compute.empty() ? 0 : compute.front().speedGbps;

    applyComputeNetwork(design, compute.empty(), out);
    if (!out.fromNetwork) {
        out.transport = guessTransport(compute, out.gbpsPerNic);
        out.note =
            compute.empty()
                ? text::translate("ScaleOut", "the servers list no compute ports and no compute "
                                              "network is defined: no scale-out fabric is known")
                : text::translate("ScaleOut", "no compute network defined: transport "
                                              "assumed from the servers' compute ports");
    }
    return out;
}

} // namespace cd::core
