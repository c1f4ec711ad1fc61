// The NCCL environment of a design's compute fabric (cluster_handoff.h). Variables and their
// meaning from NVIDIA's NCCL User Guide, "Environment Variables"; RCCL (AMD) reads the same.
#include "analysis/fabric/scale_out.h"
#include "analysis/issues/format.h"
#include "io/report/cluster_handoff.h"

namespace cd::core {

namespace {

bool startsWith(const std::string& s, const std::string& prefix)
{
    return s.rfind(prefix, 0) == 0;
}

// One HCA per rail, in rail order: mlx5_0 .. mlx5_{rails-1}, the usual enumeration of the
// compute ports of ConnectX adapters; the host's own names come from `ibdev2netdev`.
std::string hcaLines(const NodeScaleOut& s, bool roce)
{
    std::vector<std::string> hcas;
    for (int i = 0; i < s.nicsPerNode; ++i)
        hcas.push_back("mlx5_" + std::to_string(i));
    std::string out =
        "# NCCL_IB_HCA: the adapters NCCL may use, one per rail, in rail order (NCCL places GPU i\n"
        "# on the closest one). mlx5_0.. is the usual enumeration of the compute ports; check\n"
        "# the host's names and order with `ibdev2netdev` and keep storage and management\n"
        "# ports out of the list.\n"
        "export NCCL_IB_HCA=" +
        format::joined(hcas, ",") + "\n";
    if (roce)
        out +=
            "# RoCE: NCCL_IB_GID_INDEX picks the RoCE v2 GID of the port's IPv4 address (3 on a\n"
            "# default Linux setup; `show_gids` lists them), NCCL_IB_TC the traffic class the\n"
            "# switches give lossless (PFC) treatment: set it to the fabric's.\n"
            "export NCCL_IB_GID_INDEX=3\n"
            "# export NCCL_IB_TC=106\n";
    return out;
}

} // namespace

std::string ncclEnvironment(const Design& design, const CatalogView& catalog)
{
    const NodeScaleOut s = nodeScaleOut(design, catalog);
    std::string out =
        "# NCCL environment written by Cluster Designer for \"" + design.name + "\"\n";
    if (s.server.empty() || s.transport.empty() || s.nicsPerNode <= 0)
        return out + "# No scale-out fabric is known (" +
               (s.note.empty() ? std::string("no compute network") : s.note) +
               "): nothing to set.\n";
    const bool ib = startsWith(s.transport, "ib-"), roce = startsWith(s.transport, "roce-");
    out += "# Compute fabric: " + std::to_string(s.nicsPerNode) + " x " +
           format::fixed(s.gbpsPerNic, 0) + " Gb/s " +
           (ib     ? "InfiniBand"
            : roce ? "RoCE"
                   : "Ethernet (TCP)") +
           " (" + s.transport + ") per node, " + std::to_string(s.gpusPerNode) +
           " GPUs per node.\n";
    if (ib || roce) {
        out += hcaLines(s, roce);
        out +=
            "# GPUDirect RDMA: the HCA reads and writes GPU memory directly once the\n"
            "# nvidia-peermem module is loaded (or the driver's dma-buf path is used); NCCL then\n"
            "# uses it by itself (NCCL_NET_GDR_LEVEL unset). Without it, every transfer is\n"
            "# staged through host memory.\n";
    } else {
        out +=
            "# No RDMA: NCCL falls back to sockets, which cost CPU and latency (docs/predict.md).\n"
            "export NCCL_IB_DISABLE=1\n";
    }
    out += "# NCCL_SOCKET_IFNAME: the interfaces for NCCL's bootstrap (and, over TCP, its data);\n"
           "# the NCCL guide's example leaves out the container bridge and loopback. Name the\n"
           "# in-band (or, over TCP, the compute) interfaces instead where they are known.\n"
           "export NCCL_SOCKET_IFNAME=^docker,lo\n";
    return out;
}

} // namespace cd::core
