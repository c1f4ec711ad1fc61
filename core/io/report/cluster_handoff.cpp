#include "cluster_handoff.h"

#include "analysis/fabric/nvlink_domain.h"
#include "io/report/fabric_exports.h"
#include "model/placement.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace cd::core {

namespace {

// A GPU host of the design with what the hand-offs say about it.
struct GpuNode
{
    const Device* device = nullptr;
    std::string name; // the device's, or DEVICE-trayNN for a compute tray of a rack-scale system
    std::string rack;
    GpuFit fit;
    bool amd = false;
    bool rackNvlink = false; // its NVLink domain is the rack (GB200/GB300 NVL72)
};

// The node itself, or its compute trays where it is a whole rack-scale system.
void appendHosts(std::vector<GpuNode>& nodes, GpuNode n)
{
    const int trays = n.fit.count / kGpusPerComputeTray;
    if (!n.rackNvlink || trays < 2 || n.fit.count % kGpusPerComputeTray != 0) {
        nodes.push_back(std::move(n));
        return;
    }
    const std::string device = n.name;
    n.fit.count = kGpusPerComputeTray;
    for (int t = 1; t <= trays; ++t) {
        n.name = device + (t < 10 ? "-tray0" : "-tray") + std::to_string(t);
        nodes.push_back(n);
    }
}

std::vector<GpuNode> gpuNodes(const Design& design, const CatalogView& catalog)
{
    std::unordered_map<std::string_view, const Rack*> racks;
    for (const Rack& r : design.racks)
        racks.emplace(r.id, &r);
    const NvlinkReport nvlink = analyzeNvlink(design, catalog);
    std::vector<GpuNode> nodes;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || !item->gpu)
            continue;
        GpuNode n{&d, d.label(), "", effectiveGpu(d, *item)};
        if (n.fit.count <= 0)
            continue;
        const auto rack = racks.find(d.rack);
        n.rack = rack == racks.end() ? d.rack : rack->second->label();
        const CatalogItem* gpu = catalog.find(n.fit.gpu);
        n.amd = gpu && gpu->vendor == "AMD";
        for (const NvlinkGroup& g : nvlink.groups)
            if (g.server == d.model && g.gpu == n.fit.gpu && g.kind == NvlinkKind::RackScale)
                n.rackNvlink = true;
        appendHosts(nodes, std::move(n));
    }
    return nodes;
}

// A Kubernetes label value or Slurm feature: letters, digits, '-', '_' and '.', starting and
// ending with a letter or digit, at most 63 characters (Kubernetes "Labels and Selectors").
std::string token(const std::string& text)
{
    std::string t;
    for (const unsigned char c : text)
        t += std::isalnum(c) || c == '-' || c == '_' || c == '.' ? char(c) : '-';
    const auto edge = [](unsigned char c) {
        return std::isalnum(c) != 0;
    };
    std::size_t start = 0;
    while (start < t.size() && !edge(static_cast<unsigned char>(t[start])))
        ++start;
    t = t.substr(start, 63);
    while (!t.empty() && !edge(static_cast<unsigned char>(t.back())))
        t.pop_back();
    return t;
}

// Single-quoted for the shell.
std::string shellQuoted(const std::string& text)
{
    std::string q = "'";
    for (const char c : text)
        q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// The name kubelet registers a host under: its host name in lower case (Kubernetes node names
// are RFC 1123 subdomains: lower-case letters, digits, '-' and '.', alphanumeric at both ends).
std::string kubernetesNodeName(const std::string& name)
{
    std::string n;
    for (const unsigned char c : name)
        n += std::isalnum(c) ? char(std::tolower(c)) : c == '.' ? '.' : '-';
    const auto alnum = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0;
    };
    const auto first = std::find_if(n.begin(), n.end(), alnum);
    const auto last = std::find_if(n.rbegin(), n.rend(), alnum).base();
    return first < last ? std::string(first, last).substr(0, 253) : std::string("node");
}

std::string deviceRange(const std::string& prefix, int first, int count)
{
    return prefix + "[" + std::to_string(first) + "-" + std::to_string(first + count - 1) + "]";
}

} // namespace

int gpuHostCount(const Design& design, const CatalogView& catalog)
{
    return int(gpuNodes(design, catalog).size());
}

std::string kubernetesNodeLabels(const Design& design, const CatalogView& catalog,
                                 const FabricReport& report)
{
    const std::map<std::string, NodePlacement> places = nodePlacements(design, report);
    std::string out =
        "#!/bin/sh\n# Kubernetes node labels written by Cluster Designer for \"" + design.name +
        "\".\n# Node names are the design's device names in lower case, as kubelet registers "
        "them.\n# Keys: NVIDIA Topograph's "
        "(docs.nvidia.com/topograph,\n# \"Topograph in Kubernetes\"): leaf = the "
        "scalable unit (its rail leaves, as in topology.conf),\n# spine and core = "
        "the tiers above; accelerator = an NVLink domain spanning a rack,\n# whose compute "
        "trays are named DEVICE-trayNN here: put their host names.\nset -e\n";
    const std::string key = "network.topology.nvidia.com/";
    for (const GpuNode& n : gpuNodes(design, catalog)) {
        std::string labels;
        if (const auto it = places.find(n.device->label()); it != places.end()) {
            labels += " " + key + "leaf=" + token(it->second.unit);
            if (!it->second.pod.empty())
                labels += " " + key + "spine=" + token(it->second.pod);
            if (!it->second.top.empty())
                labels += " " + key + (it->second.pod.empty() ? "spine=" : "core=") +
                          token(it->second.top);
        }
        if (n.rackNvlink)
            labels += " " + key + "accelerator=" + token(n.rack);
        labels += " cluster-designer/rack=" + token(n.rack);
        out += "kubectl label node --overwrite " + shellQuoted(kubernetesNodeName(n.name)) +
               labels + "\n";
    }
    return out;
}

std::string slurmNodes(const Design& design, const CatalogView& catalog, const FabricReport& report)
{
    const std::map<std::string, NodePlacement> places = nodePlacements(design, report);
    const std::vector<GpuNode> nodes = gpuNodes(design, catalog);
    std::string conf =
        "# slurm.conf (GPU nodes; add CPUs and RealMemory from `slurmd -C` on each; a\n"
        "# rack-scale system's compute trays are DEVICE-trayNN: put their host names)\n"
        "GresTypes=gpu\n";
    std::string gres = "# gres.conf\n";
    for (const GpuNode& n : nodes) {
        const std::string name = token(n.name);
        const std::string type = token(n.fit.gpu);
        std::string features = "rack-" + token(n.rack);
        if (const auto it = places.find(n.device->label()); it != places.end())
            features += "," + token(it->second.unit);
        conf += "NodeName=" + name + " Gres=gpu:" + type + ":" + std::to_string(n.fit.count) +
                " Feature=" + features + "\n";
        // NVIDIA: /dev/nvidia0..N-1; AMD: the render nodes from 128 (Slurm gres.conf manual).
        gres += "NodeName=" + name + " Name=gpu Type=" + type + " File=" +
                (n.amd ? deviceRange("/dev/dri/renderD", 128, n.fit.count)
                       : deviceRange("/dev/nvidia", 0, n.fit.count)) +
                "\n";
    }
    return "# Slurm node and GPU lines written by Cluster Designer for \"" + design.name + "\" (" +
           std::to_string(nodes.size()) + " GPU nodes)\n" + conf + "\n" + gres;
}

} // namespace cd::core
