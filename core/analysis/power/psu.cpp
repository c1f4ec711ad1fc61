#include "psu.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "device_power.h"
#include "text/translation.h"

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

// `p` carries the device's model and PSU names.
DevicePsu psuOf(DevicePsu p, const Device& d, const PsuFit& fit, double maxW)
{
    p.deviceId = d.id;
    p.deviceName = d.name;
    p.count = fit.count;
    p.ratingW = fit.ratingW;
    p.required = fit.required;
    p.redundancy = fit.redundancy;
    p.maxW = maxW;
    p.capacityW = fit.capacityW();
    p.overCapacity = p.maxW > p.capacityW;
    p.onePsuFailedW = (p.count - 1) * p.ratingW;
    p.carriesMaxAfterOnePsuFails = p.maxW <= p.onePsuFailedW;
    return p;
}

void checkPsuCapacity(const Device& d, const DevicePsu& p, Issues& issues)
{
    // Built only for a message: formatting it for every device cost more than the check.
    const auto psus = [&] {
        return text::arg(text::translate("Psu", "%1 x %2 PSUs"),
                         {std::to_string(p.count), format::watts(p.ratingW)});
    };
    if (p.overCapacity)
        issues.push_back(makeIssue(
            issues::PsuOverCapacity,
            {{"device", d.name},
             {"model", p.model},
             {"maxPower", format::kw(p.maxW)},
             {"psus", psus()},
             {"capacity", format::kw(p.capacityW)},
             {"redundancy",
              p.required
                  ? text::arg(text::translate("Psu", "the promised %1 redundancy (%2 x %3)"),
                              {p.redundancy, std::to_string(*p.required), format::watts(p.ratingW)})
                  : text::translate("Psu", "no redundancy")}},
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
    // Devices come in runs of one model: its PSUs and power are worked out once per run.
    const CatalogItem* lastItem = nullptr;
    std::optional<PsuFit> reference;
    DevicePower itemPower;
    DevicePsu names;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind == ItemKind::Pdu || item->kind == ItemKind::Rack)
            continue;
        if (item != lastItem) {
            lastItem = item;
            reference = chassisPsus(*item, catalog);
            itemPower = devicePower(*item);
            names.model = item->displayName();
            names.psuModel = reference ? catalog.displayNameOf(reference->part) : "";
        }
        const bool chooses = choosesPsus(d);
        const auto fit = chooses ? devicePsus(d, catalog, reference) : reference;
        if (!fit)
            continue;
        const double maxW = devicePowerOf(d, *item, catalog, itemPower).maxW;
        DevicePsu p = psuOf(names, d, *fit, maxW);
        if (chooses)
            p.psuModel = catalog.displayNameOf(fit->part);
        checkPsuCapacity(d, p, issues);
        report.devices.push_back(std::move(p));
    }
    return report;
}

} // namespace cd::core
