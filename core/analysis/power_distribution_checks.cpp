#include "power_distribution.h"

#include "analysis/circuit.h"
#include "analysis/format.h"

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
    const bool onePdu =
        !rd.pdus.empty() && std::all_of(rd.pdus.begin(), rd.pdus.end(), [&](const PduLoad& p) {
            return p.feed == rd.pdus.front().feed;
        });
    if ((rd.feedsSet && rd.feeds.size() == 1) || onePdu)
        issues.push_back(
            {Severity::Warning, "feed-not-redundant",
             "Rack " + rd.rackName + " is fed from one side only: a feed failure takes it down",
             rd.rackId});
    for (const FeedFailure& ff : rd.failures)
        for (const std::string& id : ff.lostDevices)
            if (const Device* d = design.findDevice(id); d && !onePdu && rd.feeds.size() > 1)
                issues.push_back({Severity::Warning, "device-single-feed",
                                  d->name + " has every inlet on feed " + ff.failedFeed +
                                      ": it goes down when that feed fails",
                                  id});
    // One warning per device, naming every feed whose failure leaves it short.
    std::vector<std::pair<UnderPoweredDevice, std::string>> under;
    for (const FeedFailure& ff : rd.failures)
        for (const UnderPoweredDevice& u : ff.underPowered) {
            auto it = std::find_if(under.begin(), under.end(),
                                   [&](const auto& x) { return x.first.deviceId == u.deviceId; });
            if (it == under.end())
                under.emplace_back(u, ff.failedFeed);
            else
                it->second += " or " + ff.failedFeed;
        }
    for (const auto& [u, feeds] : under)
        if (const Device* d = design.findDevice(u.deviceId))
            issues.push_back({Severity::Warning, "psu-feed-failover",
                              d->name + ": when feed " + feeds + " fails, its " +
                                  std::to_string(u.psus) + " PSUs left carry " +
                                  format::kw(u.capacityW) + ", less than its " +
                                  format::kw(u.maxW) + " maximum",
                              u.deviceId});
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
