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
};

QObject* makeCoolingPlantTests()
{
    return new CoolingPlantTests;
}

#include "tst_cooling_plant.moc"
