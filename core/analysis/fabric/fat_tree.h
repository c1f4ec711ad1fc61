#pragma once

// Sizing of a rail-optimised InfiniBand/Ethernet fat tree (DESIGN.md §6 Fabric, issue 6):
// how many leaf, spine and core switches, cables per tier and transceivers a compute fabric
// needs. Counts only; generating the port-to-port links into a design is a later step.
//
// The rules, which reproduce the NVIDIA DGX SuperPOD (DGX H100) tables in
// shared/reference/hardware.json `superpod.dgx_h100` (source S04):
// - Leaf ports split down/up by the oversubscription; uplinks are rounded up so the actual
//   ratio is never worse than the target (64 ports at 2:1 -> 42 down, 22 up).
// - A scalable unit (SU) holds as many nodes as a leaf has down ports and one leaf per rail:
//   NIC n of every node in the SU goes to leaf n of the SU. Every leaf has all its uplinks
//   cabled, even in a partly filled SU (the SuperPOD's 31-node SUs cable 32 uplinks).
// - Every leaf reaches every spine over the same number of links (even ECMP spread), so the
//   spine count is the smallest divisor of the leaf uplinks whose spines have ports for all
//   leaves. This is why 3 SUs (24 leaves) take 16 spines, not 768 / 64 = 12.
// - When even one link per spine cannot reach all leaves (more leaves than the radix), a
//   third tier is added: pods of whole SUs under their own spines, spines split 1:1 between
//   pod and core, spine j of every pod joined to core group j by the same divisor rule.
// - When a core cannot reach every pod even over one link (more pods than the radix), a
//   fourth tier is added the same way: superpods of as many pods as a core has down ports
//   (half of them), each with its own cores, and core k of every superpod joined to super-core
//   group k. This is a larger Clos of the same switch; no catalog switch is swapped in.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cd::core {

// "2:1" = two leaf ports down to the nodes for each port up to the spines.
struct Oversubscription
{
    int down = 1;
    int up = 1;
};

std::optional<Oversubscription> parseOversubscription(std::string_view text);

struct FatTreeInput
{
    int nodes = 0;
    // NICs per node on the compute fabric: one leaf per rail in every SU.
    int rails = 8;
    // Logical ports per switch (QM9700: 64 x NDR 400G).
    int radix = 64;
    Oversubscription oversubscription;
    // Links of management appliances (UFM) into free leaf ports. The SuperPOD leaves one
    // node slot per SU free for them and counts their cables with the compute cables.
    int managementLinks = 0;
    // Logical ports one transceiver serves: 2 for the QM9700's twin-port OSFP cages (radix /
    // cages in the catalog) and for the DGX H100's 4 twin-port OSFP carrying 8 x 400G (S04).
    int switchPortsPerTransceiver = 1;
    int nodePortsPerTransceiver = 1;
};

struct FatTree
{
    int tiers = 0; // 1 (a single leaf), 2, 3 or 4
    int leafDown = 0;
    int leafUp = 0;
    int nodesPerUnit = 0;
    int units = 0; // scalable units
    int pods = 0;  // 3 and 4 tiers: groups of SUs under their own spines
    // 4 tiers only: groups of pods under their own cores (3 tiers: one superpod of every pod).
    int superpods = 0;
    int podsPerSuperpod = 0;
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int superCores = 0;
    std::int64_t nodeLeafCables = 0; // includes the management links
    std::int64_t leafSpineCables = 0;
    std::int64_t spineCoreCables = 0;
    std::int64_t coreSuperCoreCables = 0;
    // Every link is assumed optical (the SuperPOD's fabric optics are all multimode, S04): a
    // transceiver at each end, shared by the ports of one cage.
    std::int64_t switchTransceivers = 0;
    std::int64_t nodeTransceivers = 0;
    std::int64_t managementTransceivers = 0;

    // The cores under one superpod (three tiers: every core).
    int coresPerSuperpod() const { return superpods > 1 ? cores / superpods : cores; }
    std::int64_t switches() const { return std::int64_t(leaves) + spines + cores + superCores; }
    std::int64_t transceivers() const
    {
        return switchTransceivers + nodeTransceivers + managementTransceivers;
    }
    // Leaf down ports per up port as built (1.909 for 42:22).
    double oversubscription() const { return leafUp > 0 ? double(leafDown) / leafUp : 0; }
};

struct FatTreeSizing
{
    FatTree tree;
    std::string error; // empty when the input can be built; otherwise why not

    bool ok() const { return error.empty(); }
};

FatTreeSizing sizeFatTree(const FatTreeInput& in);

} // namespace cd::core
