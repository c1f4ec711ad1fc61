#pragma once

// The components of a NetBox device type that become catalog facts: interfaces become port
// groups (speed and connector from the type slug), power ports the PSU count and ratings.
#include "model/catalog_item.h"
#include "netbox_yaml.h"

#include <string>
#include <vector>

namespace cd::office::netbox {

struct Interface
{
    std::string name;
    std::string type; // the NetBox slug
    bool mgmtOnly = false;
    double speedGbps = 0;
    std::string connector;
};

// The physical interfaces of known speed; virtual, LAG and unknown types are noted and dropped.
std::vector<Interface> readInterfaces(const YAML::Node& list, Skipped& skipped);

// Runs of interfaces of one type become port groups, named so that the group's ports are the
// NetBox names where those are a prefix and 1..N ("swp1".."swp64"), else a name of the group's
// own with the NetBox names in its note. Management-only interfaces get the role "oob"; the
// others "fabric" on a switch, and on a server "compute" from 100 Gb/s up, else "inband". At
// most 256 groups: the interfaces after them are left out, with a note.
std::vector<core::PortGroup> portGroups(const std::vector<Interface>& interfaces,
                                        core::ItemKind kind, const std::string& sourceId,
                                        Skipped& skipped);

// Power ports: psu_count, and psu_watts from their maximum_draw (the alternatives where they
// differ). A NetBox port's maximum is a PSU's, not the device's draw, so max_power_w is left to
// a published figure.
void readPowerPorts(const YAML::Node& list, const std::string& sourceId, core::CatalogItem& item,
                    Skipped& skipped);

} // namespace cd::office::netbox
