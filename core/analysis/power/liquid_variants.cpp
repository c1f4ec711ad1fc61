#include "liquid_variants.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "model/placement.h"
#include "power.h"
#include "text/translation.h"

#include <algorithm>
#include <iterator>
#include <unordered_map>

namespace cd::core {

namespace {

// The variant id of an air-cooled chassis, or nothing. A chassis that is itself liquid
// cooled has nothing to gain from a variant, whatever its entry says.
const std::string* variantOf(const CatalogItem& item)
{
    const SpecValue* v = item.spec("liquid_cooled_variant");
    if (!v || v->text.empty() || requiresLiquidCooling(item))
        return nullptr;
    return &v->text;
}

void addDevice(const Device& d, const CatalogItem& item, const std::string& variantId,
               const CatalogItem* variant, std::vector<LiquidVariant>& out)
{
    auto it = std::find_if(out.begin(), out.end(),
                           [&](const LiquidVariant& lv) { return lv.deviceModel == item.id; });
    if (it == out.end()) {
        out.push_back({item.id, variantId, 0, {}});
        it = std::prev(out.end());
    }
    ++it->count;
    // A variant without a GPU block says nothing about GPUs: claim no mismatch.
    if (!variant || !variant->gpu || !item.gpu)
        return;
    const std::string gpu = effectiveGpu(d, item).gpu;
    if (!gpu.empty() && !variant->gpu->takesGpu(gpu) &&
        std::find(it->gpusNotTaken.begin(), it->gpusNotTaken.end(), gpu) == it->gpusNotTaken.end())
        it->gpusNotTaken.push_back(gpu);
}

std::string describe(const LiquidVariant& lv, const CatalogView& catalog)
{
    std::string s =
        text::arg(lv.count == 1 ? text::translate("Cooling", "%1 x %2 has a liquid-cooled "
                                                             "variant, %3 (%4)")
                                : text::translate("Cooling", "%1 x %2 have a liquid-cooled "
                                                             "variant, %3 (%4)"),
                  {std::to_string(lv.count), catalog.displayNameOf(lv.deviceModel),
                   catalog.displayNameOf(lv.variantId), lv.variantId});
    if (lv.gpusNotTaken.empty())
        return s;
    std::string gpus;
    for (std::size_t i = 0; i < lv.gpusNotTaken.size(); ++i)
        gpus += (i ? ", " : "") + catalog.displayNameOf(lv.gpusNotTaken[i]);
    return s + text::arg(text::translate("Cooling", ", which does not take their %1"), {gpus});
}

} // namespace

void suggestLiquidVariants(const Design& design, const CatalogView& catalog, CoolingReport& cooling,
                           Issues& issues)
{
    std::unordered_map<std::string, RackCooling*> hot; // racks above the air limit
    for (RackCooling& rc : cooling.racks)
        if (rc.heatW > cooling.airLimitW)
            hot.emplace(rc.rackId, &rc);
    if (hot.empty())
        return;
    // Devices come in runs of one model: its variant is looked up once per run.
    const CatalogItem* lastItem = nullptr;
    const std::string* variantId = nullptr;
    const CatalogItem* variant = nullptr;
    for (const Device& d : design.devices) {
        const auto rack = hot.find(d.rack);
        const CatalogItem* item = rack == hot.end() ? nullptr : catalog.find(d.model);
        if (!item)
            continue;
        if (item != lastItem) {
            lastItem = item;
            variantId = variantOf(*item);
            variant = variantId ? catalog.find(*variantId) : nullptr;
        }
        if (variantId)
            addDevice(d, *item, *variantId, variant, rack->second->liquidVariants);
    }
    for (const RackCooling& rc : cooling.racks) {
        if (rc.liquidVariants.empty())
            continue;
        std::string variants;
        for (std::size_t i = 0; i < rc.liquidVariants.size(); ++i)
            variants += (i ? "; " : "") + describe(rc.liquidVariants[i], catalog);
        issues.push_back(makeIssue(issues::LiquidVariantAvailable,
                                   {{"rack", rc.rackName},
                                    {"heat", format::kw(rc.heatW)},
                                    {"airLimit", format::plain(cooling.airLimitW / 1000.0)},
                                    {"variants", variants}},
                                   rc.rackId));
    }
}

} // namespace cd::core
