#include "power_distribution.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "circuit.h"
#include "text/translation.h"

#include <algorithm>

namespace cd::core {

namespace {

// "when feed A fails" for a failover figure, nothing for a normal one.
std::string when(bool failover, const std::string& failedFeed)
{
    return failover ? text::arg(text::translate("PowerDistribution", " when feed %1 fails"),
                                {failedFeed})
                    : "";
}

std::string allows(const FeedLoad& f)
{
    return format::kw(f.usableW) + " (" + circuit::describe(f.circuit) + " × 80 %)";
}

// The feed's total over its circuit: in normal operation, or (failover) while the feed
// f.failoverOf is down.
void reportFeedOverload(const RackDistribution& rd, const FeedLoad& f, bool failover, double worst,
                        Issues& issues)
{
    if (failover)
        issues.push_back(makeIssue(issues::FeedFailoverOverload,
                                   {{"rack", rd.rackName},
                                    {"feed", f.id},
                                    {"load", format::kw(worst)},
                                    {"failedFeed", f.failoverOf},
                                    {"allowed", allows(f)}},
                                   rd.rackId));
    else
        issues.push_back(makeIssue(issues::FeedOverload,
                                   {{"rack", rd.rackName},
                                    {"feed", f.id},
                                    {"load", format::kw(worst)},
                                    {"allowed", allows(f)}},
                                   rd.rackId));
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
        reportFeedOverload(rd, f, failover, worst, issues);
        return;
    }
    for (std::size_t p = 0; p < 3 && f.circuit.phases == 3; ++p) {
        const bool pf = f.phaseFailoverW[p] > f.phaseNormalW[p];
        const double w = std::max(f.phaseNormalW[p], f.phaseFailoverW[p]);
        if (w > f.phaseUsableW)
            issues.push_back(makeIssue(issues::PhaseOverload,
                                       {{"rack", rd.rackName},
                                        {"feed", f.id},
                                        {"phase", std::to_string(p + 1)},
                                        {"load", format::kw(w)},
                                        {"when", when(pf, f.failoverOf)},
                                        {"phaseAllowed", format::kw(f.phaseUsableW)},
                                        {"allowed", allows(f)}},
                                       rd.rackId));
    }
}

void checkPdu(const RackDistribution& rd, const PduLoad& p, Issues& issues)
{
    const FeedLoad* feed = nullptr;
    for (const FeedLoad& f : rd.feeds)
        if (f.id == p.feed)
            feed = &f;
    if (feed && feed->configured && p.phases == 3 && feed->circuit.phases == 1)
        issues.push_back(makeIssue(issues::PduPhaseMismatch,
                                   {{"pdu", p.name}, {"feed", p.feed}, {"rack", rd.rackName}},
                                   p.deviceId));
    if (p.ratedW <= 0)
        return;
    const bool failover = p.normalW <= p.usableW;
    const double worst = failover ? p.failoverW : p.normalW;
    if (worst > p.usableW) {
        issues.push_back(makeIssue(issues::PduOverload,
                                   {{"pdu", p.name},
                                    {"rack", rd.rackName},
                                    {"load", format::kw(worst)},
                                    {"when", when(failover, p.failoverOf)},
                                    {"rated", format::kw(p.ratedW)},
                                    {"usable", format::kw(p.usableW)}},
                                   p.deviceId));
        return;
    }
    for (std::size_t ph = 0; ph < 3 && p.phases == 3; ++ph) {
        const double w = std::max(p.phaseNormalW[ph], p.phaseFailoverW[ph]);
        if (w > p.usableW / 3)
            issues.push_back(makeIssue(issues::PduPhaseOverload,
                                       {{"pdu", p.name},
                                        {"rack", rd.rackName},
                                        {"load", format::kw(w)},
                                        {"phase", std::to_string(ph + 1)},
                                        {"allowed", format::kw(p.usableW / 3)}},
                                       p.deviceId));
    }
}

bool fedFromOneSide(const RackDistribution& rd)
{
    return !rd.pdus.empty() && std::all_of(rd.pdus.begin(), rd.pdus.end(), [&](const PduLoad& p) {
        return p.feed == rd.pdus.front().feed;
    });
}

void warnSingleFeedDevices(const Design& design, const RackDistribution& rd, bool oneSide,
                           Issues& issues)
{
    for (const FeedFailure& ff : rd.failures)
        for (const std::string& id : ff.lostDevices)
            if (const Device* d = design.findDevice(id); d && !oneSide && rd.feeds.size() > 1)
                issues.push_back(makeIssue(issues::DeviceSingleFeed,
                                           {{"device", d->name}, {"feed", ff.failedFeed}}, id));
}

// Devices of one model left short of PSUs, with every feed whose failure does it.
struct UnderPoweredGroup
{
    UnderPoweredDevice first;
    std::vector<std::string> feeds;
    std::vector<std::string> names;
};

std::vector<UnderPoweredGroup> groupUnderPowered(const RackDistribution& rd)
{
    std::vector<UnderPoweredGroup> groups;
    for (const FeedFailure& ff : rd.failures)
        for (const UnderPoweredDevice& u : ff.underPowered) {
            auto g = std::find_if(groups.begin(), groups.end(), [&](const UnderPoweredGroup& x) {
                return x.first.model == u.model && x.first.psus == u.psus && x.first.maxW == u.maxW;
            });
            if (g == groups.end())
                g = groups.insert(groups.end(), UnderPoweredGroup{u, {}, {}});
            if (std::find(g->feeds.begin(), g->feeds.end(), ff.failedFeed) == g->feeds.end())
                g->feeds.push_back(ff.failedFeed);
            const std::string& name = u.name.empty() ? u.deviceId : u.name;
            if (std::find(g->names.begin(), g->names.end(), name) == g->names.end())
                g->names.push_back(name);
        }
    return groups;
}

void warnUnderPowered(const RackDistribution& rd, const UnderPoweredGroup& g, Issues& issues)
{
    std::string feeds, names;
    const std::string either = text::translate("PowerDistribution", " or ");
    for (const std::string& f : g.feeds)
        feeds += (feeds.empty() ? "" : either) + f;
    for (std::size_t i = 0; i < g.names.size() && i < 6; ++i)
        names += (i ? ", " : "") + g.names[i];
    if (g.names.size() > 6)
        names += ", …";
    // With the rack's feeds unset the A/B pair is only assumed: a note for planning, not
    // yet a warning about the user's design.
    const std::string note =
        rd.feedsSet ? std::string()
                    : text::translate("PowerDistribution", " (feeds not set: A/B assumed)");
    issues.push_back(makeIssue(issues::PsuFeedFailover,
                               rd.feedsSet ? Severity::Warning : Severity::Info,
                               {{"rack", rd.rackName},
                                {"feeds", feeds},
                                {"count", std::to_string(g.names.size())},
                                {"model", g.first.model},
                                {"devices", names},
                                {"psus", std::to_string(g.first.psus)},
                                {"capacity", format::kw(g.first.capacityW)},
                                {"maxPower", format::kw(g.first.maxW)},
                                {"note", note}},
                               rd.rackId));
}

void checkRedundancy(const Design& design, const RackDistribution& rd, Issues& issues)
{
    if (rd.loadW <= 0)
        return;
    const bool oneSide = fedFromOneSide(rd);
    if ((rd.feedsSet && rd.feeds.size() == 1) || oneSide)
        issues.push_back(makeIssue(issues::FeedNotRedundant, {{"rack", rd.rackName}}, rd.rackId));
    warnSingleFeedDevices(design, rd, oneSide, issues);
    // One warning per rack and model (a SuperPOD row would otherwise repeat it per server),
    // naming the devices and every feed whose failure leaves them short.
    for (const UnderPoweredGroup& g : groupUnderPowered(rd))
        warnUnderPowered(rd, g, issues);
}

void checkPduFeeds(const Design& design, const RackDistribution& rd, Issues& issues)
{
    if (!rd.feedsSet)
        return;
    for (const PduLoad& p : rd.pdus) {
        const Rack* rack = design.findRack(rd.rackId);
        if (p.feedAssigned && rack && rack->power && !rack->power->findFeed(p.feed))
            issues.push_back(makeIssue(issues::PduFeedUnknown,
                                       {{"pdu", p.name}, {"feed", p.feed}, {"rack", rd.rackName}},
                                       p.deviceId));
    }
}

// The circuit each feed needs, or how far it is beyond one 125 A circuit.
std::string describeSuggested(const SuggestedCircuit& s)
{
    return s.currentA
               ? text::arg(text::translate("PowerDistribution",
                                           "a 3-phase 400 V %1 A circuit at PF %2 per feed (%3 A "
                                           "at 80 % load)"),
                           {format::plain(*s.currentA), format::plain(s.powerFactor),
                            format::fixed(s.requiredCurrentA, 1)})
               : text::arg(text::translate("PowerDistribution",
                                           "%1 A at 3-phase 400 V, more than one 125 A circuit "
                                           "per feed"),
                           {format::fixed(s.requiredCurrentA, 0)});
}

void noteUnsetFeeds(const RackDistribution& rd, Issues& issues)
{
    if (rd.feedsSet || rd.loadW <= 0)
        return;
    const SuggestedCircuit& s = rd.suggested;
    issues.push_back(makeIssue(issues::FeedsUnset,
                               {{"rack", rd.rackName},
                                {"perFeed", format::kw(s.perFeedW)},
                                {"circuit", describeSuggested(s)}},
                               rd.rackId));
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
