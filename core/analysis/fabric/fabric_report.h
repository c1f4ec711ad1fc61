#pragma once

// What a design's fabric is, read back from its links (issue 6, items 4 and 5): per network
// the tiers, switches and links of each tier, the oversubscription as built, the cables and
// transceivers it takes, and the checks. Hand-wired fabrics are read the same way as generated
// ones: tiers come from who links to whom, not from names.
#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cd::core {

// A part and how many of it; cables are counted per length.
struct PartCount
{
    std::string part; // catalog id
    double lengthM = 0;
    std::int64_t count = 0;
};

// One part summed over its lengths: how many, and for cables the metres of all of them.
struct PartTotal
{
    std::string part; // catalog id
    std::int64_t count = 0;
    double metres = 0;
};

// `parts` summed per part, ordered by part id: what the Fabric dock and `fabric --json`
// (cable_totals) list.
std::vector<PartTotal> totalsByPart(const std::vector<PartCount>& parts);

enum class FabricTier
{
    Node,
    Leaf,
    Spine,
    Core,
    SuperCore, // the fourth tier of a generated fabric past 64 pods
    Other,     // a switch not reached through nodes (isolated, or beyond the super-cores)
};

struct NetworkReport
{
    std::string id; // empty: links that name no network
    std::string name;
    std::string kind;
    std::string transport;
    std::string target; // the oversubscription asked for, "2:1"
    int tiers = 0;
    int nodes = 0;
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int superCores = 0;
    int nodePorts = 0; // compute (or the network's role) ports on its nodes
    int nodePortsCabled = 0;
    std::int64_t nodeLeafLinks = 0;
    std::int64_t leafSpineLinks = 0;
    std::int64_t spineCoreLinks = 0;
    std::int64_t coreSuperCoreLinks = 0;
    std::int64_t otherLinks = 0;
    // Worst leaf: node links per spine link (0 when no leaf has uplinks).
    double leafOversubscription = 0;
    double spineOversubscription = 0;    // 3 tiers: leaf links per core link on the worst spine
    std::vector<PartCount> cables;       // physical cables by part and length
    std::vector<PartCount> transceivers; // by part, one per occupied cage
    // Device ids by tier, in design order (for the topology view and Slurm export).
    std::vector<std::string> nodeIds;
    std::vector<std::string> leafIds;
    std::vector<std::string> spineIds;
    std::vector<std::string> coreIds;
    std::vector<std::string> superCoreIds;
    // Per leaf (same order as leafIds): the rail it serves, i.e. the position of the node port
    // among the node's ports of the network's role (0 = first NIC); -1 when mixed or unknown.
    std::vector<int> leafRails;
};

struct FabricReport
{
    std::vector<NetworkReport> networks;
    Issues issues;

    const NetworkReport* find(std::string_view networkId) const;
};

class LinkEnds;
// `ends`: the design's links already resolved (analyze shares them with the link checks).
FabricReport analyzeFabric(const Design& design, const CatalogView& catalog,
                           const LinkEnds* ends = nullptr);

} // namespace cd::core
