// Liquid-cooled chassis variants (issue 5, item 3): a rack above the air limit names the
// liquid-cooled variant of its air-cooled devices. On tests/data/test-catalog.json:
// t-air-6u is XE9680-like (no published maximum; PSUs 3+3 x [2800, 3200] W, so the PSU
// nameplate limit 3 x 3200 W = 9600 W is its maximum; default GPU t-gpu-a) with the variant
// t-dlc-4u (direct liquid cooling, 9000 W, takes t-gpu-b only).
#include "analysis/analyze.h"
#include "io/report/report_json.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

// Rack r1 "A01" (t-rack-42) with `count` devices of `model`, 6U apart from U1 (ids v1, v2 …).
core::Design rackOf(int count, const std::string& model = "t-air-6u",
                    std::optional<std::string> gpu = std::nullopt)
{
    core::Design d = test::dgxRack(0);
    for (int i = 0; i < count; ++i) {
        core::Device dev = test::device("v" + std::to_string(i + 1), model, "r1", 1 + 6 * i);
        dev.gpu = gpu;
        d.devices.push_back(dev);
    }
    return d;
}

std::vector<core::Issue> issuesWith(const core::Report& r, const std::string& code)
{
    std::vector<core::Issue> out;
    std::copy_if(r.issues.begin(), r.issues.end(), std::back_inserter(out),
                 [&](const core::Issue& i) { return i.code == code; });
    return out;
}

core::Design withAirLimitKw(core::Design d, double kw)
{
    core::SiteSettings s;
    s.airLimitKw = kw;
    d.site = s;
    return d;
}

} // namespace

class LiquidVariantTests : public QObject
{
    Q_OBJECT
private slots:
    // 5 x 9600 W = 48,000 W > 30,000 W (default air limit) and <= 75,000 W: rear door, and the
    // five devices have a variant. Their default GPU t-gpu-a is not one t-dlc-4u takes.
    void fiveInOneRackSuggestTheVariant()
    {
        const core::Report r = core::analyze(rackOf(5), test::testCatalog());
        const core::RackCooling& rc = r.cooling.racks.at(0);
        QCOMPARE(rc.heatW, 48000.0);
        QVERIFY(rc.coolingClass == core::CoolingClass::RearDoor);
        QCOMPARE(rc.liquidVariants.size(), std::size_t(1));
        const core::LiquidVariant& lv = rc.liquidVariants[0];
        QCOMPARE(lv.deviceModel, std::string("t-air-6u"));
        QCOMPARE(lv.variantId, std::string("t-dlc-4u"));
        QCOMPARE(lv.count, 5);
        QCOMPARE(lv.gpusNotTaken, std::vector<std::string>{"t-gpu-a"});
        const auto issues = issuesWith(r, "liquid-variant-available");
        QCOMPARE(issues.size(), std::size_t(1));
        QVERIFY(issues[0].severity == core::Severity::Info);
        QCOMPARE(issues[0].object, std::string("r1"));
        QCOMPARE(issues[0].message,
                 std::string("Rack A01 (48.0 kW) is above the 30 kW air limit: its 5 x Test Air 6U "
                             "have a liquid-cooled variant, Test DLC 4U (t-dlc-4u), which does "
                             "not take their Test GPU A 80GB"));
    }

    // The same rack with t-gpu-b, which the variant takes: no GPU caveat.
    void variantTakesTheirGpu()
    {
        const core::Report r = core::analyze(rackOf(5, "t-air-6u", "t-gpu-b"), test::testCatalog());
        const core::RackCooling& rc = r.cooling.racks.at(0);
        QCOMPARE(rc.liquidVariants.size(), std::size_t(1));
        QVERIFY(rc.liquidVariants[0].gpusNotTaken.empty());
        QCOMPARE(issuesWith(r, "liquid-variant-available").at(0).message,
                 std::string("Rack A01 (48.0 kW) is above the 30 kW air limit: its 5 x Test Air 6U "
                             "have a liquid-cooled variant, Test DLC 4U (t-dlc-4u)"));
    }

    // 2 x 9600 W = 19,200 W <= 30,000 W: air, nothing to suggest.
    void twoStayOnAir()
    {
        const core::Report r = core::analyze(rackOf(2), test::testCatalog());
        QCOMPARE(r.cooling.racks.at(0).heatW, 19200.0);
        QVERIFY(r.cooling.racks.at(0).coolingClass == core::CoolingClass::Air);
        QVERIFY(r.cooling.racks.at(0).liquidVariants.empty());
        QVERIFY(issuesWith(r, "liquid-variant-available").empty());
    }

    // 5 x 9000 W = 45,000 W of the liquid-cooled variant itself: liquid, nothing to suggest.
    void liquidChassisNeedNoVariant()
    {
        const core::Report r = core::analyze(rackOf(5, "t-dlc-4u"), test::testCatalog());
        QCOMPARE(r.cooling.racks.at(0).heatW, 45000.0);
        QVERIFY(r.cooling.racks.at(0).coolingClass == core::CoolingClass::Liquid);
        QVERIFY(r.cooling.racks.at(0).liquidVariants.empty());
        QVERIFY(issuesWith(r, "liquid-variant-available").empty());
    }

    // The site's air limit decides: 48 kW under a 50 kW limit is air; 19.2 kW over a 15 kW
    // limit is rear door and gets the suggestion, quoting that limit.
    void siteAirLimit()
    {
        const core::Report under =
            core::analyze(withAirLimitKw(rackOf(5), 50), test::testCatalog());
        QVERIFY(under.cooling.racks.at(0).liquidVariants.empty());
        QVERIFY(issuesWith(under, "liquid-variant-available").empty());
        const core::Report over = core::analyze(withAirLimitKw(rackOf(2), 15), test::testCatalog());
        QCOMPARE(over.cooling.racks.at(0).liquidVariants.at(0).count, 2);
        QVERIFY(issuesWith(over, "liquid-variant-available")
                    .at(0)
                    .message.starts_with("Rack A01 (19.2 kW) is above the 15 kW air limit: its 2 x "
                                         "Test Air 6U have a liquid-cooled variant"));
    }

    // 4 x 9600 + one t-dgx of 10,200 W = 48,600 W: only the four with a variant are named;
    // a second rack with one device (9.6 kW) gets nothing, nor does a device in no rack.
    void onlyDevicesWithAVariantInHotRacks()
    {
        core::Design d = rackOf(4);
        d.devices.push_back(test::device("g1", "t-dgx", "r1", 30));
        core::Rack r2 = d.racks[0];
        r2.id = "r2";
        r2.name = "A02";
        d.racks.push_back(r2);
        d.devices.push_back(test::device("w1", "t-air-6u", "r2", 1));
        d.devices.push_back(test::device("w2", "t-air-6u", "", 0));
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.cooling.racks.at(0).heatW, 48600.0);
        QCOMPARE(r.cooling.racks.at(0).liquidVariants.size(), std::size_t(1));
        QCOMPARE(r.cooling.racks.at(0).liquidVariants[0].count, 4);
        QCOMPARE(r.cooling.racks.at(1).heatW, 9600.0);
        QVERIFY(r.cooling.racks.at(1).liquidVariants.empty());
        const auto issues = issuesWith(r, "liquid-variant-available");
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].object, std::string("r1"));
        QVERIFY(issues[0].message.starts_with("Rack A01 (48.6 kW) is above the 30 kW air limit: "
                                              "its 4 x Test Air 6U have"));
    }

    // `analyze --json`: per_rack[].liquid_variants, empty for a rack on air.
    void jsonKey()
    {
        const core::Json hot = core::reportToJson(
            core::analyze(rackOf(5), test::testCatalog()))["power"]["per_rack"][0];
        const core::Json& lv = hot["liquid_variants"];
        QCOMPARE(lv.size(), std::size_t(1));
        QCOMPARE(lv[0]["model"].get<std::string>(), std::string("t-air-6u"));
        QCOMPARE(lv[0]["variant"].get<std::string>(), std::string("t-dlc-4u"));
        QCOMPARE(lv[0]["count"].get<int>(), 5);
        QCOMPARE(lv[0]["gpus_not_taken"][0].get<std::string>(), std::string("t-gpu-a"));
        const core::Json cool = core::reportToJson(
            core::analyze(rackOf(2), test::testCatalog()))["power"]["per_rack"][0];
        QVERIFY(cool["liquid_variants"].is_array());
        QVERIFY(cool["liquid_variants"].empty());
    }
};

QObject* makeLiquidVariantTests()
{
    return new LiquidVariantTests;
}

#include "tst_liquid_variants.moc"
