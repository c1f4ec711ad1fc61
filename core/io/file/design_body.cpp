#include "design_body.h"

#include "buildout_json.h"
#include "catalog_item_json.h"
#include "io/input_limits.h"
#include "io/json_extras.h"
#include "network_json.h"
#include "power_settings_json.h"
#include "quote_settings_json.h"
#include "seen_ids.h"
#include "tco_settings_json.h"
#include "text/translation.h"
#include "workload_json.h"

#include <string_view>

namespace cd::core {

namespace {

const std::set<std::string> kRackKeys{"id", "name", "model", "row", "position", "power"};
const std::set<std::string> kDeviceKeys{
    "id",   "model",  "gpu",     "gpu_count", "rack",       "u",           "face",    "name",
    "feed", "inlets", "network", "nics",      "port_split", "capacity_tb", "buildout"};
const std::set<std::string> kLinkKeys{"id", "a", "b", "cable", "length_m", "network", "optics"};

// What a rack, device or link id that is already taken should have been.
std::string unusedIdExpected(const std::string& id)
{
    return text::arg(
        text::translate("LoadError",
                        "an id not used by another rack, device or link ('%1' appears twice)"),
        {id});
}

std::string requireId(const JsonReader& r, std::set<std::string>& seen)
{
    std::string id = r.string("id");
    if (id.empty())
        r.failAt("id", CD_TRANSLATE_NOOP("LoadError", "a non-empty id"));
    if (!seen.insert(id).second)
        r.failAt("id", unusedIdExpected(id));
    return id;
}

Rack readRack(const JsonReader& r, std::set<std::string>& ids)
{
    r.requireObject();
    Rack rack;
    rack.id = requireId(r, ids);
    rack.name = r.string("name", rack.id);
    rack.model = r.string("model");
    rack.row = r.optionalInteger("row", 0).value_or(0);
    rack.position = r.optionalInteger("position", 0).value_or(0);
    rack.power = readRackPower(r);
    rack.extra = extrasOf(r.value(), kRackKeys);
    return rack;
}

} // namespace

Device readDevice(const JsonReader& r, std::set<std::string>& ids)
{
    r.requireObject();
    Device d;
    d.id = requireId(r, ids);
    d.model = r.string("model");
    d.gpu = r.optionalString("gpu");
    // Bounds: docs/limits.md (a count here drives loops and allocations downstream).
    if (r.has("gpu_count"))
        d.gpuCount = r.boundedInteger("gpu_count", 0, kMaxGpusPerDevice);
    d.rack = r.string("rack");
    d.u = r.boundedInteger("u", 1, kMaxRackUnits, 1);
    const std::string face = r.string("face", "front");
    auto f = faceFromString(face);
    if (!f)
        r.failAt("face", CD_TRANSLATE_NOOP("LoadError", "\"front\" or \"rear\""));
    d.face = *f;
    d.name = r.string("name", d.id);
    d.feed = r.optionalString("feed");
    d.inlets = readInlets(r);
    d.network = r.optionalString("network");
    d.nics = readNicFits(r);
    d.portSplit = r.boundedInteger("port_split", 1, kMaxPortSplit, 1);
    d.capacityTb = r.optionalNumber("capacity_tb");
    if (d.capacityTb && !(*d.capacityTb > 0 && *d.capacityTb <= kMaxStorageCapacityTb))
        r.failAt("capacity_tb",
                 CD_TRANSLATE_NOOP("LoadError", "a capacity in TB above 0 and at most 100,000"));
    d.buildout = readPartChoices(r);
    d.extra = extrasOf(r.value(), kDeviceKeys);
    return d;
}

namespace {

PortRef readPortRef(const JsonReader& r)
{
    r.requireObject();
    return PortRef{r.string("device"), r.string("port")};
}

Link readLink(const JsonReader& r, std::set<std::string>& ids)
{
    r.requireObject();
    Link l;
    l.id = requireId(r, ids);
    l.a = readPortRef(r.at("a"));
    l.b = readPortRef(r.at("b"));
    l.cable = r.string("cable", "");
    l.lengthM = r.optionalNumber("length_m");
    if (l.lengthM && *l.lengthM < 0)
        r.failAt("length_m", CD_TRANSLATE_NOOP("LoadError", "a length in metres >= 0"));
    l.network = r.optionalString("network");
    if (r.has("optics")) {
        const JsonReader optics = r.at("optics");
        optics.requireObject();
        l.opticA = optics.string("a", "");
        l.opticB = optics.string("b", "");
    }
    if (Json extra = extrasOf(r.value(), kLinkKeys); !extra.empty())
        l.extra = std::move(extra);
    return l;
}

template <typename T, typename ReadFn>
std::vector<T> readList(const JsonReader& top, std::string_view key, ReadFn read)
{
    std::vector<T> out;
    if (!top.has(key))
        return out;
    const JsonReader list = top.at(key);
    list.requireArray();
    out.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(read(list.at(i)));
    return out;
}

Json writeRack(const Rack& r)
{
    Json o{{"id", r.id},
           {"name", r.name},
           {"model", r.model},
           {"row", r.row},
           {"position", r.position}};
    if (r.power)
        o["power"] = writeRackPower(*r.power);
    appendExtras(o, r.extra);
    return o;
}

Json writeDevice(const Device& dev)
{
    Json o{{"id", dev.id}, {"model", dev.model}};
    if (dev.gpu)
        o["gpu"] = *dev.gpu;
    if (dev.gpuCount)
        o["gpu_count"] = *dev.gpuCount;
    o["rack"] = dev.rack;
    o["u"] = dev.u;
    o["face"] = std::string(toString(dev.face));
    o["name"] = dev.name;
    if (dev.feed)
        o["feed"] = *dev.feed;
    if (!dev.inlets.empty())
        o["inlets"] = writeInlets(dev.inlets);
    if (dev.network)
        o["network"] = *dev.network;
    if (!dev.nics.empty())
        o["nics"] = writeNicFits(dev.nics);
    if (dev.portSplit != 1)
        o["port_split"] = dev.portSplit;
    if (dev.capacityTb)
        o["capacity_tb"] = *dev.capacityTb;
    if (!dev.buildout.empty())
        o["buildout"] = writePartChoices(dev.buildout);
    appendExtras(o, dev.extra);
    return o;
}

Json writeLink(const Link& l)
{
    Json o{{"id", l.id},
           {"a", {{"device", l.a.device}, {"port", l.a.port}}},
           {"b", {{"device", l.b.device}, {"port", l.b.port}}}};
    if (!l.cable.empty())
        o["cable"] = l.cable.str();
    if (l.lengthM)
        o["length_m"] = numberJson(*l.lengthM);
    if (l.network)
        o["network"] = l.network->str();
    if (!l.opticA.empty() || !l.opticB.empty())
        o["optics"] = Json{{"a", l.opticA.str()}, {"b", l.opticB.str()}};
    appendExtras(o, l.extra);
    return o;
}

template <typename T, typename WriteFn> Json writeList(const std::vector<T>& items, WriteFn write)
{
    Json list = Json::array();
    for (const T& item : items)
        list.push_back(write(item));
    return list;
}

} // namespace

const std::set<std::string>& designBodyKeys()
{
    static const std::set<std::string> keys{"name",  "customer", "notes", "site",
                                            "racks", "devices",  "links", "networks",
                                            "quote", "workload", "tco"};
    return keys;
}

namespace {

// Link ids not used by another link, rack or device of the body (`ids`), as readLink checks
// them, for links read from the text.
void checkLinkIds(const JsonReader& body, const std::vector<Link>& links,
                  const std::set<std::string>& ids)
{
    SeenIds seen(ids.size() + links.size());
    for (const std::string& id : ids)
        seen.insert(id);
    const std::size_t i =
        seen.firstRepeated(links, [](const Link& l) { return std::string_view(l.id); });
    if (i == links.size())
        return;
    const std::string list = body.path().empty() ? "links" : body.path() + ".links";
    throw LoadError(body.file(), list + "[" + std::to_string(i) + "].id",
                    "expected " + unusedIdExpected(links[i].id) + ", found " +
                        describeJson(Json(links[i].id)));
}

} // namespace

Design readDesignBody(const JsonReader& body, std::vector<Link>* links)
{
    body.requireObject();
    Design d;
    d.name = body.string("name", "");
    d.customer = body.string("customer", "");
    d.notes = body.string("notes", "");
    d.site = readSite(body);
    std::set<std::string> ids;
    d.racks = readList<Rack>(body, "racks", [&](const JsonReader& r) { return readRack(r, ids); });
    d.devices =
        readList<Device>(body, "devices", [&](const JsonReader& r) { return readDevice(r, ids); });
    if (links) {
        checkLinkIds(body, *links, ids);
        d.links = std::move(*links);
    } else {
        d.links =
            readList<Link>(body, "links", [&](const JsonReader& r) { return readLink(r, ids); });
    }
    d.networks = readNetworks(body);
    d.quote = readQuoteSettings(body);
    d.workload = readWorkload(body);
    d.tco = readTcoSettings(body);
    return d;
}

void readEmbeddedCatalog(const JsonReader& top, Design& d)
{
    if (!top.has("catalog"))
        return;
    const JsonReader cat = top.at("catalog");
    cat.requireObject();
    std::set<std::string> seen;
    d.embeddedCatalog = readList<CatalogItem>(cat, "items", [&](const JsonReader& r) {
        CatalogItem item = readCatalogItem(r);
        if (!seen.insert(item.id).second)
            r.failAt("id",
                     text::arg(text::translate("LoadError",
                                               "a catalog id listed once ('%1' appears twice)"),
                               {item.id}));
        return item;
    });
    if (cat.has("sources"))
        d.embeddedSources = readSources(cat.at("sources"));
}

Json embeddedCatalogJson(const std::vector<const CatalogItem*>& items,
                         const std::vector<const Source*>& sources)
{
    Json list = Json::array();
    for (const CatalogItem* item : items)
        list.push_back(writeCatalogItem(*item));
    std::vector<Source> copies;
    for (const Source* s : sources)
        copies.push_back(*s);
    return Json{{"items", std::move(list)}, {"sources", writeSources(copies)}};
}

Json linkJson(const Link& link)
{
    return writeLink(link);
}

Json deviceJson(const Device& device)
{
    return writeDevice(device);
}

void writeDesignBody(Json& j, const Design& d, bool withLinks)
{
    j["name"] = d.name;
    if (!d.customer.empty())
        j["customer"] = d.customer;
    if (!d.notes.empty())
        j["notes"] = d.notes;
    if (d.site)
        j["site"] = writeSite(*d.site);
    j["racks"] = writeList(d.racks, writeRack);
    j["devices"] = writeList(d.devices, writeDevice);
    j["links"] = withLinks ? writeList(d.links, writeLink) : Json::array();
    if (!d.networks.empty())
        j["networks"] = writeNetworks(d.networks);
    if (d.quote)
        j["quote"] = writeQuoteSettings(*d.quote);
    if (d.workload)
        j["workload"] = writeWorkload(*d.workload);
    if (d.tco)
        j["tco"] = writeTcoSettings(*d.tco);
}

} // namespace cd::core
