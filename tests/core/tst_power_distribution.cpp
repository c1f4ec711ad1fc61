// Feeds, circuits, PDUs and inlets (issue 5, item 2). Every expected figure is worked out by
// hand in the comment beside it; t-dgx draws 10200 W (NVIDIA's DGX H100 maximum) through six
// 3300 W PSUs, so its six inlets carry 10200 / 6 = 1700 W each.
#include "analysis/analyze.h"
#include "analysis/power/circuit.h"
#include "find_issue.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cd;

namespace {

using test::findIssue;

bool hasMessage(const core::Report& r, const std::string& code, const std::string& message)
{
    return std::any_of(r.issues.begin(), r.issues.end(), [&](const core::Issue& i) {
        return i.code == code && i.message == message;
    });
}

bool near(double a, double b, double tolerance = 0.01)
{
    return std::abs(a - b) <= tolerance;
}

// dgxRack(n) with A/B feeds of `amps` and, when asked, PDUs p1 on A and p2 on B.
core::Design fed(int dgx, double amps, bool pdus = false)
{
    core::Design d = test::dgxRack(dgx);
    d.racks[0].power = test::abFeeds(amps);
    if (pdus) {
        d.devices.push_back(test::device("p1", "t-pdu-3ph", "r1", 1));
        d.devices.back().feed = "A";
        d.devices.push_back(test::device("p2", "t-pdu-3ph", "r1", 1));
        d.devices.back().feed = "B";
    }
    return d;
}

const core::FeedLoad& feedOf(const core::Report& r, const std::string& id)
{
    const auto& feeds = r.distribution.racks.at(0).feeds;
    return *std::find_if(feeds.begin(), feeds.end(),
                         [&](const core::FeedLoad& f) { return f.id == id; });
}

} // namespace

class PowerDistributionTests : public QObject
{
    Q_OBJECT
private slots:
    // 4 x 10200 W = 40800 W; 40800 W x 3.412 BTU/h per W = 139,209.6 BTU/h.
    void fourDgxLoadAndHeat()
    {
        const core::Report r = core::analyze(test::dgxRack(4), test::testCatalog());
        QCOMPARE(r.power.racks[0].maxW, 40800.0);
        QVERIFY(near(r.power.racks[0].heatBtuPerH, 139209.6));
        QCOMPARE(r.distribution.racks[0].loadW, 40800.0);
    }

    // √3 x 400 V x 32 A x 0.95 = 1.7320508 x 12160 = 21,061.74 W; x 0.8 = 16,849.39 W.
    // Single phase 230 V x 32 A x 1.0 = 7360 W; x 0.8 = 5888 W.
    void circuitCapacity()
    {
        QVERIFY(near(core::circuit::ratedWatts(3, 400, 32, 0.95), 21061.74));
        QVERIFY(near(core::circuit::usableWatts(3, 400, 32, 0.95), 16849.39));
        QCOMPARE(core::circuit::ratedWatts(1, 230, 32, 1.0), 7360.0);
        QCOMPARE(core::circuit::usableWatts(1, 230, 32, 1.0), 5888.0);
        // Without a power factor the feed is sized at 0.95.
        const core::Feed f = test::feed("A", 3, 400, 32, std::nullopt);
        QVERIFY(near(core::circuit::usableWatts(f), 16849.39));
        QCOMPARE(core::circuit::describe(f), std::string("400 V 3-phase 32 A PF 0.95"));
    }

    // 2 x 10200 = 20400 W on A/B 63 A feeds: usable √3 x 400 x 63 x 0.95 x 0.8 = 33,172.24 W.
    // Normal: each DGX puts 3 inlets on each feed, 20400 / 2 = 10200 W per feed. Feed A fails:
    // each DGX keeps 3 of its 6 x 3300 W PSUs, 9900 W, less than its 10200 W maximum: it caps at
    // 9900 W (psu-feed-failover says so), 3300 W per inlet, and B carries 2 x 9900 = 19800 W,
    // not double its normal (issue 19: the feed figure contradicted the PSU warning).
    void failoverDoublesTheSurvivingFeed()
    {
        const core::Report r = core::analyze(fed(2, 63), test::testCatalog());
        const core::FeedLoad& a = feedOf(r, "A");
        const core::FeedLoad& b = feedOf(r, "B");
        QVERIFY(a.configured);
        QVERIFY(near(a.usableW, 33172.24));
        QCOMPARE(a.normalW, 10200.0);
        QCOMPARE(b.normalW, 10200.0);
        QCOMPARE(b.failoverW, 19800.0);
        QCOMPARE(b.failoverOf, std::string("A"));
        const core::Issue* psu = findIssue(r, "psu-feed-failover");
        QVERIFY(psu && psu->message.find("keep 3 PSUs each, 9.9 kW") != std::string::npos);
        // Phases: 6 inlets of 1700 W per feed, 2 per phase = 3400 W; on failover 2 x 3300 = 6600.
        for (std::size_t p = 0; p < 3; ++p) {
            QCOMPARE(a.phaseNormalW[p], 3400.0);
            QCOMPARE(a.phaseFailoverW[p], 6600.0);
        }
        // 19800 / 33172.24 = 0.597
        QVERIFY(near(b.utilisation, 0.597, 0.001));
        const core::FeedFailure& failA = r.distribution.racks[0].failures.at(0);
        QCOMPARE(failA.failedFeed, std::string("A"));
        QCOMPARE(failA.feedLoadsW.at(0).second, 19800.0);
        QCOMPARE(failA.lostW, 0.0);
        QVERIFY(!findIssue(r, "feed-failover-overload"));
        QVERIFY(!findIssue(r, "feed-overload"));
        QVERIFY(!findIssue(r, "feeds-unset"));
    }

    // Same rack on 32 A feeds (16,849 W usable): 10.2 kW normal fits, 19.8 kW on failover not.
    void failoverOverloadNamesTheFigures()
    {
        const core::Report r = core::analyze(fed(2, 32), test::testCatalog());
        QVERIFY(!findIssue(r, "feed-overload"));
        const core::Issue* i = findIssue(r, "feed-failover-overload", "r1");
        QVERIFY(i);
        QVERIFY(i->severity == core::Severity::Error);
        QVERIFY(hasMessage(r, "feed-failover-overload",
                           "Rack A01 feed B carries 19.8 kW when feed A fails; its circuit "
                           "allows 16.8 kW (400 V 3-phase 32 A PF 0.95 × 80 %)"));
    }

    // 4 x DGX = 40.8 kW: 20.4 kW per feed already exceeds 16.8 kW in normal operation.
    void normalOverload()
    {
        const core::Report r = core::analyze(fed(4, 32), test::testCatalog());
        QVERIFY(hasMessage(r, "feed-overload",
                           "Rack A01 feed A carries 20.4 kW; its circuit allows 16.8 kW "
                           "(400 V 3-phase 32 A PF 0.95 × 80 %)"));
    }

    // PDUs p1 (A) and p2 (B), 22000 W rated: usable 22000 x 0.8 = 17600 W. Each carries
    // 6 inlets x 1700 W = 10200 W; when the other feed fails, 6 x 3300 W = 19800 W > 17600 W
    // (each DGX capped at its 3 surviving 3300 W PSUs).
    void pduOverloadOnFailover()
    {
        const core::Report r = core::analyze(fed(2, 63, true), test::testCatalog());
        const auto& pdus = r.distribution.racks[0].pdus;
        QCOMPARE(pdus.size(), std::size_t(2));
        QCOMPARE(pdus[0].feed, std::string("A"));
        QCOMPARE(pdus[0].inlets, 6);
        QCOMPARE(pdus[0].normalW, 10200.0);
        QCOMPARE(pdus[0].failoverW, 19800.0);
        QCOMPARE(pdus[0].usableW, 17600.0);
        QCOMPARE(pdus[0].phaseNormalW[1], 3400.0); // 2 inlets x 1700 W per phase
        QVERIFY(hasMessage(r, "pdu-overload",
                           "PDU p1 in rack A01 carries 19.8 kW when feed B fails; it is rated "
                           "22.0 kW × 80 % = 17.6 kW"));
        QVERIFY(findIssue(r, "pdu-overload", "p2"));
        // Every inlet went to a PDU of its feed.
        for (const core::InletLoad& in : r.distribution.racks[0].inlets) {
            QVERIFY(in.automatic);
            QCOMPARE(in.pdu, std::string(in.feed == "A" ? "p1" : "p2"));
        }
    }

    // All 12 inlets pinned to phase 1: normal A-L1 = 6 x 1700 = 10200 W (phase limit
    // 33172.24 / 3 = 11057.4 W); B fails: 6 x 3300 = 19800 W on A-L1 (each DGX capped at its 3
    // surviving 3300 W PSUs), while the feed total of 19800 W is within 33172 W: a phase
    // overload, not a feed overload.
    void phaseOverload()
    {
        core::Design d = fed(2, 63, true);
        for (core::Device& dev : d.devices)
            if (dev.model == "t-dgx")
                for (int k = 0; k < 6; ++k)
                    dev.inlets.push_back({k % 2 ? "p2" : "p1", 1, core::Json::object()});
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(feedOf(r, "A").phaseNormalW[0], 10200.0);
        QCOMPARE(feedOf(r, "A").phaseFailoverW[0], 19800.0);
        QCOMPARE(feedOf(r, "A").phaseNormalW[1], 0.0);
        QVERIFY(!findIssue(r, "feed-failover-overload"));
        QVERIFY(hasMessage(r, "phase-overload",
                           "Rack A01 feed A phase L1 carries 19.8 kW when feed B fails; one "
                           "phase of its circuit allows 11.1 kW (a third of 33.2 kW (400 V "
                           "3-phase 63 A PF 0.95 × 80 %))"));
        QVERIFY(!r.distribution.racks[0].inlets.front().automatic);
    }

    // An explicit assignment wins: both cords of s1 (2000 W) on p1, so losing feed A loses it.
    void explicitInletsOverrideAndSingleFeedDevice()
    {
        core::Design d = fed(0, 63, true);
        d.devices.push_back(test::device("s1", "t-srv-2u", "r1", 1));
        d.devices.back().inlets = {{"p1", std::nullopt, {}}, {"p1", std::nullopt, {}}};
        const core::Report r = core::analyze(d, test::testCatalog());
        const auto& rd = r.distribution.racks[0];
        QCOMPARE(rd.pdus[0].normalW, 2000.0);
        QCOMPARE(rd.pdus[1].normalW, 0.0);
        QCOMPARE(rd.failures.at(0).failedFeed, std::string("A"));
        QCOMPARE(rd.failures.at(0).lostW, 2000.0);
        QCOMPARE(rd.failures.at(0).lostDevices, std::vector<std::string>{"s1"});
        QVERIFY(findIssue(r, "device-single-feed", "s1"));
    }

    // Two PDUs on feed A: the DGX's three A-side cords spread over both (2 + 1), the B side
    // has one PDU with all three.
    void cordsSpreadOverPdusOfAFeed()
    {
        core::Design d = fed(1, 63, true);
        d.devices.push_back(test::device("p3", "t-pdu-3ph", "r1", 1));
        d.devices.back().feed = "A";
        const core::Report r = core::analyze(d, test::testCatalog());
        const auto& pdus = r.distribution.racks[0].pdus;
        QCOMPARE(pdus[0].inlets + pdus[2].inlets, 3);
        QVERIFY(pdus[0].inlets >= 1 && pdus[2].inlets >= 1);
        QCOMPARE(pdus[1].inlets, 3);
        // 1700 W per cord: 3400 + 1700 = 5100 W on feed A.
        QCOMPARE(pdus[0].normalW + pdus[2].normalW, 5100.0);
    }

    // Three single-phase PDUs (t-pdu, 7360 W, usable 5888 W) on three-phase feed A take L1,
    // L2, L3 in turn; the DGX's three A-side cords go one per PDU: 1700 W on each phase.
    // Feed B has one such PDU with three cords: 5100 W normally, 9900 W when A fails (the DGX
    // capped at its three surviving 3300 W PSUs).
    void singlePhasePdusRotateOverPhases()
    {
        core::Design d = fed(1, 32);
        for (const char* id : {"a1", "a2", "a3", "b1"}) {
            d.devices.push_back(test::device(id, "t-pdu", "r1", 1));
            d.devices.back().feed = id[0] == 'a' ? "A" : "B";
        }
        const core::Report r = core::analyze(d, test::testCatalog());
        const core::FeedLoad& a = feedOf(r, "A");
        for (std::size_t p = 0; p < 3; ++p)
            QCOMPARE(a.phaseNormalW[p], 1700.0);
        const auto& pdus = r.distribution.racks[0].pdus;
        QCOMPARE(pdus[3].normalW, 5100.0);
        QCOMPARE(pdus[3].failoverW, 9900.0);
        QCOMPARE(pdus[3].usableW, 5888.0);
        QVERIFY(findIssue(r, "pdu-overload", "b1"));
        QVERIFY(!findIssue(r, "pdu-overload", "a1")); // 3400 W when B fails
    }

    // Without an assignment the two cords of a 1+1 server go to different feeds.
    void automaticInletsSpreadOverFeeds()
    {
        core::Design d = fed(0, 32);
        d.devices.push_back(test::device("s1", "t-srv-2u", "r1", 1));
        const core::Report r = core::analyze(d, test::testCatalog());
        const auto& inlets = r.distribution.racks[0].inlets;
        QCOMPARE(inlets.size(), std::size_t(2));
        QVERIFY(inlets[0].feed != inlets[1].feed);
        QCOMPARE(inlets[0].normalW, 1000.0); // 2000 W over 2 cords
        QVERIFY(!findIssue(r, "device-single-feed"));
    }

    // Unset feeds: no feed errors, an info with the circuit each feed would need.
    // r1 = 11500 W: I = 11500 / (√3 x 400 x 0.95 x 0.8) = 11500 / 526.54 = 21.84 A -> 32 A.
    // 4 x DGX = 40800 W: 40800 / 526.54 = 77.49 A -> 125 A.
    void unsetFeedsSuggestACircuit()
    {
        const core::Report r = core::analyze(test::sampleDesign(), test::testCatalog());
        const core::RackDistribution& rd = r.distribution.racks[0];
        QVERIFY(!rd.feedsSet);
        QVERIFY(near(rd.suggested.requiredCurrentA, 21.84));
        QCOMPARE(rd.suggested.currentA.value(), 32.0);
        QVERIFY(findIssue(r, "feeds-unset", "r1"));
        QVERIFY(!findIssue(r, "feed-overload"));
        QVERIFY(!findIssue(r, "feed-failover-overload"));
        const core::Report big = core::analyze(test::dgxRack(4), test::testCatalog());
        QVERIFY(near(big.distribution.racks[0].suggested.requiredCurrentA, 77.49));
        QCOMPARE(big.distribution.racks[0].suggested.currentA.value(), 125.0);
        // The assumed A/B pair still shows the failover figure: the whole rack on one side, each
        // DGX capped at its three surviving PSUs: 4 x 9900 = 39600 W.
        QCOMPARE(big.distribution.racks[0].feeds.at(1).failoverW, 39600.0);
        QVERIFY(!big.distribution.racks[0].feeds.at(1).configured);
    }

    void oneFeedIsNotRedundant()
    {
        core::Design d = test::dgxRack(1);
        core::RackPowerSettings p;
        p.feeds = {test::feed("A", 3, 400, 32)};
        d.racks[0].power = p;
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(findIssue(r, "feed-not-redundant", "r1"));
        QVERIFY(r.distribution.racks[0].failures.empty());
    }

    // PDUs without a feed alternate over A and B; a feed the rack lacks is an error.
    void pduFeeds()
    {
        core::Design d = fed(1, 63);
        d.devices.push_back(test::device("p1", "t-pdu-3ph", "r1", 1));
        d.devices.push_back(test::device("p2", "t-pdu-3ph", "r1", 1));
        core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.distribution.racks[0].pdus[0].feed, std::string("A"));
        QCOMPARE(r.distribution.racks[0].pdus[1].feed, std::string("B"));
        d.devices.back().feed = "C";
        r = core::analyze(d, test::testCatalog());
        QVERIFY(findIssue(r, "pdu-feed-unknown", "p2"));
    }
};

QObject* makePowerDistributionTests()
{
    return new PowerDistributionTests;
}

#include "tst_power_distribution.moc"
