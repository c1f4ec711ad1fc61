#include "netbox_export.h"

#include "io/atomic_file.h"
#include "io/csv.h"
#include "io/load_error.h"
#include "model/device_ports.h"
#include "model/placement.h"
#include "netbox_interface_type.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <unordered_map>

namespace cd::core {

namespace {

using Row = std::vector<std::string>;

std::string csvLine(const Row& row)
{
    std::string out;
    for (std::size_t i = 0; i < row.size(); ++i)
        out += (i ? "," : "") + csvField(row[i]);
    return out + "\n";
}

std::string csv(const Row& header, const std::vector<Row>& rows)
{
    std::string out = csvLine(header);
    for (const Row& r : rows)
        out += csvLine(r);
    return out;
}

std::string number(double v)
{
    std::string s = std::to_string(v);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.')
        s.pop_back();
    return s;
}

// A device role per catalog kind, with the colour NetBox draws it in (hex, no '#').
struct Role
{
    std::string name;
    std::string color;
};

Role roleOf(const CatalogItem* item)
{
    if (!item)
        return {"Other", "9e9e9e"};
    switch (item->kind) {
    case ItemKind::Server:
        return item->gpu ? Role{"GPU server", "4caf50"} : Role{"Server", "8bc34a"};
    case ItemKind::Switch:
        return {"Network switch", "2196f3"};
    case ItemKind::Storage:
        return {"Storage", "ff9800"};
    case ItemKind::Pdu:
        return {"PDU", "f44336"};
    case ItemKind::Cdu:
        return {"Cooling", "00bcd4"};
    default:
        return {"Other", "9e9e9e"};
    }
}

// What the export calls a catalog model in NetBox: vendor and model, or the id of a model the
// catalog does not know (a placeholder keeps its id, so nothing is lost).
struct TypeName
{
    std::string manufacturer;
    std::string model;
};

TypeName typeName(const std::string& id, const CatalogItem* item)
{
    if (!item)
        return {"Unknown", id};
    return {item->vendor.empty() ? "Unknown" : item->vendor, item->model};
}

// Each device's NetBox name: its label, or label + " (id)" where labels repeat.
std::unordered_map<std::string, std::string> deviceNames(const Design& design)
{
    std::map<std::string, int> uses;
    for (const Device& d : design.devices)
        ++uses[d.label()];
    std::unordered_map<std::string, std::string> names;
    for (const Device& d : design.devices)
        names[d.id] =
            uses[d.label()] > 1 && d.label() != d.id ? d.label() + " (" + d.id + ")" : d.label();
    return names;
}

struct Export
{
    const Design& design;
    const CatalogView& catalog;
    std::string site;
    std::unordered_map<std::string, std::string> names = deviceNames(design);

    const CatalogItem* item(const std::string& id) const { return catalog.find(id); }

    std::string sites() const
    {
        return csv({"name", "slug", "status"}, {{site, netboxSlug(site), "planned"}});
    }

    std::string manufacturers() const
    {
        std::set<std::string> vendors;
        for (const Device& d : design.devices)
            vendors.insert(typeName(d.model, item(d.model)).manufacturer);
        std::vector<Row> rows;
        for (const std::string& v : vendors)
            rows.push_back({v, netboxSlug(v)});
        return csv({"name", "slug"}, rows);
    }

    std::string roles() const
    {
        std::map<std::string, std::string> roles;
        for (const Device& d : design.devices) {
            const Role r = roleOf(item(d.model));
            roles.emplace(r.name, r.color);
        }
        std::vector<Row> rows;
        for (const auto& [name, color] : roles)
            rows.push_back({name, netboxSlug(name), color});
        return csv({"name", "slug", "color"}, rows);
    }

    std::string deviceTypes() const;
    std::string racks() const;
    std::string devices() const;
    std::string interfaces() const;
    std::string cables() const;
};

// NetBox imports device types from YAML or JSON only (its documentation, "Device types"):
// one YAML document per type, strings written as JSON strings, which YAML reads as they are.
std::string Export::deviceTypes() const
{
    std::set<std::string> models;
    for (const Device& d : design.devices)
        models.insert(d.model);
    std::string out;
    const auto quoted = [](const std::string& s) {
        return Json(s).dump();
    };
    for (const std::string& id : models) {
        const CatalogItem* it = item(id);
        const TypeName n = typeName(id, it);
        out += "---\nmanufacturer: " + quoted(n.manufacturer) + "\nmodel: " + quoted(n.model) +
               "\nslug: " + quoted(netboxSlug(n.manufacturer + " " + n.model)) +
               "\nu_height: " + std::to_string(it ? it->rackUnits() : 1) +
               "\nis_full_depth: " + (it && !it->fullDepth ? "false" : "true") + "\n";
        if (it && !it->partNumbers.empty())
            out += "part_number: " + quoted(it->partNumbers.front()) + "\n";
        if (const std::optional<double> kg = it ? it->largest("weight_kg") : std::nullopt)
            out += "weight: " + number(*kg) + "\nweight_unit: kg\n";
    }
    return out;
}

std::string Export::racks() const
{
    std::vector<Row> rows;
    for (const Rack& r : design.racks) {
        const CatalogItem* it = item(r.model);
        rows.push_back({site, r.label(), "planned", "19", std::to_string(rackHeightU(catalog, r)),
                        it ? it->displayName() : r.model});
    }
    return csv({"site", "name", "status", "width", "u_height", "comments"}, rows);
}

std::string gpuComment(const Device& d, const CatalogItem* chassis, const CatalogView& catalog)
{
    std::string out;
    if (chassis && chassis->gpu) {
        const GpuFit fit = effectiveGpu(d, *chassis);
        const CatalogItem* gpu = catalog.find(fit.gpu);
        if (fit.count > 0)
            out = std::to_string(fit.count) + " x " + (gpu ? gpu->displayName() : fit.gpu);
    }
    for (const NicFit& n : d.nics) {
        const CatalogItem* nic = catalog.find(n.model);
        out += (out.empty() ? "" : "; ") + std::to_string(n.count) + " x " +
               (nic ? nic->displayName() : n.model);
    }
    return out;
}

std::string Export::devices() const
{
    std::unordered_map<std::string_view, const Rack*> racks;
    for (const Rack& r : design.racks)
        racks.emplace(r.id, &r);
    std::vector<Row> rows;
    for (const Device& d : design.devices) {
        const CatalogItem* it = item(d.model);
        const TypeName n = typeName(d.model, it);
        const auto rack = racks.find(d.rack);
        const bool zeroU = it && it->rackUnits() == 0;
        rows.push_back({names.at(d.id), roleOf(it).name, n.manufacturer, n.model, site,
                        rack == racks.end() ? "" : rack->second->label(),
                        zeroU || rack == racks.end() ? "" : std::to_string(d.u),
                        zeroU || rack == racks.end() ? "" : std::string(toString(d.face)),
                        "planned", gpuComment(d, it, catalog)});
    }
    return csv({"name", "role", "manufacturer", "device_type", "site", "rack", "position", "face",
                "status", "comments"},
               rows);
}

// Which ports the design runs InfiniBand on: those of links in an InfiniBand network.
std::set<std::pair<std::string, std::string>> infinibandPorts(const Design& design)
{
    std::set<std::pair<std::string, std::string>> out;
    for (const Link& l : design.links) {
        const Network* n = l.network ? design.findNetwork(*l.network) : nullptr;
        const Transport* t = n ? findTransport(n->transport) : nullptr;
        if (t && t->infiniband) {
            out.emplace(l.a.device, l.a.port);
            out.emplace(l.b.device, l.b.port);
        }
    }
    return out;
}

std::string Export::interfaces() const
{
    const auto infiniband = infinibandPorts(design);
    PortDirectory directory(catalog);
    std::vector<Row> rows;
    for (const Device& d : design.devices) {
        for (const DevicePort& p : directory.ports(d)) {
            const bool ib = infiniband.count({d.id, p.name}) > 0;
            const CatalogItem* nic = p.nicModel.empty() ? nullptr : item(p.nicModel);
            rows.push_back({names.at(d.id), p.name,
                            netboxInterfaceType(p.speedGbps, p.connector, ib),
                            p.role == "oob" ? "true" : "false",
                            p.role + (nic ? ", " + nic->displayName() : std::string())});
        }
    }
    return csv({"device", "name", "type", "mgmt_only", "description"}, rows);
}

std::string Export::cables() const
{
    std::vector<Row> rows;
    const auto name = [&](const std::string& id) {
        const auto it = names.find(id);
        return it == names.end() ? id : it->second;
    };
    for (const Link& l : design.links)
        rows.push_back({site, name(l.a.device), "dcim.interface", l.a.port, site, name(l.b.device),
                        "dcim.interface", l.b.port, netboxCableType(item(l.cable)), "planned", l.id,
                        l.lengthM ? number(*l.lengthM) : "", l.lengthM ? "m" : ""});
    // The sites tell devices of one name at two sites apart (NetBox 4.1's side_a_site).
    return csv({"side_a_site", "side_a_device", "side_a_type", "side_a_name", "side_b_site",
                "side_b_device", "side_b_type", "side_b_name", "type", "status", "label", "length",
                "length_unit"},
               rows);
}

std::string netboxReadme()
{
    return "These files hold a Cluster Designer design for NetBox (4.x) bulk import.\n"
           "Import them in the order of their numbers, each in its own list's Import page\n"
           "(Organization > Sites, Devices > Manufacturers, Device Roles, Device Types,\n"
           "Racks > Racks, Devices > Devices, Interfaces, Connections > Cables): the CSV files\n"
           "as CSV, 04_device_types.yaml as YAML (NetBox takes device types as YAML or JSON).\n"
           "Device types are imported without their components: 07_interfaces.csv adds every\n"
           "port the design uses, so device types that already exist in NetBox with interface\n"
           "templates must be left out of 04 and their interfaces removed from 07.\n"
           "Everything is imported with status 'planned'.\n";
}

} // namespace

void writeNetboxFiles(const std::string& dir, const std::vector<NetboxCsvFile>& files)
{
    std::error_code ec;
    if (std::filesystem::exists(dir, ec) && !std::filesystem::is_directory(dir, ec))
        throw SaveError(dir + ": not a folder");
    std::filesystem::create_directories(dir, ec);
    if (ec)
        throw SaveError(dir + ": cannot create the folder (" + ec.message() + ")");
    // All or none: an import of half the files (devices without their cables) is worse than
    // none.
    AtomicFileSet set;
    for (const NetboxCsvFile& f : files)
        set.add((std::filesystem::path(dir) / f.name).string(), f.text);
    set.commit();
}

std::string netboxCableType(const CatalogItem* cable)
{
    const SpecValue* medium = cable ? cable->spec("medium") : nullptr;
    if (!medium)
        return {};
    std::string text = medium->text + " " + cable->id + " " + cable->model;
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (medium->text == "DAC")
        return "dac-passive";
    if (medium->text == "ACC")
        return "dac-active";
    if (medium->text == "AOC")
        return "aoc";
    if (text.find("fiber") != std::string::npos || text.find("fibre") != std::string::npos)
        return text.find("-sm") != std::string::npos ? "smf" : "mmf";
    if (text.find("twisted") != std::string::npos)
        return text.find("cat6a") != std::string::npos ? "cat6a" : "cat6";
    return {};
}

std::string netboxSlug(std::string_view text)
{
    std::string slug;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            slug += char(std::tolower(u));
        else if (!slug.empty() && slug.back() != '-')
            slug += '-';
    }
    while (!slug.empty() && slug.back() == '-')
        slug.pop_back();
    return slug.substr(0, 100);
}

std::vector<NetboxCsvFile> netboxCsvFiles(const Design& design, const CatalogView& catalog,
                                          const std::string& siteName)
{
    const Export e{design, catalog,
                   siteName.empty() ? (design.name.empty() ? "Cluster" : design.name) : siteName};
    return {{"01_sites.csv", e.sites()},           {"02_manufacturers.csv", e.manufacturers()},
            {"03_device_roles.csv", e.roles()},    {"04_device_types.yaml", e.deviceTypes()},
            {"05_racks.csv", e.racks()},           {"06_devices.csv", e.devices()},
            {"07_interfaces.csv", e.interfaces()}, {"08_cables.csv", e.cables()},
            {"README.txt", netboxReadme()}};
}

} // namespace cd::core
