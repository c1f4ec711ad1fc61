#pragma once

// The cluster a design describes, for the throughput model: its most numerous GPU server, the
// GPUs in it, its compute NICs and their fabric. A stand-in until the design's own scale-out
// description (core/analysis/scale_out.h, issue 6) lands; same fields.
#include "analysis/throughput/hardware.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>

namespace cd::core::throughput {

struct DesignCluster
{
    ClusterSpec cluster;
    std::string server; // catalog id of the node model
    std::string error;  // empty when usable
    std::string note;   // what was assumed, for the user
};

DesignCluster clusterFromDesign(const Design& design, const CatalogView& catalog);

} // namespace cd::core::throughput
