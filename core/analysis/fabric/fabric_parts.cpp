#include "fabric_parts.h"
#include "text/translation.h"

namespace cd::core {

namespace {

// Ports one switch transceiver serves: radix / cages (the QM9700's 32 twin-port OSFP cages
// carry 64 NDR ports, S11), else 1.
int switchPortsPerCage(const CatalogItem& sw, int radix)
{
    const std::optional<double> cages = sw.number("cages");
    if (!cages || *cages < 1 || radix % int(*cages) != 0)
        return 1;
    return radix / int(*cages);
}

// Ports one node transceiver serves. Assumption: 400G or slower compute ports on OSFP share
// twin-port 800G OSFP transceivers, as the DGX H100's 8 x 400G sit on 4 twin-port OSFP
// (hardware.json superpod.dgx_h100.networks, S04); any other port takes its own.
int nodePortsPerCage(const CatalogItem& server)
{
    for (const PortGroup& g : server.ports)
        if (g.role == "compute")
            return g.connector.find("OSFP") != std::string::npos && g.speedGbps > 0 &&
                           g.speedGbps <= 400
                       ? 2
                       : 1;
    return 1;
}

} // namespace

int computeRails(const CatalogItem& server)
{
    int rails = 0;
    for (const PortGroup& g : server.ports)
        if (g.role == "compute")
            rails += g.count;
    return rails;
}

std::optional<int> switchRadix(const CatalogItem& sw)
{
    if (const std::optional<double> radix = sw.number("radix"); radix && *radix >= 1)
        return int(*radix);
    int ports = 0;
    for (const PortGroup& g : sw.ports)
        if (g.role == "fabric")
            ports += g.count;
    return ports > 0 ? std::optional<int>(ports) : std::nullopt;
}

std::string fillFromCatalog(FatTreeInput& in, const CatalogItem& server, const CatalogItem& sw)
{
    if (server.kind != ItemKind::Server)
        return text::arg(text::translate("FabricGenerator", "'%1' is not a server"), {server.id});
    if (sw.kind != ItemKind::Switch)
        return text::arg(text::translate("FabricGenerator", "'%1' is not a switch"), {sw.id});
    if (in.rails == 0)
        in.rails = computeRails(server);
    if (in.rails == 0)
        return text::arg(text::translate("FabricGenerator",
                                         "server '%1' lists no compute ports in the catalog; give "
                                         "the rails"),
                         {server.id});
    const std::optional<int> radix = switchRadix(sw);
    if (!radix)
        return text::arg(
            text::translate("FabricGenerator", "switch '%1' has no known port count (radix)"),
            {sw.id});
    in.radix = *radix;
    in.switchPortsPerTransceiver = switchPortsPerCage(sw, *radix);
    in.nodePortsPerTransceiver = nodePortsPerCage(server);
    return {};
}

} // namespace cd::core
