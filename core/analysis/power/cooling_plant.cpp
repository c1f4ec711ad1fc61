#include "cooling_plant.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "model/catalog_item.h"
#include "text/translation.h"

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
        r.cdus.push_back(d.label());
    }
}

// The rated heat of the rear-door heat exchangers in each rack.
std::map<std::string, double> rearDoorCapacity(const Design& design, const CatalogView& catalog)
{
    std::map<std::string, double> capacity;
    for (const Device& d : design.devices)
        if (const CatalogItem* item = catalog.find(d.model); item && isRearDoor(*item))
            capacity[d.rack] += item->number("cooling_capacity_kw").value_or(0) * 1000;
    return capacity;
}

} // namespace

void checkAirCooledRacks(const Design& design, const CatalogView& catalog, const PowerReport& power,
                         const CoolingReport& cooling, Issues& issues)
{
    const auto doors = rearDoorCapacity(design, catalog);
    for (const RackPower& rp : power.racks) {
        if (rp.liquidCooledDevice || rp.maxW <= cooling.airLimitW)
            continue;
        const auto door = doors.find(rp.rackId);
        const bool hasDoor = door != doors.end();
        const double limitW = hasDoor && door->second > 0 ? door->second : cooling::kRearDoorLimitW;
        const std::string rack = rp.rackName.empty() ? rp.rackId : rp.rackName;
        if (rp.maxW > limitW)
            issues.push_back(makeIssue(
                issues::RackBeyondAirCooling,
                {{"rack", rack},
                 {"heat", format::kw(rp.maxW)},
                 {"limit", format::plain(limitW / 1000)},
                 {"what",
                  hasDoor ? text::translate("Cooling", "its rear-door heat exchanger's rating")
                          : text::translate("Cooling", "what a rear-door heat exchanger removes")}},
                rp.rackId));
        else if (!hasDoor)
            issues.push_back(
                makeIssue(issues::RackAboveAirLimit,
                          {{"rack", rack},
                           {"heat", format::kw(rp.maxW)},
                           {"airLimit", format::plain(cooling.airLimitW / 1000)},
                           {"rearDoor", format::plain(cooling::kRearDoorLimitW / 1000)}},
                          rp.rackId));
    }
}

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
