// The NCCL environment of a design's compute fabric (nccl_setup.h, cluster_handoff.h).
#include "analysis/fabric/scale_out.h"
#include "analysis/issues/format.h"
#include "io/report/cluster_handoff.h"
#include "io/report/nccl_setup.h"
#include "model/device_ports.h"
#include "model/network.h"
#include "text/translation.h"

namespace cd::core {

namespace {

bool startsWith(const std::string& s, const std::string& prefix)
{
    return s.rfind(prefix, 0) == 0;
}

// The compute NICs' maker: a fitted adapter's catalog vendor, NVIDIA for a DGX's own ports,
// AMD for the Pensando Pollara ports of AMD Instinct servers; empty when the catalog does not
// say.
std::string computeNicVendor(const Design& design, const CatalogView& catalog,
                             const std::string& server)
{
    const CatalogItem* item = catalog.find(server);
    if (!item)
        return {};
    for (const Device& d : design.devices) {
        if (d.model != server)
            continue;
        for (const DevicePort& p : devicePorts(d, item, catalog))
            if (p.role == "compute") {
                if (!p.nicModel.empty()) {
                    const CatalogItem* nic = catalog.find(p.nicModel);
                    return nic ? nic->vendor : std::string();
                }
                if (p.name.find("pollara") != std::string::npos)
                    return "AMD";
                return item->vendor == "NVIDIA" ? "NVIDIA" : std::string();
            }
        break;
    }
    return {};
}

// One HCA per rail, in rail order: mlx5_0 .. mlx5_{rails-1}, the usual enumeration of the
// compute ports of ConnectX adapters; the host's own names come from `ibdev2netdev`. Another
// maker's adapters enumerate otherwise: the list is then only a shape to fill in.
void addHcas(int rails, bool roce, bool connectX, std::vector<NcclVariable>& out)
{
    std::vector<std::string> hcas;
    for (int i = 0; i < rails; ++i)
        hcas.push_back("mlx5_" + std::to_string(i));
    out.push_back(
        {"NCCL_IB_HCA", format::joined(hcas, ","),
         connectX ? text::translate("NcclEnvironment",
                                    "the adapters NCCL may use, one per rail, in rail order (NCCL "
                                    "places GPU i on the closest one). mlx5_0.. is the usual "
                                    "enumeration of the compute ports; check the host's names and "
                                    "order with `ibdev2netdev` and keep storage and management "
                                    "ports out of the list.")
                  : text::translate("NcclEnvironment",
                                    "the adapters NCCL may use, one per rail, in rail order (NCCL "
                                    "places GPU i on the closest one). These adapters are not "
                                    "NVIDIA ConnectX: replace the mlx5_ names with the host's own "
                                    "RDMA device names (`ibv_devices` lists them) and keep storage "
                                    "and management ports out of the list."),
         !connectX});
    if (!roce)
        return;
    out.push_back({"NCCL_IB_GID_INDEX", "3",
                   text::translate("NcclEnvironment",
                                   "RoCE: the RoCE v2 GID of the port's IPv4 address (3 on a "
                                   "default Linux setup; `show_gids` lists them)."),
                   false});
    out.push_back({"NCCL_IB_TC", "106",
                   text::translate("NcclEnvironment",
                                   "RoCE: the traffic class the switches give lossless (PFC) "
                                   "treatment: set it to the fabric's."),
                   true});
}

// What one host of the job runs on: a GPU server, or one compute tray of a rack-scale NVLink
// system (an NVL72 is 18 hosts of 4 GPUs, each with its share of the rack's adapters).
struct Host
{
    int gpus = 0;
    int rails = 0;
    int traysPerSystem = 0; // 0: the host is the node
};

Host hostOf(const NodeScaleOut& s, const CatalogView& catalog)
{
    const CatalogItem* item = catalog.find(s.server);
    const int trays = s.gpusPerNode / kGpusPerComputeTray;
    if (item && item->rackScale() && trays >= 2 && s.gpusPerNode % kGpusPerComputeTray == 0 &&
        s.nicsPerNode % trays == 0)
        return {kGpusPerComputeTray, s.nicsPerNode / trays, trays};
    return {s.gpusPerNode, s.nicsPerNode, 0};
}

// "8 x 400 Gb/s InfiniBand per node, 8 GPUs per node".
std::string fabricText(const NodeScaleOut& s, const Host& h, const std::string& kind)
{
    if (h.traysPerSystem > 0)
        return text::arg(text::translate("NcclEnvironment",
                                         "%1 x %2 Gb/s %3 per compute tray, %4 GPUs per tray (%5 "
                                         "trays per rack-scale system, each a host of its own)"),
                         {std::to_string(h.rails), format::fixed(s.gbpsPerNic, 0), kind,
                          std::to_string(h.gpus), std::to_string(h.traysPerSystem)});
    return text::arg(
        text::translate("NcclEnvironment", "%1 x %2 Gb/s %3 per node, %4 GPUs per node"),
        {std::to_string(h.rails), format::fixed(s.gbpsPerNic, 0), kind, std::to_string(h.gpus)});
}

// What GPUDirect RDMA needs on the node's GPUs: NVIDIA's peer-memory module, or on AMD Instinct
// ROCm's amdgpu driver, whose peer-memory support RCCL (which reads the same NCCL_ variables)
// uses.
std::string gpuDirectText(bool amd)
{
    if (amd)
        return text::translate(
            "NcclEnvironment",
            "GPUDirect RDMA on AMD Instinct: the adapter reads and writes GPU memory through the "
            "ROCm amdgpu driver's peer-memory support; RCCL, which reads these NCCL_ variables, "
            "then uses it by itself (NCCL_NET_GDR_LEVEL unset). Without it, every transfer is "
            "staged through host memory.");
    return text::translate(
        "NcclEnvironment",
        "GPUDirect RDMA: the HCA reads and writes GPU memory directly once the nvidia-peermem "
        "module is loaded (or the driver's dma-buf path is used); NCCL then uses it by itself "
        "(NCCL_NET_GDR_LEVEL unset). Without it, every transfer is staged through host memory.");
}

// "# " lines of at most 88 columns holding `text`.
std::string commentLines(std::string text)
{
    // A line break in a design's name would end the comment and run the rest as a command.
    for (char& c : text)
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    std::string out, line;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string word = text.substr(start, end - start);
        if (!line.empty() && line.size() + 1 + word.size() > 86) {
            out += "# " + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        start = end + 1;
    }
    return line.empty() ? out : out + "# " + line + "\n";
}

} // namespace

NcclSetup ncclSetup(const Design& design, const CatalogView& catalog)
{
    NcclSetup r;
    const NodeScaleOut s = nodeScaleOut(design, catalog);
    if (s.server.empty() || s.transport.empty() || s.nicsPerNode <= 0) {
        r.nothingWhy =
            s.note.empty() ? text::translate("NcclEnvironment", "no compute network") : s.note;
        return r;
    }
    r.transport = s.transport;
    const bool ib = startsWith(s.transport, "ib-"), roce = startsWith(s.transport, "roce-");
    const Host host = hostOf(s, catalog);
    r.fabric = fabricText(s, host,
                          ib     ? "InfiniBand"
                          : roce ? "RoCE"
                                 : text::translate("NcclEnvironment", "Ethernet (TCP)"));
    if (ib || roce) {
        const std::string nicVendor = computeNicVendor(design, catalog, s.server);
        addHcas(host.rails, roce, nicVendor.empty() || nicVendor == "NVIDIA", r.variables);
        const CatalogItem* gpu = catalog.find(s.gpu);
        r.gpuDirect = gpuDirectText(gpu && gpu->vendor == "AMD");
    } else {
        r.variables.push_back(
            {"NCCL_IB_DISABLE", "1",
             text::translate("NcclEnvironment", "no RDMA: NCCL falls back to sockets, which cost "
                                                "CPU and latency."),
             false});
    }
    r.variables.push_back(
        {"NCCL_SOCKET_IFNAME", "^docker,lo",
         text::translate("NcclEnvironment",
                         "the interfaces for NCCL's bootstrap (and, over TCP, its data); the "
                         "NCCL guide's example leaves out the container bridge and loopback. Name "
                         "the in-band (or, over TCP, the compute) interfaces instead where they "
                         "are known."),
         false});
    return r;
}

std::string ncclEnvironment(const Design& design, const CatalogView& catalog)
{
    const NcclSetup s = ncclSetup(design, catalog);
    std::string out = commentLines(text::arg(
        text::translate("NcclEnvironment", "NCCL environment written by Cluster Designer for "
                                           "\"%1\""),
        {design.name}));
    if (s.fabric.empty())
        return out + commentLines(text::arg(text::translate("NcclEnvironment",
                                                            "No scale-out fabric is known (%1): "
                                                            "nothing to set."),
                                            {s.nothingWhy}));
    out += commentLines(text::arg(text::translate("NcclEnvironment", "Compute fabric: %1 (%2)."),
                                  {s.fabric, s.transport}));
    for (const NcclVariable& v : s.variables) {
        out += commentLines(v.name + ": " + v.why);
        out += (v.suggested ? "# export " : "export ") + v.name + "=" + v.value + "\n";
    }
    if (!s.gpuDirect.empty())
        out += commentLines(s.gpuDirect);
    return out;
}

} // namespace cd::core
