// Liquid-cooled chassis variants in the built-in catalog (issue 5, item 3): the link
// survives JSON -> SQLite -> CatalogItem, points at a liquid-cooled item, and the analysis
// suggests it for a hot rack of PowerEdge XE9680.
#include "analysis/analyze.h"
#include "analysis/power/power.h"
#include "catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

const catalog::Catalog& builtin()
{
    static const auto cat = catalog::Catalog::builtin();
    return *cat;
}

// Rack r1 "A01" (generic-42u) with `count` devices of `model`, 6U apart from U1.
core::Design rackOf(int count, const std::string& model,
                    std::optional<std::string> gpu = std::nullopt)
{
    core::Design d;
    d.name = "liquid-variants";
    core::Rack r;
    r.id = "r1";
    r.name = "A01";
    r.model = "generic-42u";
    d.racks.push_back(r);
    for (int i = 0; i < count; ++i) {
        core::Device dev;
        dev.id = "x" + std::to_string(i + 1);
        dev.name = dev.id;
        dev.model = model;
        dev.rack = "r1";
        dev.u = 1 + 6 * i;
        dev.gpu = gpu;
        d.devices.push_back(dev);
    }
    return d;
}

std::vector<core::Issue> variantIssues(const core::Report& r)
{
    std::vector<core::Issue> out;
    std::copy_if(r.issues.begin(), r.issues.end(), std::back_inserter(out),
                 [](const core::Issue& i) { return i.code == "liquid-variant-available"; });
    return out;
}

} // namespace

class LiquidVariantFigureTests : public QObject
{
    Q_OBJECT
private slots:
    // dell-xe9680 -> dell-xe9680l, cited (S16 Dell technical guide summary, S17 review), read
    // back from the SQLite catalog.
    void xe9680LinksItsLiquidVariant()
    {
        const core::SpecValue* v = builtin().find("dell-xe9680")->spec("liquid_cooled_variant");
        QVERIFY(v);
        QCOMPARE(v->text, std::string("dell-xe9680l"));
        QCOMPARE(v->sources, (std::vector<std::string>{"S16", "S17"}));
        QVERIFY(v->confidence == core::Confidence::Secondary);
    }

    // Every link leads from an air-cooled item to a liquid-cooled one of the same kind.
    void everyVariantIsLiquidCooled()
    {
        int links = 0;
        for (const core::CatalogItem* item : builtin().items()) {
            const core::SpecValue* v = item->spec("liquid_cooled_variant");
            if (!v)
                continue;
            ++links;
            const core::CatalogItem* variant = builtin().find(v->text);
            QVERIFY2(variant, (item->id + " -> " + v->text).c_str());
            QVERIFY2(variant->kind == item->kind, item->id.c_str());
            QVERIFY2(!core::requiresLiquidCooling(*item), item->id.c_str());
            QVERIFY2(core::requiresLiquidCooling(*variant), v->text.c_str());
        }
        QVERIFY(links >= 1);
    }

    // No published maximum for the XE9680: its PSU nameplate limit, 3 (of 3+3, S17) x 3200 W
    // = 9600 W. 5 x 9600 = 48,000 W > 30,000 W air limit (and <= 75 kW): rear door, and the
    // XE9680L is named. Default GPU H100 SXM is not one the XE9680L lists (B200, H200 SXM).
    void fiveXe9680SuggestTheXe9680l()
    {
        const core::Report r = core::analyze(rackOf(5, "dell-xe9680"), builtin());
        const core::RackCooling& rc = r.cooling.racks.at(0);
        QCOMPARE(rc.heatW, 48000.0);
        QVERIFY(rc.coolingClass == core::CoolingClass::RearDoor);
        QCOMPARE(rc.liquidVariants.size(), std::size_t(1));
        QCOMPARE(rc.liquidVariants[0].variantId, std::string("dell-xe9680l"));
        QCOMPARE(rc.liquidVariants[0].count, 5);
        QCOMPARE(rc.liquidVariants[0].gpusNotTaken, std::vector<std::string>{"h100-sxm"});
        const auto issues = variantIssues(r);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].object, std::string("r1"));
        QVERIFY2(issues[0].message.starts_with(
                     "Rack A01 (48.0 kW) is above the 30 kW air limit: its 5 x Dell PowerEdge "
                     "XE9680 have a liquid-cooled variant, Dell PowerEdge XE9680L (dell-xe9680l), "
                     "which does not take their "),
                 issues[0].message.c_str());
        // With H200 SXM, which both chassis take, the swap needs no other GPUs.
        const core::Report h200 = core::analyze(rackOf(5, "dell-xe9680", "h200-sxm"), builtin());
        QVERIFY(h200.cooling.racks.at(0).liquidVariants.at(0).gpusNotTaken.empty());
    }

    // 2 x 9600 W = 19,200 W: air, no suggestion.
    void twoXe9680StayOnAir()
    {
        const core::Report r = core::analyze(rackOf(2, "dell-xe9680"), builtin());
        QCOMPARE(r.cooling.racks.at(0).heatW, 19200.0);
        QVERIFY(r.cooling.racks.at(0).coolingClass == core::CoolingClass::Air);
        QVERIFY(r.cooling.racks.at(0).liquidVariants.empty());
        QVERIFY(variantIssues(r).empty());
    }

    // The XE9680L is liquid cooled already (and publishes no maximum power): no suggestion.
    void xe9680lRackGetsNoSuggestion()
    {
        const core::Report r = core::analyze(rackOf(5, "dell-xe9680l"), builtin());
        QVERIFY(r.cooling.racks.at(0).coolingClass == core::CoolingClass::Liquid);
        QVERIFY(r.cooling.racks.at(0).liquidVariants.empty());
        QVERIFY(variantIssues(r).empty());
    }
};

QObject* makeLiquidVariantFigureTests()
{
    return new LiquidVariantFigureTests;
}

#include "tst_liquid_variant_figures.moc"
