// The comparison's own rules (issue 9) on the synthetic test catalog, where the figures are
// round: best marking by direction, shared best values and unknown figures never marked,
// `differs`, power unknown when a device has no published power.
#include "analysis/analyze.h"
#include "analysis/compare/comparison.h"
#include "analysis/compare/comparison_summary.h"
#include "io/report/comparison_json.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;

namespace {

// A: the sample design: t-srv-8u 10,000 W + t-sw-1u 1,500 W + t-srv-2u (1+1 x 2,000 W PSUs)
//    2,000 W = 13,500 W maximum (test-catalog.json).
// B: A plus a second t-srv-8u: 23,500 W.
// C: A without the t-srv-8u (and its link), plus a t-srv-flex whose power is unknown: at
//    least 1,500 + 2,000 = 3,500 W.
core::Project powerProject()
{
    core::Project p = core::Project::single(test::sampleDesign(), "A");
    core::Design b = test::sampleDesign();
    b.devices.push_back(test::device("d9", "t-srv-8u", "r2", 10));
    p.variants.push_back({"B", b});
    core::Design c = test::sampleDesign();
    c.devices.erase(c.devices.begin());
    c.links.clear();
    c.devices.push_back(test::device("d9", "t-srv-flex", "r2", 10));
    p.variants.push_back({"C", c});
    return p;
}

} // namespace

class ComparisonTests : public QObject
{
    Q_OBJECT
private slots:
    void unknownPowerIsNeverBest()
    {
        const core::Comparison c =
            core::compareVariants(powerProject(), test::testCatalog(), core::ComparisonOptions{});
        const core::ComparisonRow* kw = c.find("max_kw");
        QVERIFY(kw);
        QCOMPARE(kw->cells[0].value.value(), 13.5);
        QCOMPARE(kw->cells[1].value.value(), 23.5);
        QVERIFY(!kw->cells[2].value);
        QCOMPARE(kw->cells[2].text, std::string("≥ 3.5"));
        // C's floor is the lowest figure, but unknown: A is the best known.
        QCOMPARE(kw->best, std::optional<std::size_t>(0));
        QVERIFY(kw->differs);
        QVERIFY(!c.find("heat_btu_per_h")->cells[2].value);
        QCOMPARE(c.find("cooling")->cells[2].text.rfind("at least ", 0), std::size_t(0));
        QCOMPARE(core::figureText(c, "max_kw", 2), std::string("≥ 3.5 kW"));
        // In JSON an unknown figure is null, its text kept.
        const core::Json j = core::comparisonToJson(c);
        const core::Json& row = j["rows"][6];
        QCOMPARE(row["key"].get<std::string>(), std::string("max_kw"));
        QVERIFY(row["values"][2].is_null());
        QCOMPARE(row["text"][2].get<std::string>(), std::string("≥ 3.5"));
        QCOMPARE(row["best"].get<int>(), 0);
    }

    void bestFollowsTheDirection()
    {
        const core::Comparison c =
            core::compareVariants(powerProject(), test::testCatalog(), core::ComparisonOptions{});
        // GPUs, higher is better: A 8 + 4, B 8 + 8 + 4, C 4 + 4 (t-srv-flex's default count).
        const core::ComparisonRow* gpus = c.find("gpus");
        QCOMPARE(gpus->cells[0].value.value(), 12.0);
        QCOMPARE(gpus->cells[1].value.value(), 20.0);
        QCOMPARE(gpus->cells[2].value.value(), 8.0);
        QCOMPARE(gpus->best, std::optional<std::size_t>(1));
        // Racks: two in every variant: lower is better, but nobody is best; nothing differs.
        const core::ComparisonRow* racks = c.find("racks");
        QCOMPARE(racks->cells[1].value.value(), 2.0);
        QVERIFY(!racks->best);
        QVERIFY(!racks->differs);
        // Servers carry no direction.
        QVERIFY(!c.find("servers")->best);
        QVERIFY(c.find("servers")->differs);
    }

    // Two variants share the lowest power: neither is marked.
    void sharedBestIsNotMarked()
    {
        core::Project p = powerProject();
        p.variants[2] = {"A again", test::sampleDesign()};
        const core::Comparison c =
            core::compareVariants(p, test::testCatalog(), core::ComparisonOptions{});
        QVERIFY(!c.find("max_kw")->best);
        QVERIFY(c.find("max_kw")->differs);
    }

    // The test catalog's GPUs have no throughput specs: the workload is not predicted, and
    // every figure built on it is unknown and unmarked.
    void unpredictedThroughputIsUnknown()
    {
        const core::Comparison c =
            core::compareVariants(powerProject(), test::testCatalog(), core::ComparisonOptions{});
        for (const char* key :
             {"tokens_per_s", "scaling_efficiency", "time_to_train_days", "cost_per_token_per_s"}) {
            const core::ComparisonRow* row = c.find(key);
            QVERIFY2(row, key);
            for (const core::ComparisonCell& cell : row->cells)
                QVERIFY2(!cell.value, key);
            QVERIFY2(!row->best, key);
        }
        QCOMPARE(core::bestSummary(c),
                 (std::vector<std::string>{"No single variant is best on cost per token/s.",
                                           "No single variant is best on throughput."}));
    }

    // The cooling row names what the worst rack itself shows (issue 19: Compare said "air"
    // where the rack said "air with containment"). A: r1 10,000 + 1,500 = 11.5 kW, under the
    // 20 kW open-air limit: "air". D: A plus a second t-srv-8u in r1, 21.5 kW, between 20 and
    // 30 kW (cooling_limits.h): "air with containment", in both places.
    void coolingRowSaysWhatTheRackSays()
    {
        core::Project p = core::Project::single(test::sampleDesign(), "A");
        core::Design d = test::sampleDesign();
        d.devices.push_back(test::device("d9", "t-srv-8u", "r1", 20));
        p.variants.push_back({"D", d});
        const core::Comparison c =
            core::compareVariants(p, test::testCatalog(), core::ComparisonOptions{});
        QCOMPARE(c.find("cooling")->cells[0].text, std::string("air"));
        QCOMPARE(c.find("cooling")->cells[1].text, std::string("air with containment"));
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.power.racks.at(0).maxW, 21500.0);
        QCOMPARE(r.power.racks.at(0).cooling, std::string("air with containment"));
    }
};

QObject* makeComparisonTests()
{
    return new ComparisonTests;
}

#include "tst_comparison.moc"
