#include "analysis/throughput/design_cluster.h"

#include <map>

namespace cd::core::throughput {

namespace {

// A compute port group named ib* is InfiniBand at its generation's rate; any other is RoCE.
std::string fabricName(const PortGroup& g)
{
    const bool ib = g.name.rfind("ib", 0) == 0;
    const int gbps = int(g.speedGbps);
    if (ib) {
        switch (gbps) {
        case 800:
            return "ib-xdr";
        case 400:
            return "ib-ndr";
        case 200:
            return "ib-hdr";
        case 100:
            return "ib-edr";
        default:
            break;
        }
    }
    return "roce-" + std::to_string(gbps) + "g";
}

} // namespace

DesignCluster clusterFromDesign(const Design& design, const CatalogView& catalog)
{
    DesignCluster r;
    std::map<std::string, int> servers;
    for (const Device& d : design.devices)
        if (const CatalogItem* item = catalog.find(d.model); item && item->gpu)
            ++servers[d.model];
    if (servers.empty()) {
        r.error = "the design has no GPU server";
        return r;
    }
    auto most = servers.begin();
    for (auto it = servers.begin(); it != servers.end(); ++it)
        if (it->second > most->second)
            most = it;
    r.server = most->first;
    const CatalogItem& server = *catalog.find(r.server);
    const Device* first = nullptr;
    for (const Device& d : design.devices)
        if (d.model == r.server) {
            first = &d;
            break;
        }
    const std::string gpuId = first->gpu.value_or(server.gpu->defaultGpu);
    const CatalogItem* gpu = catalog.find(gpuId);
    if (!gpu) {
        r.error = "GPU '" + gpuId + "' of '" + r.server + "' is not in the catalog";
        return r;
    }
    ClusterSpec& c = r.cluster;
    c.gpu = gpuSpecFromCatalog(*gpu, &r.error);
    c.nodes = most->second;
    c.gpusPerNode = first->gpuCount.value_or(server.gpu->defaultCount());
    c.nvlinkDomain = c.gpusPerNode; // NVL72: one device holds the 72-GPU NVLink domain
    int nics = 0;
    const PortGroup* compute = nullptr;
    for (const PortGroup& g : server.ports)
        if (g.role == "compute") {
            nics += g.count;
            compute = compute ? compute : &g;
        }
    if (compute) {
        if (auto so = scaleOutPreset(fabricName(*compute))) {
            c.scaleOut = *so;
            c.scaleOut.nicsPerNode = nics;
        }
    }
    if (c.scaleOut.gbpsPerNic <= 0) {
        c.scaleOut = *scaleOutPreset("ib-ndr");
        r.note = "'" + r.server +
                 "' lists no compute NICs: 8 x NDR 400G per node assumed "
                 "(--scale-out and --nics-per-node override)";
    }
    return r;
}

} // namespace cd::core::throughput
