#include "edit_factory.h"
#include "edit_factory_checks.h"
#include "edit_result.h"
#include "io/input_limits.h"
#include "model/device_naming.h"
#include "model/device_ports.h"

#include "model/placement.h"
#include "object_edits.h"
#include "text/translation.h"

#include <algorithm>
#include <set>

namespace cd::core::edits {

namespace detail {

Result checkDevice(const Design& design, const CatalogView& catalog, const Device& device)
{
    const CatalogItem* item = catalog.find(device.model);
    if (!item)
        return refuse("unknown-id", text::arg(text::translate("Edit", "'%1' is not in the catalog"),
                                              {device.model}));
    if (auto p = checkPlacement(design, catalog, device))
        return refuse(p->code, p->message);
    if (auto g = checkGpuChoice(*item, catalog, device.gpu, device.gpuCount))
        return refuse(g->code, g->message);
    if (device.capacityTb && item->kind != ItemKind::Storage)
        return refuse("bad-capacity",
                      text::arg(text::translate("Edit", "'%1' is not storage: it has no capacity"),
                                {device.label()}));
    if (device.capacityTb &&
        !(*device.capacityTb > 0 && *device.capacityTb <= kMaxStorageCapacityTb))
        return refuse(
            "bad-capacity",
            text::translate("Edit", "a storage capacity is above 0 and at most 100,000 TB"));
    // The build-out is setBuildout's to check: a device loaded with one its chassis cannot take
    // still moves, renames and copies, and the issues list says what is wrong with it.
    return {};
}

} // namespace detail

namespace {

using detail::accept;
using detail::checkDevice;
using detail::refuse;

// Inlet assignments only mean something within one rack: devices that named a PDU which is
// going away (removed, or moved to another rack) return to automatic assignment.
std::vector<EditPtr> detachInlets(const Design& design, const std::set<std::string>& goneDevices,
                                  const std::set<std::string>& skip)
{
    std::vector<EditPtr> parts;
    for (const Device& d : design.devices) {
        if (skip.count(d.id) || d.inlets.empty())
            continue;
        if (std::any_of(d.inlets.begin(), d.inlets.end(),
                        [&](const InletAssignment& a) { return goneDevices.count(a.pdu); })) {
            Device changed = d;
            changed.inlets.clear();
            parts.push_back(std::make_unique<ReplaceDevice>(
                std::move(changed), text::arg(text::translate("Edit", "Unplug %1"), {d.name})));
        }
    }
    return parts;
}

bool portInUse(const Design& design, const PortRef& p, const std::string& ignoreLink = {})
{
    return std::any_of(design.links.begin(), design.links.end(),
                       [&](const Link& l) { return l.id != ignoreLink && (l.a == p || l.b == p); });
}

// The devices of a multi-device move, placed where they go in the trial design.
struct TrialMoves
{
    std::vector<std::string> moving;
    std::set<std::string> changingRack;
    const std::string* unknownDevice = nullptr; // a move names a device the design lacks
};

TrialMoves applyMoves(Design& trial, const std::vector<DeviceMove>& moves)
{
    TrialMoves applied;
    for (const DeviceMove& m : moves) {
        Device* d = trial.findDevice(m.deviceId);
        if (!d) {
            applied.unknownDevice = &m.deviceId;
            return applied;
        }
        if (d->rack != m.where.rack) {
            d->inlets.clear();
            applied.changingRack.insert(m.deviceId);
        }
        d->rack = m.where.rack;
        d->u = m.where.u;
        d->face = m.where.face;
        applied.moving.push_back(m.deviceId);
    }
    return applied;
}

// Devices plugged into one of `pdus` lose their inlet assignments.
void unplugFromPdus(Design& trial, const std::set<std::string>& pdus)
{
    for (Device& t : trial.devices)
        if (std::any_of(t.inlets.begin(), t.inlets.end(),
                        [&](const InletAssignment& a) { return pdus.count(a.pdu); }))
            t.inlets.clear();
}

} // namespace

Result addRack(const Design& design, const CatalogView& catalog, const std::string& model,
               const std::string& name, int row, int position)
{
    const CatalogItem* item = catalog.find(model);
    if (!item || item->kind != ItemKind::Rack)
        return refuse(
            "not-a-rack",
            text::arg(text::translate("Edit", "'%1' is not a rack in the catalog"), {model}));
    Rack rack;
    rack.id = design.newId("r");
    rack.name = name.empty() ? rack.id : name;
    rack.model = model;
    rack.row = row;
    rack.position = position;
    return accept(std::make_unique<AddRack>(std::move(rack)));
}

Result removeRack(const Design& design, const std::string& rackId)
{
    const Rack* rack = design.findRack(rackId);
    if (!rack)
        return refuse("unknown-rack",
                      text::arg(text::translate("Edit", "no rack with id '%1'"), {rackId}));
    std::vector<std::string> inside;
    for (const Device& d : design.devices)
        if (d.rack == rackId)
            inside.push_back(d.id);
    std::vector<EditPtr> parts;
    if (!inside.empty())
        parts.push_back(removeDevices(design, inside).edit);
    parts.push_back(std::make_unique<RemoveRack>(rackId));
    return accept(std::make_unique<CompoundEdit>(
        text::arg(text::translate("Edit", "Remove rack %1"), {rack->name}), std::move(parts)));
}

Result updateRack(const Design& design, const CatalogView& catalog, const Rack& changed)
{
    const Rack* old = design.findRack(changed.id);
    if (!old)
        return refuse("unknown-rack",
                      text::arg(text::translate("Edit", "no rack with id '%1'"), {changed.id}));
    if (changed.model != old->model) {
        const CatalogItem* item = catalog.find(changed.model);
        if (!item || item->kind != ItemKind::Rack)
            return refuse("not-a-rack",
                          text::arg(text::translate("Edit", "'%1' is not a rack in the catalog"),
                                    {changed.model}));
        // A smaller rack must still hold every device it contains.
        Design trial = design;
        *trial.findRack(changed.id) = changed;
        for (const Device& d : trial.devices)
            if (d.rack == changed.id)
                if (auto p = checkPlacement(trial, catalog, d))
                    return refuse(p->code, p->message);
    }
    return accept(std::make_unique<ReplaceRack>(
        changed, text::arg(text::translate("Edit", "Change rack %1"), {changed.name})));
}

Result placeDevice(const Design& design, const CatalogView& catalog, const std::string& model,
                   const Placement& where, const std::string& name, std::optional<std::string> gpu,
                   std::optional<int> gpuCount)
{
    Device device;
    device.id = design.newId("d");
    device.model = model;
    device.rack = where.rack;
    device.u = where.u;
    device.face = where.face;
    device.name = name.empty() ? defaultDeviceName(design, model) : name;
    device.gpu = std::move(gpu);
    device.gpuCount = gpuCount;
    if (Result r = checkDevice(design, catalog, device); !r.error.empty())
        return r;
    return accept(std::make_unique<AddDevice>(std::move(device)));
}

Result moveDevice(const Design& design, const CatalogView& catalog, const std::string& deviceId,
                  const Placement& where)
{
    const Device* old = design.findDevice(deviceId);
    if (!old)
        return refuse("unknown-device",
                      text::arg(text::translate("Edit", "no device with id '%1'"), {deviceId}));
    Device moved = *old;
    moved.rack = where.rack;
    moved.u = where.u;
    moved.face = where.face;
    if (auto p = checkPlacement(design, catalog, moved))
        return refuse(p->code, p->message);
    if (moved.rack == old->rack)
        return accept(std::make_unique<ReplaceDevice>(
            std::move(moved), text::arg(text::translate("Edit", "Move %1"), {old->name})));
    // To another rack: its own PDU assignment and any device plugged into it are undone.
    moved.inlets.clear();
    std::vector<EditPtr> parts = detachInlets(design, {deviceId}, {deviceId});
    parts.push_back(std::make_unique<ReplaceDevice>(
        std::move(moved), text::arg(text::translate("Edit", "Move %1"), {old->name})));
    if (parts.size() == 1)
        return accept(std::move(parts.front()));
    return accept(std::make_unique<CompoundEdit>(
        text::arg(text::translate("Edit", "Move %1"), {old->name}), std::move(parts)));
}

Result updateDevice(const Design& design, const CatalogView& catalog, const Device& changed)
{
    const Device* old = design.findDevice(changed.id);
    if (!old)
        return refuse("unknown-device",
                      text::arg(text::translate("Edit", "no device with id '%1'"), {changed.id}));
    if (changed == *old)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    if (Result r = checkDevice(design, catalog, changed); !r.error.empty())
        return r;
    return accept(std::make_unique<ReplaceDevice>(
        changed, text::arg(text::translate("Edit", "Change %1"), {changed.label()})));
}

Result moveDevices(const Design& design, const CatalogView& catalog,
                   const std::vector<DeviceMove>& moves)
{
    if (moves.size() == 1)
        return moveDevice(design, catalog, moves.front().deviceId, moves.front().where);
    Design trial = design;
    const TrialMoves applied = applyMoves(trial, moves);
    if (applied.unknownDevice)
        return refuse("unknown-device", text::arg(text::translate("Edit", "no device with id '%1'"),
                                                  {*applied.unknownDevice}));
    const std::set<std::string> movingIds(applied.moving.begin(), applied.moving.end());
    unplugFromPdus(trial, applied.changingRack);
    std::vector<EditPtr> parts = detachInlets(design, applied.changingRack, movingIds);
    int movedCount = 0;
    for (const DeviceMove& m : moves) {
        const Device& moved = *trial.findDevice(m.deviceId);
        if (auto p = checkPlacement(trial, catalog, moved))
            return refuse(p->code, p->message);
        if (moved == *design.findDevice(m.deviceId))
            continue;
        parts.push_back(std::make_unique<ReplaceDevice>(
            moved, text::arg(text::translate("Edit", "Move %1"), {moved.name})));
        ++movedCount;
    }
    if (movedCount == 0)
        return refuse("no-change", text::translate("Edit", "nothing moved"));
    return accept(std::make_unique<CompoundEdit>(
        text::arg(text::translate("Edit", "Move %1 devices"), {std::to_string(movedCount)}),
        std::move(parts)));
}

Result moveRack(const Design& design, const std::string& rackId, int row, int position)
{
    const Rack* rack = design.findRack(rackId);
    if (!rack)
        return refuse("unknown-rack",
                      text::arg(text::translate("Edit", "no rack with id '%1'"), {rackId}));
    std::vector<const Rack*> rowRacks;
    for (const Rack& r : design.racks)
        if (r.row == row && r.id != rackId)
            rowRacks.push_back(&r);
    std::stable_sort(rowRacks.begin(), rowRacks.end(),
                     [](const Rack* a, const Rack* b) { return a->position < b->position; });
    position = std::clamp(position, 0, static_cast<int>(rowRacks.size()));
    rowRacks.insert(rowRacks.begin() + position, rack);
    std::vector<EditPtr> parts;
    for (std::size_t i = 0; i < rowRacks.size(); ++i) {
        Rack r = *rowRacks[i];
        r.row = row;
        r.position = static_cast<int>(i);
        if (!(r == *rowRacks[i]))
            parts.push_back(std::make_unique<ReplaceRack>(
                r, text::arg(text::translate("Edit", "Move rack %1"), {r.name})));
    }
    if (parts.empty())
        return refuse("no-change", text::translate("Edit", "the rack is already there"));
    return accept(std::make_unique<CompoundEdit>(
        text::arg(text::translate("Edit", "Move rack %1"), {rack->name}), std::move(parts)));
}

Result removeDevices(const Design& design, const std::vector<std::string>& deviceIds)
{
    std::set<std::string> ids(deviceIds.begin(), deviceIds.end());
    std::vector<EditPtr> parts = detachInlets(design, ids, ids);
    for (const Link& l : design.links)
        if (ids.count(l.a.device) || ids.count(l.b.device))
            parts.push_back(std::make_unique<RemoveLink>(l.id));
    for (const std::string& id : deviceIds) {
        if (!design.findDevice(id))
            return refuse("unknown-device",
                          text::arg(text::translate("Edit", "no device with id '%1'"), {id}));
        parts.push_back(std::make_unique<RemoveDevice>(id));
    }
    const std::string name = deviceIds.size() == 1
                                 ? text::arg(text::translate("Edit", "Remove %1"),
                                             {design.findDevice(deviceIds.front())->name})
                                 : text::arg(text::translate("Edit", "Remove %1 devices"),
                                             {std::to_string(deviceIds.size())});
    return accept(std::make_unique<CompoundEdit>(name, std::move(parts)));
}

Result connect(const Design& design, const CatalogView& catalog, const PortRef& a, const PortRef& b,
               const std::string& cable, std::optional<double> lengthM)
{
    for (const PortRef* p : {&a, &b}) {
        const Device* d = design.findDevice(p->device);
        if (!d)
            return refuse(
                "unknown-device",
                text::arg(text::translate("Edit", "no device with id '%1'"), {p->device}));
        const CatalogItem* item = catalog.find(d->model);
        if (item && !findDevicePort(*d, item, catalog, p->port))
            return refuse("unknown-port", text::arg(text::translate("Edit", "%1 has no port '%2'"),
                                                    {d->name, p->port}));
        if (portInUse(design, *p))
            return refuse("port-in-use",
                          text::arg(text::translate("Edit", "%1 port %2 is already connected"),
                                    {d->name, p->port}));
    }
    if (a == b)
        return refuse("same-port", text::translate("Edit", "a port cannot be connected to itself"));
    if (!cable.empty()) {
        const CatalogItem* c = catalog.find(cable);
        if (!c || (c->kind != ItemKind::Cable && c->kind != ItemKind::Transceiver))
            return refuse(
                "not-a-cable",
                text::arg(text::translate("Edit", "'%1' is not a cable in the catalog"), {cable}));
    }
    Link link;
    link.id = design.newId("l");
    link.a = a;
    link.b = b;
    link.cable = cable;
    link.lengthM = lengthM;
    return accept(std::make_unique<AddLink>(std::move(link)));
}

Result disconnect(const Design& design, const std::string& linkId)
{
    if (!design.findLink(linkId))
        return refuse("unknown-link",
                      text::arg(text::translate("Edit", "no link with id '%1'"), {linkId}));
    return accept(std::make_unique<RemoveLink>(linkId));
}

Result setInfo(const Design& design, const std::string& name, const std::string& customer,
               const std::string& notes)
{
    if (name == design.name && customer == design.customer && notes == design.notes)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    auto info = std::make_unique<SetDesignInfo>(DesignInfo{name, customer, notes});
    // One customer (issue 19: the inspector's and the quote's drifted apart): a new name here
    // is the quote's customer too, in the same undo step.
    if (customer == design.customer || !design.quote || design.quote->customer.name == customer)
        return accept(std::move(info));
    QuoteSettings quote = *design.quote;
    quote.customer.name = customer;
    std::vector<EditPtr> parts;
    parts.push_back(std::move(info));
    parts.push_back(
        std::make_unique<SetQuoteSettings>(quote, text::translate("Edit", "Edit quote settings")));
    return accept(std::make_unique<CompoundEdit>(text::translate("Edit", "Edit design properties"),
                                                 std::move(parts)));
}

} // namespace cd::core::edits
