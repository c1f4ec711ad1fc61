#include "device_ports.h"

#include <algorithm>

namespace cd::core {

namespace {

// Logical ports per physical cage for one catalog group. A switch states it as radix / cages
// (the QM9700's 32 twin-port OSFP cages carry 64 NDR ports). A server's 400G-or-slower OSFP
// compute ports sit two to a twin-port cage, as the DGX H100's 8 x 400G on 4 twin-port OSFP
// (hardware.json superpod.dgx_h100.networks, S04). Anything else: one port per cage.
int portsPerCage(const CatalogItem& item, const PortGroup& g)
{
    if (item.kind == ItemKind::Switch) {
        const std::optional<double> cages = item.number("cages");
        int ports = 0;
        for (const PortGroup& p : item.ports)
            if (p.role == "fabric")
                ports += p.count;
        if (g.role == "fabric" && cages && *cages >= 1 && ports % int(*cages) == 0)
            return ports / int(*cages);
        return 1;
    }
    if (item.kind == ItemKind::Server && g.role == "compute" &&
        g.connector.find("OSFP") != std::string::npos && g.speedGbps > 0 && g.speedGbps <= 400 &&
        g.count % 2 == 0)
        return 2;
    return 1;
}

void addGroup(std::vector<DevicePort>& out, int& cage, const PortGroup& g, int perCage, int split,
              const std::string& prefix, const std::string& nicModel)
{
    for (int i = 1; i <= g.count; ++i) {
        const int thisCage = cage + (i - 1) / perCage;
        if (split > 1) {
            for (int s = 0; s < split; ++s)
                out.push_back({prefix + std::to_string(i) + "s" + std::to_string(s),
                               g.speedGbps / split, g.role, g.connector, thisCage, split,
                               nicModel});
        } else {
            out.push_back({prefix + std::to_string(i), g.speedGbps, g.role, g.connector, thisCage,
                           perCage, nicModel});
        }
    }
    cage += (g.count + perCage - 1) / perCage;
}

// "p17" -> ("p", 17). False unless the name ends in 1 to 6 digits without a leading zero.
bool splitNumber(std::string_view name, std::string_view& prefix, int& number)
{
    std::size_t i = name.size();
    while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9')
        --i;
    const std::size_t digits = name.size() - i;
    if (digits == 0 || digits > 6 || name[i] == '0')
        return false;
    number = 0;
    for (std::size_t k = i; k < name.size(); ++k)
        number = number * 10 + (name[k] - '0');
    prefix = name.substr(0, i);
    return true;
}

// Numbered runs of ports (see PortDirectory::Table::runs). A table with many short runs
// (broken-out ports, "p1s0".."p1s3") keeps none: hashing is quicker than scanning them.
void findRuns(PortDirectory::Table& t)
{
    using Run = PortDirectory::Table::Run;
    std::vector<Run> runs;
    for (std::size_t i = 0; i < t.ports.size(); ++i) {
        std::string_view prefix;
        int number = 0;
        if (!splitNumber(t.ports[i].name, prefix, number))
            continue;
        if (!runs.empty() && runs.back().prefix == prefix &&
            runs.back().first + runs.back().count == int(i) && number == runs.back().count + 1)
            ++runs.back().count;
        else if (number == 1)
            runs.push_back({std::string(prefix), int(i), 1});
    }
    // A run answers for its names only where the name map agrees (a repeated name resolves
    // to its first port), and a prefix only once.
    std::erase_if(runs, [&](const Run& r) {
        for (int k = 0; k < r.count; ++k) {
            const auto it = t.byName.find(t.ports[std::size_t(r.first + k)].name);
            if (it == t.byName.end() || it->second != r.first + k)
                return true;
        }
        return false;
    });
    for (std::size_t i = 0; i < runs.size(); ++i)
        for (std::size_t j = i + 1; j < runs.size(); ++j)
            if (runs[i].prefix == runs[j].prefix)
                return;
    if (runs.size() <= 8)
        t.runs = std::move(runs);
}

} // namespace

std::vector<DevicePort> devicePorts(const Device& device, const CatalogItem* item,
                                    const CatalogView& catalog)
{
    std::vector<DevicePort> out;
    int cage = 0;
    if (item) {
        for (const PortGroup& g : item->ports) {
            // Only fabric ports break out; a split port is one cage carrying `split` ports.
            const int split = g.role == "fabric" ? device.portSplit : 1;
            addGroup(out, cage, g, split > 1 ? 1 : portsPerCage(*item, g), split, g.name, {});
        }
    }
    int card = 0;
    for (const NicFit& fit : device.nics) {
        const CatalogItem* nic = catalog.find(fit.model);
        for (int c = 0; c < fit.count; ++c) {
            ++card;
            if (!nic)
                continue;
            int portsOnCard = 0;
            for (const PortGroup& g : nic->ports)
                portsOnCard += g.count;
            int n = 0;
            for (const PortGroup& g : nic->ports)
                for (int i = 1; i <= g.count; ++i) {
                    ++n;
                    std::string name = "nic" + std::to_string(card);
                    if (portsOnCard > 1)
                        name += "p" + std::to_string(n);
                    out.push_back({name, g.speedGbps, g.role, g.connector, cage++, 1, fit.model});
                }
        }
    }
    return out;
}

std::optional<DevicePort> findDevicePort(const Device& device, const CatalogItem* item,
                                         const CatalogView& catalog, std::string_view name)
{
    // The catalog's own, unsplit ports resolve without listing them all (the common case).
    if (item && device.portSplit == 1 && device.nics.empty()) {
        int index = 0;
        if (const PortGroup* g = item->portGroupOf(name, &index)) {
            const int per = portsPerCage(*item, *g);
            int cage = 0;
            for (const PortGroup& p : item->ports) {
                if (&p == g)
                    break;
                cage += (p.count + portsPerCage(*item, p) - 1) / portsPerCage(*item, p);
            }
            return DevicePort{std::string(name),        g->speedGbps, g->role, g->connector,
                              cage + (index - 1) / per, per,          {}};
        }
        return std::nullopt;
    }
    for (DevicePort& p : devicePorts(device, item, catalog))
        if (p.name == name)
            return std::move(p);
    return std::nullopt;
}

const PortDirectory::Table& PortDirectory::table(const Device& device)
{
    if (const auto it = m_byDevice.find(&device); it != m_byDevice.end())
        return *it->second;
    std::string key = device.model + "|" + std::to_string(device.portSplit);
    for (const NicFit& n : device.nics)
        key += "|" + n.model + "*" + std::to_string(n.count);
    auto [it, fresh] = m_tables.try_emplace(std::move(key));
    Table& t = it->second;
    if (fresh) {
        t.ports = devicePorts(device, m_catalog.find(device.model), m_catalog);
        t.firstOfName.reserve(t.ports.size());
        for (std::size_t i = 0; i < t.ports.size(); ++i)
            t.firstOfName.push_back(t.byName.emplace(t.ports[i].name, int(i)).second ? 1 : 0);
        std::unordered_map<std::string_view, int> roles;
        t.roleOrdinal.reserve(t.ports.size());
        for (const DevicePort& p : t.ports) {
            t.roleOrdinal.push_back(roles[p.role]++);
            t.cages = std::max(t.cages, p.cage + 1);
        }
        findRuns(t);
    }
    m_byDevice.emplace(&device, &t);
    return t;
}

int PortDirectory::Table::indexOf(std::string_view name) const
{
    std::string_view prefix;
    int number = 0;
    if (!runs.empty() && splitNumber(name, prefix, number))
        for (const Run& r : runs)
            if (r.prefix == prefix && number <= r.count)
                return r.first + number - 1;
    const auto it = byName.find(name);
    return it == byName.end() ? -1 : it->second;
}

const DevicePort* PortDirectory::find(const Device& device, std::string_view port)
{
    const Table& t = table(device);
    const int i = t.indexOf(port);
    return i < 0 ? nullptr : &t.ports[std::size_t(i)];
}

bool portHasRole(const DevicePort& port, std::string_view role)
{
    if (port.role == role)
        return true;
    // "storage/inband": one port group serving both networks.
    const std::size_t slash = port.role.find('/');
    if (slash == std::string::npos)
        return false;
    return std::string_view(port.role).substr(0, slash) == role ||
           std::string_view(port.role).substr(slash + 1) == role;
}

} // namespace cd::core
