// Cooling (issue 5, item 4): heat, airflow, cooling class, facility power and yearly energy.
// Expected figures are worked out by hand in the comments.
#include "analysis/analyze.h"
#include "analysis/power/cooling.h"
#include "io/report/report_json.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cd;

namespace {

bool hasIssue(const core::Report& r, const std::string& code)
{
    return std::any_of(r.issues.begin(), r.issues.end(),
                       [&](const core::Issue& i) { return i.code == code; });
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

core::Design withSite(core::Design d, const core::SiteSettings& s)
{
    d.site = s;
    return d;
}

} // namespace

class CoolingTests : public QObject
{
    Q_OBJECT
private slots:
    // 10 kW at ΔT 20 °F: 3.16 x 10000 / 20 = 1580 CFM. From first principles:
    // q = P / (ρ·cp·ΔT) = 10000 / (1.2 x 1006 x 20/1.8) = 10000 / 13413.3 = 0.74553 m³/s,
    // x 2118.88 CFM per m³/s = 1579.7 CFM: the constant agrees to 0.02 %.
    void airflowByHand()
    {
        QCOMPARE(core::cooling::airflowCfm(10000, 20), 1580.0);
        const double physics = 10000 / (1.2 * 1006 * (20 / 1.8)) * 2118.88;
        QVERIFY(near(physics, 1579.7, 0.1));
        QVERIFY(std::abs(core::cooling::airflowCfm(10000, 20) - physics) / physics < 0.001);
        QCOMPARE(core::cooling::celsiusRiseToFahrenheit(11), 19.8);
    }

    // 40800 W: default ΔT 20 °F -> 3.16 x 40800 / 20 = 6446.4 CFM; site ΔT 11 °C = 19.8 °F ->
    // 128928 / 19.8 = 6511.5 CFM.
    void rackAirflow()
    {
        const core::Report r = core::analyze(test::dgxRack(4), test::testCatalog());
        QVERIFY(near(r.cooling.racks[0].airflowCfm, 6446.4, 0.01));
        QVERIFY(near(r.cooling.racks[0].heatBtuPerH, 139209.6, 0.01));
        core::SiteSettings s;
        s.deltaTC = 11;
        const core::Report site = core::analyze(withSite(test::dgxRack(4), s), test::testCatalog());
        QVERIFY(near(site.cooling.racks[0].airflowCfm, 6511.5, 0.1));
        QVERIFY(!site.cooling.deltaTDefault);
    }

    void coolingClass_data()
    {
        QTest::addColumn<double>("watts");
        QTest::addColumn<bool>("liquid");
        QTest::addColumn<double>("airLimitW");
        QTest::addColumn<QString>("cls");
        QTest::newRow("30 kW at the default limit") << 30000.0 << false << 30000.0 << "air";
        QTest::newRow("40.8 kW rear door") << 40800.0 << false << 30000.0 << "rear-door";
        QTest::newRow("40.8 kW under a 45 kW air limit") << 40800.0 << false << 45000.0 << "air";
        QTest::newRow("75 kW rear door") << 75000.0 << false << 30000.0 << "rear-door";
        QTest::newRow("80 kW liquid") << 80000.0 << false << 30000.0 << "liquid";
        QTest::newRow("liquid-cooled chassis") << 5000.0 << true << 30000.0 << "liquid";
        QTest::newRow("15 kW over a 10 kW limit") << 15000.0 << false << 10000.0 << "rear-door";
    }

    void coolingClass()
    {
        QFETCH(double, watts);
        QFETCH(bool, liquid);
        QFETCH(double, airLimitW);
        QFETCH(QString, cls);
        QCOMPARE(QString::fromUtf8(core::toString(core::coolingClassFor(watts, liquid, airLimitW))),
                 cls);
    }

    // The site's air limit moves the rack's class and its `cooling` text alike.
    void siteAirLimit()
    {
        const core::Report r = core::analyze(test::dgxRack(4), test::testCatalog());
        QCOMPARE(r.power.racks[0].cooling, std::string("rear-door heat exchanger"));
        QVERIFY(r.cooling.racks[0].coolingClass == core::CoolingClass::RearDoor);
        core::SiteSettings s;
        s.airLimitKw = 45;
        const core::Report site = core::analyze(withSite(test::dgxRack(4), s), test::testCatalog());
        QCOMPARE(site.power.racks[0].cooling, std::string("air with containment"));
        QVERIFY(site.cooling.racks[0].coolingClass == core::CoolingClass::Air);
    }

    // 40.8 kW at PUE 1.4: facility 40.8 x 1.4 = 57.12 kW. t-dgx publishes no typical draw, so
    // typical = max: 40.8 kW x 8760 h x 1.4 = 500,371.2 kWh; at 0.15 EUR: 75,055.68 EUR.
    void facilityAndEnergy()
    {
        core::SiteSettings s;
        s.pue = 1.4;
        s.energyPricePerKwh = 0.15;
        s.currency = "EUR";
        const core::Report r = core::analyze(withSite(test::dgxRack(4), s), test::testCatalog());
        QVERIFY(near(r.cooling.facilityW, 57120, 1e-6));
        QVERIFY(near(r.cooling.energyKwhPerYear, 500371.2, 1e-6));
        QVERIFY(near(r.cooling.energyCostPerYear.value(), 75055.68, 1e-6));
        QCOMPARE(r.cooling.currency, std::string("EUR"));
        QVERIFY(!hasIssue(r, "site-pue-default"));
        // No site: PUE 1.5 assumed and said so; no price, no cost.
        const core::Report bare = core::analyze(test::dgxRack(4), test::testCatalog());
        QVERIFY(near(bare.cooling.facilityW, 61200, 1e-6)); // 40.8 x 1.5
        QVERIFY(!bare.cooling.energyCostPerYear);
        QVERIFY(hasIssue(bare, "site-pue-default"));
    }

    // ASHRAE recommended inlet: 18–27 °C.
    void inletTemperature()
    {
        core::SiteSettings s;
        s.inletTempC = 30;
        QVERIFY(hasIssue(core::analyze(withSite(test::dgxRack(1), s), test::testCatalog()),
                         "inlet-temp-outside-ashrae"));
        s.inletTempC = 24;
        QVERIFY(!hasIssue(core::analyze(withSite(test::dgxRack(1), s), test::testCatalog()),
                          "inlet-temp-outside-ashrae"));
    }

    // The JSON report keeps the DESIGN §5 keys and adds issue 5's.
    void reportJsonKeys()
    {
        core::Design d = test::dgxRack(2);
        d.racks[0].power = test::abFeeds(63);
        core::SiteSettings s;
        s.pue = 1.4;
        s.energyPricePerKwh = 0.15;
        d.site = s;
        const core::Json j = core::reportToJson(core::analyze(d, test::testCatalog()));
        const core::Json& p = j["power"];
        for (const char* k :
             {"max_kw", "typical_kw", "heat_btu_per_h", "per_rack", "per_row", "facility_kw",
              "energy_kwh_per_year", "energy_cost_per_year", "airflow_cfm", "psus", "pue"})
            QVERIFY2(p.contains(k), k);
        const core::Json& rack = p["per_rack"][0];
        for (const char* k : {"rack", "max_kw", "typical_kw", "heat_btu_per_h", "u_used", "u_total",
                              "weight_kg", "cooling", "cooling_class", "airflow_cfm", "feeds",
                              "pdus", "feed_failures", "suggested_circuit"})
            QVERIFY2(rack.contains(k), k);
        const core::Json& b = rack["feeds"][1];
        for (const char* k : {"id", "normal_kw", "failover_kw", "capacity_kw", "utilisation"})
            QVERIFY2(b.contains(k), k);
        // 20.4 kW total: B carries 10.2 normally and, when A fails, what the two DGX's three
        // surviving 3300 W PSUs deliver: 2 x 9.9 = 19.8 kW, of 33.172 kW.
        QCOMPARE(b["normal_kw"].get<double>(), 10.2);
        QCOMPARE(b["failover_kw"].get<double>(), 19.8);
        QCOMPARE(b["capacity_kw"].get<double>(), 33.172);
        // 20.4 kW x 1.4 = 28.56 kW; 20.4 x 8760 x 1.4 = 250,185.6 kWh -> 250,186 rounded;
        // x 0.15 = 37,527.84.
        QCOMPARE(p["facility_kw"].get<double>(), 28.56);
        QCOMPARE(p["energy_kwh_per_year"].get<double>(), 250186.0);
        QCOMPARE(p["energy_cost_per_year"].get<double>(), 37527.84);
    }
};

QObject* makeCoolingTests()
{
    return new CoolingTests;
}

#include "tst_cooling.moc"
