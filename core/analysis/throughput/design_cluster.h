#pragma once

// The cluster a design describes, for the throughput model: its most numerous GPU server, the
// GPUs in it, its compute NICs and the fabric they reach each other over, as the design's own
// scale-out summary (core/analysis/scale_out.h) gives them: the compute network's transport and
// oversubscription when the design has one, else the servers' compute ports.
#include "analysis/throughput/hardware.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <algorithm>
#include <string>

namespace cd::core::throughput {

struct DesignCluster
{
    ClusterSpec cluster;
    std::string server;       // catalog id of the node model
    std::string fabric;       // the transport name the design gives ("ib-ndr"), empty when assumed
    bool fromNetwork = false; // the design's compute network gave the fabric
    std::string error;        // empty when usable
    std::string note;         // what was assumed, for the user
    int designGpus = 0;       // GPUs of every GPU server of the design: more than the
                              // cluster's where the design mixes server models

    // The design's GPUs the cluster leaves out (other server models); 0 when it has them all.
    int gpusLeftOut() const { return std::max(0, designGpus - cluster.gpus()); }
};

// A scale-out fabric of the throughput model for a transport name of the design
// (core/model/network.h transports()) and a NIC port speed: the link runs at the slower of the
// two. nullopt when the name is unknown.
std::optional<ScaleOut> scaleOutFor(std::string_view transport, double nicGbps);

DesignCluster clusterFromDesign(const Design& design, const CatalogView& catalog);

} // namespace cd::core::throughput
