#include "analysis/throughput/hardware.h"

#include "analysis/throughput/efficiency.h"
#include "model/catalog_item.h"
#include "text/translation.h"

#include <array>

namespace cd::core::throughput {

double peerRingBytesPerS(const GpuSpec& g)
{
    return g.nvlinkGbs * 1e9 / 2 * kNvlinkEfficiency;
}

GpuSpec gpuSpecFromCatalog(const CatalogItem& gpu, std::string* error)
{
    GpuSpec g;
    g.id = gpu.id;
    g.name = gpu.model;
    g.bf16Tflops = gpu.number("bf16_dense_tflops").value_or(0);
    g.fp8Tflops = gpu.number("fp8_dense_tflops").value_or(0);
    g.fp4Tflops = gpu.number("fp4_dense_tflops").value_or(0);
    g.memoryGb = gpu.number("memory_gb").value_or(0);
    // Where vendors publish two figures (HGX B200 7.7 TB/s, DGX B200 8 TB/s) the larger.
    g.memoryBwGbs = gpu.largest("memory_bw_gbs").value_or(0);
    // AMD GPUs join their peers by Infinity Fabric (xGMI) links instead of NVLink; a GPU with
    // neither (L40S, RTX PRO) reaches them over PCIe: Gen4 x16 taken, 16 GT/s x 16 lanes with
    // 128b/130b coding = 31.5 GB/s each way (PCI-SIG), 63 GB/s both; Gen5 GPUs reach twice it,
    // so this errs low.
    g.nvlinkGbs = gpu.number("nvlink_gbs").value_or(gpu.number("infinity_fabric_gbs").value_or(0));
    if (g.nvlinkGbs <= 0)
        g.nvlinkGbs = 2 * 16 * 16 * 128.0 / 130 / 8;
    const Efficiency e = efficiencyOf(gpu.id);
    g.gemmEfficiency = e.gemm;
    g.gemmEfficiencyFp8 = e.gemmFp8;
    g.attentionEfficiency = e.attention;
    g.efficiencySource = e.source;
    std::string missing;
    for (const auto& [value, key] :
         {std::pair{g.bf16Tflops, "bf16_dense_tflops"}, std::pair{g.memoryGb, "memory_gb"},
          std::pair{g.memoryBwGbs, "memory_bw_gbs"}})
        if (value <= 0)
            missing += std::string(missing.empty() ? "" : ", ") + key;
    if (error)
        *error = missing.empty()
                     ? std::string()
                     : text::arg(text::translate("TrainingChecks",
                                                 "GPU '%1' has no published %2 in the catalog"),
                                 {gpu.id, missing});
    return g;
}

std::string_view toString(Transport t)
{
    switch (t) {
    case Transport::InfiniBand:
        return "infiniband";
    case Transport::RoCE:
        return "roce";
    case Transport::Tcp:
        return "tcp";
    }
    return "infiniband";
}

namespace {

struct Named
{
    const char* name;
    double gbps;
    Transport transport;
};

// Line rates of one port: InfiniBand EDR 100, HDR 200, NDR 400, XDR 800 Gb/s (IBTA); RoCE and
// TCP Ethernet at the named speed.
constexpr std::array kScaleOuts{
    Named{"ib-xdr", 800, Transport::InfiniBand}, Named{"ib-ndr", 400, Transport::InfiniBand},
    Named{"ib-hdr", 200, Transport::InfiniBand}, Named{"ib-edr", 100, Transport::InfiniBand},
    Named{"roce-800g", 800, Transport::RoCE},    Named{"roce-400g", 400, Transport::RoCE},
    Named{"roce-200g", 200, Transport::RoCE},    Named{"roce-100g", 100, Transport::RoCE},
    Named{"eth-400g", 400, Transport::Tcp},      Named{"eth-200g", 200, Transport::Tcp},
    Named{"eth-100g", 100, Transport::Tcp},      Named{"eth-25g", 25, Transport::Tcp},
    Named{"eth-10g", 10, Transport::Tcp},
};

} // namespace

std::optional<ScaleOut> scaleOutPreset(std::string_view name)
{
    for (const Named& n : kScaleOuts)
        if (name == n.name)
            return ScaleOut{n.name, n.gbps, 0, n.transport, 1};
    return std::nullopt;
}

std::vector<std::string> scaleOutNames()
{
    std::vector<std::string> names;
    for (const Named& n : kScaleOuts)
        names.emplace_back(n.name);
    return names;
}

double transportEfficiency(Transport t)
{
    switch (t) {
    case Transport::InfiniBand:
        return kIbEfficiency;
    case Transport::RoCE:
        return kRoceEfficiency;
    case Transport::Tcp:
        return kTcpEfficiency;
    }
    return kTcpEfficiency;
}

double transportStepLatencyS(Transport t)
{
    return t == Transport::Tcp ? kTcpStepLatencyS : kRdmaStepLatencyS;
}

double ClusterSpec::nicBytesPerGpu() const
{
    return gpusPerNode > 0 ? nics() * scaleOut.gbpsPerNic * 1e9 / 8 / gpusPerNode : 0;
}

} // namespace cd::core::throughput
