#include "storage_systems.h"

#include "model/device_ports.h"

#include <algorithm>
#include <set>

namespace cd::core::throughput {

namespace {

// The role of client ports, matched as the GPU nodes' storage ports are (checkpoint_storage.cpp).
constexpr const char* kClientRole = "storage";

// Ports of storage devices that a link uses, as "device\nport".
std::set<std::string> cabledStoragePorts(const Design& design, const std::set<std::string>& ids)
{
    std::set<std::string> cabled;
    for (const Link& l : design.links)
        for (const PortRef* end : {&l.a, &l.b})
            if (ids.count(end->device))
                cabled.insert(end->device + '\n' + end->port);
    return cabled;
}

void setPorts(StorageSystem& s, const std::vector<DevicePort>& ports,
              const std::set<std::string>& cabledPorts)
{
    double all = 0, cabled = 0;
    for (const DevicePort& p : ports) {
        if (p.role.find(kClientRole) == std::string::npos)
            continue;
        all += p.speedGbps;
        if (cabledPorts.count(s.deviceId + '\n' + p.name))
            cabled += p.speedGbps;
    }
    s.cabled = cabled > 0;
    s.portGBps = (s.cabled ? cabled : all) / 8;
}

void setCapacity(StorageSystem& s, const Device& d, const CatalogItem& item)
{
    const std::vector<double> options = capacityOptions(item);
    if (d.capacityTb)
        s.capacityTb = *d.capacityTb;
    else if (!options.empty())
        s.capacityTb = options.front();
    // A published 0 is known: a controller whose capacity is in its shelves (NetApp AFX 1K).
    const SpecValue* spec = item.spec("raw_capacity_tb");
    s.capacityKnown = d.capacityTb || (spec && !spec->numbers.empty());
}

} // namespace

double StorageSystem::usableReadGBps() const
{
    return portGBps > 0 ? std::min(readGBps, portGBps) : readGBps;
}

double StorageSystem::usableWriteGBps() const
{
    return portGBps > 0 ? std::min(writeGBps, portGBps) : writeGBps;
}

std::vector<double> capacityOptions(const CatalogItem& item)
{
    const SpecValue* spec = item.spec("raw_capacity_tb");
    if (!spec)
        return {};
    std::vector<double> options;
    for (double v : spec->numbers)
        if (v > 0)
            options.push_back(v);
    std::sort(options.begin(), options.end());
    return options;
}

std::set<std::string> storageDeviceIds(const Design& design, const CatalogView& catalog)
{
    std::set<std::string> ids;
    for (const Device& d : design.devices)
        if (const CatalogItem* item = catalog.find(d.model);
            item && item->kind == ItemKind::Storage)
            ids.insert(d.id);
    return ids;
}

std::vector<StorageSystem> storageSystems(const Design& design, const CatalogView& catalog)
{
    std::vector<std::pair<const Device*, const CatalogItem*>> found;
    std::set<std::string> ids;
    for (const Device& d : design.devices)
        if (const CatalogItem* item = catalog.find(d.model);
            item && item->kind == ItemKind::Storage) {
            found.emplace_back(&d, item);
            ids.insert(d.id);
        }
    const std::set<std::string> cabled = cabledStoragePorts(design, ids);
    std::vector<StorageSystem> systems;
    for (const auto& [d, item] : found) {
        StorageSystem s;
        s.deviceId = d->id;
        s.label = d->label();
        s.productName = item->displayName();
        s.readGBps = item->number("throughput_gbs").value_or(0);
        s.writeGBps = item->number("write_throughput_gbs").value_or(0);
        setPorts(s, devicePorts(*d, item, catalog), cabled);
        setCapacity(s, *d, *item);
        systems.push_back(std::move(s));
    }
    return systems;
}

} // namespace cd::core::throughput
