#include "analysis/throughput/design_cluster.h"

#include "analysis/fabric/scale_out.h"
#include "model/catalog_item.h"
#include "model/network.h"
#include "text/translation.h"

#include <algorithm>

namespace cd::core::throughput {

std::optional<ScaleOut> scaleOutFor(std::string_view transport, double nicGbps)
{
    const core::Transport* t = findTransport(transport);
    if (!t)
        return std::nullopt;
    ScaleOut s;
    s.name = std::string(t->name);
    s.transport = t->infiniband ? Transport::InfiniBand
                  : t->rdma     ? Transport::RoCE
                                : Transport::Tcp;
    // A 400G NIC on a 100G Ethernet network runs at 100G; a 200G NIC cannot reach 400G.
    s.gbpsPerNic = nicGbps > 0 ? std::min<double>(nicGbps, t->gbps) : t->gbps;
    return s;
}

namespace {

// A design of several GPU server models is estimated on its most numerous one: say so, with
// the GPUs the estimate leaves out, so that no figure reads as the whole design's.
std::string leftOutNote(const DesignCluster& r, const CatalogView& catalog)
{
    if (r.gpusLeftOut() == 0)
        return {};
    const CatalogItem* server = catalog.find(r.server);
    return text::arg(text::translate("ScaleOut",
                                     "the estimate is of the %1 %2 (%3 GPUs), the design's most "
                                     "numerous GPU server; its other %4 GPUs are not in it"),
                     {std::to_string(r.cluster.nodes), server ? server->displayName() : r.server,
                      std::to_string(r.cluster.gpus()), std::to_string(r.gpusLeftOut())});
}

std::string joined(const std::string& a, const std::string& b)
{
    return a.empty() ? b : b.empty() ? a : a + "; " + b;
}

} // namespace

DesignCluster clusterFromDesign(const Design& design, const CatalogView& catalog)
{
    DesignCluster r;
    const NodeScaleOut so = nodeScaleOut(design, catalog);
    if (so.server.empty() || so.gpusPerNode <= 0) {
        r.error =
            so.note.empty() ? text::translate("ScaleOut", "the design has no GPU server") : so.note;
        return r;
    }
    r.server = so.server;
    const CatalogItem* gpu = catalog.find(so.gpu);
    if (!gpu) {
        r.error = text::arg(text::translate("ScaleOut", "GPU '%1' of '%2' is not in the catalog"),
                            {so.gpu, so.server});
        return r;
    }
    ClusterSpec& c = r.cluster;
    c.gpu = gpuSpecFromCatalog(*gpu, &r.error);
    c.nodes = so.nodes;
    c.gpusPerNode = so.gpusPerNode;
    c.nvlinkDomain = c.gpusPerNode; // NVL72: one device holds the 72-GPU NVLink domain
    r.fromNetwork = so.fromNetwork;
    r.note = so.note;
    if (auto s = scaleOutFor(so.transport, so.gbpsPerNic); s && s->gbpsPerNic > 0) {
        c.scaleOut = *s;
        c.scaleOut.nicsPerNode = so.nicsPerNode;
        c.scaleOut.oversubscription = std::max(1.0, so.oversubscription);
        r.fabric = so.transport;
    } else {
        c.scaleOut = *scaleOutPreset("ib-ndr");
        r.note = text::arg(text::translate("ScaleOut",
                                           "'%1': no compute network and no compute ports: one "
                                           "NDR 400G per GPU assumed, %2 per node (--scale-out "
                                           "and --nics-per-node override)"),
                           {r.server, std::to_string(c.nics())});
    }
    r.designGpus = so.designGpus;
    r.note = joined(r.note, leftOutNote(r, catalog));
    return r;
}

} // namespace cd::core::throughput
