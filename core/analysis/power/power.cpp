#include "power.h"

#include "text/translation.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "model/units.h"
#include "psu.h"

#include <algorithm>
#include <cctype>
#include <cmath>
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
    // English here, translated where shown (the comparison, the rack's label).
    if (hasLiquidCooledDevice || rackMaxW > cooling::kRearDoorLimitW)
        return CD_TRANSLATE_NOOP("Cooling", "direct liquid cooling");
    if (rackMaxW > airLimitW)
        return CD_TRANSLATE_NOOP("Cooling", "rear-door heat exchanger");
    if (rackMaxW > cooling::kOpenAirLimitW)
        return CD_TRANSLATE_NOOP("Cooling", "air with containment");
    return CD_TRANSLATE_NOOP("Cooling", "air");
}

namespace {

void readRackModel(const CatalogItem& model, RackPower& rp)
{
    rp.uTotal = model.rackUnits();
    const std::optional<double> weight = model.largest("weight_kg");
    rp.weightKg = weight.value_or(0);
    rp.unknownWeightItems = weight ? 0 : 1;
    rp.staticLoadKg = model.number("static_load_kg");
    if (const SpecValue* load = model.spec("static_load_kg"))
        rp.staticLoadUncertain = load->confidence == Confidence::Uncertain;
    rp.dynamicLoadKg = model.number("dynamic_load_kg");
    const auto width = model.number("width_mm");
    const auto depth = model.number("depth_mm");
    if (width && depth && *width > 0 && *depth > 0)
        rp.footprintM2 = *width * *depth / 1.0e6;
    for (const char* key : {"width_mm", "depth_mm"})
        if (const SpecValue* v = model.spec(key); v && v->confidence == Confidence::Uncertain)
            rp.footprintAssumed = true;
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
        issues.push_back(makeIssue(
            issues::RackOverloaded, rp.staticLoadUncertain ? Severity::Warning : Severity::Error,
            {{"rack", rp.rackName},
             {"weight", std::to_string(static_cast<int>(rp.weightKg))},
             {"rating", std::to_string(static_cast<int>(*rp.staticLoadKg))},
             {"note", rp.staticLoadUncertain ? text::translate("Power", " (an unconfirmed rating)")
                                             : std::string()}},
            rp.rackId));
    // Dynamic ratings apply while a loaded rack rolls into place: a warning, since the rack
    // can be positioned first and filled after.
    if (rp.dynamicLoadKg && rp.weightKg > *rp.dynamicLoadKg)
        issues.push_back(makeIssue(
            issues::RackDynamicLoad,
            {{"rack", rp.rackName}, {"weight", kg(rp.weightKg)}, {"rating", kg(*rp.dynamicLoadKg)}},
            rp.rackId));
    if (!rp.footprintM2)
        return;
    rp.floorLoadKgPerM2 = rp.weightKg / *rp.footprintM2;
    const bool siteLimit = site && site->floorLoadKgPerM2;
    const double limit = siteLimit ? *site->floorLoadKgPerM2 : kDefaultFloorLoadKgPerM2;
    if (*rp.floorLoadKgPerM2 > limit)
        issues.push_back(makeIssue(
            issues::FloorOverloaded, siteLimit ? Severity::Error : Severity::Warning,
            {{"rack", rp.rackName},
             {"weight", kg(rp.weightKg)},
             {"area", format::fixed(*rp.footprintM2, 2)},
             {"load", format::fixed(*rp.floorLoadKgPerM2, 0)},
             {"basis", siteLimit ? text::translate("Power", "the site's floor rating")
                                 : text::translate("Power", "a typical raised-floor rating")},
             {"limit", format::fixed(limit, 0)}},
            rp.rackId));
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

// Figures per catalog item, worked out once: designs repeat a few models thousands of times.
struct ItemFigures
{
    DevicePower power;
    bool liquid = false;
};

// What the device pass found missing from the catalog, reported once per model.
// Devices of one model whose maximum is kServerPerGpuTdp x their GPUs' TDP (the first one's
// estimate stands for the model in the message).
struct GpuEstimated
{
    int count = 0;
    double maxW = 0;
};

struct DeviceGaps
{
    int estimatedTypical = 0, unknownWeight = 0;
    std::map<std::string, int> unknownPower, typicalOnly; // catalog id -> devices
    // (catalog id, limit in W) -> devices: a build-out's PSUs of another rating move the limit.
    std::map<std::pair<std::string, long>, int> psuLimited;
    std::map<std::string, GpuEstimated> gpuEstimated;
};

// One RackPower per design rack, in design order; returns rack id -> index in report.racks.
std::unordered_map<std::string, std::size_t>
addRacks(const Design& design, const CatalogView& catalog, PowerReport& report)
{
    std::unordered_map<std::string, std::size_t> rackIndex;
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
    return rackIndex;
}

void countPowerGaps(const CatalogItem& item, const DevicePower& p, DeviceGaps& gaps)
{
    if (p.maxBasis == PowerBasis::GpuEstimate) {
        GpuEstimated& e = gaps.gpuEstimated[item.id];
        if (e.count++ == 0)
            e.maxW = p.maxW - p.buildoutW; // the estimate itself, before the build-out
    }
    if (p.maxBasis == PowerBasis::Unknown)
        ++gaps.unknownPower[item.id];
    if (p.maxBasis == PowerBasis::TypicalOnly)
        ++gaps.typicalOnly[item.id];
    if (p.maxBasis == PowerBasis::PsuLimit)
        ++gaps.psuLimited[{item.id, std::lround(p.maxW)}];
    if (!p.typicalPublished && p.maxBasis != PowerBasis::Unknown)
        ++gaps.estimatedTypical;
}

void addToRack(RackPower& rp, const CatalogItem& item, const DevicePower& p,
               std::optional<double> weightKg)
{
    if (!p.typicalPublished && p.maxBasis != PowerBasis::Unknown)
        ++rp.typicalAtMaxDevices;
    rp.maxW += p.maxW;
    rp.typicalW += p.typicalW;
    rp.weightKg += weightKg.value_or(0);
    if (!weightKg)
        ++rp.unknownWeightItems;
    // A rack-scale system takes the whole rack (occupiedUnits): as many units as the rack
    // model has, none where it publishes no height (the NVL72's own MGX frame).
    rp.uUsed += item.rackScale() ? rp.uTotal : item.rackUnits();
    if (p.maxBasis == PowerBasis::Unknown)
        ++rp.unknownPowerDevices;
}

// Adds every device to the totals and to its rack; `liquid` marks racks holding a
// liquid-cooled device.
DeviceGaps addDevices(const Design& design, const CatalogView& catalog,
                      const std::unordered_map<std::string, std::size_t>& rackIndex,
                      PowerReport& report, std::vector<bool>& liquid)
{
    DeviceGaps gaps;
    std::unordered_map<const CatalogItem*, ItemFigures> figures;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item)
            continue; // placeholder: reported by the validator
        auto [known, added] = figures.try_emplace(item);
        if (added)
            known->second = {devicePower(*item), requiresLiquidCooling(*item)};
        const DevicePower p = devicePowerOf(d, *item, catalog, known->second.power);
        countPowerGaps(*item, p, gaps);
        const auto weight = item->largest("weight_kg");
        if (!weight)
            ++gaps.unknownWeight;
        report.maxW += p.maxW;
        report.typicalW += p.typicalW;
        report.weightKg += weight.value_or(0);
        auto it = rackIndex.find(d.rack);
        if (it == rackIndex.end())
            continue;
        addToRack(report.racks[it->second], *item, p, weight);
        if (known->second.liquid)
            liquid[it->second] = true;
    }
    return gaps;
}

void finishRacks(PowerReport& report, const std::vector<bool>& liquid,
                 const std::optional<SiteSettings>& site, Issues& issues)
{
    for (std::size_t i = 0; i < report.racks.size(); ++i) {
        RackPower& rp = report.racks[i];
        rp.heatBtuPerH = units::wattsToBtuPerHour(rp.maxW);
        rp.liquidCooledDevice = liquid[i];
        rp.cooling = coolingFor(rp.maxW, liquid[i], report.airLimitW);
        checkRackWeight(rp, site, issues);
        report.uUsed += rp.uUsed;
        report.uTotal += rp.uTotal;
    }
}

void reportModelPowerGaps(const DeviceGaps& gaps, const CatalogView& catalog, Issues& issues)
{
    for (const auto& [id, n] : gaps.unknownPower)
        issues.push_back(makeIssue(
            issues::PowerUnknown,
            {{"count", std::to_string(n)}, {"model", catalog.find(id)->displayName()}}, id));
    for (const auto& [id, n] : gaps.typicalOnly)
        issues.push_back(makeIssue(
            issues::PowerTypicalOnly,
            {{"count", std::to_string(n)}, {"model", catalog.find(id)->displayName()}}, id));
    for (const auto& [id, e] : gaps.gpuEstimated)
        issues.push_back(
            makeIssue(issues::PowerFromGpuTdp,
                      {{"count", std::to_string(e.count)},
                       {"model", catalog.find(id)->displayName()},
                       {"gpuTdp", std::to_string(std::lround(e.maxW / kServerPerGpuTdp))},
                       {"factor", format::fixed(kServerPerGpuTdp, 1)},
                       {"estimate", std::to_string(static_cast<long>(e.maxW))}},
                      id));
    for (const auto& [key, n] : gaps.psuLimited) {
        const auto& [id, limitW] = key;
        const CatalogItem& item = *catalog.find(id);
        const bool reference = limitW == std::lround(devicePower(item).maxW);
        const int required = requiredPsus(item.spec("psu_redundancy")).value_or(1);
        issues.push_back(
            makeIssue(issues::PowerFromPsuRating,
                      {{"count", std::to_string(n)},
                       {"model", item.displayName()},
                       {"limit", std::to_string(limitW)},
                       {"redundancy", item.spec("psu_redundancy")->text},
                       {"psuWatts", reference ? item.spec("psu_watts")->display()
                                              : format::watts(double(limitW) / required)}},
                      id));
    }
}

void reportUnpublishedFigures(const DeviceGaps& gaps, Issues& issues)
{
    if (gaps.estimatedTypical > 0)
        issues.push_back(makeIssue(issues::TypicalPowerUnpublished,
                                   {{"count", std::to_string(gaps.estimatedTypical)}}, {}));
    if (gaps.unknownWeight > 0)
        issues.push_back(
            makeIssue(issues::WeightUnknown, {{"count", std::to_string(gaps.unknownWeight)}}, {}));
}

} // namespace

PowerReport analyzePower(const Design& design, const CatalogView& catalog, Issues& issues)
{
    PowerReport report;
    if (design.site && design.site->airLimitKw)
        report.airLimitW = *design.site->airLimitKw * 1000.0;
    const auto rackIndex = addRacks(design, catalog, report);
    std::vector<bool> liquid(design.racks.size(), false);
    const DeviceGaps gaps = addDevices(design, catalog, rackIndex, report, liquid);
    report.typicalAtMaxDevices = gaps.estimatedTypical;
    finishRacks(report, liquid, design.site, issues);
    report.rows = rowTotals(report.racks);
    report.heatBtuPerH = units::wattsToBtuPerHour(report.maxW);
    reportModelPowerGaps(gaps, catalog, issues);
    reportUnpublishedFigures(gaps, issues);
    return report;
}

} // namespace cd::core
