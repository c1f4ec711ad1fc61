#pragma once

// What a design hands to the people who run the cluster (issue 22, item 5), beside the Slurm
// topology.conf and the cabling plan of fabric_exports.h: the Kubernetes node labels
// topology-aware schedulers read, the Slurm node and GPU lines, and the NCCL environment the
// compute fabric implies.
#include "analysis/fabric/fabric_report.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>

namespace cd::core {

// A rack-scale NVLink system (GB200 and GB300 NVL72) is one device of the design but 18 hosts:
// 1U compute trays of two superchips, each one Grace and two GPUs (NVIDIA GB200 NVL72 and GB300
// NVL72 product pages: 36 Grace CPUs and 72 GPUs in 18 compute trays).
inline constexpr int kGpusPerComputeTray = 4;

// The GPU hosts an operator installs: each GPU server, and each compute tray of a rack-scale
// system.
int gpuHostCount(const Design& design, const CatalogView& catalog);

// A shell script of `kubectl label node` commands, one per GPU node: its place in the compute
// fabric under NVIDIA Topograph's keys (network.topology.nvidia.com/leaf, spine, core; the
// scalable unit stands for the leaf tier, as in topology.conf), its NVLink domain where one
// spans a rack (accelerator), and its rack.
std::string kubernetesNodeLabels(const Design& design, const CatalogView& catalog,
                                 const FabricReport& report);

// slurm.conf NodeName lines (GPUs as GRES, rack and scalable unit as features) and the
// gres.conf lines naming each node's GPU device files.
std::string slurmNodes(const Design& design, const CatalogView& catalog,
                       const FabricReport& report);

// The NCCL environment of the compute fabric, with why each variable is set: one HCA per rail
// for InfiniBand and RoCE, the RoCE v2 GID, sockets for TCP, the bootstrap interface, and what
// GPUDirect RDMA needs.
std::string ncclEnvironment(const Design& design, const CatalogView& catalog);

} // namespace cd::core
