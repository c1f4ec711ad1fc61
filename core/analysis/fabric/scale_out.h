#pragma once

// What the throughput model needs to know of a design's scale-out: its GPU nodes and how each
// reaches the others (issue 7 reads this; issue 6 builds it). Pure; reads the design's own
// compute network when there is one, else the servers' compute ports.
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>

namespace cd::core {

struct NodeScaleOut
{
    std::string server; // catalog id of the design's most numerous GPU server
    std::string gpu;    // GPU catalog id
    int gpusPerNode = 0;
    int nodes = 0;       // devices of that server model
    int designGpus = 0;  // GPUs of every GPU server of the design, of any model
    int nicsPerNode = 0; // compute ports per node (cabled ones when the node is cabled)
    double gbpsPerNic = 0;
    std::string transport;       // a transports() name; empty when nothing says which
    double oversubscription = 1; // leaf down:up of the compute network's target, as a number
    bool fromNetwork = false;    // true when a compute network of the design gave the transport
    std::string note;            // what was assumed, for the user
};

NodeScaleOut nodeScaleOut(const Design& design, const CatalogView& catalog);

} // namespace cd::core
