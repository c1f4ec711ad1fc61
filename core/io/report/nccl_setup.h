#pragma once

// The NCCL environment a design's compute fabric implies, as settings with the reason for each
// (issue 22, item 5): the hand-off file (ncclEnvironment, cluster_handoff.h) writes them as a
// shell script, the hand-off PDF as a table. Variables and their meaning from NVIDIA's NCCL
// User Guide, "Environment Variables"; AMD's RCCL reads the same. The reasons are in the
// reader's language (text/translation.h).
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cd::core {

struct NcclVariable
{
    std::string name;  // NCCL_IB_HCA
    std::string value; // mlx5_0,mlx5_1,...
    std::string why;
    bool suggested = false; // a value to adapt to the site: written commented out
};

struct NcclSetup
{
    std::string fabric;     // "8 x 400 Gb/s InfiniBand per node, 8 GPUs per node"; empty: none
    std::string transport;  // the transport's id, "ib-ndr"
    std::string nothingWhy; // no fabric known: why, and nothing is set
    std::vector<NcclVariable> variables;
    std::string gpuDirect; // what GPUDirect RDMA needs; empty without RDMA
};

NcclSetup ncclSetup(const Design& design, const CatalogView& catalog);

} // namespace cd::core
