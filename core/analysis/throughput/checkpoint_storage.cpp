#include "checkpoint_storage.h"

#include "analysis/fabric/fat_tree.h"
#include "analysis/issues/format.h"
#include "model/device_ports.h"
#include "model/server_buildout.h"
#include "storage_systems.h"
#include "text/translation.h"

#include <algorithm>

namespace cd::core::throughput {

namespace {

// Line rate of the storage ports of the design's GPU nodes, GB/s.
double nodeStorageGBps(const Design& design, const CatalogView& catalog)
{
    PortDirectory ports(catalog);
    double gbps = 0;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Server || !item->gpu)
            continue;
        for (const DevicePort& p : ports.ports(d))
            if (p.role.find("storage") != std::string::npos)
                gbps += p.speedGbps;
    }
    return gbps / 8;
}

// The share of the nodes' storage line rate that crosses the storage network: with more than one
// switch the storage sits on leaves of its own and every byte crosses the nodes' leaf uplinks,
// which carry up/down of their down ports at the network's oversubscription (down:up). 1 when
// the design has no storage network or it is one switch or non-blocking.
double storageFabricShare(const Design& design, std::string& oversubscription)
{
    for (const Network& n : design.networks) {
        if (n.kind != NetworkKind::Storage)
            continue;
        const auto o = parseOversubscription(n.oversubscription);
        const auto switches = std::count_if(design.devices.begin(), design.devices.end(),
                                            [&](const Device& d) { return d.network == n.id; });
        if (o && o->down > o->up && switches > 1) {
            oversubscription = n.oversubscription;
            return double(o->up) / o->down;
        }
    }
    return 1;
}

// The least host memory of the design's GPU servers, GB; 0 when any of them does not say.
double leastHostMemoryGb(const Design& design, const CatalogView& catalog)
{
    double least = 0;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Server || !item->gpu)
            continue;
        const auto gb = hostMemoryGb(d, *item, catalog);
        if (!gb || !(*gb > 0))
            return 0;
        least = least > 0 ? std::min(least, *gb) : *gb;
    }
    return least;
}

} // namespace

// The systems' bandwidth, each at most its storage ports' line rate, and the basis saying so.
static void addSystems(const std::vector<StorageSystem>& systems, CheckpointBandwidth& b)
{
    bool portsCap = false;
    for (const StorageSystem& s : systems) {
        portsCap = portsCap || s.usableReadGBps() < s.readGBps || s.usableWriteGBps() < s.writeGBps;
        b.writeGBps += s.usableWriteGBps();
        b.readGBps += s.usableReadGBps();
    }
    const char* systemsRead =
        portsCap ? CD_TRANSLATE_NOOP("Goodput", "%1 storage system(s): %2 GB/s write, %3 GB/s "
                                                "read (catalog, at most their storage ports' line "
                                                "rate)")
                 : CD_TRANSLATE_NOOP("Goodput",
                                     "%1 storage system(s): %2 GB/s write, %3 GB/s read (catalog)");
    b.source = text::arg(text::translate("Goodput", systemsRead),
                         {std::to_string(systems.size()), format::fixed(b.writeGBps, 1),
                          format::fixed(b.readGBps, 1)});
}

CheckpointBandwidth checkpointBandwidth(const Design& design, const CatalogView& catalog)
{
    return checkpointBandwidth(design, catalog, storageSystems(design, catalog));
}

CheckpointBandwidth checkpointBandwidth(const Design& design, const CatalogView& catalog,
                                        const std::vector<StorageSystem>& systems)
{
    CheckpointBandwidth b;
    b.hostMemoryGbPerNode = leastHostMemoryGb(design, catalog);
    if (systems.empty()) {
        b.source = text::translate("Goodput", "no storage in the design");
        return b;
    }
    addSystems(systems, b);
    if (const double ports = nodeStorageGBps(design, catalog); ports > 0) {
        std::string oversubscription;
        const double nodes = ports * storageFabricShare(design, oversubscription);
        b.writeGBps = std::min(b.writeGBps, nodes);
        b.readGBps = std::min(b.readGBps, nodes);
        b.source +=
            oversubscription.empty()
                ? text::arg(
                      text::translate("Goodput", ", at most the GPU nodes' storage ports' %1 GB/s"),
                      {format::fixed(nodes, 1)})
                : text::arg(text::translate("Goodput", ", at most the GPU nodes' storage ports' %1 "
                                                       "GB/s through the storage fabric's %2 "
                                                       "oversubscription"),
                            {format::fixed(nodes, 1), oversubscription});
    }
    return b;
}

StorageFabricSizing storageFabricFor(const Design& design, const CatalogView& catalog,
                                     double checkpointGBps)
{
    StorageFabricSizing f;
    f.nodesGBps = nodeStorageGBps(design, catalog);
    for (const StorageSystem& s : storageSystems(design, catalog))
        f.storageWriteGBps += s.usableWriteGBps();
    for (const Oversubscription o : {Oversubscription{4, 1}, Oversubscription{3, 1},
                                     Oversubscription{2, 1}, Oversubscription{1, 1}})
        if (f.nodesGBps * o.up / o.down >= checkpointGBps) {
            f.ratio = o;
            break;
        }
    // In the user's language: the Generate Fabric dialog shows them as they are.
    if (f.nodesGBps < checkpointGBps)
        f.shortOf.push_back(text::arg(
            text::translate("StorageFabric", "the GPU nodes' storage ports carry only %1 GB/s"),
            {format::grouped(f.nodesGBps, 1)}));
    if (f.storageWriteGBps < checkpointGBps)
        f.shortOf.push_back(
            text::arg(text::translate(
                          "StorageFabric",
                          "the storage systems write only %1 GB/s (catalog figures): add systems"),
                      {format::grouped(f.storageWriteGBps, 1)}));
    return f;
}

GoodputInput goodputInput(double parameters, const ClusterSpec& c, const CheckpointBandwidth& b,
                          const SoftwareStack& stack)
{
    GoodputInput in;
    in.parameters = parameters;
    in.gpus = c.gpus();
    in.gpusPerNode = c.gpusPerNode;
    in.writeGBps = b.writeGBps;
    in.readGBps = b.readGBps;
    in.bandwidthSource = b.source;
    in.stagingGBpsPerGpu = stack.asyncCheckpoint ? kHostStagingGBpsPerGpu : 0;
    in.hostMemoryGbPerNode = b.hostMemoryGbPerNode;
    return in;
}

} // namespace cd::core::throughput
