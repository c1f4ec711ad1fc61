#pragma once

// The bandwidth a design's checkpoints are written and read at (issue 23, items 2 and 3): its
// storage systems' published throughput, limited by the storage ports of its GPU nodes.
#include "analysis/fabric/fat_tree.h"
#include "analysis/throughput/goodput.h"
#include "analysis/throughput/storage_systems.h"
#include "analysis/throughput/training.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cd::core::throughput {

struct CheckpointBandwidth
{
    double writeGBps = 0; // 0: the design's storage publishes no write figure
    double readGBps = 0;
    std::string source; // what the figures are, for the user and `basis`
    // The least host memory of the design's GPU nodes, GB, which an async save stages the
    // checkpoint in; 0 when a node's build-out does not say.
    double hostMemoryGbPerNode = 0;
};

// Sums `write_throughput_gbs` and `throughput_gbs` (read) over the design's storage devices and
// caps each at the line rate of the GPU nodes' storage ports (role "storage", Gb/s / 8 = GB/s)
// where the nodes have any. Zero where no storage device publishes the figure.
CheckpointBandwidth checkpointBandwidth(const Design& design, const CatalogView& catalog);
// The same for the design's `systems` (storage_systems.h) when the caller has them already.
CheckpointBandwidth checkpointBandwidth(const Design& design, const CatalogView& catalog,
                                        const std::vector<StorageSystem>& systems);

// The storage network's oversubscription that carries the checkpoint bandwidth a user asks for
// (issue 23, item 4): the coarsest of 4:1, 3:1, 2:1 and 1:1 whose up/down share of the GPU nodes'
// storage line rate reaches `checkpointGBps` (the same share checkpointBandwidth applies), and
// what else stands in the way.
struct StorageFabricSizing
{
    Oversubscription ratio;           // 1:1 when nothing coarser carries it
    double nodesGBps = 0;             // the GPU nodes' storage ports' line rate
    double storageWriteGBps = 0;      // what the storage systems write, each at most its ports
    std::vector<std::string> shortOf; // what cannot reach the bandwidth, in words
};
StorageFabricSizing storageFabricFor(const Design& design, const CatalogView& catalog,
                                     double checkpointGBps);

// Goodput's input for a model of `parameters` on cluster `c` checkpointing at `b` as `stack`
// saves (asynchronously through host memory where it can), with the published interruption
// rate and the restart assumption (goodput.h).
GoodputInput goodputInput(double parameters, const ClusterSpec& c, const CheckpointBandwidth& b,
                          const SoftwareStack& stack);

} // namespace cd::core::throughput
