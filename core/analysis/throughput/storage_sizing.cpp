#include "storage_sizing.h"

#include "checkpoint_storage.h"
#include "text/translation.h"

namespace cd::core::throughput {

double tokenBytes(int vocab)
{
    return vocab < 65500 ? 2 : 4;
}

StorageSizing storageSizing(std::vector<StorageSystem> systems, double readGBps,
                            const StorageNeeds& needs)
{
    StorageSizing s;
    s.systems = std::move(systems);
    if (s.systems.empty()) {
        s.error = text::translate("Goodput", "no storage in the design");
        return s;
    }
    for (const StorageSystem& system : s.systems) {
        s.capacityTb += system.capacityTb;
        s.systemsWithoutCapacity += system.capacityKnown ? 0 : 1;
    }
    s.checkpointsKept = needs.checkpointsKept;
    s.bytesPerToken = needs.bytesPerToken;
    s.checkpointsTb = needs.checkpointsKept * needs.checkpointBytes / 1e12;
    s.datasetTb = needs.trainTokens * needs.bytesPerToken / 1e12;
    s.neededTb = s.checkpointsTb + s.datasetTb;
    s.loadingGBps = needs.tokensPerS * needs.bytesPerToken / 1e9;
    s.readGBps = readGBps;
    return s;
}

StorageSizing storageSizing(const Design& design, const CatalogView& catalog,
                            const StorageNeeds& needs)
{
    std::vector<StorageSystem> systems = storageSystems(design, catalog);
    const double readGBps = checkpointBandwidth(design, catalog, systems).readGBps;
    return storageSizing(std::move(systems), readGBps, needs);
}

} // namespace cd::core::throughput
