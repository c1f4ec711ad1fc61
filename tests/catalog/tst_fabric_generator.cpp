// The fabric generator on the real catalog (issue 6): it must reproduce the NVIDIA DGX
// SuperPOD (DGX H100) tables of shared/reference/hardware.json (source S04) switch for switch
// and cable for cable, read back the same from its links, and build RoCE fabrics on 800G
// Ethernet switches by breaking their ports out to 2 x 400G.
#include "analysis/analyze.h"
#include "analysis/design/validate.h"
#include "analysis/fabric/fabric_generator.h"
#include "analysis/fabric/link_ends.h"
#include "analysis/power/cooling_plant.h"
#include "analysis/power/liquid_variants.h"
#include "catalog.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "model/design_catalog.h"

#include <QTest>

#include <optional>

using namespace cd;

namespace {

// `nodes` DGX H100 (8U), four to a 42U rack, racks side by side in rows of 10.
core::Design dgxNodes(int nodes)
{
    core::Design d;
    d.name = "SuperPOD test";
    for (int i = 0; i < nodes; ++i) {
        if (i % 4 == 0) {
            const int r = i / 4;
            d.racks.push_back({"r" + std::to_string(r + 1), "C" + std::to_string(r + 1),
                               "generic-42u", r / 10, r % 10, core::Json::object()});
        }
        core::Device dev;
        dev.id = "d" + std::to_string(i + 1);
        dev.model = "nvidia-dgx-h100";
        dev.rack = d.racks.back().id;
        dev.u = 1 + (i % 4) * 8;
        dev.name = "dgx" + std::to_string(i + 1);
        d.devices.push_back(dev);
    }
    return d;
}

} // namespace

class FabricGeneratorTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    core::Design generate(const core::Design& d, const core::FabricRequest& req,
                          core::GeneratedFabric& summary)
    {
        const core::DesignCatalog view(d, *m_catalog);
        core::edits::Result r = core::edits::generateFabric(d, view, req, &summary);
        if (!r)
            qWarning("%s", r.error.c_str());
        core::Design out = d;
        if (r)
            r.edit->apply(out);
        return out;
    }

private slots:
    // hardware.json superpod.dgx_h100.compute_fabric_table and larger_superpod_table (S04).
    // The compute table counts 4 UFM links with the node links (31 DGX per SU leave one leaf
    // port per rail for them); the generator wires nodes only, so its node links are
    // nodes x 8 and the table's figure minus those 4.
    void superpodTables_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaf");
        QTest::addColumn<int>("spine");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::newRow("1 SU, 31 DGX") << 31 << 8 << 4 << 252 - 4 << 256;
        QTest::newRow("2 SU, 63 DGX") << 63 << 16 << 8 << 508 - 4 << 512;
        QTest::newRow("3 SU, 95 DGX") << 95 << 24 << 16 << 764 - 4 << 768;
        QTest::newRow("4 SU, 127 DGX") << 127 << 32 << 16 << 1020 - 4 << 1024;
        QTest::newRow("4 SU, 128 DGX") << 128 << 32 << 16 << 1024 << 1024;
        QTest::newRow("8 SU, 256 DGX") << 256 << 64 << 32 << 2048 << 2048;
    }
    void superpodTables()
    {
        QFETCH(int, nodes);
        core::FabricRequest req; // QM9700, every compute port, 1:1
        core::GeneratedFabric g;
        const core::Design d = generate(dgxNodes(nodes), req, g);
        QVERIFY2(g.ok(), g.error.c_str());
        QCOMPARE(g.tree.tiers, 2);
        QTEST(g.tree.leaves, "leaf");
        QTEST(g.tree.spines, "spine");
        QCOMPARE(g.tree.cores, 0);

        // Read back from the generated links alone.
        const core::Report r = core::analyze(d, *m_catalog);
        for (const core::Issue& i : r.issues)
            QVERIFY2(i.severity != core::Severity::Error, i.message.c_str());
        const core::NetworkReport* n = r.fabric.find("compute");
        QVERIFY(n);
        QCOMPARE(n->tiers, 2);
        QTEST(n->leaves, "leaf");
        QTEST(n->spines, "spine");
        QTEST(int(n->nodeLeafLinks), "nodeLeaf");
        QTEST(int(n->leafSpineLinks), "leafSpine");
        QCOMPARE(n->spineCoreLinks, std::int64_t(0));
        QCOMPARE(n->nodePortsCabled, nodes * 8);
        QCOMPARE(n->transport, std::string("ib-ndr"));
        // Every leaf has 32 uplinks; a full SU's leaf 32 nodes: 1.0 at worst.
        QVERIFY(n->leafOversubscription <= 1.0);
    }

    // From 4,096 links the fabric report and the power distribution run on a second thread
    // (analyze.cpp); the report's issues keep the order of one thread: validation, power,
    // PSUs, distribution, cooling, then the fabric's, stably sorted by severity. 256 DGX H100
    // in 64 racks with their generated fabric (4,096 links) have issues of every one of them.
    void twoThreadsKeepOneThreadsIssueOrder()
    {
        core::FabricRequest req;
        core::GeneratedFabric g;
        const core::Design d = generate(dgxNodes(256), req, g);
        QVERIFY2(g.ok(), g.error.c_str());
        QVERIFY(d.links.size() >= 4096);
        const core::DesignCatalog c(d, *m_catalog);
        core::Issues expected;
        core::validateDesign(d, c, expected);
        const core::PowerReport power = core::analyzePower(d, c, expected);
        (void)core::analyzePsus(d, c, expected);
        const std::size_t distributionFrom = expected.size();
        (void)core::analyzeDistribution(d, c, expected);
        QVERIFY(expected.size() > distributionFrom); // feeds not set in any of the 64 racks
        core::CoolingReport cooling = core::analyzeCooling(d, power, expected);
        core::suggestLiquidVariants(d, c, cooling, expected);
        core::checkCoolingPlant(d, c, cooling, expected);
        core::checkAirCooledRacks(d, c, power, cooling, expected);
        const core::FabricReport fabric = core::analyzeFabric(d, c);
        expected.insert(expected.end(), fabric.issues.begin(), fabric.issues.end());
        (void)core::buildBom(d, c, fabric, expected);
        std::stable_sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) {
            return int(a.severity) < int(b.severity);
        });
        const core::Report r = core::analyze(d, *m_catalog);
        QCOMPARE(r.issues.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(QString::fromStdString(r.issues[i].code),
                     QString::fromStdString(expected[i].code));
            QCOMPARE(QString::fromStdString(r.issues[i].message),
                     QString::fromStdString(expected[i].message));
        }
    }

    // Link ends look device ids up in their own copy of them: moved, they still find every
    // device (the ids here are short enough that a string would keep them inline and move
    // them); rebound after a rename, they find it under its new id.
    void linkEndsKeepTheirOwnIds()
    {
        core::FabricRequest req;
        core::GeneratedFabric g;
        core::Design d = generate(dgxNodes(8), req, g);
        QVERIFY2(g.ok(), g.error.c_str());
        const core::DesignCatalog c(d, *m_catalog);
        core::LinkEnds first(d, c);
        std::optional<core::LinkEnds> moved;
        moved.emplace(std::move(first));
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            QCOMPARE(moved->deviceId(i), std::string_view(d.devices[i].id));
            QCOMPARE(moved->deviceIndex(d.devices[i].id), int(i));
        }
        QCOMPARE(moved->deviceIndex("no-such-device"), -1);
        const std::string old = d.devices[3].id;
        d.devices[3].id = "renamed";
        QVERIFY(moved->rebind(d));
        QCOMPARE(moved->deviceIndex("renamed"), 3);
        QCOMPARE(moved->deviceIndex(old), -1);
    }

    // Link ends resolved on two threads are one thread's: the same device and port of every
    // end, the same facts, and the part and network ids numbered in the same order (the second
    // half's renumbered after the first's). 256 DGX H100 with their fabric: 4,096 links of
    // several cables and transceivers.
    void linkEndsOnTwoThreadsAreOneThreads()
    {
        core::FabricRequest req;
        core::GeneratedFabric g;
        core::Design d = generate(dgxNodes(256), req, g);
        QVERIFY2(g.ok(), g.error.c_str());
        d.links[d.links.size() - 1].network = "storage"; // a network only the second half has
        d.links[1].network.reset();                      // and a link with none in the first
        const core::DesignCatalog c(d, *m_catalog);
        const core::LinkEnds one(d, c, std::size_t(-1));
        const core::LinkEnds two(d, c, 1);
        QVERIFY(one.partCount() >= 2);
        QCOMPARE(two.partCount(), one.partCount());
        for (std::size_t i = 0; i < one.partCount(); ++i)
            QCOMPARE(two.part(int(i)), one.part(int(i)));
        QCOMPARE(one.networkCount(), std::size_t(3)); // compute, none, storage
        QCOMPARE(two.networkCount(), one.networkCount());
        std::size_t counted = 0;
        for (std::size_t i = 0; i < one.networkCount(); ++i) {
            QCOMPARE(two.network(int(i)), one.network(int(i)));
            QCOMPARE(two.networkLinks(int(i)), one.networkLinks(int(i)));
            counted += one.networkLinks(int(i));
        }
        // One link without a network, one on storage, the rest on compute.
        QCOMPARE(one.networkLinks(1), std::size_t(1));
        QCOMPARE(one.networkLinks(2), std::size_t(1));
        QCOMPARE(counted, d.links.size());
        for (std::size_t i = 0; i < d.links.size(); ++i) {
            for (int e = 0; e < 2; ++e) {
                QCOMPARE(two.of(i)[std::size_t(e)].device, one.of(i)[std::size_t(e)].device);
                QCOMPARE(two.of(i)[std::size_t(e)].port, one.of(i)[std::size_t(e)].port);
            }
            const core::LinkFacts &a = one.facts(i), &b = two.facts(i);
            QVERIFY(a.cable == b.cable && a.opticA == b.opticA && a.opticB == b.opticB &&
                    a.network == b.network && a.lengthM() == b.lengthM());
        }
    }

    // Ports, cables and optics of one generated SU by hand. The DGX H100's 8 x 400G sit two
    // to a twin-port OSFP cage (S04); leaves use 16 of their 32 cages for the 32 nodes.
    void oneScalableUnitParts()
    {
        core::FabricRequest req;
        core::GeneratedFabric g;
        const core::Design d = generate(dgxNodes(32), req, g);
        const core::Report r = core::analyze(d, *m_catalog);
        const core::NetworkReport* n = r.fabric.find("compute");
        QVERIFY(n);
        std::int64_t twinOptics = 0;
        std::int64_t flatTopOptics = 0;
        for (const core::PartCount& p : n->transceivers) {
            if (p.part == "nvidia-mma4z00-ns")
                twinOptics += p.count;
            if (p.part == "nvidia-mma4z00-ns-flt")
                flatTopOptics += p.count;
        }
        // Node side 32 x 4 cages + leaf side 8 x 16 cages, when every node link is optical.
        std::int64_t nodeFibres = 0;
        std::int64_t cables = 0;
        for (const core::PartCount& p : n->cables) {
            cables += p.count;
            if (p.part == "nvidia-mfp7e10-mpo12apc-mm" || p.part == "nvidia-mfp7e30-mpo12apc-sm")
                nodeFibres += p.count;
        }
        QCOMPARE(nodeFibres, std::int64_t(256));
        // Flat tops in the DGX cages, finned in the leaves' (SuperPOD RA Table 8).
        QCOMPARE(flatTopOptics, std::int64_t(32 * 4));
        QCOMPARE(twinOptics, std::int64_t(8 * 16));
        // The switches share the network row: the 256 leaf-spine links are short enough for
        // twin-port copper or fibre; either way every link has a cable.
        QVERIFY(cables >= 256 + 128);
        for (const core::Issue& i : r.fabric.issues)
            QVERIFY2(i.code == "no-price" || i.severity == core::Severity::Info,
                     (i.code + ": " + i.message).c_str());
    }

    // RoCE on Spectrum-4 SN5600: 64 x 800G ports split into 128 x 400G for the DGX's 400G
    // NICs. At 1:1 a leaf has 64 down and 64 up, so one SU holds 64 nodes on 8 leaves; spines:
    // smallest n dividing 64 with 8 x 64 / n <= 128 -> n = 4.
    void roceOnSpectrumWithBreakout()
    {
        core::FabricRequest req;
        req.switchModel = "nvidia-sn5600";
        core::GeneratedFabric g;
        const core::Design d = generate(dgxNodes(64), req, g);
        QVERIFY2(g.ok(), g.error.c_str());
        QCOMPARE(g.tree.leafDown, 64);
        QCOMPARE(g.tree.leaves, 8);
        QCOMPARE(g.tree.spines, 4);
        QCOMPARE(g.network.transport, std::string("roce-400g"));
        const core::Report r = core::analyze(d, *m_catalog);
        for (const core::Issue& i : r.issues)
            QVERIFY2(i.severity != core::Severity::Error, i.message.c_str());
        bool split = false;
        for (const core::Link& l : d.links)
            split = split || l.b.port == "swp1s1";
        QVERIFY(split);
        QCOMPARE(r.fabric.find("compute")->leafSpineLinks, std::int64_t(8 * 64));
    }

    // Beyond the tables: 2:1 on QM9700 (42 down / 22 up, hand-computed in tst_fat_tree) and
    // a 3-tier fabric when leaves outnumber the radix: 1,024 DGX = 32 SUs of 32 at 1:1 ->
    // 256 leaves > 64 -> pods of 32 / 8 = 4 SUs (32 leaves), 8 pods.
    void oversubscribedAndThreeTier()
    {
        core::FabricRequest req;
        req.oversubscription = {2, 1};
        core::GeneratedFabric g;
        core::Design d = generate(dgxNodes(128), req, g);
        QCOMPARE(g.tree.leafDown, 42);
        QCOMPARE(g.tree.leafUp, 22);
        core::Report r = core::analyze(d, *m_catalog);
        QVERIFY(r.fabric.find("compute")->leafOversubscription <= 2.0);
        QVERIFY(r.fabric.find("compute")->leafOversubscription > 1.0);

        core::GeneratedFabric big;
        d = generate(dgxNodes(1024), core::FabricRequest{}, big);
        QCOMPARE(big.tree.tiers, 3);
        QCOMPARE(big.tree.pods, 8);
        r = core::analyze(d, *m_catalog);
        const core::NetworkReport* n = r.fabric.find("compute");
        QCOMPARE(n->tiers, 3);
        QCOMPARE(n->leaves, big.tree.leaves);
        QCOMPARE(n->spines, big.tree.spines);
        QCOMPARE(n->cores, big.tree.cores);
        QCOMPARE(n->spineCoreLinks, big.tree.spineCoreCables);
        QCOMPARE(n->leafSpineLinks, big.tree.leafSpineCables);
        for (const core::Issue& i : r.issues)
            QVERIFY2(i.severity != core::Severity::Error, i.message.c_str());
    }

    // The other networks of a DGX H100 cluster: out-of-band BMCs on SN2201 (48 x 1GbE), an
    // access layer filled in turn: 100 BMCs -> ceil(100 / 48) = 3 switches, each link a Cat6a
    // patch cord; storage (2 x 400G QSFP112 per DGX) on SN5600 split to 128 x 400G: 32 x 2 = 64
    // ports fit one switch.
    void outOfBandAndStorage()
    {
        core::FabricRequest oob;
        oob.kind = core::NetworkKind::Oob;
        oob.networkId = "oob";
        oob.switchModel = "nvidia-sn2201";
        core::GeneratedFabric g;
        core::Design d = generate(dgxNodes(100), oob, g);
        QVERIFY2(g.ok(), g.error.c_str());
        QCOMPARE(g.tree.leaves, 3);
        QCOMPARE(g.addedLinks, 100);
        QCOMPARE(g.network.transport, std::string("eth-1g"));
        core::Report r = core::analyze(d, *m_catalog);
        const core::NetworkReport* n = r.fabric.find("oob");
        QVERIFY(n);
        QCOMPARE(n->nodePortsCabled, 100);
        QCOMPARE(n->cables.at(0).part, std::string("generic-cat6a-patch"));
        for (const core::Issue& i : r.issues)
            QVERIFY2(i.severity != core::Severity::Error, i.message.c_str());

        core::FabricRequest storage;
        storage.kind = core::NetworkKind::Storage;
        storage.networkId = "storage";
        storage.switchModel = "nvidia-sn5600";
        d = generate(dgxNodes(32), storage, g);
        QVERIFY2(g.ok(), g.error.c_str());
        QCOMPARE(g.tree.tiers, 1);
        QCOMPARE(g.addedLinks, 64);
        QCOMPARE(g.network.transport, std::string("roce-400g"));
        r = core::analyze(d, *m_catalog);
        QCOMPARE(r.fabric.find("storage")->nodePortsCabled, 64);
        for (const core::Issue& i : r.issues)
            QVERIFY2(i.severity != core::Severity::Error, i.message.c_str());
    }
};

QObject* makeFabricGeneratorTests()
{
    return new FabricGeneratorTests;
}

#include "tst_fabric_generator.moc"
