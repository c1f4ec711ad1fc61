// The GPU swap of the edit facade (edit_factory.h): "replace every H100 with an H200", the
// first thing a customer asks of a design.
#include "edit_factory.h"
#include "edit_result.h"
#include "model/placement.h"
#include "object_edits.h"

namespace cd::core::edits {

using detail::accept;
using detail::refuse;

GpuSwap replaceGpu(const Design& design, const CatalogView& catalog, const std::string& from,
                   const std::string& to)
{
    GpuSwap swap;
    const CatalogItem* target = catalog.find(to);
    if (!target || target->kind != ItemKind::Gpu) {
        swap.result = refuse("unknown-gpu", "'" + to + "' is not a GPU of the catalog");
        return swap;
    }
    std::vector<EditPtr> parts;
    for (const Device& d : design.devices) {
        const CatalogItem* chassis = catalog.find(d.model);
        if (!chassis || !chassis->gpu || effectiveGpu(d, *chassis).gpu != from)
            continue;
        Device changed = d;
        changed.gpu = to;
        if (!chassis->gpu->takesGpu(to) ||
            checkGpuChoice(*chassis, catalog, changed.gpu, changed.gpuCount)) {
            swap.cannotTake.push_back(d.label());
            continue;
        }
        parts.push_back(std::make_unique<ReplaceDevice>(changed, "Change " + d.label()));
    }
    swap.changed = int(parts.size());
    if (parts.empty()) {
        swap.result = refuse("no-change", swap.cannotTake.empty()
                                              ? "no device carries " + catalog.displayNameOf(from)
                                              : "no device with " + catalog.displayNameOf(from) +
                                                    " takes " + catalog.displayNameOf(to));
        return swap;
    }
    swap.result = accept(std::make_unique<CompoundEdit>(
        "Replace " + catalog.displayNameOf(from) + " with " + catalog.displayNameOf(to) + " in " +
            std::to_string(swap.changed) + (swap.changed == 1 ? " server" : " servers"),
        std::move(parts)));
    return swap;
}

} // namespace cd::core::edits
