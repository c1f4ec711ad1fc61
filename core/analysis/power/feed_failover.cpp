// The feed-failure analysis of power distribution (power_distribution.h): each feed in turn
// fails, its devices' loads move to their surviving inlets, and the worst case is kept.
#include "power_distribution.h"
#include "power_distribution_steps.h"

#include <algorithm>

namespace cd::core::detail {

namespace {

// Loads on the surviving feeds and PDUs while one feed is down.
struct FailoverLoads
{
    std::vector<double> feedW, pduW;
    std::vector<PhaseWatts> feedPhaseW, pduPhaseW;
};

// Moves one device's load onto its inlets that do not hang off the failed feed.
void shiftConsumerLoad(const Consumer& c, int failed, FailoverLoads& loads, FeedFailure& ff)
{
    const auto alive = std::count_if(c.plugs.begin(), c.plugs.end(),
                                     [&](const Plug& p) { return p.feed != failed; });
    if (alive == 0) {
        if (!c.plugs.empty() && c.w > 0) {
            ff.lostW += c.w;
            ff.lostDevices.push_back(c.device->id);
        }
        return;
    }
    // The surviving PSUs deliver at most their rating: a device they cannot feed in full power-
    // caps or throttles (psu-feed-failover says so), and the feed carries what they deliver,
    // not the device's maximum (issue 19: the two figures contradicted each other).
    double carried = c.w;
    if (c.psuW > 0 && static_cast<double>(alive) * c.psuW < c.w) {
        carried = static_cast<double>(alive) * c.psuW;
        ff.underPowered.push_back(
            {c.device->id, c.device->name, *c.model, static_cast<int>(alive), carried, c.w});
    }
    const double share = carried / static_cast<double>(alive);
    for (const Plug& p : c.plugs) {
        if (p.feed == failed)
            continue;
        const auto f = static_cast<std::size_t>(p.feed);
        loads.feedW[f] += share;
        loads.feedPhaseW[f][static_cast<std::size_t>(p.feedPhase)] += share;
        if (p.pdu >= 0) {
            const auto pdu = static_cast<std::size_t>(p.pdu);
            loads.pduW[pdu] += share;
            loads.pduPhaseW[pdu][static_cast<std::size_t>(p.pduPhase)] += share;
        }
    }
}

void recordFeedFailover(std::vector<FeedLoad>& feeds, std::size_t failed,
                        const FailoverLoads& loads, FeedFailure& ff)
{
    for (std::size_t f = 0; f < feeds.size(); ++f) {
        if (f == failed)
            continue;
        FeedLoad& feed = feeds[f];
        ff.feedLoadsW.emplace_back(feed.id, loads.feedW[f]);
        if (loads.feedW[f] > feed.failoverW) {
            feed.failoverW = loads.feedW[f];
            feed.failoverOf = ff.failedFeed;
        }
        for (std::size_t p = 0; p < 3; ++p)
            feed.phaseFailoverW[p] = std::max(feed.phaseFailoverW[p], loads.feedPhaseW[f][p]);
    }
}

void recordPduFailover(std::vector<PduLoad>& pdus, const FailoverLoads& loads,
                       const std::string& failedFeed)
{
    for (std::size_t i = 0; i < pdus.size(); ++i) {
        if (pdus[i].feed == failedFeed)
            continue;
        if (loads.pduW[i] > pdus[i].failoverW) {
            pdus[i].failoverW = loads.pduW[i];
            pdus[i].failoverOf = failedFeed;
        }
        for (std::size_t p = 0; p < 3; ++p)
            pdus[i].phaseFailoverW[p] = std::max(pdus[i].phaseFailoverW[p], loads.pduPhaseW[i][p]);
    }
}

FeedFailure failFeed(RackDistribution& rd, const std::vector<Consumer>& consumers,
                     std::size_t failed)
{
    FailoverLoads loads{
        std::vector<double>(rd.feeds.size(), 0), std::vector<double>(rd.pdus.size(), 0),
        std::vector<PhaseWatts>(rd.feeds.size()), std::vector<PhaseWatts>(rd.pdus.size())};
    FeedFailure ff;
    ff.failedFeed = rd.feeds[failed].id;
    for (const Consumer& c : consumers)
        shiftConsumerLoad(c, static_cast<int>(failed), loads, ff);
    recordFeedFailover(rd.feeds, failed, loads, ff);
    recordPduFailover(rd.pdus, loads, ff.failedFeed);
    return ff;
}

} // namespace

// What-if per feed: its inlets go dead, each device's load moves to its surviving inlets.
void failFeeds(RackDistribution& rd, const std::vector<Consumer>& consumers)
{
    if (rd.feeds.size() < 2)
        return;
    for (std::size_t failed = 0; failed < rd.feeds.size(); ++failed)
        rd.failures.push_back(failFeed(rd, consumers, failed));
}

} // namespace cd::core::detail
