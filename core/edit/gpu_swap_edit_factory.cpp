// The GPU swap of the edit facade (edit_factory.h): "replace every H100 with an H200", the
// first thing a customer asks of a design.
#include "edit_factory.h"
#include "edit_result.h"
#include "model/placement.h"
#include "object_edits.h"
#include "text/translation.h"

namespace cd::core::edits {

using detail::accept;
using detail::refuse;

namespace {

// Why no server changes: none carries the GPU, or none that does takes the new one.
std::string nothingToSwap(const GpuSwap& swap, const CatalogView& catalog, const std::string& from,
                          const std::string& to)
{
    return swap.cannotTake.empty()
               ? text::arg(text::translate("Edit", "no device carries %1"),
                           {catalog.displayNameOf(from)})
               : text::arg(text::translate("Edit", "no device with %1 takes %2"),
                           {catalog.displayNameOf(from), catalog.displayNameOf(to)});
}

} // namespace

GpuSwap replaceGpu(const Design& design, const CatalogView& catalog, const std::string& from,
                   const std::string& to)
{
    GpuSwap swap;
    const CatalogItem* target = catalog.find(to);
    if (!target || target->kind != ItemKind::Gpu) {
        swap.result =
            refuse("unknown-gpu",
                   text::arg(text::translate("Edit", "'%1' is not a GPU of the catalog"), {to}));
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
        parts.push_back(std::make_unique<ReplaceDevice>(
            changed, text::arg(text::translate("Edit", "Change %1"), {d.label()})));
    }
    swap.changed = int(parts.size());
    if (parts.empty()) {
        swap.result = refuse("no-change", nothingToSwap(swap, catalog, from, to));
        return swap;
    }
    swap.result = accept(std::make_unique<CompoundEdit>(
        text::arg(
            swap.changed == 1 ? text::translate("Edit", "Replace %1 with %2 in %3 server")
                              : text::translate("Edit", "Replace %1 with %2 in %3 servers"),
            {catalog.displayNameOf(from), catalog.displayNameOf(to), std::to_string(swap.changed)}),
        std::move(parts)));
    return swap;
}

} // namespace cd::core::edits
