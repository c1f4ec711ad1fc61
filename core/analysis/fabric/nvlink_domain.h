#pragma once

// NVLink domains (issue 6, item 1): which GPUs of a design talk over NVLink rather than PCIe
// and the network, and at what bandwidth per GPU. Tensor parallelism stays inside one domain,
// so its size bounds the tensor-parallel degree the throughput model may use at full speed.
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

enum class NvlinkKind
{
    NvSwitch,  // SXM baseboard of 8 GPUs with NVSwitch chips (HGX/DGX): all-to-all
    Direct,    // SXM board of 4 GPUs joined by NVLink without a switch (HGX 4-GPU)
    RackScale, // NVLink Switch trays joining a whole rack (GB200 NVL72)
    Bridge,    // PCIe cards paired by NVLink bridges (H100 NVL, H200 NVL)
    None,      // PCIe only
    Unknown,   // no published NVLink figure in the catalog (AMD OAM: Infinity Fabric)
};

std::string_view toString(NvlinkKind kind);
// The kind in the words a customer reads, in English, marked for translation in the context
// "Nvlink" (the Fabric dock and the CLI's report translate it); toString is the JSON key.
const char* label(NvlinkKind kind);

// Servers of one model and GPU share one kind of domain.
struct NvlinkGroup
{
    std::string server;
    std::string gpu;
    NvlinkKind kind = NvlinkKind::Unknown;
    int servers = 0;
    int gpusPerServer = 0;
    int gpusPerDomain = 0; // 1 for PCIe-only
    int domains = 0;       // across the design
    double perGpuGBps = 0; // NVLink bandwidth per GPU, both directions (catalog nvlink_gbs)
    std::string note;
};

struct NvlinkReport
{
    std::vector<NvlinkGroup> groups; // by server model and GPU, in design order
    int largestDomain = 0;           // GPUs
};

NvlinkReport analyzeNvlink(const Design& design, const CatalogView& catalog);

} // namespace cd::core
