#pragma once

#include "device_ports.h"

#include <string>
#include <vector>

// A server's network ports by what they are for (compute rails, storage, in-band, BMC): its
// built-in ports and the adapters fitted to it, as a build-out lists them (docs/buildout.md).
namespace cd::core {

struct RolePorts
{
    std::string role; // the catalog's port role: "compute", "storage", "inband", "oob", …
    double speedGbps = 0;
    int ports = 0;
    std::string nicModel; // the fitted adapter's catalog id; empty for built-in ports
    int cards = 0;        // adapters of nicModel fitted
};

// "compute rails", "storage", "in-band", "BMC" in the installed language; an unknown role as
// the catalog spells it.
std::string portRoleTitle(const std::string& role);

// Ports of one role, speed and adapter together, roles in the order compute, storage,
// in-band, out-of-band, then any other.
std::vector<RolePorts> portsByRole(const Device& device, const CatalogItem* item,
                                   const CatalogView& catalog);

} // namespace cd::core
