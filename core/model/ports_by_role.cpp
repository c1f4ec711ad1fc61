#include "ports_by_role.h"

#include "text/translation.h"

#include <algorithm>

namespace cd::core {

namespace {

int roleOrder(const std::string& role)
{
    if (role == "compute")
        return 0;
    if (role.starts_with("storage"))
        return 1;
    if (role == "inband" || role == "frontend")
        return 2;
    if (role == "oob")
        return 3;
    return 4;
}

int cardsOf(const Device& device, const std::string& nicModel)
{
    int n = 0;
    for (const NicFit& nic : device.nics)
        if (nic.model == nicModel)
            n += nic.count;
    return n;
}

} // namespace

std::string portRoleTitle(const std::string& role)
{
    switch (roleOrder(role)) {
    case 0:
        return text::translate("PortRole", "compute rails");
    case 1:
        return text::translate("PortRole", "storage");
    case 2:
        return text::translate("PortRole", "in-band");
    case 3:
        return text::translate("PortRole", "BMC");
    default:
        return role.empty() ? text::translate("PortRole", "role not published") : role;
    }
}

std::vector<RolePorts> portsByRole(const Device& device, const CatalogItem* item,
                                   const CatalogView& catalog)
{
    std::vector<RolePorts> out;
    for (const DevicePort& p : devicePorts(device, item, catalog)) {
        auto it = std::find_if(out.begin(), out.end(), [&](const RolePorts& r) {
            return r.role == p.role && r.speedGbps == p.speedGbps && r.nicModel == p.nicModel;
        });
        if (it == out.end()) {
            out.push_back({p.role, p.speedGbps, 0, p.nicModel,
                           p.nicModel.empty() ? 0 : cardsOf(device, p.nicModel)});
            it = out.end() - 1;
        }
        ++it->ports;
    }
    std::stable_sort(out.begin(), out.end(), [](const RolePorts& a, const RolePorts& b) {
        return roleOrder(a.role) < roleOrder(b.role);
    });
    return out;
}

} // namespace cd::core
