// The designs shipped in resources/examples are what new users open first: each must load
// and analyse without errors, and the A/B-fed example must show the failover arithmetic
// its notes promise.
#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "catalog.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"

#include <QDir>
#include <QTest>

#include <cmath>

using namespace cd;

class ExampleDesignTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

private slots:
    void everyExampleAnalysesWithoutErrors()
    {
        const QStringList files = QDir(CD_EXAMPLES).entryList({"*.cluster.json"}, QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString& f : files) {
            const core::Report r = core::analyze(
                core::loadDesign((QString(CD_EXAMPLES) + "/" + f).toStdString()), *m_catalog);
            // Nor a link the quote leaves without a cable: the SuperPOD example's 32 out-of-band
            // links had none (now Cat6a patch cords at their racks' route length).
            for (const core::Issue& i : r.issues)
                QVERIFY2(i.severity != core::Severity::Error && i.code != "link-no-cable",
                         qPrintable(f + ": " + QString::fromStdString(i.message)));
        }
    }

    void abFedRacksCarryTheirLoadOnFailover()
    {
        const core::Report r = core::analyze(
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-ab-fed.cluster.json"),
            *m_catalog);
        // Per rack 2 x DGX H100 at 10.2 kW (S01) = 20.4 kW, half on each feed normally. When a
        // feed fails each DGX keeps 3 of its 6 x 3.3 kW PSUs (S01): 9.9 kW, so the other feed
        // carries 2 x 9.9 = 19.8 kW (psu-feed-failover warns that the DGX are capped).
        // 400 V 3-phase 63 A at PF 0.95: √3 × 400 × 63 × 0.95 × 0.8 = 33 172.2 W usable.
        const double usable = std::sqrt(3.0) * 400 * 63 * 0.95 * 0.8;
        QCOMPARE(r.distribution.racks.size(), std::size_t(2));
        for (const core::RackDistribution& rd : r.distribution.racks) {
            QCOMPARE(rd.feeds.size(), std::size_t(2));
            for (const core::FeedLoad& f : rd.feeds) {
                QVERIFY(qAbs(f.normalW - 10200) < 1e-6);
                QVERIFY(qAbs(f.failoverW - 19800) < 1e-6); // the other feed failed
                QVERIFY(qAbs(f.usableW - usable) < 1e-6);
            }
            // Two PDUs per feed share it: 5.1 kW each, 9.9 kW when the other feed fails,
            // against 22 kW (INF-08) × 80 % = 17.6 kW.
            QCOMPARE(rd.pdus.size(), std::size_t(4));
            for (const core::PduLoad& p : rd.pdus) {
                QVERIFY(qAbs(p.normalW - 5100) < 1e-6);
                QVERIFY(qAbs(p.failoverW - 9900) < 1e-6);
                QVERIFY(qAbs(p.usableW - 17600) < 1e-6);
            }
        }
        // 40.8 kW × PUE 1.3 = 53.04 kW; 40.8 × 8760 × 1.3 = 464 630.4 kWh; × 0.18 = 83 633.47 EUR.
        QVERIFY(qAbs(r.cooling.facilityW - 53040) < 1e-6);
        QVERIFY(qAbs(r.cooling.energyKwhPerYear - 464630.4) < 1e-6);
        QVERIFY(r.cooling.energyCostPerYear);
        QVERIFY(qAbs(*r.cooling.energyCostPerYear - 83633.472) < 1e-6);
    }

    // Issue 19: "replace all H100 with H200", a customer's first question, is one edit. The
    // XE9680 takes either (its catalog gpu options): its GPU changes, count kept, one undo step.
    // The DGX H100 has its GPUs built in: the four stay and are named, and nothing changes.
    void replaceGpuAcrossTheDesign()
    {
        core::Design xe =
            core::loadDesign(std::string(CD_EXAMPLES) + "/xe9680-8x-h100.cluster.json");
        const core::Design before = xe;
        auto swap = core::edits::replaceGpu(xe, *m_catalog, "h100-sxm", "h200-sxm");
        QVERIFY2(swap.result, swap.result.error.c_str());
        QCOMPARE(swap.changed, 1);
        QVERIFY(swap.cannotTake.empty());
        QVERIFY(swap.result.edit->description().rfind("Replace ", 0) == 0);
        const core::EditPtr undo = swap.result.edit->apply(xe);
        QCOMPARE(xe.devices.front().gpu, std::optional<std::string>("h200-sxm"));
        QCOMPARE(core::analyze(xe, *m_catalog).gpuMemoryGb, 8 * 141.0);
        undo->apply(xe);
        QVERIFY(xe.devices == before.devices);

        const core::Design dgx =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json");
        swap = core::edits::replaceGpu(dgx, *m_catalog, "h100-sxm", "h200-sxm");
        QVERIFY(!swap.result);
        QCOMPARE(swap.result.code, std::string("no-change"));
        QCOMPARE(swap.cannotTake.size(), std::size_t(4));
        QVERIFY(!core::edits::replaceGpu(dgx, *m_catalog, "h100-sxm", "dell-xe9680").result);
    }

    // Issue 23: a change of drives in the XE9680 example changes its quote. Its reference
    // build-out has 2 x Micron 7400 PRO U.3 1.92 TB; 4 x 3.84 TB instead add, per the catalog's
    // estimates (capacity x USD 356.4 per TB, rounded), 4 x 1,369 - 2 x 684 = USD 4,108. Its
    // power is the PSU nameplate limit (Dell publishes no maximum), a ceiling that parts do not
    // move (device_power.cpp; tst_server_buildout moves a measured chassis figure).
    void moreDrivesRaiseTheQuoteAndThePower()
    {
        const core::Design xe =
            core::loadDesign(std::string(CD_EXAMPLES) + "/xe9680-8x-h100.cluster.json");
        const std::string server = xe.devices.front().id;
        auto edit = core::edits::setBuildout(xe, *m_catalog, {server},
                                             {{"data", {"micron-7400-pro-u3-3840", 4}}});
        QVERIFY2(edit, edit.error.c_str());
        core::Design more = xe;
        edit.edit->apply(more);
        const core::Report before = core::analyze(xe, *m_catalog);
        const core::Report after = core::analyze(more, *m_catalog);
        core::Issues issues;
        const core::QuoteSettings settings;
        const double quoteBefore =
            core::buildQuote(before.bom, *m_catalog, settings, nullptr, issues).subtotal;
        const double quoteAfter =
            core::buildQuote(after.bom, *m_catalog, settings, nullptr, issues).subtotal;
        QCOMPARE(quoteAfter - quoteBefore, 4 * 1369.0 - 2 * 684.0);
        QCOMPARE(after.power.maxW, before.power.maxW);
    }
};

QObject* makeExampleDesignTests()
{
    return new ExampleDesignTests;
}

#include "tst_example_designs.moc"
