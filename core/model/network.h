#pragma once

// The networks a design holds (DESIGN.md §3 "fabric definitions"): what each is for, the
// transport it runs, and what its generator was asked for, so it can be regenerated.
#include "json.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

enum class NetworkKind
{
    Compute, // scale-out between GPU nodes
    Storage,
    Inband, // in-band management
    Oob,    // out-of-band: BMCs
};

std::string_view toString(NetworkKind kind);
std::optional<NetworkKind> networkKindFromString(std::string_view text);
// The port role a network of this kind uses on devices ("compute", "storage", "inband", "oob").
std::string_view portRole(NetworkKind kind);
// What a network of this kind is called until the user names it ("Compute fabric").
std::string defaultNetworkName(NetworkKind kind);

// A link layer at one speed, named as the CLI's --scale-out takes it.
struct Transport
{
    std::string_view name;  // "ib-ndr"
    std::string_view label; // "InfiniBand NDR 400G"
    int gbps = 0;           // per port
    bool infiniband = false;
    bool rdma = false; // InfiniBand and RoCE: yes; plain TCP Ethernet: no
};

const std::vector<Transport>& transports();
const Transport* findTransport(std::string_view name);

struct Network
{
    std::string id;
    std::string name;
    NetworkKind kind = NetworkKind::Compute;
    std::string transport; // a transports() name
    // What the generator was asked for (kept so "Generate fabric…" opens with it).
    std::string switchModel;
    int rails = 0;
    std::string oversubscription = "1:1";
    Json extra = Json::object();

    bool operator==(const Network&) const = default;
};

// Adapters a server is fitted with beyond the ports its catalog entry lists (an XE9680 with
// 8 ConnectX-7). Their ports are named nic1..nicN, or nic1p1, nic1p2 for multi-port cards,
// counting cards across all fits in order.
struct NicFit
{
    std::string model;
    int count = 0;

    bool operator==(const NicFit&) const = default;
};

// A server's choice for one build-out slot, where it differs from the catalog's reference
// configuration: the component and how many of it.
struct PartChoice
{
    std::string part;
    int count = 0;

    bool operator==(const PartChoice&) const = default;
};

} // namespace cd::core
