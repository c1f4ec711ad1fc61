#pragma once

// What a fabric generation is asked for and what it gives back (fabric_generator.h runs it):
// plain values, shared by the generator's steps without their including the generator.
#include "cable_run.h"
#include "fat_tree.h"
#include "model/design.h"

#include <string>
#include <utility>
#include <vector>

namespace cd::core {

struct FabricRequest
{
    // Generating again with the same id replaces that network's switches, racks and links.
    std::string networkId = "compute";
    std::string networkName = "Compute fabric";
    // The ports a network of this kind uses on the nodes ("compute", "storage", "inband",
    // "oob"). Out-of-band networks are one access layer: switches side by side, no spine.
    NetworkKind kind = NetworkKind::Compute;
    std::string switchModel = "nvidia-qm9700";
    // Empty: from the switch (InfiniBand or RoCE) and the node port speed.
    std::string transport;
    // 0: every compute port of the servers.
    int rails = 0;
    Oversubscription oversubscription;
    // Fitted (rails per node) to servers that list no compute ports, e.g. "connectx-7".
    std::string nicModel;
    std::string rackModel = "generic-42u";
    // Racks to put the switches in first (free units, bottom up); new racks of rackModel in a
    // row of their own take what does not fit.
    std::vector<std::string> switchRacks;
    // Device ids of the nodes; empty: every GPU server (compute) or every server and storage
    // system with ports of the network's role (other kinds).
    std::vector<std::string> nodes;
    cabling::FloorLayout floor;
};

// The switch a generation of network `id` (of `kind`) takes unless told otherwise: the
// network's own where the design has it, else the usual one of its kind (QM9700 for compute,
// SN2201's 48 x 1GbE for BMCs, SN5600 for storage and in-band Ethernet). The Generate Fabric
// dialog and `fabric --generate` both start from it.
inline std::string defaultSwitchFor(const Design& design, NetworkKind kind, std::string_view id)
{
    if (const Network* n = design.findNetwork(id); n && !n->switchModel.empty())
        return n->switchModel;
    return kind == NetworkKind::Compute ? "nvidia-qm9700"
           : kind == NetworkKind::Oob   ? "nvidia-sn2201"
                                        : "nvidia-sn5600";
}

struct GeneratedFabric
{
    std::string error; // empty on success; otherwise why nothing was generated
    FatTree tree;
    Network network;
    // The whole design's lists after generation.
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<Link> links;
    std::vector<Network> networks;
    int addedRacks = 0;
    int addedSwitches = 0;
    int addedLinks = 0;
    int removedLinks = 0;
    int fittedNodes = 0; // servers that got NICs
    // Links the catalog has no part for, by reason (first occurrence and count).
    std::vector<std::pair<std::string, int>> cablingProblems;

    bool ok() const { return error.empty(); }
};

} // namespace cd::core
