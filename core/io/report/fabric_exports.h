#pragma once

// Files a fabric is handed over with (issue 6, item 7): a Slurm topology.conf for the job
// scheduler and the cabling plan the installers work from.
#include "analysis/fabric/fabric_report.h"
#include "io/report/cabling_plan.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <map>
#include <string>

namespace cd::core {

// topology/tree plugin format. In a rail-optimised fat tree every node of a scalable unit
// shares one leaf per rail, so each SU becomes one Slurm switch holding its nodes; pods (3
// tiers) and the top of the tree become switches holding SUs. Nodes are the device names.
std::string slurmTopology(const Design& design, const FabricReport& report);

// Where a compute node sits in its network's tree, by the names slurmTopology gives the
// switches: its scalable unit, the pod (three and four tiers) and the top of the tree (spine
// or core; in four tiers the superpod, below the one super-core; empty with a single unit).
struct NodePlacement
{
    std::string unit;
    std::string pod;
    std::string top;
};

// The compute nodes' places, by device name (the first compute network that holds each).
std::map<std::string, NodePlacement> nodePlacements(const Design& design,
                                                    const FabricReport& report);

} // namespace cd::core
