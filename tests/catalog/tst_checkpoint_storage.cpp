// Issue 23, item 2: the bandwidth a design's checkpoints get, from the built-in catalog's
// storage figures (WEKApod Nitro: 32 GB/s write, 71 GB/s read per node, the catalog's vendor
// table) and the DGX H100's two 400 Gb/s storage ports (100 GB/s a node).
#include "analysis/analyze.h"
#include "analysis/compare/comparison.h"
#include "analysis/fabric/fabric_request.h"
#include "analysis/throughput/checkpoint_storage.h"
#include "analysis/throughput/design_prediction.h"
#include "catalog.h"
#include "edit/edit_factory.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cd;

namespace {

core::Design design(int dgx, int weka)
{
    core::Design d;
    core::Rack rack;
    rack.id = "r1";
    rack.model = "generic-42u";
    d.racks.push_back(rack);
    const auto add = [&](const std::string& id, const std::string& model, int u) {
        core::Device dev;
        dev.id = id;
        dev.model = model;
        dev.rack = "r1";
        dev.u = u;
        d.devices.push_back(dev);
    };
    for (int i = 0; i < dgx; ++i)
        add("g" + std::to_string(i), "nvidia-dgx-h100", 1 + 8 * i);
    for (int i = 0; i < weka; ++i)
        add("s" + std::to_string(i), "weka-wekapod-nitro", 40 - i);
    return d;
}

// A storage system named `name` at U40 of r1.
void addStorage(core::Design& d, const std::string& id, const std::string& name,
                const std::string& model)
{
    core::Device dev;
    dev.id = id;
    dev.name = name;
    dev.model = model;
    dev.rack = "r1";
    dev.u = 40;
    d.devices.push_back(dev);
}

} // namespace

class CheckpointStorageTests : public QObject
{
    Q_OBJECT
    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

private slots:
    void storageSumsAndNodePortsCap()
    {
        // Two WEKApods: 64 GB/s write, 142 read; four DGX take 400 GB/s: no cap.
        auto b = core::throughput::checkpointBandwidth(design(4, 2), *m_catalog);
        QCOMPARE(b.writeGBps, 64.0);
        QCOMPARE(b.readGBps, 142.0);
        // One DGX: its 2 x 400 Gb/s = 100 GB/s caps the read.
        b = core::throughput::checkpointBandwidth(design(1, 2), *m_catalog);
        QCOMPARE(b.writeGBps, 64.0);
        QCOMPARE(b.readGBps, 100.0);
        QVERIFY(b.source.find("storage ports") != std::string::npos);
        // No storage: nothing, said.
        b = core::throughput::checkpointBandwidth(design(4, 0), *m_catalog);
        QCOMPARE(b.writeGBps, 0.0);
        QCOMPARE(b.source, std::string("no storage in the design"));
    }

    // Issue 23, item 2, "limited by that fabric": a storage network of two switches at 2:1 puts
    // the storage behind the nodes' leaf uplinks, half their ports' line rate. One DGX's 100 GB/s
    // becomes 50 GB/s: both the 64 GB/s write and the 142 GB/s read of two WEKApods drop to it.
    // One switch, or 1:1, leaves the 100 GB/s.
    void oversubscribedStorageFabricCaps()
    {
        core::Design d = design(1, 2);
        core::Network n;
        n.id = "storage";
        n.kind = core::NetworkKind::Storage;
        n.oversubscription = "2:1";
        d.networks.push_back(n);
        for (int i = 0; i < 2; ++i) {
            core::Device sw;
            sw.id = "sw" + std::to_string(i);
            sw.model = "nvidia-sn5600";
            sw.rack = "r1";
            sw.u = 30 + i;
            sw.network = "storage";
            d.devices.push_back(sw);
        }
        auto b = core::throughput::checkpointBandwidth(d, *m_catalog);
        QCOMPARE(b.writeGBps, 50.0);
        QCOMPARE(b.readGBps, 50.0);
        QVERIFY(b.source.find("2:1 oversubscription") != std::string::npos);
        d.networks[0].oversubscription = "1:1";
        QCOMPARE(core::throughput::checkpointBandwidth(d, *m_catalog).readGBps, 100.0);
        d.networks[0].oversubscription = "2:1";
        d.devices.pop_back();
        QCOMPARE(core::throughput::checkpointBandwidth(d, *m_catalog).readGBps, 100.0);
    }

    // Issue 23, item 4: the storage fabric sized for a checkpoint bandwidth. Four DGX H100 carry
    // 4 x 2 x 400 Gb/s = 400 GB/s of storage ports. 100 GB/s passes a 4:1 fabric (400 / 4);
    // 150 needs 2:1 (3:1 passes 133); 500 needs more than the ports have, and more than the two
    // WEKApods' 64 GB/s of writes: both said.
    void storageFabricSizedForCheckpoints()
    {
        const core::Design d = design(4, 2);
        auto f = core::throughput::storageFabricFor(d, *m_catalog, 100);
        QCOMPARE(f.nodesGBps, 400.0);
        QCOMPARE(f.ratio.down, 4);
        QCOMPARE(f.shortOf.size(), std::size_t(1)); // 64 GB/s of writes
        f = core::throughput::storageFabricFor(d, *m_catalog, 150);
        QCOMPARE(f.ratio.down, 2);
        QCOMPARE(f.ratio.up, 1);
        f = core::throughput::storageFabricFor(d, *m_catalog, 500);
        QCOMPARE(f.ratio.down, 1);
        QCOMPARE(f.shortOf.size(), std::size_t(2));
        QVERIFY(f.shortOf[0].find("400.0 GB/s") != std::string::npos);
        f = core::throughput::storageFabricFor(d, *m_catalog, 60);
        QVERIFY(f.shortOf.empty());
    }

    // Issue 23's bad input: a storage system with ports, none cabled, is named; cabled, it is not.
    // (A catalog entry without ports cannot be cabled and is not named.)
    void uncabledStorageIsNamed()
    {
        core::Design d = design(1, 0);
        addStorage(d, "s1", "scale01", "dell-powerscale-f710");
        const auto count = [&](const core::Design& x) {
            const core::Report r = core::analyze(x, *m_catalog);
            return std::count_if(r.issues.begin(), r.issues.end(), [](const core::Issue& i) {
                return i.code == "storage-unlinked" && i.object == "s1" &&
                       i.message.find("scale01 is storage with no links") != std::string::npos;
            });
        };
        QCOMPARE(count(d), long(1));
        core::Link l;
        l.id = "l1";
        l.a = {"s1", "front-end1"};
        l.b = {"g0", "stor1"};
        d.links.push_back(l);
        QCOMPARE(count(d), long(0));
        QCOMPARE(count(design(2, 2)), long(0)); // WEKApods list no ports
    }

    // A storage network is generated for one port speed: a VAST DBox's 100 GbE fabric ports
    // (INF-50) beside the DGX H100's 400 Gb/s storage ports (S01) are refused with both speeds
    // named, not wired at the wrong one.
    void storageOfAnotherSpeedIsNamed()
    {
        core::Design d = design(2, 0);
        addStorage(d, "v1", "vast-dbox-1", "vast-ceres-dbox");
        core::FabricRequest req;
        req.kind = core::NetworkKind::Storage;
        req.networkId = "storage";
        const core::edits::Result r = core::edits::generateFabric(d, *m_catalog, req);
        QVERIFY(!r);
        QVERIFY2(r.error.find("storage ports differ in speed: vast-dbox-1 port fabric1 is 100 "
                              "Gb/s, the first node's 400 Gb/s") != std::string::npos,
                 r.error.c_str());
    }

    // The prediction of a design carries its goodput with its storage; twice the WEKApods give
    // twice the bandwidth (still under the nodes' 400 GB/s) and a higher goodput.
    void predictionGoodputFollowsStorage()
    {
        core::throughput::Workload w;
        w.preset = "llama3-70b";
        const auto two = core::throughput::predictForDesign(design(4, 2), *m_catalog, w,
                                                            core::throughput::FabricCurves::Skip);
        QVERIFY2(two.error.empty(), two.error.c_str());
        QVERIFY2(two.goodput.ok(), two.goodput.error.c_str());
        QVERIFY(two.goodput.goodputFraction > 0 && two.goodput.goodputFraction < 1);
        // 32 GPUs at 19.7 interruptions per million GPU-hours: 1 / (32 x 19.7e-6) = 1,583 h.
        QVERIFY(std::abs(two.goodput.mtbiHours - 16384.0 * 54 * 24 / 419 / 32) < 1e-6);
        const auto four = core::throughput::predictForDesign(design(4, 4), *m_catalog, w,
                                                             core::throughput::FabricCurves::Skip);
        QVERIFY(four.goodput.goodputFraction > two.goodput.goodputFraction);
        const auto none = core::throughput::predictForDesign(design(4, 0), *m_catalog, w,
                                                             core::throughput::FabricCurves::Skip);
        QVERIFY(!none.goodput.ok());
    }

    // Compare: four WEKApods against two. The larger writes a checkpoint sooner (Llama 3 70B's
    // checkpoint over 128 GB/s instead of 64) and holds twice the raw capacity (4 x 107.52 TB,
    // the smaller configuration each), and is marked best on both; the run needs the same.
    void comparisonShowsStorage()
    {
        core::ComparisonOptions options;
        options.workload = "llama3-70b";
        const std::vector<core::VariantAnalysis> analyses{
            core::analyzeVariant(design(4, 2), *m_catalog, options),
            core::analyzeVariant(design(4, 4), *m_catalog, options)};
        const core::Comparison c = core::compareAnalyses({"two", "four"}, analyses, options);
        const core::ComparisonRow* capacity = c.find("storage_capacity_tb");
        QVERIFY(capacity);
        QCOMPARE(capacity->cells[0].value.value_or(0), 2 * 107.52);
        QCOMPARE(capacity->cells[1].value.value_or(0), 4 * 107.52);
        QCOMPARE(capacity->best, std::optional<std::size_t>(1));
        const core::ComparisonRow* write = c.find("checkpoint_write_s");
        QVERIFY(write);
        QVERIFY(std::abs(write->cells[0].value.value_or(0) / write->cells[1].value.value_or(1) -
                         2) < 1e-9);
        QCOMPARE(write->best, std::optional<std::size_t>(1));
        const core::ComparisonRow* needed = c.find("storage_needed_tb");
        QVERIFY(needed);
        QCOMPARE(needed->cells[0].value, needed->cells[1].value);
        QVERIFY(!needed->best);
        // A customer document leaves out the rows no variant knows: without storage anywhere,
        // goodput and storage go; GPUs and the (text) software stack stay. Known once one
        // variant has storage.
        const std::vector<core::VariantAnalysis> bare{
            core::analyzeVariant(design(4, 0), *m_catalog, options),
            core::analyzeVariant(design(2, 0), *m_catalog, options)};
        const core::Comparison shown =
            core::withoutUnknownRows(core::compareAnalyses({"a", "b"}, bare, options));
        QVERIFY(!shown.find("goodput_percent") && !shown.find("storage_capacity_tb"));
        QVERIFY(shown.find("gpus") && shown.find("software_stack"));
        QVERIFY(core::withoutUnknownRows(c).find("storage_capacity_tb"));
    }
};

QTEST_APPLESS_MAIN(CheckpointStorageTests)
#include "tst_checkpoint_storage.moc"
