// Coolant distribution for liquid-cooled racks (issue 21): per row, the heat the liquid-cooled
// racks reject against the rated capacity of the CDUs placed in the row. On
// tests/data/test-catalog.json: t-dlc-4u is a direct-liquid-cooled server of 9,000 W maximum;
// t-cdu-4u an in-rack CDU rated 50 kW (drawing 1,000 W itself); t-rdhx a 60 kW rear door, which
// cools air and does not count.
#include "analysis/analyze.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

// Rack r1 with `servers` t-dlc-4u from U1, 4U apart, and the `extras` above them.
core::Design liquidRack(int servers, const std::vector<std::string>& extras)
{
    core::Design d = test::dgxRack(0);
    int u = 1;
    for (int i = 0; i < servers; ++i, u += 4)
        d.devices.push_back(test::device("s" + std::to_string(i + 1), "t-dlc-4u", "r1", u));
    for (std::size_t i = 0; i < extras.size(); ++i, u += 4)
        d.devices.push_back(test::device("c" + std::to_string(i + 1), extras[i], "r1", u));
    return d;
}

// Rack r1 with `servers` air-cooled t-srv-8u (10,000 W each) from U1, and the `extras` above.
core::Design airRack(int servers, const std::vector<std::string>& extras)
{
    core::Design d = test::dgxRack(0);
    int u = 1;
    for (int i = 0; i < servers; ++i, u += 8)
        d.devices.push_back(test::device("s" + std::to_string(i + 1), "t-srv-8u", "r1", u));
    for (std::size_t i = 0; i < extras.size(); ++i, u += 1)
        d.devices.push_back(test::device("x" + std::to_string(i + 1), extras[i], "r1", u));
    return d;
}

std::vector<const core::Issue*> issuesOf(const core::Report& r, const std::string& code)
{
    std::vector<const core::Issue*> found;
    for (const core::Issue& i : r.issues)
        if (i.code == code)
            found.push_back(&i);
    return found;
}

int shortIssues(const core::Report& r)
{
    return int(std::count_if(r.issues.begin(), r.issues.end(),
                             [](const core::Issue& i) { return i.code == "cdu-capacity-short"; }));
}

} // namespace

class CoolingPlantTests : public QObject
{
    Q_OBJECT
private slots:
    // Five servers: 5 x 9,000 W = 45 kW, plus the CDU's own 1,000 W in the same rack = 46 kW of
    // heat, within the CDU's 50 kW: no issue, and the row's figures say so.
    void cduCoversTheRack()
    {
        const core::Report r = core::analyze(liquidRack(5, {"t-cdu-4u"}), test::testCatalog());
        QCOMPARE(shortIssues(r), 0);
        QCOMPARE(r.cooling.liquidRows.size(), std::size_t(1));
        const core::RowLiquidCooling& row = r.cooling.liquidRows[0];
        QCOMPARE(row.liquidHeatW, 46000.0);
        QCOMPARE(row.cduCapacityW, 50000.0);
        QVERIFY(row.enough());
    }

    // The same rack without its CDU: 45 kW of liquid heat, 0 kW of CDU: an error naming the
    // missing 45.0 kW.
    void removingTheCduFailsTheCheck()
    {
        const core::Report r = core::analyze(liquidRack(5, {}), test::testCatalog());
        QCOMPARE(shortIssues(r), 1);
        const auto it = std::find_if(r.issues.begin(), r.issues.end(), [](const core::Issue& i) {
            return i.code == "cdu-capacity-short";
        });
        QVERIFY(it->severity == core::Severity::Error);
        QVERIFY2(it->message.find("add at least 45.0 kW") != std::string::npos,
                 it->message.c_str());
    }

    // Six servers, 54 kW + 1 kW for the CDU = 55 kW, over one 50 kW CDU: 5.0 kW short. A rear
    // door (60 kW) does not make up for it: it cools air, not the liquid loop.
    void rearDoorDoesNotCount()
    {
        const core::Report r =
            core::analyze(liquidRack(6, {"t-cdu-4u", "t-rdhx"}), test::testCatalog());
        QCOMPARE(shortIssues(r), 1);
        QCOMPARE(r.cooling.liquidRows.at(0).cduCapacityW, 50000.0);
        QCOMPARE(r.cooling.liquidRows.at(0).liquidHeatW, 55000.0);
    }

    // Air-cooled racks need no CDU.
    void airRackNeedsNone()
    {
        core::Design d = test::dgxRack(0);
        d.devices.push_back(test::device("a1", "t-air-6u", "r1", 1));
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(shortIssues(r), 0);
        QVERIFY(r.cooling.liquidRows.empty());
    }

    // Issue 19: an air-cooled rack above the 30 kW air limit is a problem, not "info". Three
    // t-srv-8u: 30 kW, at the limit: nothing. Four (32 U): 40 kW: a warning naming 40.0 kW and
    // the limit. With the 60 kW rear door in the rack: covered, nothing. Seven t-air-6u (42 U,
    // 3 x 3,200 W = 9,600 W each by their 3+3 PSUs): 67.2 kW, above the door's 60 kW rating: an
    // error. (Above the 75 kW a rear door removes at most, the same error names that limit; no
    // air-cooled test item is dense enough to fill a 42U rack past it.)
    void airRackAboveTheAirLimit()
    {
        const auto analyse = [](int n, const std::vector<std::string>& extras) {
            return core::analyze(airRack(n, extras), test::testCatalog());
        };
        QVERIFY(issuesOf(analyse(3, {}), "rack-above-air-limit").empty());
        const core::Report four = analyse(4, {});
        const auto above = issuesOf(four, "rack-above-air-limit");
        QCOMPARE(above.size(), std::size_t(1));
        QVERIFY(above[0]->severity == core::Severity::Warning);
        QVERIFY2(above[0]->message.find("40.0 kW, above the 30 kW") != std::string::npos,
                 above[0]->message.c_str());
        QVERIFY(issuesOf(four, "rack-beyond-air-cooling").empty());

        const core::Report door = analyse(4, {"t-rdhx"});
        QVERIFY(issuesOf(door, "rack-above-air-limit").empty());
        QVERIFY(issuesOf(door, "rack-beyond-air-cooling").empty());

        core::Design dense = test::dgxRack(0);
        for (int i = 0; i < 7; ++i)
            dense.devices.push_back(
                test::device("a" + std::to_string(i + 1), "t-air-6u", "r1", 1 + 6 * i));
        dense.devices.push_back(test::device("door", "t-rdhx", "r1", 1));
        const core::Report denseReport = core::analyze(dense, test::testCatalog());
        QVERIFY(issuesOf(denseReport, "outside-rack").empty());
        const auto overDoor = issuesOf(denseReport, "rack-beyond-air-cooling");
        QCOMPARE(overDoor.size(), std::size_t(1));
        QVERIFY(overDoor[0]->severity == core::Severity::Error);
        QVERIFY2(overDoor[0]->message.find("67.2 kW from air-cooled devices, more than 60 kW") !=
                     std::string::npos,
                 overDoor[0]->message.c_str());
        // Liquid-cooled racks are the CDU check's business, not this one's.
        QVERIFY(issuesOf(core::analyze(liquidRack(6, {"t-cdu-4u"}), test::testCatalog()),
                         "rack-above-air-limit")
                    .empty());
    }
};

QObject* makeCoolingPlantTests()
{
    return new CoolingPlantTests;
}

#include "tst_cooling_plant.moc"
