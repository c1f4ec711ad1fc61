// The power-distribution half of the edit facade (edit_factory.h): rack feeds, site settings,
// PDU feeds and inlet assignment. Each checks first and returns an edit or the reason.
#include "edit_factory.h"
#include "edit_result.h"
#include "object_edits.h"

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
        return refuse("unknown-rack", "no rack with id '" + rackId + "'");
    std::size_t bad = 0;
    if (power)
        if (auto p = checkRackPower(*power, &bad))
            return refuse("invalid-feed", "feed " + std::to_string(bad + 1) + " of rack " +
                                              rack->name + ": " + p->key + " must be " +
                                              p->expected);
    if (rack->power == power)
        return refuse("no-change", "nothing changed");
    Rack changed = *rack;
    changed.power = power;
    return accept(std::make_unique<ReplaceRack>(std::move(changed),
                                                "Change power feeds of rack " + rack->name));
}

Result setSiteSettings(const Design& design, const std::optional<SiteSettings>& site)
{
    if (site)
        if (auto p = checkSite(*site))
            return refuse("invalid-site", "site " + p->key + " must be " + p->expected);
    if (design.site == site)
        return refuse("no-change", "nothing changed");
    return accept(std::make_unique<SetSiteSettings>(site));
}

Result setPduFeed(const Design& design, const CatalogView& catalog, const std::string& pduId,
                  const std::optional<std::string>& feed)
{
    const Device* pdu = design.findDevice(pduId);
    if (!pdu)
        return refuse("unknown-device", "no device with id '" + pduId + "'");
    if (!isPdu(catalog, *pdu))
        return refuse("not-a-pdu", pdu->name + " is not a PDU");
    if (feed && feed->empty())
        return refuse("invalid-feed", "a feed id may not be empty");
    const Rack* rack = design.findRack(pdu->rack);
    if (feed && rack && rack->power && !rack->power->feeds.empty() && !rack->power->findFeed(*feed))
        return refuse("unknown-feed", "rack " + rack->name + " has no feed '" + *feed + "'");
    if (pdu->feed == feed)
        return refuse("no-change", "nothing changed");
    Device changed = *pdu;
    changed.feed = feed;
    return accept(
        std::make_unique<ReplaceDevice>(std::move(changed), "Change feed of " + pdu->name));
}

Result setDeviceInlets(const Design& design, const CatalogView& catalog,
                       const std::string& deviceId, const std::vector<InletAssignment>& inlets)
{
    const Device* device = design.findDevice(deviceId);
    if (!device)
        return refuse("unknown-device", "no device with id '" + deviceId + "'");
    for (const InletAssignment& a : inlets) {
        if (auto p = checkInlet(a))
            return refuse("invalid-inlet",
                          device->name + " inlet: " + p->key + " must be " + p->expected);
        const Device* pdu = design.findDevice(a.pdu);
        if (!pdu || !isPdu(catalog, *pdu) || pdu->rack != device->rack)
            return refuse("unknown-pdu",
                          "'" + a.pdu + "' is not a PDU in the rack of " + device->name);
    }
    if (device->inlets == inlets)
        return refuse("no-change", "nothing changed");
    Device changed = *device;
    changed.inlets = inlets;
    return accept(std::make_unique<ReplaceDevice>(std::move(changed),
                                                  "Change power inlets of " + device->name));
}

} // namespace cd::core::edits
