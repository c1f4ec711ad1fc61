// Fat-tree sizing (issue 6): the NVIDIA DGX SuperPOD (DGX H100) tables, a hand-computed
// radix-64 2:1 fabric and a 3-tier fabric.
#include "analysis/fabric/fat_tree.h"

#include <QTest>

using namespace cd;

namespace {

// DGX H100 on QM9700: 8 x 400G rails, 64 NDR ports, twin-port OSFP on both ends.
core::FatTreeInput dgxH100(int nodes, const char* oversubscription = "1:1")
{
    core::FatTreeInput in;
    in.nodes = nodes;
    in.rails = 8;
    in.radix = 64;
    in.oversubscription = *core::parseOversubscription(oversubscription);
    in.switchPortsPerTransceiver = 2;
    in.nodePortsPerTransceiver = 2;
    return in;
}

core::FatTree sized(const core::FatTreeInput& in)
{
    const core::FatTreeSizing s = core::sizeFatTree(in);
    if (!s.ok())
        qWarning("%s", s.error.c_str());
    return s.tree;
}

} // namespace

class FatTreeTests : public QObject
{
    Q_OBJECT
private slots:
    // Copied verbatim from shared/reference/hardware.json superpod.dgx_h100
    // .compute_fabric_table (source S04, NVIDIA DGX SuperPOD reference architecture, DGX H100):
    // 31 DGX per SU, the freed slot taken by UFM; "cables_compute_plus_ufm" counts the 4 UFM
    // links with the 8 x nodes compute links.
    void superpodComputeTable_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaf");
        QTest::addColumn<int>("spine");
        QTest::addColumn<int>("cablesComputePlusUfm");
        QTest::addColumn<int>("cablesSpineLeaf");
        QTest::newRow("1 SU") << 31 << 8 << 4 << 252 << 256;
        QTest::newRow("2 SU") << 63 << 16 << 8 << 508 << 512;
        QTest::newRow("3 SU") << 95 << 24 << 16 << 764 << 768;
        QTest::newRow("4 SU") << 127 << 32 << 16 << 1020 << 1024;
    }
    void superpodComputeTable()
    {
        QFETCH(int, nodes);
        core::FatTreeInput in = dgxH100(nodes);
        in.managementLinks = 4; // UFM appliances (bom_4su_127_nodes: 4 UFM transceivers)
        const core::FatTree t = sized(in);
        QCOMPARE(t.tiers, 2);
        QTEST(t.leaves, "leaf");
        QTEST(t.spines, "spine");
        QCOMPARE(t.cores, 0);
        QTEST(int(t.nodeLeafCables), "cablesComputePlusUfm");
        QTEST(int(t.leafSpineCables), "cablesSpineLeaf");
        QCOMPARE(t.spineCoreCables, 0);
        QCOMPARE(t.oversubscription(), 1.0);
    }

    // Copied verbatim from hardware.json superpod.dgx_h100.larger_superpod_table (S04).
    void superpodLargerTable_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaf");
        QTest::addColumn<int>("spine");
        QTest::addColumn<int>("core");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::addColumn<int>("spineCore");
        QTest::newRow("4 SU") << 128 << 32 << 16 << 0 << 1024 << 1024 << 0;
        QTest::newRow("8 SU") << 256 << 64 << 32 << 0 << 2048 << 2048 << 0;
    }
    void superpodLargerTable()
    {
        QFETCH(int, nodes);
        const core::FatTree t = sized(dgxH100(nodes));
        QCOMPARE(t.tiers, 2);
        QTEST(t.leaves, "leaf");
        QTEST(t.spines, "spine");
        QTEST(t.cores, "core");
        QTEST(int(t.nodeLeafCables), "nodeLeaf");
        QTEST(int(t.leafSpineCables), "leafSpine");
        QTEST(int(t.spineCoreCables), "spineCore");
    }

    // A few nodes whose links all fit one switch get one switch: 8 DGX H100 x 8 rails = 64
    // ports = one QM9700, 64 node links, 32 twin-port cages on the switch, 8 x 4 on the nodes.
    // Nine need 72 ports: the rail-optimised SU of 8 leaves and 4 spines.
    void fewNodesOnOneSwitch()
    {
        core::FatTree t = sized(dgxH100(8));
        QCOMPARE(t.tiers, 1);
        QCOMPARE(t.switches(), std::int64_t(1));
        QCOMPARE(t.nodeLeafCables, std::int64_t(64));
        QCOMPARE(t.leafSpineCables, std::int64_t(0));
        QCOMPARE(t.switchTransceivers, std::int64_t(32));
        QCOMPARE(t.nodeTransceivers, std::int64_t(32));
        t = sized(dgxH100(9));
        QCOMPARE(t.tiers, 2);
        QCOMPARE(t.leaves, 8);
        QCOMPARE(t.spines, 4);
    }

    // hardware.json superpod.dgx_h100.bom_4su_127_nodes.compute_ib (S04): 1,536 switch OSFP
    // transceivers (every cage of 48 QM9700: 48 x 32), 508 on the DGX (4 x 127), 4 for UFM.
    void superpodTransceivers()
    {
        core::FatTreeInput in = dgxH100(127);
        in.managementLinks = 4;
        const core::FatTree t = sized(in);
        QCOMPARE(t.switches(), 48);
        QCOMPARE(t.switchTransceivers, 1536);
        QCOMPARE(t.nodeTransceivers, 508);
        QCOMPARE(t.managementTransceivers, 4);
        QCOMPARE(t.transceivers(), 2048);
    }

    // Radix 64 at 2:1, 128 DGX H100, by hand:
    // uplinks = ceil(64 x 1 / 3) = 22, down = 42 (42:22 = 1.909, never worse than 2:1);
    // SUs = ceil(128 / 42) = 4 (3 x 42 + 2 nodes), leaves = 4 x 8 = 32 <= 64: 2 tiers;
    // spines = smallest divisor s of 22 with 32 x 22 / s <= 64 -> 22 / s <= 2 -> s = 11;
    // node-leaf = 128 x 8 = 1024, leaf-spine = 32 x 22 = 704;
    // transceivers: 24 full leaves x 64 ports / 2 = 768, 8 leaves of the last SU x (2 + 22) / 2
    // = 96, 11 spines x 64 / 2 = 352 -> 1,216 on switches; 128 x 4 = 512 on nodes; 1,728.
    void radix64TwoToOne()
    {
        const core::FatTree t = sized(dgxH100(128, "2:1"));
        QCOMPARE(t.tiers, 2);
        QCOMPARE(t.leafDown, 42);
        QCOMPARE(t.leafUp, 22);
        QCOMPARE(t.units, 4);
        QCOMPARE(t.leaves, 32);
        QCOMPARE(t.spines, 11);
        QCOMPARE(t.cores, 0);
        QCOMPARE(t.nodeLeafCables, 1024);
        QCOMPARE(t.leafSpineCables, 704);
        QCOMPARE(t.spineCoreCables, 0);
        QCOMPARE(t.switchTransceivers, 1216);
        QCOMPARE(t.transceivers(), 1728);
        QVERIFY(qAbs(t.oversubscription() - 42.0 / 22.0) < 1e-12);
    }

    // Radix 64 at 1:1, 512 DGX H100 (16 SUs), by hand:
    // leaves = 16 x 8 = 128 > 64: one spine layer cannot reach them all -> 3 tiers;
    // spines 32 down / 32 up, a pod = floor(32 / 8) = 4 SUs = 32 leaves, pods = 16 / 4 = 4;
    // spines per pod = smallest divisor s of 32 with 32 x 32 / s <= 32 -> s = 32; 4 x 32 = 128;
    // cores per group = smallest divisor c of 32 with 4 pods x 32 / c <= 64 -> c = 2;
    // cores = 32 groups x 2 = 64 (each core 4 x 16 = 64 ports);
    // cables 4,096 per tier (512 x 8; 128 x 32; 128 x 32); 320 = 5 x 4096 / 64 switches, each
    // with all 32 cages used: 10,240 + 512 x 4 = 2,048 on nodes.
    void threeTiers()
    {
        const core::FatTree t = sized(dgxH100(512));
        QCOMPARE(t.tiers, 3);
        QCOMPARE(t.pods, 4);
        QCOMPARE(t.leaves, 128);
        QCOMPARE(t.spines, 128);
        QCOMPARE(t.cores, 64);
        QCOMPARE(t.nodeLeafCables, 4096);
        QCOMPARE(t.leafSpineCables, 4096);
        QCOMPARE(t.spineCoreCables, 4096);
        QCOMPARE(t.switchTransceivers, 10240);
        QCOMPARE(t.nodeTransceivers, 2048);
    }

    // One SU past the 2-tier limit: 257 nodes -> 9 SUs, 72 leaves > 64 -> 3 tiers, 3 pods
    // (the last holding one SU), 3 x 32 spines; cores: 3 x 32 / c <= 64 -> c = 2 -> 64 cores.
    void threeTiersPartialPod()
    {
        const core::FatTree t = sized(dgxH100(257));
        QCOMPARE(t.tiers, 3);
        QCOMPARE(t.pods, 3);
        QCOMPARE(t.leaves, 72);
        QCOMPARE(t.spines, 96);
        QCOMPARE(t.cores, 64);
        QCOMPARE(t.leafSpineCables, 72 * 32);
        QCOMPARE(t.spineCoreCables, 96 * 32);
    }

    void rejectsImpossibleInput()
    {
        QVERIFY(!core::sizeFatTree(dgxH100(0)).ok());
        core::FatTreeInput full = dgxH100(128);
        full.managementLinks = 1; // 4 full SUs leave no leaf port free
        QVERIFY(!core::sizeFatTree(full).ok());
        // Four tiers join at most 64 superpods (a super-core reaches each over one link) of 32
        // pods of 128 nodes: 262,144 nodes.
        QVERIFY(!core::sizeFatTree(dgxH100(64 * 32 * 128 + 1)).ok());
        QVERIFY(core::sizeFatTree(dgxH100(64 * 32 * 128)).ok());
    }

    // 16,384 DGX H100 (131,072 GPUs) on QM9700 at 1:1, by hand: SUs of 32 nodes -> 512 SUs,
    // 4,096 leaves; pods of 4 SUs -> 128 pods of 32 spines = 4,096 spines. A core reaches at
    // most 64 pods over one link each: 128 > 64, so a fourth tier. Superpods of 32 pods (a
    // core's 32 down ports) -> 4; cores per group: smallest c | 32 with 32 x 32 / c <= 32 ->
    // 32, so 32 x 32 = 1,024 cores a superpod, 4,096 in all; super-cores per group: smallest
    // n | 32 with 4 x 32 / n <= 64 -> 2, over 1,024 groups = 2,048. Every tier carries
    // 131,072 cables; every switch uses all 64 ports = 32 twin-port cages: 14,336 x 32.
    void fourTiers()
    {
        const core::FatTree t = sized(dgxH100(16384));
        QCOMPARE(t.tiers, 4);
        QCOMPARE(t.units, 512);
        QCOMPARE(t.pods, 128);
        QCOMPARE(t.superpods, 4);
        QCOMPARE(t.podsPerSuperpod, 32);
        QCOMPARE(t.leaves, 4096);
        QCOMPARE(t.spines, 4096);
        QCOMPARE(t.cores, 4096);
        QCOMPARE(t.superCores, 2048);
        for (std::int64_t cables :
             {t.nodeLeafCables, t.leafSpineCables, t.spineCoreCables, t.coreSuperCoreCables})
            QCOMPARE(cables, std::int64_t(131072));
        QCOMPARE(t.switchTransceivers, std::int64_t(14336) * 32);
        QCOMPARE(t.nodeTransceivers, std::int64_t(16384) * 4);
        // Three tiers keep one superpod of every pod and no super-core.
        const core::FatTree three = sized(dgxH100(512));
        QCOMPARE(three.superpods, 1);
        QCOMPARE(three.superCores, 0);
        QCOMPARE(three.coreSuperCoreCables, std::int64_t(0));
    }

    void parsesOversubscription()
    {
        QCOMPARE(core::parseOversubscription("3:2")->down, 3);
        QCOMPARE(core::parseOversubscription("3:2")->up, 2);
        for (const char* bad : {"", "2", "2:", ":1", "0:1", "2:1x", "a:b", "-1:1"})
            QVERIFY2(!core::parseOversubscription(bad), bad);
    }
};

QObject* makeFatTreeTests()
{
    return new FatTreeTests;
}

#include "tst_fat_tree.moc"
