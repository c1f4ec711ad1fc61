#include "power_distribution.h"

#include "analysis/issues/power_issue_types.h"
#include "circuit.h"
#include "power.h"
#include "power_distribution_steps.h"
#include "psu.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <numeric>
#include <unordered_map>

namespace cd::core {

namespace {

using detail::Consumer;
using detail::failFeeds;
using detail::Plug;

// What a consumer's catalog item says, read once per item: 2,048 identical servers need not
// look their specs up 2,048 times.
struct ItemFacts
{
    const CatalogItem* item = nullptr;
    DevicePower power; // of the model; a device may refine it (devicePowerOf)
    int inlets = 0;
    bool assumed = false;
    double psuW = 0;
    std::string model;
    std::optional<PsuFit> psus; // the chassis' reference set, where published
};

const ItemFacts& factsOf(const CatalogItem& item, const CatalogView& catalog,
                         std::deque<ItemFacts>& known)
{
    for (const ItemFacts& f : known)
        if (f.item == &item)
            return f;
    ItemFacts f;
    f.item = &item;
    f.power = devicePower(item);
    f.psus = chassisPsus(item, catalog);
    f.inlets = f.psus ? f.psus->count : inletCount(item, &f.assumed);
    f.psuW = f.psus ? f.psus->ratingW : item.largest("psu_watts").value_or(0);
    f.model = item.displayName();
    known.push_back(std::move(f));
    return known.back();
}

// Working state of one rack while inlets are placed.
struct RackWork
{
    RackDistribution& rd;
    std::vector<int> pduFeedPhase; // feed phase of each single-phase PDU
};

int phasesOfPdu(const CatalogItem& item)
{
    return item.number("phase").value_or(1) == 3 ? 3 : 1;
}

int feedIndex(const RackDistribution& rd, const std::string& id)
{
    for (std::size_t i = 0; i < rd.feeds.size(); ++i)
        if (rd.feeds[i].id == id)
            return static_cast<int>(i);
    return -1;
}

FeedLoad configuredFeed(const Feed& f)
{
    FeedLoad fl;
    fl.id = f.id;
    fl.configured = true;
    fl.circuit = f;
    fl.ratedW = circuit::ratedWatts(f);
    fl.usableW = circuit::usableWatts(f);
    fl.phaseUsableW = fl.usableW / f.phases;
    return fl;
}

FeedLoad assumedFeed(const std::string& id)
{
    FeedLoad fl;
    fl.id = id;
    fl.circuit.id = id;
    return fl;
}

// Configured feeds first, then those PDUs name, else the usual A/B pair; PDUs without a feed
// go to the feed with the fewest PDUs so the sides stay even.
void placeFeeds(const Rack& rack, const std::vector<const Device*>& pduDevices,
                RackDistribution& rd)
{
    rd.feedsSet = rack.power && !rack.power->feeds.empty();
    if (rd.feedsSet)
        for (const Feed& f : rack.power->feeds)
            rd.feeds.push_back(configuredFeed(f));
    for (std::size_t i = 0; i < pduDevices.size(); ++i)
        if (const auto& feed = pduDevices[i]->feed; feed && feedIndex(rd, *feed) < 0)
            rd.feeds.push_back(assumedFeed(*feed));
    if (rd.feeds.empty())
        for (const char* id : {"A", "B"})
            rd.feeds.push_back(assumedFeed(id));
    std::vector<int> pdusOnFeed(rd.feeds.size(), 0);
    for (std::size_t i = 0; i < pduDevices.size(); ++i) {
        PduLoad& p = rd.pdus[i];
        if (pduDevices[i]->feed) {
            p.feed = *pduDevices[i]->feed;
            p.feedAssigned = true;
        } else {
            auto it = std::min_element(pdusOnFeed.begin(), pdusOnFeed.end());
            p.feed = rd.feeds[static_cast<std::size_t>(it - pdusOnFeed.begin())].id;
        }
        ++pdusOnFeed[static_cast<std::size_t>(feedIndex(rd, p.feed))];
    }
}

int leastLoaded(const PhaseWatts& w, int phases)
{
    int best = 0;
    for (int p = 1; p < phases; ++p)
        if (w[static_cast<std::size_t>(p)] < w[static_cast<std::size_t>(best)])
            best = p;
    return best;
}

// Completes a plug's phases: pinned (explicit phase on a three-phase PDU) or least loaded.
void choosePhase(const RackWork& r, Plug& plug, std::optional<int> pinned)
{
    const FeedLoad& feed = r.rd.feeds[static_cast<std::size_t>(plug.feed)];
    const int feedPhases = feed.circuit.phases == 3 ? 3 : 1;
    if (plug.pdu < 0) {
        plug.feedPhase = leastLoaded(feed.phaseNormalW, feedPhases);
        return;
    }
    const PduLoad& pdu = r.rd.pdus[static_cast<std::size_t>(plug.pdu)];
    if (pdu.phases == 3) {
        plug.pduPhase = pinned ? *pinned - 1 : leastLoaded(pdu.phaseNormalW, 3);
        plug.feedPhase = feedPhases == 3 ? plug.pduPhase : 0;
    } else {
        plug.pduPhase = 0;
        plug.feedPhase = r.pduFeedPhase[static_cast<std::size_t>(plug.pdu)];
    }
}

void addLoad(RackDistribution& rd, const Plug& plug, double w)
{
    FeedLoad& feed = rd.feeds[static_cast<std::size_t>(plug.feed)];
    feed.normalW += w;
    feed.phaseNormalW[static_cast<std::size_t>(plug.feedPhase)] += w;
    if (plug.pdu >= 0) {
        PduLoad& pdu = rd.pdus[static_cast<std::size_t>(plug.pdu)];
        pdu.normalW += w;
        pdu.phaseNormalW[static_cast<std::size_t>(plug.pduPhase)] += w;
        ++pdu.inlets;
    }
}

// Automatic placement: inlets alternate over the feeds, least loaded first; each then goes to
// the least loaded PDU of its feed (leastLoadedPdu) and the least loaded phase there.
std::vector<Plug> autoPlugs(const RackWork& r, int inlets)
{
    const RackDistribution& rd = r.rd;
    std::vector<int> order(rd.feeds.size());
    std::iota(order.begin(), order.end(), 0);
    // Stable insertion sort by load: a rack has two or three feeds, and std::stable_sort
    // allocates a buffer for them on every device.
    const auto load = [&](int f) {
        return rd.feeds[static_cast<std::size_t>(f)].normalW;
    };
    for (std::size_t i = 1; i < order.size(); ++i) {
        const int f = order[i];
        std::size_t j = i;
        for (; j > 0 && load(f) < load(order[j - 1]); --j)
            order[j] = order[j - 1];
        order[j] = f;
    }
    std::vector<Plug> plugs;
    plugs.reserve(static_cast<std::size_t>(std::max(0, inlets)));
    for (int k = 0; k < inlets; ++k) {
        Plug plug;
        plug.feed = order[static_cast<std::size_t>(k) % order.size()];
        plugs.push_back(plug);
    }
    return plugs;
}

// Chosen inlet by inlet, as loads accumulate, so one device's cords spread over the PDUs.
int leastLoadedPdu(const RackDistribution& rd, int feed)
{
    int best = -1;
    for (std::size_t i = 0; i < rd.pdus.size(); ++i)
        if (rd.pdus[i].feed == rd.feeds[static_cast<std::size_t>(feed)].id &&
            (best < 0 || rd.pdus[i].normalW < rd.pdus[static_cast<std::size_t>(best)].normalW))
            best = static_cast<int>(i);
    return best;
}

// The file's assignment, or nothing when it names a PDU this rack does not have.
std::optional<std::vector<Plug>> explicitPlugs(const RackWork& r, const Device& d,
                                               std::vector<std::optional<int>>& pinned)
{
    std::vector<Plug> plugs;
    for (const InletAssignment& a : d.inlets) {
        auto it = std::find_if(r.rd.pdus.begin(), r.rd.pdus.end(),
                               [&](const PduLoad& p) { return p.deviceId == a.pdu; });
        if (it == r.rd.pdus.end())
            return std::nullopt;
        Plug plug;
        plug.pdu = static_cast<int>(it - r.rd.pdus.begin());
        plug.feed = feedIndex(r.rd, it->feed);
        plugs.push_back(plug);
        pinned.push_back(a.phase);
    }
    return plugs;
}

void placeInlets(RackWork& r, std::vector<Consumer>& consumers, Issues& issues)
{
    for (Consumer& c : consumers) {
        std::vector<std::optional<int>> pinned;
        bool automatic = c.device->inlets.empty();
        if (!automatic) {
            if (auto plugs = explicitPlugs(r, *c.device, pinned)) {
                c.plugs = std::move(*plugs);
            } else {
                automatic = true;
                issues.push_back(makeIssue(issues::InletUnknownPdu,
                                           {{"device", c.device->name}, {"rack", r.rd.rackName}},
                                           c.device->id));
            }
        }
        if (automatic)
            c.plugs = autoPlugs(r, c.inlets);
        const double share = c.plugs.empty() ? 0 : c.w / static_cast<double>(c.plugs.size());
        for (std::size_t k = 0; k < c.plugs.size(); ++k) {
            Plug& plug = c.plugs[k];
            if (automatic)
                plug.pdu = leastLoadedPdu(r.rd, plug.feed);
            choosePhase(r, plug, automatic ? std::nullopt : pinned[k]);
            addLoad(r.rd, plug, share);
            r.rd.inlets.push_back({c.device->id, static_cast<int>(k),
                                   plug.pdu < 0
                                       ? std::string()
                                       : r.rd.pdus[static_cast<std::size_t>(plug.pdu)].deviceId,
                                   r.rd.feeds[static_cast<std::size_t>(plug.feed)].id,
                                   plug.feedPhase + 1, automatic, share});
        }
    }
}

void utilisation(RackDistribution& rd)
{
    for (FeedLoad& f : rd.feeds)
        if (f.usableW > 0)
            f.utilisation = std::max(f.normalW, f.failoverW) / f.usableW;
    for (PduLoad& p : rd.pdus)
        if (p.usableW > 0)
            p.utilisation = std::max(p.normalW, p.failoverW) / p.usableW;
}

PduLoad pduLoad(const Device& d, const CatalogItem& item)
{
    PduLoad p;
    p.deviceId = d.id;
    p.name = d.name;
    p.phases = phasesOfPdu(item);
    p.ratedW = item.largest("capacity_w").value_or(0);
    p.usableW = p.ratedW * circuit::kContinuousLoadFactor;
    return p;
}

// A rack's devices split into its PDUs and the devices they power.
struct RackContents
{
    std::vector<const Device*> pduDevices;
    std::vector<Consumer> consumers;
};

RackContents sortRackDevices(const std::vector<const Device*>& devices, const CatalogView& catalog,
                             std::deque<ItemFacts>& known, RackDistribution& rd)
{
    RackContents contents;
    for (const Device* device : devices) {
        const Device& d = *device;
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind == ItemKind::Rack)
            continue;
        if (item->kind == ItemKind::Pdu) {
            contents.pduDevices.push_back(&d);
            rd.pdus.push_back(pduLoad(d, *item));
            continue;
        }
        const ItemFacts& facts = factsOf(*item, catalog, known);
        const double w = devicePowerOf(d, *item, catalog, facts.power).maxW;
        Consumer c{&d, w, facts.inlets, facts.psuW, &facts.model, {}};
        if (choosesPsus(d)) // a build-out with other PSUs has their cords and rating
            if (const auto fit = devicePsus(d, catalog, facts.psus)) {
                c.inlets = fit->count;
                c.psuW = fit->ratingW;
            }
        rd.assumedInletDevices += facts.assumed ? 1 : 0;
        rd.loadW += c.w;
        contents.consumers.push_back(c);
    }
    return contents;
}

// Single-phase PDUs of a three-phase feed take L1, L2, L3 in turn.
std::vector<int> singlePduFeedPhases(const RackDistribution& rd)
{
    std::vector<int> pduFeedPhase(rd.pdus.size(), 0);
    std::vector<int> singlesOnFeed(rd.feeds.size(), 0);
    for (std::size_t i = 0; i < rd.pdus.size(); ++i) {
        const auto f = static_cast<std::size_t>(feedIndex(rd, rd.pdus[i].feed));
        if (rd.pdus[i].phases == 1 && rd.feeds[f].circuit.phases == 3)
            pduFeedPhase[i] = singlesOnFeed[f]++ % 3;
    }
    return pduFeedPhase;
}

std::size_t inletsToPlace(const std::vector<Consumer>& consumers)
{
    std::size_t inlets = 0;
    for (const Consumer& c : consumers)
        inlets += std::size_t(std::max(c.inlets, int(c.device->inlets.size())));
    return inlets;
}

// `devices`: the rack's own, in design order.
RackDistribution analyzeRack(const std::vector<const Device*>& devices, const CatalogView& catalog,
                             const Rack& rack, std::deque<ItemFacts>& known, Issues& issues)
{
    RackDistribution rd;
    rd.rackId = rack.id;
    rd.rackName = rack.name;
    RackContents contents = sortRackDevices(devices, catalog, known, rd);
    placeFeeds(rack, contents.pduDevices, rd);
    RackWork r{rd, singlePduFeedPhases(rd)};
    rd.inlets.reserve(inletsToPlace(contents.consumers));
    placeInlets(r, contents.consumers, issues);
    failFeeds(rd, contents.consumers);
    utilisation(rd);
    rd.suggested = suggestCircuit(rd.loadW);
    return rd;
}

} // namespace

const RackDistribution* DistributionReport::find(const std::string& rackId, std::size_t hint) const
{
    if (hint < racks.size() && racks[hint].rackId == rackId)
        return &racks[hint];
    for (const RackDistribution& rd : racks)
        if (rd.rackId == rackId)
            return &rd;
    return nullptr;
}

SuggestedCircuit suggestCircuit(double perFeedW)
{
    SuggestedCircuit s;
    s.perFeedW = perFeedW;
    // I = P / (√3·V·PF·80 %), from P = √3·V·I·PF held to 80 % continuous load.
    s.requiredCurrentA = perFeedW / circuit::usableWatts(s.phases, s.voltageV, 1.0, s.powerFactor);
    for (double a : {16.0, 32.0, 63.0, 125.0})
        if (a >= s.requiredCurrentA) {
            s.currentA = a;
            break;
        }
    return s;
}

DistributionReport analyzeDistribution(const Design& design, const CatalogView& catalog,
                                       Issues& issues)
{
    DistributionReport report;
    // One pass to group devices by rack: scanning every device for every rack was the
    // largest cost of analyze() on the 2,048-node benchmark.
    std::unordered_map<std::string, std::vector<const Device*>> byRack;
    for (const Device& d : design.devices)
        byRack[d.rack].push_back(&d);
    static const std::vector<const Device*> none;
    // A deque: consumers point at the model names, which must stay put as items are added.
    std::deque<ItemFacts> known;
    for (const Rack& rack : design.racks) {
        const auto it = byRack.find(rack.id);
        report.racks.push_back(
            analyzeRack(it == byRack.end() ? none : it->second, catalog, rack, known, issues));
        reportDistributionIssues(design, report.racks.back(), issues);
    }
    return report;
}

} // namespace cd::core
