// Issue 23, item 2: a design's storage against a training run. tests/data/test-catalog.json's
// t-stor-2u publishes 40 GB/s read and 20 GB/s write, sells in 100 or 200 TB, has two 100 Gb/s
// client ports (role storage: 25 GB/s) and takes 1,500 W in 2U. Every expected figure is
// worked by hand beside its check.
#include "analysis/throughput/storage_sizing.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;
using namespace cd::core::throughput;

namespace {

// A device of `model` at unit `u` of rack r1.
core::Device inRack(std::string id, std::string model, int u)
{
    core::Device d;
    d.id = std::move(id);
    d.model = std::move(model);
    d.rack = "r1";
    d.u = u;
    return d;
}

core::Design storageDesign(int systems)
{
    core::Design d;
    core::Rack rack;
    rack.id = "r1";
    rack.name = "R1";
    rack.model = "t-rack-42";
    d.racks.push_back(rack);
    for (int i = 0; i < systems; ++i) {
        core::Device s = inRack("s" + std::to_string(i + 1), "t-stor-2u", 1 + 2 * i);
        s.name = "stor-0" + std::to_string(i + 1);
        d.devices.push_back(s);
    }
    d.devices.push_back(inRack("w1", "t-sw-1u", 40));
    return d;
}

} // namespace

class StorageSizingTests : public QObject
{
    Q_OBJECT

private slots:
    // Unwired, a system counts at all its client ports: 2 x 100 Gb/s / 8 = 25 GB/s caps the
    // 40 GB/s read; the 20 GB/s write is under it. With one port cabled, 12.5 GB/s caps both.
    void clientPortsCapThroughput()
    {
        core::Design d = storageDesign(1);
        std::vector<StorageSystem> s = storageSystems(d, test::testCatalog());
        QCOMPARE(s.size(), std::size_t(1));
        QCOMPARE(s[0].cabled, false);
        QCOMPARE(s[0].portGBps, 25.0);
        QCOMPARE(s[0].usableReadGBps(), 25.0);
        QCOMPARE(s[0].usableWriteGBps(), 20.0);
        core::Link l;
        l.id = "l1";
        l.a = {"s1", "data1"};
        l.b = {"w1", "p1"};
        d.links.push_back(l);
        s = storageSystems(d, test::testCatalog());
        QCOMPARE(s[0].cabled, true);
        QCOMPARE(s[0].usableReadGBps(), 12.5);
        QCOMPARE(s[0].usableWriteGBps(), 12.5);
        // A management link does not carry data: still the cabled data port only.
        l.id = "l2";
        l.a = {"s1", "mgmt1"};
        l.b = {"w1", "mgmt1"};
        d.links.push_back(l);
        QCOMPARE(storageSystems(d, test::testCatalog())[0].portGBps, 12.5);
    }

    // Capacity: s1 names none and counts its smallest, 100 TB; s2 is configured at 200 TB.
    // A 70e9-parameter model keeps 4 checkpoints of 70e9 x 14 B = 0.98 TB: 3.92 TB; 15e12
    // tokens at 4 B are a 60 TB dataset; 63.92 TB of 300. Loading 2e6 tokens/s x 4 B = 8 MB/s
    // against 2 x 25 GB/s of reads.
    void capacityAndLoadingByHand()
    {
        core::Design d = storageDesign(2);
        d.devices[1].capacityTb = 200;
        StorageNeeds needs;
        needs.checkpointBytes = 70e9 * 14;
        needs.tokensPerS = 2e6;
        needs.trainTokens = 15e12;
        needs.bytesPerToken = 4;
        StorageSizing s = storageSizing(d, test::testCatalog(), needs);
        QVERIFY(s.ok());
        QCOMPARE(s.capacityTb, 300.0);
        QCOMPARE(s.systemsWithoutCapacity, 0);
        QVERIFY(qFuzzyCompare(s.checkpointsTb, 3.92));
        QVERIFY(qFuzzyCompare(s.datasetTb, 60.0));
        QVERIFY(qFuzzyCompare(s.neededTb, 63.92));
        QVERIFY(qFuzzyCompare(s.loadingGBps, 0.008));
        QCOMPARE(s.readGBps, 50.0);
        QVERIFY(!s.capacityShort());
        QVERIFY(!s.loadingShort());
        // 100e12 tokens: a 400 TB dataset does not fit in 300 TB.
        needs.trainTokens = 100e12;
        QVERIFY(storageSizing(d, test::testCatalog(), needs).capacityShort());
        // No storage: said, no figures.
        QCOMPARE(storageSizing(storageDesign(0), test::testCatalog(), needs).error,
                 std::string("no storage in the design"));
    }

    // A system that publishes no capacity makes the sum a floor, and none that publishes a read
    // figure says nothing of loading: neither is called short, however large the run.
    void unpublishedFiguresAreNeverShort()
    {
        core::Design d = storageDesign(0);
        d.devices.push_back(inRack("s9", "t-stor-nocap", 1));
        StorageNeeds needs;
        needs.checkpointBytes = 1e15;
        needs.tokensPerS = 1e9;
        needs.trainTokens = 1e15;
        const StorageSizing sizing = storageSizing(d, test::testCatalog(), needs);
        QCOMPARE(sizing.systemsWithoutCapacity, 1);
        QCOMPARE(sizing.readGBps, 0.0);
        QVERIFY(!sizing.capacityShort());
        QVERIFY(!sizing.loadingShort());
    }

    // Megatron-Core stores ids as uint16 below 65,500 tokens, int32 from there.
    void tokenBytesFollowVocabulary()
    {
        QCOMPARE(tokenBytes(32000), 2.0);
        QCOMPARE(tokenBytes(65499), 2.0);
        QCOMPARE(tokenBytes(65500), 4.0);
        QCOMPARE(tokenBytes(128256), 4.0);
    }

    // 30 systems of 2U at 1,500 W: a 42U rack takes (42 - 2) / 2 = 20 by units and
    // 30,000 W / 1,500 W = 20 by air, so 20 + 10 in two new racks STOR-01 and STOR-02 at the
    // end of the only row; one edit, whose inverse gives the design back.
    void addStorageFillsRacksInOneStep()
    {
        core::Design d = storageDesign(0);
        const std::string before = core::serializeDesign(d);
        core::edits::Result r =
            core::edits::addStorage(d, test::testCatalog(), "t-stor-2u", 30, 200.0);
        QVERIFY2(r.error.empty(), r.error.c_str());
        core::EditPtr undo = r.edit->apply(d);
        QCOMPARE(d.racks.size(), std::size_t(3));
        QCOMPARE(d.racks[1].name, std::string("STOR-01"));
        QCOMPARE(d.racks[2].name, std::string("STOR-02"));
        QCOMPARE(d.racks[1].position, 1);
        QCOMPARE(d.racks[2].position, 2);
        int inFirst = 0, inSecond = 0;
        for (const core::Device& dev : d.devices) {
            if (dev.model != "t-stor-2u")
                continue;
            QCOMPARE(dev.capacityTb.value_or(0), 200.0);
            inFirst += dev.rack == d.racks[1].id;
            inSecond += dev.rack == d.racks[2].id;
        }
        QCOMPARE(inFirst, 20);
        QCOMPARE(inSecond, 10);
        // The configured capacity is kept by the file.
        const core::Design read = core::parseDesign(core::serializeDesign(d), "t.cluster.json");
        QCOMPARE(read.devices.back().capacityTb.value_or(0), 200.0);
        undo->apply(d);
        QCOMPARE(core::serializeDesign(d), before);
    }

    // Refusals with their reason; nothing is half-added.
    void addStorageRefusesBadRequests()
    {
        const core::Design d = storageDesign(0);
        const auto error = [&](const std::string& model, int count, std::optional<double> tb) {
            return core::edits::addStorage(d, test::testCatalog(), model, count, tb).error;
        };
        QVERIFY(error("t-sw-1u", 1, std::nullopt).find("is not storage") != std::string::npos);
        QVERIFY(error("t-stor-2u", 0, std::nullopt).find("from 1 to 1000") != std::string::npos);
        QVERIFY(error("t-stor-2u", 1, -5.0).find("above 0") != std::string::npos);
        // A capacity on a switch is refused by the device check.
        core::Device sw = d.devices.front();
        sw.capacityTb = 10;
        QVERIFY(
            core::edits::updateDevice(d, test::testCatalog(), sw).error.find("is not storage") !=
            std::string::npos);
    }
};

QObject* makeStorageSizingTests()
{
    return new StorageSizingTests;
}

#include "tst_storage_sizing.moc"
