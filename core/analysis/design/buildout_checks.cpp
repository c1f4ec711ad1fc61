#include "buildout_checks.h"

#include "analysis/issues/design_issue_types.h"
#include "analysis/issues/format.h"
#include "model/buildout_figures.h"
#include "model/placement.h"
#include "model/server_buildout.h"
#include "text/translation.h"

namespace cd::core {

double gpuMemoryGb(const Device& server, const CatalogItem& chassis, const CatalogView& catalog)
{
    const GpuFit fit = effectiveGpu(server, chassis);
    const CatalogItem* gpu = fit.gpu.empty() ? nullptr : catalog.find(fit.gpu);
    return gpu ? fit.count * gpu->number("memory_gb").value_or(0) : 0;
}

namespace {

// Only a choice can leave a figure out: the reference configuration is in the chassis figure.
void checkPartPower(const Device& d, const CatalogItem& item, const CatalogView& catalog,
                    Issues& issues)
{
    if (d.buildout.empty())
        return;
    for (const SlotFigures& s : buildoutFigures(d, item, catalog).slotFigures) {
        if (s.powerDeltaW || s.fitted.isReference())
            continue;
        // The part without a figure: the chosen one, else the reference it replaces.
        const CatalogItem* chosen = catalog.find(s.fitted.part);
        const bool chosenKnown = s.fitted.count == 0 || (chosen && componentPowerW(*chosen));
        const std::string& part = chosenKnown ? s.fitted.slot->defaultPart : s.fitted.part;
        issues.push_back(makeIssue(issues::BuildoutPowerUnknown,
                                   {{"device", d.label()},
                                    {"part", catalog.displayNameOf(part)},
                                    {"slot", buildoutSlotTitle(s.fitted.slot->slot)}},
                                   d.id));
    }
}

} // namespace

void checkBuildouts(const Design& design, const CatalogView& catalog, Issues& issues)
{
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (item && !item->buildout && !d.buildout.empty())
            issues.push_back(makeIssue(
                issues::BuildoutInvalid,
                {{"device", d.label()},
                 {"problem",
                  text::arg(text::translate("Buildout", "%1 has no configurable build-out; the "
                                                        "file's choices are ignored"),
                            {item->displayName()})}},
                d.id));
        if (!item || !item->buildout)
            continue;
        if (auto p = checkBuildout(d, *item, catalog)) {
            const IssueType& type = p->code == issues::BuildoutUnbalancedMemory.code
                                        ? issues::BuildoutUnbalancedMemory
                                        : issues::BuildoutInvalid;
            issues.push_back(
                makeIssue(type, {{"device", d.label()}, {"problem", p->message}}, d.id));
            continue;
        }
        checkPartPower(d, *item, catalog, issues);
        const auto host = hostMemoryGb(d, *item, catalog);
        const double gpu = gpuMemoryGb(d, *item, catalog);
        if (host && gpu > 0 && *host < gpu)
            issues.push_back(makeIssue(issues::BuildoutMemoryPerGpu,
                                       {{"device", d.label()},
                                        {"memory", format::grouped(*host, 0)},
                                        {"gpuMemory", format::grouped(gpu, 0)}},
                                       d.id));
    }
}

} // namespace cd::core
