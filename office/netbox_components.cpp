#include "netbox_components.h"

#include "io/input_limits.h"
#include "io/netbox/netbox_interface_type.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace cd::office::netbox {

using namespace cd::core;

namespace {

// The most power ports a chassis has: an NVL72 rack's power shelves carry 48 PSUs.
constexpr double kMaxPowerPorts = 256;
// Runs of one interface type in one device type: the catalog's largest items have a handful;
// naming each run apart costs the square of their number (uniqueName).
constexpr std::size_t kMaxPortGroups = 256;
// The largest PSU rating in the catalog is 5.5 kW; a NetBox draw above 100 kW is a typo.
constexpr double kMaxPortDrawW = 100000;

// "swp12" -> {"swp", 12}; {"", 0} when the name does not end in a number without leading zero.
std::pair<std::string, int> splitNumber(const std::string& name)
{
    std::size_t digits = name.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(name[digits - 1])))
        --digits;
    const std::size_t count = name.size() - digits;
    if (count == 0 || count > 6 || name[digits] == '0')
        return {"", 0};
    return {name.substr(0, digits), std::stoi(name.substr(digits))};
}

// The prefix when `run` is prefix1..prefixN in order, else empty.
std::string commonPrefix(const std::vector<Interface>& run)
{
    const std::string prefix = splitNumber(run.front().name).first;
    if (prefix.empty() || std::isdigit(static_cast<unsigned char>(prefix.back())))
        return {};
    for (std::size_t i = 0; i < run.size(); ++i)
        if (splitNumber(run[i].name) != std::pair(prefix, int(i) + 1))
            return {};
    return prefix;
}

std::string roleOf(const Interface& i, ItemKind kind)
{
    if (i.mgmtOnly)
        return "oob";
    if (kind == ItemKind::Switch)
        return "fabric";
    return i.speedGbps >= 100 ? "compute" : "inband";
}

std::string speedToken(double gbps)
{
    return gbps < 1 ? std::to_string(int(gbps * 1000 + 0.5)) + "m"
                    : std::to_string(int(gbps + 0.5)) + "g";
}

// Whether `longer` is `shorter` followed by digits only: then a port of one group (name + N)
// could be read as a port of the other.
bool digitsApart(const std::string& shorter, const std::string& longer)
{
    return longer.starts_with(shorter) &&
           longer.find_first_not_of("0123456789", shorter.size()) == std::string::npos;
}

// A name whose ports no other group's name can be read into (see digitsApart).
std::string uniqueName(std::string name, const std::vector<PortGroup>& groups)
{
    const auto clashes = [&](const std::string& n) {
        return std::any_of(groups.begin(), groups.end(), [&](const PortGroup& g) {
            return digitsApart(g.name, n) || digitsApart(n, g.name);
        });
    };
    while (clashes(name))
        name += "_";
    return name;
}

PortGroup groupOf(const std::vector<Interface>& run, ItemKind kind, const std::string& sourceId,
                  const std::vector<PortGroup>& groups)
{
    PortGroup g;
    g.count = int(run.size());
    g.speedGbps = run.front().speedGbps;
    g.connector = run.front().connector;
    g.role = roleOf(run.front(), kind);
    g.sources = {sourceId};
    g.confidence = Confidence::Secondary;
    std::string name = commonPrefix(run);
    if (name.empty() || name != uniqueName(name, groups)) {
        // The names' letters ("iDRAC9" -> iDRAC, "eth0" -> eth), else the port's speed.
        std::string stem = run.front().name;
        while (!stem.empty() && !std::isalpha(static_cast<unsigned char>(stem.back())))
            stem.pop_back();
        name = stem.empty() ? "port" + speedToken(g.speedGbps) + "_" : stem;
        if (name != uniqueName(name, groups))
            name = uniqueName(name + speedToken(g.speedGbps) + "_", groups);
        g.note = "NetBox names: " + run.front().name +
                 (run.size() > 1 ? " … " + run.back().name : std::string());
    }
    g.name = name;
    g.note = (g.note.empty() ? "" : g.note + "; ") + "NetBox type " + run.front().type;
    return g;
}

} // namespace

std::vector<Interface> readInterfaces(const YAML::Node& list, Skipped& skipped)
{
    std::vector<Interface> out;
    const std::vector<YAML::Node> entries = mappings(list, "interfaces", skipped);
    for (std::size_t n = 0; n < entries.size(); ++n) {
        const std::string key = "interfaces[" + std::to_string(n) + "]";
        reportUnknownKeys(entries[n],
                          {"name", "label", "type", "poe_mode", "poe_type", "mgmt_only",
                           "description", "enabled"},
                          key, skipped);
        Interface i;
        i.name = text(entries[n]["name"], key + ".name", skipped).value_or("");
        i.type = text(entries[n]["type"], key + ".type", skipped).value_or("");
        i.mgmtOnly =
            boolean(field(entries[n], "mgmt_only"), key + ".mgmt_only", skipped).value_or(false);
        const std::optional<NetboxInterfaceType> type = readNetboxInterfaceType(i.type);
        if (i.name.empty() || !type) {
            skipped.push_back(key + " (" + (i.name.empty() ? "no name" : i.name) + "): type '" +
                              i.type + "' is no physical port of a known speed");
            continue;
        }
        i.speedGbps = type->speedGbps;
        i.connector = type->connector;
        out.push_back(std::move(i));
    }
    return out;
}

std::vector<PortGroup> portGroups(const std::vector<Interface>& interfaces, ItemKind kind,
                                  const std::string& sourceId, Skipped& skipped)
{
    std::vector<PortGroup> groups;
    std::size_t begin = 0;
    while (begin < interfaces.size()) {
        if (groups.size() == kMaxPortGroups) {
            skipped.push_back("interfaces: more than 256 runs of one type; " +
                              std::to_string(interfaces.size() - begin) + " interfaces from " +
                              interfaces[begin].name + " on left out");
            break;
        }
        std::size_t end = begin + 1;
        while (end < interfaces.size() && end - begin < std::size_t(kMaxPortsPerGroup) &&
               interfaces[end].type == interfaces[begin].type &&
               interfaces[end].mgmtOnly == interfaces[begin].mgmtOnly)
            ++end;
        const std::vector<Interface> run(interfaces.begin() + long(begin),
                                         interfaces.begin() + long(end));
        groups.push_back(groupOf(run, kind, sourceId, groups));
        begin = end;
    }
    return groups;
}

void readPowerPorts(const YAML::Node& list, const std::string& sourceId, CatalogItem& item,
                    Skipped& skipped)
{
    const std::vector<YAML::Node> ports = mappings(list, "power-ports", skipped);
    if (ports.empty())
        return;
    if (double(ports.size()) > kMaxPowerPorts) {
        skipped.push_back("power-ports: more than 256");
        return;
    }
    std::set<double> draws;
    for (std::size_t n = 0; n < ports.size(); ++n) {
        const std::string where = "power-ports[" + std::to_string(n) + "]";
        reportUnknownKeys(
            ports[n], {"name", "label", "type", "maximum_draw", "allocated_draw", "description"},
            where, skipped);
        const YAML::Node draw = field(ports[n], "maximum_draw");
        if (!draw)
            skipped.push_back(where + ".maximum_draw: not given");
        else if (auto w = number(draw, where + ".maximum_draw", 1, kMaxPortDrawW, skipped))
            draws.insert(*w);
    }
    SpecValue count;
    count.numbers = {double(ports.size())};
    count.unit = "count";
    count.sources = {sourceId};
    count.confidence = Confidence::Secondary;
    count.note = "power ports of the NetBox device type";
    item.specs["psu_count"] = count;
    if (draws.empty())
        return;
    SpecValue watts = count;
    watts.numbers.assign(draws.begin(), draws.end());
    watts.unit = "W";
    watts.note = "maximum_draw of the NetBox power ports";
    item.specs["psu_watts"] = watts;
}

} // namespace cd::office::netbox
