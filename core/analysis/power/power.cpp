#include "power.h"

#include "analysis/issues/format.h"
#include "psu.h"
#include "model/units.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <unordered_map>

namespace cd::core {

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace

bool requiresLiquidCooling(const CatalogItem& item)
{
    const SpecValue* c = item.spec("cooling");
    if (!c)
        return false;
    const std::string t = lower(c->text);
    return t.find("direct liquid") != std::string::npos ||
           t.find("liquid cooled") != std::string::npos ||
           t.find("liquid-cooled") != std::string::npos || t.rfind("hybrid", 0) == 0 ||
           t.rfind("dlc", 0) == 0;
}

std::string coolingFor(double rackMaxW, bool hasLiquidCooledDevice, double airLimitW)
{
    if (hasLiquidCooledDevice || rackMaxW > cooling::kRearDoorLimitW)
        return "direct liquid cooling";
    if (rackMaxW > airLimitW)
        return "rear-door heat exchanger";
    if (rackMaxW > cooling::kOpenAirLimitW)
        return "air with containment";
    return "air";
}

namespace {

void readRackModel(const CatalogItem& model, RackPower& rp)
{
    rp.uTotal = model.rackUnits();
    rp.weightKg = model.largest("weight_kg").value_or(0);
    rp.staticLoadKg = model.number("static_load_kg");
    if (const SpecValue* load = model.spec("static_load_kg"))
        rp.staticLoadUncertain = load->confidence == Confidence::Uncertain;
    rp.dynamicLoadKg = model.number("dynamic_load_kg");
    const auto width = model.number("width_mm");
    const auto depth = model.number("depth_mm");
    if (width && depth && *width > 0 && *depth > 0)
        rp.footprintM2 = *width * *depth / 1.0e6;
}

std::string kg(double v)
{
    return std::to_string(static_cast<long long>(v + 0.5)) + " kg";
}

// Static rating (existing check), dynamic (rolling) rating and floor loading.
void checkRackWeight(RackPower& rp, const std::optional<SiteSettings>& site, Issues& issues)
{
    // A rating nobody could confirm (conf U) warns; a sourced one is an error.
    if (rp.staticLoadKg && rp.weightKg > *rp.staticLoadKg)
        issues.push_back(
            {rp.staticLoadUncertain ? Severity::Warning : Severity::Error, "rack-overloaded",
             "Rack " + rp.rackName + " weighs " + std::to_string(static_cast<int>(rp.weightKg)) +
                 " kg, above its static load rating of " +
                 std::to_string(static_cast<int>(*rp.staticLoadKg)) + " kg" +
                 (rp.staticLoadUncertain ? " (an unconfirmed rating)" : ""),
             rp.rackId});
    // Dynamic ratings apply while a loaded rack rolls into place: a warning, since the rack
    // can be positioned first and filled after.
    if (rp.dynamicLoadKg && rp.weightKg > *rp.dynamicLoadKg)
        issues.push_back({Severity::Warning, "rack-dynamic-load",
                          "Rack " + rp.rackName + " weighs " + kg(rp.weightKg) +
                              ", above its dynamic (rolling) load rating of " +
                              kg(*rp.dynamicLoadKg) + ": position it before filling it",
                          rp.rackId});
    if (!rp.footprintM2)
        return;
    rp.floorLoadKgPerM2 = rp.weightKg / *rp.footprintM2;
    const bool siteLimit = site && site->floorLoadKgPerM2;
    const double limit = siteLimit ? *site->floorLoadKgPerM2 : kDefaultFloorLoadKgPerM2;
    if (*rp.floorLoadKgPerM2 > limit)
        issues.push_back(
            {siteLimit ? Severity::Error : Severity::Warning, "floor-overloaded",
             "Rack " + rp.rackName + " puts " + kg(rp.weightKg) + " on " +
                 format::fixed(*rp.footprintM2, 2) +
                 " m² = " + format::fixed(*rp.floorLoadKgPerM2, 0) + " kg/m², above " +
                 (siteLimit ? "the site's floor rating of " : "a typical raised-floor rating of ") +
                 format::fixed(limit, 0) + " kg/m²",
             rp.rackId});
}

std::vector<RowPower> rowTotals(const std::vector<RackPower>& racks)
{
    std::map<int, RowPower> rows;
    for (const RackPower& rp : racks) {
        RowPower& row = rows[rp.row];
        row.row = rp.row;
        ++row.racks;
        row.maxW += rp.maxW;
        row.typicalW += rp.typicalW;
        row.heatBtuPerH += rp.heatBtuPerH;
        row.weightKg += rp.weightKg;
    }
    std::vector<RowPower> out;
    for (auto& [n, row] : rows)
        out.push_back(row);
    return out;
}

} // namespace

PowerReport analyzePower(const Design& design, const CatalogView& catalog, Issues& issues)
{
    PowerReport report;
    if (design.site && design.site->airLimitKw)
        report.airLimitW = *design.site->airLimitKw * 1000.0;
    std::unordered_map<std::string, std::size_t> rackIndex;
    std::vector<bool> liquid(design.racks.size(), false);
    report.racks.reserve(design.racks.size());
    for (const Rack& r : design.racks) {
        RackPower rp;
        rp.rackId = r.id;
        rp.rackName = r.name;
        rp.row = r.row;
        if (const CatalogItem* model = catalog.find(r.model);
            model && model->kind == ItemKind::Rack) {
            readRackModel(*model, rp);
            report.weightKg += rp.weightKg;
        }
        rackIndex.emplace(r.id, report.racks.size());
        report.racks.push_back(std::move(rp));
    }
    int estimatedTypical = 0, unknownWeight = 0;
    std::map<std::string, int> unknownPower, psuLimited, typicalOnly; // catalog id -> devices
    // Figures per catalog item, worked out once: designs repeat a few models thousands of times.
    struct ItemFigures
    {
        DevicePower power;
        bool liquid = false;
    };
    std::unordered_map<const CatalogItem*, ItemFigures> figures;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item)
            continue; // placeholder: reported by the validator
        auto [known, added] = figures.try_emplace(item);
        if (added)
            known->second = {devicePower(*item), requiresLiquidCooling(*item)};
        const DevicePower& p = known->second.power;
        if (p.maxBasis == PowerBasis::Unknown)
            ++unknownPower[item->id];
        if (p.maxBasis == PowerBasis::TypicalOnly)
            ++typicalOnly[item->id];
        if (p.maxBasis == PowerBasis::PsuLimit)
            ++psuLimited[item->id];
        if (!p.typicalPublished && p.maxBasis != PowerBasis::Unknown)
            ++estimatedTypical;
        const auto weight = item->largest("weight_kg");
        if (!weight)
            ++unknownWeight;
        report.maxW += p.maxW;
        report.typicalW += p.typicalW;
        report.weightKg += weight.value_or(0);
        auto it = rackIndex.find(d.rack);
        if (it == rackIndex.end())
            continue;
        RackPower& rp = report.racks[it->second];
        rp.maxW += p.maxW;
        rp.typicalW += p.typicalW;
        rp.weightKg += weight.value_or(0);
        rp.uUsed += item->rackUnits();
        if (p.maxBasis == PowerBasis::Unknown)
            ++rp.unknownPowerDevices;
        if (known->second.liquid)
            liquid[it->second] = true;
    }
    for (std::size_t i = 0; i < report.racks.size(); ++i) {
        RackPower& rp = report.racks[i];
        rp.heatBtuPerH = units::wattsToBtuPerHour(rp.maxW);
        rp.liquidCooledDevice = liquid[i];
        rp.cooling = coolingFor(rp.maxW, liquid[i], report.airLimitW);
        checkRackWeight(rp, design.site, issues);
    }
    report.rows = rowTotals(report.racks);
    report.heatBtuPerH = units::wattsToBtuPerHour(report.maxW);
    for (const auto& [id, n] : unknownPower)
        issues.push_back({Severity::Warning, "power-unknown",
                          std::to_string(n) + " x " + catalog.find(id)->displayName() +
                              ": no published maximum power and no single N+M PSU rating; "
                              "counted as 0 W",
                          id});
    for (const auto& [id, n] : typicalOnly)
        issues.push_back({Severity::Warning, "power-typical-only",
                          std::to_string(n) + " x " + catalog.find(id)->displayName() +
                              ": only a typical draw is published; it stands in for the maximum",
                          id});
    for (const auto& [id, n] : psuLimited) {
        const CatalogItem& item = *catalog.find(id);
        issues.push_back({Severity::Info, "power-from-psu-rating",
                          std::to_string(n) + " x " + item.displayName() +
                              ": no published maximum power; the PSU nameplate limit of " +
                              std::to_string(static_cast<long>(devicePower(item).maxW)) + " W (" +
                              item.spec("psu_redundancy")->text + " x " +
                              item.spec("psu_watts")->display() + ") is used",
                          id});
    }
    if (estimatedTypical > 0)
        issues.push_back({Severity::Info,
                          "typical-power-unpublished",
                          std::to_string(estimatedTypical) +
                              " device(s) have no published typical draw; their maximum is "
                              "used as typical",
                          {}});
    if (unknownWeight > 0)
        issues.push_back({Severity::Warning,
                          "weight-unknown",
                          std::to_string(unknownWeight) +
                              " device(s) have no published weight; rack weights are low by "
                              "that much",
                          {}});
    return report;
}

} // namespace cd::core
