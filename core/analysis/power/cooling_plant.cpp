#include "cooling_plant.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "model/catalog_item.h"

#include <map>

namespace cd::core {

namespace {

bool isRearDoor(const CatalogItem& item)
{
    const SpecValue* type = item.spec("type");
    return type && type->text.find("rear-door") != std::string::npos;
}

// The CDUs of each row, by the rack they are placed in.
void addCdus(const Design& design, const CatalogView& catalog,
             std::map<int, RowLiquidCooling>& rows)
{
    std::map<std::string, int> rowOf;
    for (const Rack& rack : design.racks)
        rowOf[rack.id] = rack.row;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        const auto row = rowOf.find(d.rack);
        if (!item || item->kind != ItemKind::Cdu || isRearDoor(*item) || row == rowOf.end())
            continue;
        RowLiquidCooling& r = rows[row->second];
        r.cduCapacityW += item->number("cooling_capacity_kw").value_or(0) * 1000;
        r.cdus.push_back(d.name.empty() ? d.id : d.name);
    }
}

} // namespace

void checkCoolingPlant(const Design& design, const CatalogView& catalog, CoolingReport& cooling,
                       Issues& issues)
{
    std::map<int, RowLiquidCooling> rows;
    for (const RackCooling& rc : cooling.racks) {
        if (rc.coolingClass != CoolingClass::Liquid)
            continue;
        const Rack* rack = design.findRack(rc.rackId);
        RowLiquidCooling& r = rows[rack ? rack->row : 0];
        r.liquidHeatW += rc.heatW;
        r.liquidRacks.push_back(rc.rackName.empty() ? rc.rackId : rc.rackName);
    }
    addCdus(design, catalog, rows);
    for (auto& [row, r] : rows) {
        r.row = row;
        if (!r.enough())
            issues.push_back(
                makeIssue(issues::CduCapacityShort,
                          {{"row", std::to_string(row)},
                           {"racks", format::joined(r.liquidRacks, ", ")},
                           {"need", format::fixed(r.liquidHeatW / 1000, 1)},
                           {"have", format::fixed(r.cduCapacityW / 1000, 1)},
                           {"missing", format::fixed((r.liquidHeatW - r.cduCapacityW) / 1000, 1)}},
                          {}));
        cooling.liquidRows.push_back(r);
    }
}

} // namespace cd::core
