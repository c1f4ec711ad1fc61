// PSU budgets, rack weight and floor loading, row totals (issue 5, items 1, 4, 5, 6).
// Expected figures are worked out by hand from tests/data/test-catalog.json.
#include "analysis/analyze.h"
#include "analysis/power/psu.h"
#include "find_issue.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cd;

namespace {

using test::findIssue;

const core::DevicePsu* psuOf(const core::Report& r, const std::string& id)
{
    for (const auto& p : r.psu.devices)
        if (p.deviceId == id)
            return &p;
    return nullptr;
}

} // namespace

class PowerBudgetTests : public QObject
{
    Q_OBJECT
private slots:
    void redundancyText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("n"); // 0 = none
        QTest::newRow("4+2") << "4+2" << 4;
        QTest::newRow("3+3 with words") << "3+3 fault-tolerant (FTR); 5+1 also offered" << 3;
        QTest::newRow("two power domains") << "1+1 (system board) + dual 2+1" << 0;
        QTest::newRow("absurd") << "99999999999+1" << 0;
        QTest::newRow("no plus") << "redundant" << 0;
    }

    void redundancyText()
    {
        QFETCH(QString, text);
        QFETCH(int, n);
        core::SpecValue v;
        v.text = text.toStdString();
        QCOMPARE(core::requiredPsus(&v).value_or(0), n);
    }

    // t-psu-hot: 14000 W max on 6 x 3300 W PSUs, "4+2": the promise holds 2 in reserve, so
    // 4 x 3300 = 13200 W must carry 14000 W: a warning on the device. With one PSU failed
    // 5 x 3300 = 16500 W >= 14000 W still carries it.
    void psuOverCapacity()
    {
        core::Design d = test::dgxRack(0);
        d.devices.push_back(test::device("h1", "t-psu-hot", "r1", 1));
        const core::Report r = core::analyze(d, test::testCatalog());
        const core::DevicePsu* p = psuOf(r, "h1");
        QVERIFY(p);
        QCOMPARE(p->count, 6);
        QCOMPARE(p->required.value(), 4);
        QCOMPARE(p->capacityW, 13200.0);
        QVERIFY(p->overCapacity);
        QCOMPARE(p->onePsuFailedW, 16500.0);
        QVERIFY(p->carriesMaxAfterOnePsuFails);
        const core::Issue* i = findIssue(r, "psu-over-capacity", "h1");
        QVERIFY(i);
        QVERIFY(i->severity == core::Severity::Warning);
        QCOMPARE(i->message,
                 std::string("h1 (Test PSU-starved 4U) draws up to 14.0 kW; its 6 x 3300 W PSUs "
                             "carry 13.2 kW with the promised 4+2 redundancy (4 x 3300 W)"));
    }

    // t-dgx: 10200 W <= 4 x 3300 = 13200 W: no warning. But split 3 + 3 over A/B feeds, a
    // feed failure leaves 3 x 3300 = 9900 W < 10200 W: the what-if warns.
    void dgxPsusAndFeedFailure()
    {
        const core::Report r = core::analyze(test::dgxRack(1), test::testCatalog());
        const core::DevicePsu* p = psuOf(r, "g1");
        QVERIFY(p);
        QVERIFY(!p->overCapacity);
        QVERIFY(!findIssue(r, "psu-over-capacity"));
        const core::Issue* i = findIssue(r, "psu-feed-failover", "r1");
        QVERIFY(i);
        QCOMPARE(i->message, std::string("Rack A01: when feed A or B fails, 1 x Test DGX-like 8U "
                                         "(g1) keep 3 PSUs each, 9.9 kW, less than their "
                                         "10.2 kW maximum (feeds not set: A/B assumed)"));
        QVERIFY(i->severity == core::Severity::Info); // only assumed feeds
        core::Design fed = test::dgxRack(1);
        fed.racks[0].power =
            core::RackPowerSettings{{test::feed("A", 3, 400, 63), test::feed("B", 3, 400, 63)}};
        const core::Report withFeeds = core::analyze(fed, test::testCatalog());
        QVERIFY(findIssue(withFeeds, "psu-feed-failover", "r1")->severity ==
                core::Severity::Warning);
        // Four of them in one rack: still one warning, naming all four.
        const core::Report four = core::analyze(test::dgxRack(4), test::testCatalog());
        QCOMPARE(std::count_if(four.issues.begin(), four.issues.end(),
                               [](const core::Issue& x) { return x.code == "psu-feed-failover"; }),
                 1);
        QVERIFY(findIssue(four, "psu-feed-failover")
                    ->message.find("4 x Test DGX-like 8U (g1, g2, "
                                   "g3, g4)") != std::string::npos);
        const auto& under = r.distribution.racks[0].failures.at(0).underPowered;
        QCOMPARE(under.size(), std::size_t(1));
        QCOMPARE(under[0].capacityW, 9900.0);
    }

    // 2 PSUs of 2000 W, "1+1": max is the PSU limit 1 x 2000 W; one PSU left carries it.
    void onePlusOne()
    {
        const core::Report r = core::analyze(test::sampleDesign(), test::testCatalog());
        const core::DevicePsu* p = psuOf(r, "d3");
        QVERIFY(p);
        QCOMPARE(p->capacityW, 2000.0);
        QCOMPARE(p->onePsuFailedW, 2000.0);
        QVERIFY(p->carriesMaxAfterOnePsuFails);
        QVERIFY(!findIssue(r, "psu-single-failure"));
    }

    // t-rack-floor: 100 kg, 600 x 1200 mm, static 600 kg, dynamic 500 kg.
    // 4 x 130 kg + 100 kg = 620 kg > 600 kg static (error) and > 500 kg dynamic (warning).
    // Floor: 620 kg / (0.6 m x 1.2 m = 0.72 m²) = 861.1 kg/m², below the default 1220.5.
    void rackWeightAndFloor()
    {
        const core::Report r = core::analyze(test::dgxRack(4, "t-rack-floor"), test::testCatalog());
        const core::RackPower& rp = r.power.racks[0];
        QCOMPARE(rp.weightKg, 620.0);
        QVERIFY(findIssue(r, "rack-overloaded", "r1")->severity == core::Severity::Error);
        QVERIFY(findIssue(r, "rack-dynamic-load", "r1")->severity == core::Severity::Warning);
        QVERIFY(std::abs(rp.footprintM2.value() - 0.72) < 1e-9);
        QVERIFY(std::abs(rp.floorLoadKgPerM2.value() - 861.111) < 0.001);
        QVERIFY(!findIssue(r, "floor-overloaded"));
        // A site floor rated 800 kg/m² is exceeded: an error with the figure.
        core::Design d = test::dgxRack(4, "t-rack-floor");
        d.site = core::SiteSettings{};
        d.site->floorLoadKgPerM2 = 800;
        const core::Report onSite = core::analyze(d, test::testCatalog());
        const core::Issue* floor = findIssue(onSite, "floor-overloaded", "r1");
        QVERIFY(floor);
        QVERIFY(floor->severity == core::Severity::Error);
        QCOMPARE(floor->message, std::string("Rack A01 puts 620 kg on 0.72 m² = 861 kg/m², above "
                                             "the site's floor rating of 800 kg/m²"));
        // 3 x 130 + 100 = 490 kg: within both ratings.
        const core::Report three =
            core::analyze(test::dgxRack(3, "t-rack-floor"), test::testCatalog());
        QVERIFY(!findIssue(three, "rack-overloaded"));
        QVERIFY(!findIssue(three, "rack-dynamic-load"));
    }

    // Sample: r1 = 11500 W, r2 = 2000 W. One row: 13500 W; r2 moved to row 1: two rows.
    void rowTotals()
    {
        core::Design d = test::sampleDesign();
        core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.power.rows.size(), std::size_t(1));
        QCOMPARE(r.power.rows[0].maxW, 13500.0);
        QCOMPARE(r.power.rows[0].racks, 2);
        QCOMPARE(r.power.rows[0].weightKg, 375.0); // 245 + 130
        d.racks[1].row = 1;
        r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.power.rows.size(), std::size_t(2));
        QCOMPARE(r.power.rows[0].maxW, 11500.0);
        QCOMPARE(r.power.rows[1].row, 1);
        QCOMPARE(r.power.rows[1].maxW, 2000.0);
        // 2000 W x 3.412 = 6824 BTU/h
        QCOMPARE(r.power.rows[1].heatBtuPerH, 6824.0);
    }
};

QObject* makePowerBudgetTests()
{
    return new PowerBudgetTests;
}

#include "tst_power_budget.moc"
