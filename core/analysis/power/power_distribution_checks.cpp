#include "power_distribution.h"

#include "circuit.h"
#include "analysis/issues/format.h"

#include <algorithm>

namespace cd::core {

namespace {

// "when feed A fails" for a failover figure, nothing for a normal one.
std::string when(bool failover, const std::string& failedFeed)
{
    return failover ? " when feed " + failedFeed + " fails" : "";
}

std::string allows(const FeedLoad& f)
{
    return format::kw(f.usableW) + " (" + circuit::describe(f.circuit) + " × 80 %)";
}

// Feed total first; only a feed within its total is checked phase by phase, so one overload
// gives one message.
void checkFeed(const RackDistribution& rd, const FeedLoad& f, Issues& issues)
{
    if (!f.configured)
        return;
    // An overload in normal operation is the one to fix first; failover only when that holds.
    const bool failover = f.normalW <= f.usableW;
    const double worst = failover ? f.failoverW : f.normalW;
    if (worst > f.usableW) {
        issues.push_back({Severity::Error, failover ? "feed-failover-overload" : "feed-overload",
                          "Rack " + rd.rackName + " feed " + f.id + " carries " +
                              format::kw(worst) + when(failover, f.failoverOf) +
                              "; its circuit allows " + allows(f),
                          rd.rackId});
        return;
    }
    for (std::size_t p = 0; p < 3 && f.circuit.phases == 3; ++p) {
        const bool pf = f.phaseFailoverW[p] > f.phaseNormalW[p];
        const double w = std::max(f.phaseNormalW[p], f.phaseFailoverW[p]);
        if (w > f.phaseUsableW)
            issues.push_back({Severity::Error, "phase-overload",
                              "Rack " + rd.rackName + " feed " + f.id + " phase L" +
                                  std::to_string(p + 1) + " carries " + format::kw(w) +
                                  when(pf, f.failoverOf) + "; one phase of its circuit allows " +
                                  format::kw(f.phaseUsableW) + " (a third of " + allows(f) + ")",
                              rd.rackId});
    }
}

void checkPdu(const RackDistribution& rd, const PduLoad& p, Issues& issues)
{
    const FeedLoad* feed = nullptr;
    for (const FeedLoad& f : rd.feeds)
        if (f.id == p.feed)
            feed = &f;
    if (feed && feed->configured && p.phases == 3 && feed->circuit.phases == 1)
        issues.push_back({Severity::Error, "pdu-phase-mismatch",
                          "PDU " + p.name + " is three-phase but feed " + p.feed + " of rack " +
                              rd.rackName + " is single-phase",
                          p.deviceId});
    if (p.ratedW <= 0)
        return;
    const bool failover = p.normalW <= p.usableW;
    const double worst = failover ? p.failoverW : p.normalW;
    if (worst > p.usableW) {
        issues.push_back({Severity::Error, "pdu-overload",
                          "PDU " + p.name + " in rack " + rd.rackName + " carries " +
                              format::kw(worst) + when(failover, p.failoverOf) + "; it is rated " +
                              format::kw(p.ratedW) + " × 80 % = " + format::kw(p.usableW),
                          p.deviceId});
        return;
    }
    for (std::size_t ph = 0; ph < 3 && p.phases == 3; ++ph) {
        const double w = std::max(p.phaseNormalW[ph], p.phaseFailoverW[ph]);
        if (w > p.usableW / 3)
            issues.push_back({Severity::Error, "pdu-phase-overload",
                              "PDU " + p.name + " in rack " + rd.rackName + " carries " +
                                  format::kw(w) + " on phase L" + std::to_string(ph + 1) +
                                  "; one phase allows " + format::kw(p.usableW / 3),
                              p.deviceId});
    }
}

void checkRedundancy(const Design& design, const RackDistribution& rd, Issues& issues)
{
    if (rd.loadW <= 0)
        return;
    const bool oneSide =
        !rd.pdus.empty() && std::all_of(rd.pdus.begin(), rd.pdus.end(), [&](const PduLoad& p) {
            return p.feed == rd.pdus.front().feed;
        });
    if ((rd.feedsSet && rd.feeds.size() == 1) || oneSide)
        issues.push_back(
            {Severity::Warning, "feed-not-redundant",
             "Rack " + rd.rackName + " is fed from one side only: a feed failure takes it down",
             rd.rackId});
    for (const FeedFailure& ff : rd.failures)
        for (const std::string& id : ff.lostDevices)
            if (const Device* d = design.findDevice(id); d && !oneSide && rd.feeds.size() > 1)
                issues.push_back({Severity::Warning, "device-single-feed",
                                  d->name + " has every inlet on feed " + ff.failedFeed +
                                      ": it goes down when that feed fails",
                                  id});
    // One warning per rack and model (a SuperPOD row would otherwise repeat it per server),
    // naming the devices and every feed whose failure leaves them short.
    struct Group
    {
        UnderPoweredDevice first;
        std::vector<std::string> feeds;
        std::vector<std::string> names;
    };
    std::vector<Group> groups;
    for (const FeedFailure& ff : rd.failures)
        for (const UnderPoweredDevice& u : ff.underPowered) {
            auto g = std::find_if(groups.begin(), groups.end(), [&](const Group& x) {
                return x.first.model == u.model && x.first.psus == u.psus && x.first.maxW == u.maxW;
            });
            if (g == groups.end())
                g = groups.insert(groups.end(), Group{u, {}, {}});
            if (std::find(g->feeds.begin(), g->feeds.end(), ff.failedFeed) == g->feeds.end())
                g->feeds.push_back(ff.failedFeed);
            const Device* d = design.findDevice(u.deviceId);
            const std::string name = d ? d->name : u.deviceId;
            if (std::find(g->names.begin(), g->names.end(), name) == g->names.end())
                g->names.push_back(name);
        }
    for (const Group& g : groups) {
        std::string feeds, names;
        for (const std::string& f : g.feeds)
            feeds += (feeds.empty() ? "" : " or ") + f;
        for (std::size_t i = 0; i < g.names.size() && i < 6; ++i)
            names += (i ? ", " : "") + g.names[i];
        if (g.names.size() > 6)
            names += ", …";
        // With the rack's feeds unset the A/B pair is only assumed: a note for planning, not
        // yet a warning about the user's design.
        issues.push_back({rd.feedsSet ? Severity::Warning : Severity::Info, "psu-feed-failover",
                          "Rack " + rd.rackName + ": when feed " + feeds + " fails, " +
                              std::to_string(g.names.size()) + " x " + g.first.model + " (" +
                              names + ") keep " + std::to_string(g.first.psus) + " PSUs each, " +
                              format::kw(g.first.capacityW) + ", less than their " +
                              format::kw(g.first.maxW) + " maximum" +
                              (rd.feedsSet ? "" : " (feeds not set: A/B assumed)"),
                          rd.rackId});
    }
}

void checkPduFeeds(const Design& design, const RackDistribution& rd, Issues& issues)
{
    if (!rd.feedsSet)
        return;
    for (const PduLoad& p : rd.pdus) {
        const Rack* rack = design.findRack(rd.rackId);
        if (p.feedAssigned && rack && rack->power && !rack->power->findFeed(p.feed))
            issues.push_back({Severity::Error, "pdu-feed-unknown",
                              "PDU " + p.name + " is on feed " + p.feed + ", which rack " +
                                  rd.rackName + " does not have",
                              p.deviceId});
    }
}

void noteUnsetFeeds(const RackDistribution& rd, Issues& issues)
{
    if (rd.feedsSet || rd.loadW <= 0)
        return;
    const SuggestedCircuit& s = rd.suggested;
    issues.push_back(
        {Severity::Info, "feeds-unset",
         "Rack " + rd.rackName + " has no power feeds set; with A/B feeds each must carry " +
             format::kw(s.perFeedW) + " alone: " +
             (s.currentA ? "a 3-phase 400 V " + format::plain(*s.currentA) + " A circuit at PF " +
                               format::plain(s.powerFactor) + " per feed (" +
                               format::fixed(s.requiredCurrentA, 1) + " A at 80 % load)"
                         : format::fixed(s.requiredCurrentA, 0) +
                               " A at 3-phase 400 V, more than one 125 A circuit per feed"),
         rd.rackId});
}

} // namespace

void reportDistributionIssues(const Design& design, const RackDistribution& rd, Issues& issues)
{
    for (const FeedLoad& f : rd.feeds)
        checkFeed(rd, f, issues);
    for (const PduLoad& p : rd.pdus)
        checkPdu(rd, p, issues);
    checkPduFeeds(design, rd, issues);
    checkRedundancy(design, rd, issues);
    noteUnsetFeeds(rd, issues);
}

} // namespace cd::core
