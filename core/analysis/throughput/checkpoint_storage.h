#pragma once

// The bandwidth a design's checkpoints are written and read at (issue 23, items 2 and 3): its
// storage systems' published throughput, limited by the storage ports of its GPU nodes.
#include "analysis/throughput/goodput.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>

namespace cd::core::throughput {

struct CheckpointBandwidth
{
    double writeGBps = 0; // 0: the design's storage publishes no write figure
    double readGBps = 0;
    std::string source; // what the figures are, for the user and `basis`
};

// Sums `write_throughput_gbs` and `throughput_gbs` (read) over the design's storage devices and
// caps each at the line rate of the GPU nodes' storage ports (role "storage", Gb/s / 8 = GB/s)
// where the nodes have any. Zero where no storage device publishes the figure.
CheckpointBandwidth checkpointBandwidth(const Design& design, const CatalogView& catalog);

// Goodput's input for a model of `parameters` on `gpus` GPUs checkpointing at `b`, with the
// published interruption rate and the restart assumption (goodput.h).
GoodputInput goodputInput(double parameters, int gpus, const CheckpointBandwidth& b);

} // namespace cd::core::throughput
