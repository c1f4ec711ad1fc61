#pragma once

// The ports a placed device offers: its catalog entry's port groups, split into logical ports
// where the device is set to break them out, then the ports of the NICs fitted to it.
#include "catalog_view.h"
#include "design.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cd::core {

struct DevicePort
{
    std::string name; // "ib3", "p17", "swp5s1", "nic2"
    double speedGbps = 0;
    std::string role;      // "compute", "storage", "inband", "oob", "fabric", …
    std::string connector; // "OSFP", "QSFP112", "RJ45"
    // The physical cage the port sits in, numbered within the device; ports sharing a cage
    // share one transceiver (a twin-port OSFP carries two 400G ports).
    int cage = 0;
    int portsInCage = 1;
    std::string nicModel; // set for ports of a fitted NIC
};

// Every port in a fixed order (catalog groups, then NICs). `item` may be null (unknown model):
// then only the NIC ports are listed.
std::vector<DevicePort> devicePorts(const Device& device, const CatalogItem* item,
                                    const CatalogView& catalog);

// The port named `name`, or nullopt when the device has no such port.
std::optional<DevicePort> findDevicePort(const Device& device, const CatalogItem* item,
                                         const CatalogView& catalog, std::string_view name);

// Resolves ports of many devices quickly (analysing a 50,000-link fabric): devices with the
// same model, breakout and NICs share one table. Lives as long as the catalog and design.
class PortDirectory
{
public:
    struct Table
    {
        std::vector<DevicePort> ports;
        std::unordered_map<std::string_view, int> byName;
        // Physical cages the ports use (one more than the highest cage number, at least 1).
        int cages = 1;
        // Per port: its position among the ports of the same role (ib3 -> 2).
        std::vector<int> roleOrdinal;
        // Ports named prefix + 1, prefix + 2, … in a row ("p1".."p64", "nic1".."nic8"): a name
        // of that form resolves by its number, without hashing it.
        struct Run
        {
            std::string prefix;
            int first = 0; // index of prefix + "1" in `ports`
            int count = 0;
        };
        std::vector<Run> runs;
        // Index of the port in `ports`, or -1.
        int indexOf(std::string_view name) const;
        // Whether port i is the one its name resolves to (false for a repeated name's later
        // ports).
        bool indexIsFirst(int i) const { return firstOfName[std::size_t(i)] != 0; }
        std::vector<char> firstOfName;
    };

    explicit PortDirectory(const CatalogView& catalog) : m_catalog(catalog) {}
    const Table& table(const Device& device);
    // nullptr when the device has no such port.
    const DevicePort* find(const Device& device, std::string_view port);
    const std::vector<DevicePort>& ports(const Device& device) { return table(device).ports; }

private:
    const CatalogView& m_catalog;
    std::map<std::string, Table> m_tables;
    std::unordered_map<const Device*, const Table*> m_byDevice;
};

// Ports of `role` ("compute" matches "compute" only; "storage" also matches "storage/inband").
bool portHasRole(const DevicePort& port, std::string_view role);

} // namespace cd::core
