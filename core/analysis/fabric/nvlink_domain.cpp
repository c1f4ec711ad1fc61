#include "nvlink_domain.h"

#include "model/placement.h"
#include "text/translation.h"

#include <algorithm>
#include <map>

namespace cd::core {

std::string_view toString(NvlinkKind kind)
{
    switch (kind) {
    case NvlinkKind::NvSwitch:
        return "nvswitch";
    case NvlinkKind::Direct:
        return "nvlink-direct";
    case NvlinkKind::RackScale:
        return "rack-scale";
    case NvlinkKind::Bridge:
        return "nvlink-bridge";
    case NvlinkKind::None:
        return "pcie-only";
    case NvlinkKind::Unknown:
        return "unknown";
    }
    return "unknown";
}

const char* label(NvlinkKind kind)
{
    switch (kind) {
    case NvlinkKind::NvSwitch:
        return CD_TRANSLATE_NOOP("Nvlink", "NVSwitch, all-to-all");
    case NvlinkKind::Direct:
        return CD_TRANSLATE_NOOP("Nvlink", "NVLink, direct");
    case NvlinkKind::RackScale:
        return CD_TRANSLATE_NOOP("Nvlink", "rack-scale NVLink");
    case NvlinkKind::Bridge:
        return CD_TRANSLATE_NOOP("Nvlink", "NVLink bridge");
    case NvlinkKind::None:
        return CD_TRANSLATE_NOOP("Nvlink", "PCIe only");
    case NvlinkKind::Unknown:
        break;
    }
    return CD_TRANSLATE_NOOP("Nvlink", "no published NVLink figure");
}

namespace {

bool contains(const std::string& text, std::string_view part)
{
    return text.find(part) != std::string::npos;
}

// The domain a server of `gpus` GPUs of `gpu` forms. Rules from the vendors' descriptions
// (catalog sources): HGX/DGX 8-GPU SXM boards carry NVSwitch (900 GB/s per H100 GPU to every
// other); 4-GPU SXM boards join the GPUs directly; GB200 NVL72 joins 72 GPUs through NVLink
// Switch trays; H100 NVL and H200 NVL are sold as NVLink-bridged pairs (H200 NVL also as
// 4-way bridges, not assumed); other PCIe cards talk over PCIe.
void classify(const CatalogItem& server, const CatalogItem* gpu, int gpus, NvlinkGroup& g)
{
    const std::string form =
        gpu && gpu->spec("form_factor") ? gpu->spec("form_factor")->text : std::string();
    std::optional<double> gbps = gpu ? gpu->number("nvlink_gbs") : std::nullopt;
    if (!gbps)
        gbps = server.number("nvlink_gbs");
    g.perGpuGBps = gbps.value_or(0);
    g.gpusPerDomain = 1;
    if (contains(server.id, "nvl72") || contains(form, "NVL72")) {
        g.kind = NvlinkKind::RackScale;
        g.gpusPerDomain = gpus;
    } else if (contains(form, "SXM")) {
        g.kind = gpus >= 8 ? NvlinkKind::NvSwitch : NvlinkKind::Direct;
        g.gpusPerDomain = gpus;
    } else if (contains(form, "OAM")) {
        g.kind = NvlinkKind::Unknown;
        g.gpusPerDomain = gpus;
        g.note = text::translate(
            "NvlinkDomain",
            "AMD Infinity Fabric joins the OAM GPUs; its bandwidth is not in the catalog");
    } else if (gpu && gpu->id.size() > 4 && gpu->id.compare(gpu->id.size() - 4, 4, "-nvl") == 0) {
        g.kind = NvlinkKind::Bridge;
        g.gpusPerDomain = std::min(2, gpus);
        g.note = text::translate("NvlinkDomain", "NVLink bridges join the cards in pairs");
    } else {
        g.kind = NvlinkKind::None;
        g.perGpuGBps = 0;
        g.note = gbps && *gbps > 0
                     ? text::translate("NvlinkDomain",
                                       "PCIe only; an optional NVLink bridge would pair the cards")
                     : text::translate("NvlinkDomain", "PCIe only");
    }
    if (g.kind != NvlinkKind::None && g.kind != NvlinkKind::Unknown && !gbps)
        g.note = text::translate("NvlinkDomain", "NVLink bandwidth per GPU is not in the catalog");
}

} // namespace

NvlinkReport analyzeNvlink(const Design& design, const CatalogView& catalog)
{
    NvlinkReport r;
    std::map<std::pair<std::string, std::string>, std::size_t> index;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Server || !item->gpu ||
            checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
            continue;
        const GpuFit fit = effectiveGpu(d, *item);
        if (fit.count <= 0)
            continue;
        const auto key = std::pair{d.model, fit.gpu};
        auto [it, fresh] = index.emplace(key, r.groups.size());
        if (fresh) {
            NvlinkGroup g;
            g.server = d.model;
            g.gpu = fit.gpu;
            g.gpusPerServer = fit.count;
            classify(*item, catalog.find(fit.gpu), fit.count, g);
            r.groups.push_back(std::move(g));
        }
        NvlinkGroup& g = r.groups[it->second];
        ++g.servers;
        g.domains += g.gpusPerDomain > 0 ? fit.count / g.gpusPerDomain : 0;
        r.largestDomain = std::max(r.largestDomain, g.gpusPerDomain);
    }
    return r;
}

} // namespace cd::core
