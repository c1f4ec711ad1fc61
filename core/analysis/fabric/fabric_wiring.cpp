#include "fabric_generator.h"

#include "cable_choice.h"
#include "fabric_generator_steps.h"
#include "model/device_ports.h"
#include "model/large_list.h"

#include <algorithm>
#include <map>
#include <span>

// The links of a generated fabric: node to leaf, leaf to spine, spine to core and core to
// super-core, each with the cable its run gets, then written into the design.
namespace cd::core::detail {

namespace {

// A port of a device, the unit links are built from.
struct End
{
    const Device* device = nullptr;
    const DevicePort* port = nullptr;
};

struct Wiring
{
    const FabricRequest& request;
    IdSequence& ids;
    std::vector<Link>& out;
    // Where each device of the design sits, by its index: a link's two ends looked up by rack
    // id cost a tenth of a 16,384-node generation (a million string hashes over 5,000 racks).
    const Device* devices;
    std::vector<cabling::CableEnd> places;
    std::vector<cabling::CableChoice> choices;
    std::vector<std::pair<End, End>> ends;

    double runLengthM(End a, End b) const
    {
        return cabling::runLengthM(places[std::size_t(a.device - devices)],
                                   places[std::size_t(b.device - devices)], request.floor);
    }

    void connect(End a, End b)
    {
        choices.push_back(cabling::chooseCable(runLengthM(a, b), *a.port, *b.port));
        ends.emplace_back(a, b);
    }
};

bool inSharedCage(const End& e)
{
    return e.port->portsInCage > 1 && e.port->cage >= 0;
}

// Every cage some link end sits in with other ports gets a dense number, device by device in
// design order, cage by cage within one: the order of sorting by (device address, cage), in
// which the decisions below are taken. It replaces a sort of a million (cage, link) pairs at
// 16,384 nodes, a quarter of that generation's time.
struct CageSlots
{
    std::vector<std::size_t> base; // per device of the design, its first cage's number
    std::size_t count = 0;

    std::size_t of(const Wiring& w, const End& e) const
    {
        return base[std::size_t(e.device - w.devices)] + std::size_t(e.port->cage);
    }
};

CageSlots cageSlots(const Wiring& w)
{
    std::vector<int> cages(w.places.size(), 0);
    for (const auto& [a, b] : w.ends)
        for (const End& e : {a, b})
            if (inSharedCage(e)) {
                int& c = cages[std::size_t(e.device - w.devices)];
                c = std::max(c, e.port->cage + 1);
            }
    CageSlots slots;
    slots.base.reserve(cages.size());
    for (const int c : cages) {
        slots.base.push_back(slots.count);
        slots.count += std::size_t(c);
    }
    return slots;
}

// Whether the links of one cage (`links`, indices into w.choices) all take the same cable to
// the same far cage.
bool sameCableToSameCage(const Wiring& w, std::span<const std::size_t> links)
{
    const auto& [a0, b0] = w.ends[links.front()];
    for (std::size_t i : links) {
        const auto& [a, b] = w.ends[i];
        if (w.choices[i].cable != w.choices[links.front()].cable || a.device != a0.device ||
            b.device != b0.device || a.port->cage != a0.port->cage || b.port->cage != b0.port->cage)
            return false;
    }
    return true;
}

// The links through each cage some link reaches with a cable that takes the whole cage (usually
// none in a large fabric, whose runs are optical), cage by cage in slot order, each cage's in
// link order: `first[k]..first[k + 1]` of `links` are cage k's.
struct CageUses
{
    std::vector<std::size_t> first;
    std::vector<std::size_t> links;
};

CageUses sharedCageUses(const Wiring& w, const CageSlots& slots)
{
    std::vector<char> shared(slots.count, 0);
    bool any = false;
    for (std::size_t i = 0; i < w.choices.size(); ++i)
        if (cabling::cableServesCage(w.choices[i].cable))
            for (const End& e : {w.ends[i].first, w.ends[i].second})
                if (inSharedCage(e)) {
                    shared[slots.of(w, e)] = 1;
                    any = true;
                }
    CageUses u;
    if (!any)
        return u;
    // The end's cage number where it is one of those; none otherwise. The counting and the
    // filling pass below ask it of the same ends.
    constexpr std::size_t none = std::size_t(-1);
    const auto sharedSlot = [&](const End& e) {
        if (!inSharedCage(e))
            return none;
        const std::size_t k = slots.of(w, e);
        return shared[k] ? k : none;
    };
    u.first.assign(slots.count + 1, 0);
    for (const auto& [a, b] : w.ends)
        for (const End& e : {a, b})
            if (const std::size_t k = sharedSlot(e); k != none)
                ++u.first[k + 1];
    for (std::size_t k = 0; k < slots.count; ++k)
        u.first[k + 1] += u.first[k];
    u.links.resize(u.first.back());
    std::vector<std::size_t> next(u.first.begin(), u.first.end() - 1);
    for (std::size_t i = 0; i < w.ends.size(); ++i)
        for (const End& e : {w.ends[i].first, w.ends[i].second})
            if (const std::size_t k = sharedSlot(e); k != none)
                u.links[next[k]++] = i;
    return u;
}

// A twin-port copper cable or splitter takes a whole cage: every link through such a cage
// must use the same cable to the same far cage, or all of them go optical.
void settleSharedCages(Wiring& w)
{
    const CageUses u = sharedCageUses(w, cageSlots(w));
    for (std::size_t k = 0; k + 1 < u.first.size(); ++k) {
        const std::span<const std::size_t> links(u.links.data() + u.first[k],
                                                 u.first[k + 1] - u.first[k]);
        if (links.empty() || sameCableToSameCage(w, links))
            continue;
        for (std::size_t i : links) {
            const auto& [a, b] = w.ends[i];
            w.choices[i] = cabling::chooseCable(w.runLengthM(a, b), *a.port, *b.port, false);
        }
    }
}

void emitLinks(Wiring& w, GeneratedFabric& g)
{
    std::map<std::string, int> problems;
    std::vector<std::string> order;
    reserveLarge(w.out, w.out.size() + w.choices.size());
    for (std::size_t i = 0; i < w.choices.size(); ++i) {
        const auto& [a, b] = w.ends[i];
        cabling::CableChoice& c = w.choices[i];
        Link l;
        l.id = w.ids.next();
        l.a = {a.device->id, a.port->name};
        l.b = {b.device->id, b.port->name};
        l.cable = c.cable;
        l.lengthM = c.lengthM;
        l.network = w.request.networkId;
        l.opticA = c.opticA;
        l.opticB = c.opticB;
        if (!c.problem.empty() && problems[c.problem]++ == 0)
            order.push_back(c.problem);
        w.out.push_back(std::move(l));
    }
    for (const std::string& p : order)
        g.cablingProblems.emplace_back(p, problems[p]);
    g.addedLinks = int(w.choices.size());
}

// The two sides of every link: the nodes with their ports, and the switches (in g.devices:
// leaves, then spines, then cores) with the logical ports each offers.
struct FabricEnds
{
    const FatTree& t;
    int rails;
    int radix;
    std::vector<const Device*> nodes;
    const std::vector<std::vector<DevicePort>>& ports;
    const Device* switches;
    const Device* spineBase;
    const Device* coreBase;
    const Device* superCoreBase;
    const std::vector<DevicePort>& swPorts;
};

FabricEnds fabricEnds(const Generation& gen)
{
    const GeneratedFabric& g = gen.g;
    const FatTree& t = g.tree;
    // Node pointers again: g.devices grew, so earlier pointers into it are stale.
    std::vector<const Device*> nodes;
    for (const Device* n : gen.nodeList)
        nodes.push_back(&g.devices[gen.deviceIndex.at(n->id)]);
    const Device* switches = &g.devices[gen.firstSwitch];
    const Device* spineBase = switches + t.leaves;
    const Device* coreBase = spineBase + t.spines;
    return {t,        gen.in.rails, gen.in.radix, std::move(nodes),   gen.ports,
            switches, spineBase,    coreBase,     coreBase + t.cores, gen.swPorts};
}

// One switch (or an access layer): the k-th node port on port k of the switches in turn.
void connectAccessLayer(Wiring& w, const FabricEnds& f)
{
    for (std::size_t i = 0; i < f.nodes.size(); ++i)
        for (int r = 0; r < f.rails; ++r) {
            const std::size_t k = i * std::size_t(f.rails) + std::size_t(r);
            w.connect({f.nodes[i], &f.ports[i][r]},
                      {f.switches + k / f.swPorts.size(), &f.swPorts[k % f.swPorts.size()]});
        }
}

// Tier 1 of a tree: NIC r of node k of unit s to down port k of leaf (s, r).
void connectNodesToLeaves(Wiring& w, const FabricEnds& f)
{
    for (std::size_t i = 0; i < f.nodes.size(); ++i) {
        const int unit = int(i) / f.t.nodesPerUnit;
        const int k = int(i) % f.t.nodesPerUnit;
        for (int r = 0; r < f.rails; ++r)
            w.connect({f.nodes[i], &f.ports[i][r]},
                      {f.switches + unit * f.rails + r, &f.swPorts[std::size_t(k)]});
    }
}

// Uplink j of every leaf to spine j / (up / spines); leaves fill a spine's ports in turn.
void connectLeavesToSpines(Wiring& w, const FabricEnds& f)
{
    const FatTree& t = f.t;
    const int each = t.leafUp / t.spines;
    for (int l = 0; l < t.leaves; ++l)
        for (int j = 0; j < t.leafUp; ++j)
            w.connect({f.switches + l, &f.swPorts[std::size_t(t.leafDown + j)]},
                      {f.spineBase + j / each, &f.swPorts[std::size_t(l * each + j % each)]});
}

// The same within each pod of a three-tier tree, to that pod's spines.
void connectLeavesToPodSpines(Wiring& w, const FabricEnds& f)
{
    const FatTree& t = f.t;
    const int spineDown = f.radix / 2;
    const int perPod = spinesPerPod(t);
    const int leavesPerPod = (spineDown / f.rails) * f.rails;
    const int each = t.leafUp / perPod;
    for (int l = 0; l < t.leaves; ++l) {
        const int pod = l / leavesPerPod;
        const int local = l % leavesPerPod;
        for (int j = 0; j < t.leafUp; ++j)
            w.connect({f.switches + l, &f.swPorts[std::size_t(t.leafDown + j)]},
                      {f.spineBase + pod * perPod + j / each,
                       &f.swPorts[std::size_t(local * each + j % each)]});
    }
}

// Spine j of every pod to core group j of its superpod (three tiers: the one superpod of every
// pod); each spine spreads its uplinks evenly over the group.
void connectSpinesToCores(Wiring& w, const FabricEnds& f)
{
    const FatTree& t = f.t;
    const int spineDown = f.radix / 2;
    const int spineUp = f.radix - spineDown;
    const int perPod = spinesPerPod(t);
    const int coresPerSuperpod = t.coresPerSuperpod();
    const int coresPerGroup = coresPerSuperpod / perPod;
    const int perCore = spineUp / coresPerGroup;
    for (int s = 0; s < t.spines; ++s) {
        const int pod = s / perPod;
        const int superpod = pod / t.podsPerSuperpod;
        const int local = pod % t.podsPerSuperpod;
        const int j = s % perPod;
        for (int u = 0; u < spineUp; ++u)
            w.connect({f.spineBase + s, &f.swPorts[std::size_t(spineDown + u)]},
                      {f.coreBase + superpod * coresPerSuperpod + j * coresPerGroup + u / perCore,
                       &f.swPorts[std::size_t(local * perCore + u % perCore)]});
    }
}

// Four tiers: core k of every superpod to super-core group k, uplinks spread evenly.
void connectCoresToSuperCores(Wiring& w, const FabricEnds& f)
{
    const FatTree& t = f.t;
    const int coreDown = f.radix / 2;
    const int coreUp = f.radix - coreDown;
    const int coresPerSuperpod = t.coresPerSuperpod();
    const int perGroup = t.superCores / coresPerSuperpod;
    const int perSuperCore = coreUp / perGroup;
    for (int c = 0; c < t.cores; ++c) {
        const int superpod = c / coresPerSuperpod;
        const int k = c % coresPerSuperpod;
        for (int u = 0; u < coreUp; ++u)
            w.connect({f.coreBase + c, &f.swPorts[std::size_t(coreDown + u)]},
                      {f.superCoreBase + k * perGroup + u / perSuperCore,
                       &f.swPorts[std::size_t(superpod * perSuperCore + u % perSuperCore)]});
    }
}

} // namespace

void wireFabric(Generation& gen, IdSequence& linkIds)
{
    GeneratedFabric& g = gen.g;
    const FabricEnds f = fabricEnds(gen);
    const FatTree& t = f.t;
    Wiring w{gen.req, linkIds, g.links, g.devices.data(), {}, {}, {}};
    w.places.reserve(g.devices.size());
    for (const Device& d : g.devices)
        w.places.push_back(gen.floor.end(d));
    reserveLarge(w.choices, std::size_t(t.nodeLeafCables + t.leafSpineCables + t.spineCoreCables +
                                        t.coreSuperCoreCables));
    reserveLarge(w.ends, w.choices.capacity());
    if (t.tiers == 1)
        connectAccessLayer(w, f);
    if (t.tiers > 1)
        connectNodesToLeaves(w, f);
    if (t.tiers == 2) {
        connectLeavesToSpines(w, f);
    } else if (t.tiers >= 3) {
        connectLeavesToPodSpines(w, f);
        connectSpinesToCores(w, f);
    }
    if (t.tiers == 4)
        connectCoresToSuperCores(w, f);
    settleSharedCages(w);
    emitLinks(w, g);
}

} // namespace cd::core::detail
