#include "network.h"

#include <array>

namespace cd::core {

namespace {
constexpr std::array kKinds{std::pair{NetworkKind::Compute, std::string_view("compute")},
                            std::pair{NetworkKind::Storage, std::string_view("storage")},
                            std::pair{NetworkKind::Inband, std::string_view("inband")},
                            std::pair{NetworkKind::Oob, std::string_view("oob")}};
} // namespace

std::string_view toString(NetworkKind kind)
{
    for (const auto& [k, name] : kKinds)
        if (k == kind)
            return name;
    return "compute";
}

std::optional<NetworkKind> networkKindFromString(std::string_view text)
{
    for (const auto& [k, name] : kKinds)
        if (name == text)
            return k;
    return std::nullopt;
}

std::string_view portRole(NetworkKind kind)
{
    return toString(kind);
}

std::string defaultNetworkName(NetworkKind kind)
{
    switch (kind) {
    case NetworkKind::Compute:
        return "Compute fabric";
    case NetworkKind::Storage:
        return "Storage network";
    case NetworkKind::Inband:
        return "In-band management";
    case NetworkKind::Oob:
        return "Out-of-band management";
    }
    return "Network";
}

const std::vector<Transport>& transports()
{
    // Port speeds: InfiniBand XDR 800, NDR 400, HDR 200, EDR 100 Gb/s (IBTA roadmap as
    // published by NVIDIA for Quantum-X800/Quantum-2/Quantum); Ethernet at its port speed.
    static const std::vector<Transport> list{
        {"ib-xdr", "InfiniBand XDR 800G", 800, true, true},
        {"ib-ndr", "InfiniBand NDR 400G", 400, true, true},
        {"ib-hdr", "InfiniBand HDR 200G", 200, true, true},
        {"ib-edr", "InfiniBand EDR 100G", 100, true, true},
        {"roce-800g", "RoCE 800GbE", 800, false, true},
        {"roce-400g", "RoCE 400GbE", 400, false, true},
        {"roce-200g", "RoCE 200GbE", 200, false, true},
        {"roce-100g", "RoCE 100GbE", 100, false, true},
        {"eth-400g", "Ethernet 400G (TCP)", 400, false, false},
        {"eth-200g", "Ethernet 200G (TCP)", 200, false, false},
        {"eth-100g", "Ethernet 100G (TCP)", 100, false, false},
        {"eth-25g", "Ethernet 25G (TCP)", 25, false, false},
        {"eth-10g", "Ethernet 10G (TCP)", 10, false, false},
        {"eth-1g", "Ethernet 1G (TCP)", 1, false, false},
    };
    return list;
}

const Transport* findTransport(std::string_view name)
{
    for (const Transport& t : transports())
        if (t.name == name)
            return &t;
    return nullptr;
}

} // namespace cd::core
