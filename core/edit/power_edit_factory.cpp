// The power-distribution half of the edit facade (edit_factory.h): rack feeds, site settings,
// PDU feeds and inlet assignment. Each checks first and returns an edit or the reason.
#include "edit_factory.h"
#include "edit_result.h"
#include "object_edits.h"
#include "text/translation.h"

namespace cd::core::edits {

namespace {

using detail::accept;
using detail::refuse;

bool isPdu(const CatalogView& catalog, const Device& d)
{
    const CatalogItem* item = catalog.find(d.model);
    return item && item->kind == ItemKind::Pdu;
}

} // namespace

Result setRackPower(const Design& design, const std::string& rackId,
                    const std::optional<RackPowerSettings>& power)
{
    const Rack* rack = design.findRack(rackId);
    if (!rack)
        return refuse("unknown-rack",
                      text::arg(text::translate("Edit", "no rack with id '%1'"), {rackId}));
    std::size_t bad = 0;
    if (power)
        if (auto p = checkRackPower(*power, &bad))
            return refuse("invalid-feed",
                          text::arg(text::translate("Edit", "feed %1 of rack %2: %3 must be %4"),
                                    {std::to_string(bad + 1), rack->name, p->key, p->expected}));
    if (rack->power == power)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    Rack changed = *rack;
    changed.power = power;
    return accept(std::make_unique<ReplaceRack>(
        std::move(changed),
        text::arg(text::translate("Edit", "Change power feeds of rack %1"), {rack->name})));
}

Result setSiteSettings(const Design& design, const std::optional<SiteSettings>& site)
{
    if (site)
        if (auto p = checkSite(*site))
            return refuse("invalid-site", text::arg(text::translate("Edit", "site %1 must be %2"),
                                                    {p->key, p->expected}));
    if (design.site == site)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    return accept(std::make_unique<SetSiteSettings>(site));
}

Result setPduFeed(const Design& design, const CatalogView& catalog, const std::string& pduId,
                  const std::optional<std::string>& feed)
{
    const Device* pdu = design.findDevice(pduId);
    if (!pdu)
        return refuse("unknown-device",
                      text::arg(text::translate("Edit", "no device with id '%1'"), {pduId}));
    if (!isPdu(catalog, *pdu))
        return refuse("not-a-pdu",
                      text::arg(text::translate("Edit", "%1 is not a PDU"), {pdu->name}));
    if (feed && feed->empty())
        return refuse("invalid-feed", text::translate("Edit", "a feed id may not be empty"));
    const Rack* rack = design.findRack(pdu->rack);
    if (feed && rack && rack->power && !rack->power->feeds.empty() && !rack->power->findFeed(*feed))
        return refuse("unknown-feed", text::arg(text::translate("Edit", "rack %1 has no feed '%2'"),
                                                {rack->name, *feed}));
    if (pdu->feed == feed)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    Device changed = *pdu;
    changed.feed = feed;
    return accept(std::make_unique<ReplaceDevice>(
        std::move(changed), text::arg(text::translate("Edit", "Change feed of %1"), {pdu->name})));
}

Result setDeviceInlets(const Design& design, const CatalogView& catalog,
                       const std::string& deviceId, const std::vector<InletAssignment>& inlets)
{
    const Device* device = design.findDevice(deviceId);
    if (!device)
        return refuse("unknown-device",
                      text::arg(text::translate("Edit", "no device with id '%1'"), {deviceId}));
    for (const InletAssignment& a : inlets) {
        if (auto p = checkInlet(a))
            return refuse("invalid-inlet",
                          text::arg(text::translate("Edit", "%1 inlet: %2 must be %3"),
                                    {device->name, p->key, p->expected}));
        const Device* pdu = design.findDevice(a.pdu);
        if (!pdu || !isPdu(catalog, *pdu) || pdu->rack != device->rack)
            return refuse("unknown-pdu",
                          text::arg(text::translate("Edit", "'%1' is not a PDU in the rack of %2"),
                                    {a.pdu, device->name}));
    }
    if (device->inlets == inlets)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    Device changed = *device;
    changed.inlets = inlets;
    return accept(std::make_unique<ReplaceDevice>(
        std::move(changed),
        text::arg(text::translate("Edit", "Change power inlets of %1"), {device->name})));
}

} // namespace cd::core::edits
