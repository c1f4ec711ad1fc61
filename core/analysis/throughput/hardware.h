#pragma once

// The hardware side of the throughput model (issue 7): one GPU's figures from the catalog, the
// achievable fractions of them (each with its source), and the scale-out fabric of a node.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {
struct CatalogItem;
}

namespace cd::core::throughput {

struct GpuSpec
{
    std::string id;
    std::string name;      // the catalog's model name ("H100 SXM5 80GB"); empty for a bare spec
    double bf16Tflops = 0; // peak dense
    double fp8Tflops = 0;  // peak dense; 0 = no FP8 tensor cores
    double fp4Tflops = 0;  // peak dense; 0 = no FP4 tensor cores
    double memoryGb = 0;   // as vendors quote HBM: binary gigabytes (GiB)
    double memoryBwGbs = 0;
    double nvlinkGbs = 0; // total of both directions per GPU, as the catalog lists it
    // Achievable fractions (efficiency.cpp documents each figure and its source).
    double gemmEfficiency = 0;      // largest bf16 GEMM / peak (MAMF)
    double gemmEfficiencyFp8 = 0;   // largest FP8 GEMM / FP8 peak
    double attentionEfficiency = 0; // fused (flash) attention, forward + backward / bf16 peak
    std::string efficiencySource;

    // Capacity in bytes. Vendors' "80 GB" of HBM is 80 GiB: nvidia-smi reports 81920 MiB for the
    // A100 80GB and 81559 MiB for the H100 80GB HBM3 (its memory usage column); the model counts
    // every other size in decimal bytes.
    double memoryBytes() const { return memoryGb * 1073741824.0; }
};

// Bytes per second a ring collective moves between peers of one NVLink (or Infinity Fabric)
// domain: the catalog lists both directions, a ring uses one, at NCCL's efficiency.
double peerRingBytesPerS(const GpuSpec& g);

// Reads peak FLOPS, memory, bandwidth and NVLink from a catalog GPU. Empty error when usable.
GpuSpec gpuSpecFromCatalog(const CatalogItem& gpu, std::string* error);

enum class Transport
{
    InfiniBand,
    RoCE,
    Tcp
};
std::string_view toString(Transport t);

struct ScaleOut
{
    std::string name; // ib-ndr, roce-400g, eth-100g, ...
    double gbpsPerNic = 0;
    int nicsPerNode = 0; // 0 = one per GPU (rail-optimised)
    Transport transport = Transport::InfiniBand;
    double oversubscription = 1; // leaf down ports per up port
};

// The --scale-out names of DESIGN.md §5 (plus ib-xdr, ib-edr, roce-800g, roce-100g, eth-400g,
// eth-200g, eth-10g); nullopt when unknown.
std::optional<ScaleOut> scaleOutPreset(std::string_view name);
std::vector<std::string> scaleOutNames();

// Share of line rate NCCL collectives reach on each transport, and the latency of one ring step.
double transportEfficiency(Transport t);
double transportStepLatencyS(Transport t);

struct ClusterSpec
{
    GpuSpec gpu;
    int nodes = 1;
    int gpusPerNode = 8;
    // GPUs that share one NVLink domain (a node; 72 for a GB200 NVL72 rack).
    int nvlinkDomain = 8;
    ScaleOut scaleOut;
    // Nodes under one set of rail leaves (a scalable unit): traffic between them does not cross
    // the spine, so oversubscription does not slow it. 32 = the SuperPOD SU of 64-port leaves.
    int nodesPerLeafGroup = 32;

    int gpus() const { return nodes * gpusPerNode; }
    int nics() const { return scaleOut.nicsPerNode > 0 ? scaleOut.nicsPerNode : gpusPerNode; }
    // Scale-out bytes per second of one GPU's share of the node's NICs, at line rate.
    double nicBytesPerGpu() const;
};

} // namespace cd::core::throughput
