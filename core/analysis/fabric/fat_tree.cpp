#include "fat_tree.h"
#include "text/translation.h"

#include <charconv>

namespace cd::core {

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

// Smallest number of upper switches such that each of `lower` switches spreads its `links`
// uplinks evenly over all of them (links / n each) and no upper switch needs more than
// `ports`. 0 when even one link per upper switch needs too many ports.
int evenSpread(std::int64_t lower, int links, int ports)
{
    for (int n = 1; n <= links; ++n)
        if (links % n == 0 && lower * (links / n) <= ports)
            return n;
    return 0;
}

// Transceivers of `count` switches with `usedPorts` cabled each: a cage serves several ports.
std::int64_t cages(std::int64_t count, std::int64_t usedPorts, int portsPerCage)
{
    return count * ceilDiv(usedPorts, portsPerCage);
}

std::string checkInput(const FatTreeInput& in)
{
    if (in.nodes < 1)
        return text::translate("FabricGenerator", "nodes must be at least 1");
    if (in.rails < 1)
        return text::translate("FabricGenerator", "rails must be at least 1");
    if (in.radix < 2)
        return text::translate("FabricGenerator", "switch radix must be at least 2 ports");
    if (in.oversubscription.down < 1 || in.oversubscription.up < 1)
        return text::translate("FabricGenerator",
                               "oversubscription must be two positive numbers, e.g. 1:1 or 2:1");
    if (in.managementLinks < 0)
        return text::translate("FabricGenerator", "management links must not be negative");
    if (in.switchPortsPerTransceiver < 1 || in.nodePortsPerTransceiver < 1)
        return text::translate("FabricGenerator", "ports per transceiver must be at least 1");
    return {};
}

// Leaf transceivers: full SUs use every down port; the last SU's leaves carry its nodes plus
// the management links, spread one per leaf in turn.
std::int64_t leafTransceivers(const FatTreeInput& in, const FatTree& t, int leafUpUsed)
{
    const int p = in.switchPortsPerTransceiver;
    const std::int64_t fullLeaves = std::int64_t(t.units - 1) * in.rails;
    const int lastNodes = in.nodes - (t.units - 1) * t.nodesPerUnit;
    const int each = in.managementLinks / in.rails;
    const int extra = in.managementLinks % in.rails;
    return cages(fullLeaves, t.leafDown + leafUpUsed, p) +
           cages(extra, lastNodes + each + 1 + leafUpUsed, p) +
           cages(in.rails - extra, lastNodes + each + leafUpUsed, p);
}

void sizeTwoTiers(const FatTreeInput& in, FatTree& t)
{
    t.tiers = 2;
    t.spines = evenSpread(t.leaves, t.leafUp, in.radix);
    t.leafSpineCables = std::int64_t(t.leaves) * t.leafUp;
    const std::int64_t spinePorts = std::int64_t(t.leaves) * (t.leafUp / t.spines);
    t.switchTransceivers = leafTransceivers(in, t, t.leafUp) +
                           cages(t.spines, spinePorts, in.switchPortsPerTransceiver);
}

// Spines and cores stay non-blocking: half their ports down, half up.
int halfDown(const FatTreeInput& in)
{
    return in.radix / 2;
}

// The spines' and (4 tiers) cores' transceivers: every uplink cabled, down links as used.
std::int64_t upperTransceivers(const FatTreeInput& in, const FatTree& t, int spinesPerPod,
                               int coresPerGroup)
{
    const int p = in.switchPortsPerTransceiver;
    const int up = in.radix - halfDown(in);
    const int leavesPerPod = (halfDown(in) / in.rails) * in.rails;
    const int linksPerSpine = t.leafUp / spinesPerPod;
    const int lastPodLeaves = t.leaves - (t.pods - 1) * leavesPerPod;
    std::int64_t n = cages(std::int64_t(t.pods - 1) * spinesPerPod,
                           std::int64_t(leavesPerPod) * linksPerSpine + up, p) +
                     cages(spinesPerPod, std::int64_t(lastPodLeaves) * linksPerSpine + up, p);
    const int linksPerCore = up / coresPerGroup;
    if (t.tiers == 3)
        return n + cages(t.cores, std::int64_t(t.pods) * linksPerCore, p);
    const int perSuperpod = t.coresPerSuperpod();
    const int lastPods = t.pods - (t.superpods - 1) * t.podsPerSuperpod;
    const int superGroup = t.superCores / perSuperpod;
    return n +
           cages(std::int64_t(t.superpods - 1) * perSuperpod,
                 std::int64_t(t.podsPerSuperpod) * linksPerCore + up, p) +
           cages(perSuperpod, std::int64_t(lastPods) * linksPerCore + up, p) +
           cages(t.superCores, std::int64_t(t.superpods) * (up / superGroup), p);
}

// Superpods of as many pods as a core has down ports, core k of each joined to super-core
// group k by the divisor rule.
std::string sizeFourTiers(const FatTreeInput& in, FatTree& t, int spinesPerPod)
{
    t.tiers = 4;
    const int up = in.radix - halfDown(in);
    t.podsPerSuperpod = halfDown(in);
    t.superpods = int(ceilDiv(t.pods, t.podsPerSuperpod));
    const int coresPerGroup = evenSpread(t.podsPerSuperpod, up, halfDown(in));
    const int perSuperpod = spinesPerPod * coresPerGroup;
    const int superCoresPerGroup = evenSpread(t.superpods, up, in.radix);
    if (coresPerGroup == 0 || superCoresPerGroup == 0)
        return text::arg(
            text::translate(
                "FabricGenerator",
                "%1 pods exceed what %2-port switches join in 4 tiers (at most %3 pods)"),
            {std::to_string(t.pods), std::to_string(in.radix),
             std::to_string(std::int64_t(in.radix) * t.podsPerSuperpod)});
    t.cores = t.superpods * perSuperpod;
    t.superCores = perSuperpod * superCoresPerGroup;
    t.spineCoreCables = std::int64_t(t.spines) * up;
    t.coreSuperCoreCables = std::int64_t(t.cores) * up;
    t.switchTransceivers += upperTransceivers(in, t, spinesPerPod, coresPerGroup);
    return {};
}

std::string sizeThreeTiers(const FatTreeInput& in, FatTree& t)
{
    t.tiers = 3;
    const int spineDown = halfDown(in);
    const int spineUp = in.radix - spineDown;
    const int unitsPerPod = spineDown / in.rails;
    if (unitsPerPod < 1)
        return text::arg(
            text::translate("FabricGenerator", "a pod must hold a whole scalable unit, but %1 "
                                               "rails need more than half of the %2 switch ports"),
            {std::to_string(in.rails), std::to_string(in.radix)});
    t.pods = int(ceilDiv(t.units, unitsPerPod));
    const int leavesPerPod = unitsPerPod * in.rails;
    const int spinesPerPod = evenSpread(leavesPerPod, t.leafUp, spineDown);
    t.spines = t.pods * spinesPerPod;
    t.leafSpineCables = std::int64_t(t.leaves) * t.leafUp;
    t.switchTransceivers = leafTransceivers(in, t, t.leafUp);
    const int coresPerGroup = evenSpread(t.pods, spineUp, in.radix);
    if (coresPerGroup == 0)
        return sizeFourTiers(in, t, spinesPerPod);
    t.superpods = 1;
    t.podsPerSuperpod = t.pods;
    t.cores = spinesPerPod * coresPerGroup;
    t.spineCoreCables = std::int64_t(t.spines) * spineUp;
    t.switchTransceivers += upperTransceivers(in, t, spinesPerPod, coresPerGroup);
    return {};
}

// Leaf ports split down/up by the oversubscription.
std::string splitLeafPorts(const FatTreeInput& in, FatTree& t)
{
    const Oversubscription& o = in.oversubscription;
    // Round the uplinks up: the built ratio is then at most the target.
    t.leafUp = int(ceilDiv(std::int64_t(in.radix) * o.up, o.down + o.up));
    t.leafDown = in.radix - t.leafUp;
    if (t.leafDown < 1)
        return text::arg(text::translate("FabricGenerator",
                                         "oversubscription %1:%2 leaves no leaf port for nodes"),
                         {std::to_string(o.down), std::to_string(o.up)});
    return {};
}

void sizeOneSwitch(const FatTreeInput& in, std::int64_t nodeLinks, FatTree& t)
{
    t.tiers = 1;
    t.leaves = 1;
    t.units = 1;
    t.nodesPerUnit = in.nodes;
    t.leafDown = int(nodeLinks);
    t.leafUp = 0;
    t.nodeLeafCables = nodeLinks;
    t.nodeTransceivers = std::int64_t(in.nodes) * ceilDiv(in.rails, in.nodePortsPerTransceiver);
    t.managementTransceivers = in.managementLinks;
    t.switchTransceivers = ceilDiv(nodeLinks, in.switchPortsPerTransceiver);
}

// Scalable units of one leaf per rail, and the node and management cables into them.
std::string sizeScalableUnits(const FatTreeInput& in, FatTree& t)
{
    t.nodesPerUnit = t.leafDown;
    t.units = int(ceilDiv(in.nodes, t.nodesPerUnit));
    t.leaves = t.units * in.rails;
    const std::int64_t freeLeafPorts =
        std::int64_t(t.leaves) * t.leafDown - std::int64_t(in.nodes) * in.rails;
    if (in.managementLinks > freeLeafPorts)
        return text::arg(
            text::translate("FabricGenerator",
                            "%1 management links need free leaf ports, but only %2 are left"),
            {std::to_string(in.managementLinks), std::to_string(freeLeafPorts)});
    t.nodeLeafCables = std::int64_t(in.nodes) * in.rails + in.managementLinks;
    t.nodeTransceivers = std::int64_t(in.nodes) * ceilDiv(in.rails, in.nodePortsPerTransceiver);
    t.managementTransceivers = in.managementLinks;
    return {};
}

} // namespace

std::optional<Oversubscription> parseOversubscription(std::string_view text)
{
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return std::nullopt;
    Oversubscription o;
    const std::string_view down = text.substr(0, colon);
    const std::string_view up = text.substr(colon + 1);
    const auto d = std::from_chars(down.data(), down.data() + down.size(), o.down);
    const auto u = std::from_chars(up.data(), up.data() + up.size(), o.up);
    if (d.ec != std::errc() || d.ptr != down.data() + down.size() || u.ec != std::errc() ||
        u.ptr != up.data() + up.size() || o.down < 1 || o.up < 1)
        return std::nullopt;
    return o;
}

FatTreeSizing sizeFatTree(const FatTreeInput& in)
{
    FatTreeSizing s;
    s.error = checkInput(in);
    if (!s.ok())
        return s;
    FatTree& t = s.tree;
    s.error = splitLeafPorts(in, t);
    if (!s.ok())
        return s;
    // Node links that all fit one switch need no tree: every node reaches every other, on
    // every rail, through that switch. (The SuperPOD's smallest unit, 31 nodes x 8 rails,
    // needs 248 ports: it never takes this branch.)
    const std::int64_t nodeLinks = std::int64_t(in.nodes) * in.rails + in.managementLinks;
    if (nodeLinks <= in.radix) {
        sizeOneSwitch(in, nodeLinks, t);
        return s;
    }
    s.error = sizeScalableUnits(in, t);
    if (!s.ok())
        return s;
    if (t.leaves == 1) {
        // One leaf holds everything: no spine to build.
        t.tiers = 1;
        t.switchTransceivers = leafTransceivers(in, t, 0);
    } else if (t.leaves <= in.radix) {
        sizeTwoTiers(in, t);
    } else {
        s.error = sizeThreeTiers(in, t);
    }
    return s;
}

} // namespace cd::core
