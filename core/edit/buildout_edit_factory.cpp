// The build-out edit of the edit facade (edit_factory.h): the CPUs, memory, drives and PSUs of
// one or more servers of the same model, in one undoable step.
#include "edit_factory.h"
#include "edit_result.h"
#include "model/server_buildout.h"
#include "object_edits.h"
#include "text/translation.h"

namespace cd::core::edits {

using detail::accept;
using detail::refuse;

namespace {

// `current` with `choices` over it, without the slots equal to the reference configuration,
// which a device never stores.
std::map<std::string, PartChoice> departures(const CatalogItem& chassis,
                                             std::map<std::string, PartChoice> current,
                                             const std::map<std::string, PartChoice>& choices)
{
    for (const auto& [slot, c] : choices)
        current[slot] = c;
    std::map<std::string, PartChoice> out;
    for (const auto& [slot, c] : current) {
        const BuildoutSlot* s = chassis.buildout ? chassis.buildout->find(slot) : nullptr;
        if (!s || c.part != s->defaultPart || c.count != s->defaultCount)
            out.emplace(slot, c);
    }
    return out;
}

} // namespace

namespace {

// "Change the build-out of gpu01", or of "3 servers".
std::string buildoutEditName(std::size_t servers, const std::string& onlyLabel)
{
    return servers == 1
               ? text::arg(text::translate("Edit", "Change the build-out of %1"), {onlyLabel})
               : text::arg(text::translate("Edit", "Change the build-out of %1 servers"),
                           {std::to_string(servers)});
}

} // namespace

Result setBuildout(const Design& design, const CatalogView& catalog,
                   const std::vector<std::string>& deviceIds,
                   const std::map<std::string, PartChoice>& choices)
{
    std::vector<EditPtr> parts;
    std::string changedLabel;
    for (const std::string& id : deviceIds) {
        const Device* d = design.findDevice(id);
        const CatalogItem* chassis = d ? catalog.find(d->model) : nullptr;
        if (!d)
            return refuse(
                "unknown-device",
                text::arg(text::translate("Edit", "the design has no device '%1'"), {id}));
        Device changed = *d;
        if (!chassis || !chassis->buildout) {
            // Only clearing what a file left on a chassis without a build-out is possible.
            if (!choices.empty())
                return refuse("no-buildout",
                              text::arg(text::translate("Edit", "%1 has no configurable build-out"),
                                        {d->label()}));
            changed.buildout.clear();
        } else {
            changed.buildout = departures(*chassis, d->buildout, choices);
        }
        if (chassis && chassis->buildout)
            if (auto p = checkBuildout(changed, *chassis, catalog))
                return refuse(p->code, text::arg(text::translate("Edit", "%1: %2"),
                                                 {d->label(), p->message}));
        if (changed.buildout != d->buildout) {
            changedLabel = d->label();
            parts.push_back(std::make_unique<ReplaceDevice>(
                changed, text::arg(text::translate("Edit", "Build out %1"), {d->label()})));
        }
    }
    if (parts.empty())
        return refuse("no-change", text::translate("Edit", "the build-out is already as asked"));
    const std::string name = buildoutEditName(parts.size(), changedLabel);
    return accept(std::make_unique<CompoundEdit>(name, std::move(parts)));
}

} // namespace cd::core::edits
