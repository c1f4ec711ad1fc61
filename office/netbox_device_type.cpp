#include "netbox_device_type.h"

#include "io/input_limits.h"
#include "io/load_error.h"
#include "io/netbox/netbox_export.h"
#include "netbox_components.h"
#include "netbox_yaml.h"
#include "text/translation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <utility>

namespace cd::office {

using namespace cd::core;

namespace {

using netbox::Skipped;

// The keys of schema/devicetype.json (devicetype-library), and two NetBox fields the schema
// leaves out; any other key is reported.
const std::vector<std::string> kKnownKeys{
    "manufacturer",
    "model",
    "slug",
    "part_number",
    "u_height",
    "is_full_depth",
    "airflow",
    "weight",
    "weight_unit",
    "subdevice_role",
    "front_image",
    "rear_image",
    "comments",
    "description",
    "is_powered",
    "exclude_from_utilization",
    "default_platform",
    "console-ports",
    "console-server-ports",
    "power-ports",
    "power-outlets",
    "interfaces",
    "front-ports",
    "rear-ports",
    "module-bays",
    "device-bays",
    "inventory-items",
};

// NetBox's weight units (WeightUnitChoices) in kilograms: lb and oz are the avoirdupois ones.
constexpr std::array<std::pair<std::string_view, double>, 4> kWeightUnits{
    {{"kg", 1}, {"g", 0.001}, {"lb", 0.45359237}, {"oz", 0.028349523125}}};

// The heaviest single chassis sold is a liquid-cooled NVL72 rack at about 1,500 kg.
constexpr double kMaxWeightKg = 10000;

struct Reading
{
    const YAML::Node& doc;
    NetboxDeviceType& out;
    Skipped& skipped;

    void setSpec(const std::string& key, SpecValue value)
    {
        value.sources = {out.source.id};
        value.confidence = Confidence::Secondary;
        out.item.specs[key] = std::move(value);
    }
    void setNumber(const std::string& key, double v, std::string unit, std::string note = {})
    {
        SpecValue s;
        s.numbers = {v};
        s.unit = std::move(unit);
        s.note = std::move(note);
        setSpec(key, std::move(s));
    }
};

YAML::Node parse(const std::string& fileName, const std::string& text)
{
    try {
        YAML::Node doc = YAML::Load(text);
        if (!doc.IsMap())
            throw LoadError(fileName, CD_TRANSLATE_NOOP("LoadError", "document"),
                            CD_TRANSLATE_NOOP("LoadError", "a mapping of a NetBox device type"));
        return doc;
    } catch (const YAML::Exception& e) {
        throw LoadError(
            fileName,
            core::text::arg(core::text::translate("LoadError", "line %1:%2"),
                            {std::to_string(e.mark.line + 1), std::to_string(e.mark.column + 1)}),
            core::text::arg(core::text::translate("LoadError", "YAML (%1)"), {e.msg}));
    }
}

void readIdentity(Reading& r, const std::string& fileName)
{
    Skipped none;
    const auto manufacturer = netbox::text(r.doc["manufacturer"], "manufacturer", none);
    const auto model = netbox::text(r.doc["model"], "model", none);
    if (!manufacturer || manufacturer->empty() || !model || model->empty())
        throw LoadError(
            fileName, CD_TRANSLATE_NOOP("LoadError", "manufacturer, model"),
            CD_TRANSLATE_NOOP("LoadError", "the manufacturer and model of a NetBox device type"));
    r.out.item.vendor = *manufacturer;
    r.out.item.model = *model;
    std::string slug = netboxSlug(netbox::text(r.doc["slug"], "slug", r.skipped).value_or(""));
    if (slug.empty())
        slug = netboxSlug(*manufacturer + "-" + *model);
    r.out.item.id = "netbox-" + slug;
    r.out.source.id = "NETBOX-" + slug;
    r.out.source.title = "NetBox device type " + *manufacturer + " " + *model + " (" +
                         std::filesystem::path(fileName).filename().string() + ")";
    r.out.source.kind = "community";
    if (auto part = netbox::text(r.doc["part_number"], "part_number", r.skipped);
        part && !part->empty())
        r.out.item.partNumbers = {*part};
    r.out.item.description =
        netbox::text(r.doc["description"], "description", r.skipped).value_or("");
}

void readWeight(Reading& r)
{
    if (!r.doc["weight"])
        return;
    const auto weight = netbox::number(r.doc["weight"], "weight", 0, 1e9, r.skipped);
    const auto unit = netbox::text(r.doc["weight_unit"], "weight_unit", r.skipped);
    if (!weight)
        return;
    for (const auto& [name, kg] : kWeightUnits) {
        if (!unit || *unit != name)
            continue;
        if (*weight * kg > kMaxWeightKg) {
            r.skipped.push_back("weight: above 10,000 kg");
            return;
        }
        r.setNumber("weight_kg", *weight * kg, "kg",
                    name == "kg" ? std::string()
                                 : "NetBox: " + r.doc["weight"].Scalar() + " " + *unit);
        return;
    }
    r.skipped.push_back("weight: weight_unit '" + unit.value_or("") + "' is not kg, g, lb or oz");
}

void readChassis(Reading& r)
{
    if (r.doc["u_height"]) {
        if (auto u = netbox::number(r.doc["u_height"], "u_height", 0, kMaxRackUnits, r.skipped)) {
            const double whole = std::ceil(*u);
            r.setNumber("rack_units", whole, "U",
                        whole == *u ? std::string()
                                    : "NetBox: " + r.doc["u_height"].Scalar() + " U");
        }
    }
    r.out.item.fullDepth =
        netbox::boolean(r.doc["is_full_depth"], "is_full_depth", r.skipped).value_or(true);
    if (auto airflow = netbox::text(r.doc["airflow"], "airflow", r.skipped);
        airflow && !airflow->empty()) {
        SpecValue s;
        s.text = *airflow;
        r.setSpec("airflow", std::move(s));
    }
    readWeight(r);
}

// Bays and console ports have no catalog counterpart: their count is kept as text
// (module_bays, device_bays, console_ports) and their names as its note.
void readBays(Reading& r, const char* key)
{
    const std::vector<YAML::Node> bays = netbox::mappings(r.doc[key], key, r.skipped);
    if (bays.empty())
        return;
    for (std::size_t n = 0; n < bays.size(); ++n)
        netbox::reportUnknownKeys(bays[n],
                                  {"name", "label", "type", "position", "poe", "description"},
                                  std::string(key) + "[" + std::to_string(n) + "]", r.skipped);
    SpecValue s;
    s.text = std::to_string(bays.size());
    std::string names;
    for (const YAML::Node& bay : bays)
        if (bay["name"] && bay["name"].IsScalar())
            names += (names.empty() ? "" : ", ") + bay["name"].Scalar();
    s.note = names.size() > 300 ? names.substr(0, 300) + " …" : names;
    std::string specKey = key;
    std::replace(specKey.begin(), specKey.end(), '-', '_');
    r.setSpec(specKey, std::move(s));
}

std::pair<ItemKind, std::string> kindOf(const YAML::Node& doc,
                                        const std::vector<netbox::Interface>& interfaces)
{
    Skipped ignored;
    const std::size_t outlets = netbox::mappings(doc["power-outlets"], "", ignored).size();
    int data = 0;
    for (const netbox::Interface& i : interfaces)
        data += i.mgmtOnly ? 0 : 1;
    if (outlets > 0 && data == 0)
        return {ItemKind::Pdu, "pdu: " + std::to_string(outlets) + " power outlets"};
    if (data >= 16)
        return {ItemKind::Switch, "switch: " + std::to_string(data) + " data interfaces"};
    return {ItemKind::Server, "server: " + std::to_string(data) + " data interfaces"};
}

} // namespace

NetboxDeviceType readNetboxDeviceType(const std::string& fileName, const std::string& text,
                                      std::optional<ItemKind> kind)
{
    const YAML::Node doc = parse(fileName, text);
    NetboxDeviceType out;
    Reading r{doc, out, out.skipped};
    readIdentity(r, fileName);
    netbox::reportUnknownKeys(doc, kKnownKeys, "", out.skipped);
    readChassis(r);
    const std::vector<netbox::Interface> interfaces =
        netbox::readInterfaces(doc["interfaces"], out.skipped);
    auto [guessed, reason] = kindOf(doc, interfaces);
    out.item.kind = kind.value_or(guessed);
    out.kindReason = kind ? std::string(toString(*kind)) + ": as asked" : reason;
    out.item.ports = netbox::portGroups(interfaces, out.item.kind, out.source.id, out.skipped);
    netbox::readPowerPorts(doc["power-ports"], out.source.id, out.item, out.skipped);
    readBays(r, "module-bays");
    readBays(r, "device-bays");
    readBays(r, "console-ports");
    std::vector<std::string> expected{"weight_kg", "rack_units"};
    if (out.item.kind != ItemKind::Pdu) // a PDU distributes power and draws none of it
        expected.insert(expected.begin(), {"max_power_w", "typical_power_w"});
    for (const std::string& key : expected)
        if (!out.item.spec(key))
            out.item.missing.push_back(key);
    netbox::collapseRepeats(out.skipped);
    return out;
}

} // namespace cd::office
