// The copy half of the edit facade (edit_factory.h): copies of devices placed elsewhere and
// duplicated racks. Each checks first and returns an edit or the reason.
#include "edit_factory.h"
#include "edit_factory_checks.h"
#include "edit_result.h"
#include "object_edits.h"
#include "text/translation.h"

#include <algorithm>
#include <map>

namespace cd::core::edits {

namespace {

using detail::accept;
using detail::checkDevice;
using detail::refuse;

// Ids first, so a copied device plugged into a copied PDU follows it to the copy.
std::map<std::string, std::string>
copyIdsFor(const Design& design, const std::vector<std::pair<Device, Placement>>& copies)
{
    std::map<std::string, std::string> copyIds;
    Design ids = design;
    for (const auto& [original, where] : copies) {
        Device placeholder;
        placeholder.id = ids.newId("d");
        copyIds[original.id] = placeholder.id;
        ids.devices.push_back(std::move(placeholder));
    }
    return copyIds;
}

Device copyOf(const Device& original, const Placement& where,
              const std::map<std::string, std::string>& copyIds,
              const std::vector<std::pair<Device, Placement>>& copies)
{
    Device copy = original;
    copy.id = copyIds.at(original.id);
    for (InletAssignment& a : copy.inlets)
        if (auto it = copyIds.find(a.pdu); it != copyIds.end())
            a.pdu = it->second;
    const bool sameRack = where.rack == original.rack;
    if (std::any_of(copy.inlets.begin(), copy.inlets.end(), [&](const InletAssignment& a) {
            return !sameRack && !std::any_of(copies.begin(), copies.end(), [&](const auto& c) {
                return copyIds.at(c.first.id) == a.pdu;
            });
        }))
        copy.inlets.clear();
    copy.name = original.name + "-copy";
    copy.rack = where.rack;
    copy.u = where.u;
    copy.face = where.face;
    return copy;
}

} // namespace

Result addDeviceCopies(const Design& design, const CatalogView& catalog,
                       const std::vector<std::pair<Device, Placement>>& copies)
{
    Design trial = design;
    std::vector<EditPtr> parts;
    const std::map<std::string, std::string> copyIds = copyIdsFor(design, copies);
    for (const auto& [original, where] : copies) {
        Device copy = copyOf(original, where, copyIds, copies);
        if (Result r = checkDevice(trial, catalog, copy); !r.error.empty())
            return r;
        trial.devices.push_back(copy);
        parts.push_back(std::make_unique<AddDevice>(std::move(copy)));
    }
    if (parts.empty())
        return refuse("no-change", text::translate("Edit", "nothing to add"));
    return accept(std::make_unique<CompoundEdit>(
        parts.size() == 1
            ? parts.front()->description()
            : text::arg(text::translate("Edit", "Add %1 devices"), {std::to_string(parts.size())}),
        std::move(parts)));
}

Result duplicateRack(const Design& design, const CatalogView& catalog, const std::string& rackId)
{
    const Rack* rack = design.findRack(rackId);
    if (!rack)
        return refuse("unknown-rack",
                      text::arg(text::translate("Edit", "no rack with id '%1'"), {rackId}));
    Design trial = design;
    Rack copy = *rack;
    copy.id = trial.newId("r");
    copy.name = rack->name + "-copy";
    copy.position = 0;
    for (const Rack& r : design.racks)
        if (r.row == rack->row)
            copy.position = std::max(copy.position, r.position + 1);
    std::vector<EditPtr> parts;
    trial.racks.push_back(copy);
    parts.push_back(std::make_unique<AddRack>(copy));
    std::vector<std::pair<Device, Placement>> copies;
    for (const Device& d : design.devices)
        if (d.rack == rackId)
            copies.push_back({d, Placement{copy.id, d.u, d.face}});
    if (!copies.empty()) {
        Result devices = addDeviceCopies(trial, catalog, copies);
        if (!devices)
            return devices;
        parts.push_back(std::move(devices.edit));
    }
    return accept(std::make_unique<CompoundEdit>(
        text::arg(text::translate("Edit", "Duplicate rack %1"), {rack->name}), std::move(parts)));
}

} // namespace cd::core::edits
