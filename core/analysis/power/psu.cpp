#include "psu.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "device_power.h"

#include <cctype>

namespace cd::core {

int inletCount(const CatalogItem& item, bool* assumed)
{
    if (assumed)
        *assumed = false;
    if (item.kind == ItemKind::Pdu || item.kind == ItemKind::Rack)
        return 0;
    if (auto n = item.number("psu_count"); n && *n >= 1 && *n <= 64)
        return static_cast<int>(*n);
    if (assumed)
        *assumed = true;
    return 2;
}

namespace {

std::optional<DevicePsu> psuOf(const Device& d, const CatalogItem& item)
{
    const auto count = item.number("psu_count");
    const auto rating = item.largest("psu_watts");
    if (!count || !rating || *count < 1 || *count > 64 || *rating <= 0)
        return std::nullopt;
    DevicePsu p;
    p.deviceId = d.id;
    p.deviceName = d.name;
    p.model = item.displayName();
    p.count = static_cast<int>(*count);
    p.ratingW = *rating;
    p.required = requiredPsus(item.spec("psu_redundancy"));
    if (p.required && *p.required > p.count)
        p.required.reset(); // "4+2" on a 2-PSU chassis is a catalog slip, not a promise
    if (const SpecValue* r = item.spec("psu_redundancy"))
        p.redundancy = r->text;
    p.maxW = devicePower(item).maxW;
    p.capacityW = p.required.value_or(p.count) * p.ratingW;
    p.overCapacity = p.maxW > p.capacityW;
    p.onePsuFailedW = (p.count - 1) * p.ratingW;
    p.carriesMaxAfterOnePsuFails = p.maxW <= p.onePsuFailedW;
    return p;
}

void checkPsuCapacity(const Device& d, const DevicePsu& p, Issues& issues)
{
    // Built only for a message: formatting it for every device cost more than the check.
    const auto psus = [&] {
        return std::to_string(p.count) + " x " + format::watts(p.ratingW) + " PSUs";
    };
    if (p.overCapacity)
        issues.push_back(makeIssue(
            issues::PsuOverCapacity,
            {{"device", d.name},
             {"model", p.model},
             {"maxPower", format::kw(p.maxW)},
             {"psus", psus()},
             {"capacity", format::kw(p.capacityW)},
             {"redundancy", p.required ? "the promised " + p.redundancy + " redundancy (" +
                                             std::to_string(*p.required) + " x " +
                                             format::watts(p.ratingW) + ")"
                                       : "no redundancy"}},
            d.id));
    else if (!p.carriesMaxAfterOnePsuFails)
        issues.push_back(makeIssue(issues::PsuSingleFailure,
                                   {{"device", d.name},
                                    {"psus", psus()},
                                    {"others", std::to_string(p.count - 1)},
                                    {"capacity", format::kw(p.onePsuFailedW)},
                                    {"maxPower", format::kw(p.maxW)}},
                                   d.id));
}

} // namespace

PsuReport analyzePsus(const Design& design, const CatalogView& catalog, Issues& issues)
{
    PsuReport report;
    // Devices come in runs of one model: its PSU figures are worked out once per run.
    const CatalogItem* lastItem = nullptr;
    std::optional<DevicePsu> lastPsu;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind == ItemKind::Pdu || item->kind == ItemKind::Rack)
            continue;
        if (item != lastItem) {
            lastItem = item;
            lastPsu = psuOf(d, *item);
        }
        auto p = lastPsu;
        if (p) {
            p->deviceId = d.id;
            p->deviceName = d.name;
        }
        if (!p)
            continue;
        checkPsuCapacity(d, *p, issues);
        report.devices.push_back(std::move(*p));
    }
    return report;
}

} // namespace cd::core
