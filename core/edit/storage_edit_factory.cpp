// Storage systems added in racks of their own (edit_factory.h addStorage; issue 23, item 2):
// the Storage dialog's one step.
#include "analysis/power/rack_fill.h"
#include "edit_factory.h"
#include "edit_factory_checks.h"
#include "edit_result.h"
#include "io/input_limits.h"
#include "model/device_naming.h"
#include "object_edits.h"
#include "text/translation.h"

#include <algorithm>
#include <map>
#include <set>

namespace cd::core::edits {

namespace {

using detail::accept;
using detail::checkDevice;
using detail::refuse;

constexpr const char* kFallbackRack = "generic-42u";

// The rack model the design uses most, so storage racks look like their neighbours.
const CatalogItem* rackModelFor(const Design& design, const CatalogView& catalog)
{
    std::map<std::string, int> uses;
    for (const Rack& r : design.racks)
        ++uses[r.model];
    const auto most = std::max_element(
        uses.begin(), uses.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    const CatalogItem* item = catalog.find(most == uses.end() ? kFallbackRack : most->first);
    return item && item->kind == ItemKind::Rack && item->rackUnits() > 0 ? item : nullptr;
}

// The hall's middle row (where a generated fabric puts its cores) and its first free position.
std::pair<int, int> storageRackSpot(const Design& design)
{
    std::set<int> rows;
    for (const Rack& r : design.racks)
        rows.insert(r.row);
    const int row = rows.empty() ? 0 : *std::next(rows.begin(), std::ptrdiff_t(rows.size() / 2));
    int position = 0;
    for (const Rack& r : design.racks)
        if (r.row == row)
            position = std::max(position, r.position + 1);
    return {row, position};
}

std::string storageRackName(const Design& design, int n)
{
    std::set<std::string> used;
    for (const Rack& r : design.racks)
        used.insert(r.name);
    for (int k = n;; ++k) {
        std::string name = std::string(k < 10 ? "STOR-0" : "STOR-") + std::to_string(k);
        if (!used.count(name))
            return name;
    }
}

Rack storageRack(const Design& design, const std::string& model, int row, int position)
{
    Rack rack;
    rack.id = design.newId("r");
    rack.name = storageRackName(design, 1);
    rack.model = model;
    rack.row = row;
    rack.position = position;
    return rack;
}

std::optional<std::string> checkRequest(const CatalogItem* item, const std::string& model,
                                        int count, std::optional<double> capacityTb)
{
    if (!item || item->kind != ItemKind::Storage)
        return text::arg(text::translate("Edit", "'%1' is not storage in the catalog"), {model});
    if (item->rackUnits() <= 0)
        return text::arg(
            text::translate("Edit", "the catalog gives no height for %1: place it by hand"),
            {item->displayName()});
    if (count < 1 || count > kMaxStorageSystems)
        return text::arg(text::translate("Edit", "from 1 to %1 storage systems at a time"),
                         {std::to_string(kMaxStorageSystems)});
    if (capacityTb && !(*capacityTb > 0 && *capacityTb <= kMaxStorageCapacityTb))
        return "a storage capacity is above 0 and at most 100,000 TB";
    return std::nullopt;
}

} // namespace

Result addStorage(const Design& design, const CatalogView& catalog, const std::string& model,
                  int count, std::optional<double> capacityTb)
{
    const CatalogItem* item = catalog.find(model);
    if (auto problem = checkRequest(item, model, count, capacityTb))
        return refuse("bad-storage", *problem);
    const CatalogItem* rackModel = rackModelFor(design, catalog);
    if (!rackModel)
        return refuse("no-rack-model",
                      text::translate("Edit", "no rack model to put the storage in"));
    const int itemU = item->rackUnits();
    const int perRack = devicesPerRack(design, *item, rackModel->rackUnits(), itemU);
    auto [row, position] = storageRackSpot(design);
    Design trial = design;
    std::vector<EditPtr> parts;
    std::string rackId;
    for (int i = 0; i < count; ++i) {
        if (i % perRack == 0) {
            Rack rack = storageRack(trial, rackModel->id, row, position++);
            rackId = rack.id;
            trial.racks.push_back(rack);
            parts.push_back(std::make_unique<AddRack>(std::move(rack)));
        }
        Device d;
        d.id = trial.newId("d");
        d.model = model;
        d.rack = rackId;
        d.u = 1 + (i % perRack) * itemU;
        d.name = defaultDeviceName(trial, model);
        d.capacityTb = capacityTb;
        if (Result r = checkDevice(trial, catalog, d); !r.error.empty())
            return r;
        trial.devices.push_back(d);
        parts.push_back(std::make_unique<AddDevice>(std::move(d)));
    }
    return accept(
        std::make_unique<CompoundEdit>(text::arg(text::translate("Edit", "Add %1 x %2"),
                                                 {std::to_string(count), item->displayName()}),
                                       std::move(parts)));
}

} // namespace cd::core::edits
