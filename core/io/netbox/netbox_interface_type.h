#pragma once

// NetBox names a physical interface by a type slug that carries its speed and form factor
// ("400gbase-x-osfp", "25gbase-x-sfp28", "1000base-t", "infiniband-ndr"; dcim/choices.py,
// InterfaceTypeChoices). Reading a device type takes the speed and connector from the slug;
// exporting a design gives each port the slug NetBox would list for it.
#include <optional>
#include <string>
#include <string_view>

namespace cd::core {

struct NetboxInterfaceType
{
    double speedGbps = 0;
    std::string connector; // "OSFP", "QSFP28", "RJ45"; empty when the slug names none
};

// The speed and connector a slug names; nullopt for slugs that are no physical port of a known
// speed (virtual, lag, bridge, wireless, "other").
std::optional<NetboxInterfaceType> readNetboxInterfaceType(std::string_view slug);

// The slug for a port of `speedGbps` with `connector` (the catalog's connector text, matched by
// the form factor it names); "other" when NetBox has no type for the pair.
std::string netboxInterfaceType(double speedGbps, std::string_view connector, bool infiniband);

} // namespace cd::core
