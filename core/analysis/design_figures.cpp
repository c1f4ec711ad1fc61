#include "design_figures.h"

#include "analysis/design/validate.h"
#include "analysis/issues/design_issue_types.h"
#include "model/design_catalog.h"
#include "model/placement.h"

#include <optional>

namespace cd::core {

void countCompute(const Design& design, const CatalogView& catalog, DesignFigures& figures,
                  Issues& issues)
{
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Server)
            continue;
        ++figures.servers;
        // An impossible GPU choice is reported by the validator; counting it would turn a
        // typo (gpu_count 80000) into figures.
        if (checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
            continue;
        const GpuFit fit = effectiveGpu(d, *item);
        if (fit.count <= 0)
            continue;
        figures.gpus += fit.count;
        figures.gpusByModel[fit.gpu] += fit.count;
        const CatalogItem* gpu = catalog.find(fit.gpu);
        const auto memory = gpu ? gpu->number("memory_gb") : std::nullopt;
        if (memory)
            figures.gpuMemoryGb += fit.count * *memory;
        else
            issues.push_back(
                makeIssue(issues::GpuMemoryUnknown, {{"device", d.name}, {"gpu", fit.gpu}}, d.id));
    }
}

DesignFigures placementFigures(const Design& design, const CatalogView& base,
                               const FabricReport& kept)
{
    const DesignCatalog catalog(design, base);
    DesignFigures f;
    // The issues are the whole analysis's to report; these figures only show.
    Issues unused;
    countCompute(design, catalog, f, unused);
    f.power = analyzePower(design, catalog, unused);
    f.bom = buildBom(design, catalog, kept, unused);
    return f;
}

} // namespace cd::core
