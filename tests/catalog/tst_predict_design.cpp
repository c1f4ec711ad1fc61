// Issue 7, design mode: `predict DESIGN` takes the scale-out fabric from the design itself
// (core/analysis/scale_out.h): the compute network's transport and oversubscription, the nodes'
// cabled compute NICs. Swapping InfiniBand for TCP Ethernet in the design must show in the
// predicted scaling.
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/search.h"
#include "catalog.h"
#include "io/file/design_file.h"
#include "model/design_catalog.h"

#include <QTest>

#include <cmath>

using namespace cd;
using namespace cd::core::throughput;

namespace {

core::Design superPodSu()
{
    return core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
}

core::Network* computeNetwork(core::Design& d)
{
    for (core::Network& n : d.networks)
        if (n.kind == core::NetworkKind::Compute)
            return &n;
    return nullptr;
}

// Llama-3-8B, 256 sequences, tp 2 (so that it fits on one node with full recompute): a
// data-parallel layout whose gradient traffic crosses the fabric on every node count above one.
TrainingConfig dataParallel(int gpus, int globalBatch)
{
    TrainingConfig t;
    t.par.tp = 2;
    t.par.dp = gpus / t.par.tp;
    t.par.globalBatch = globalBatch;
    t.par.microBatch = 1;
    t.recompute = Recompute::Full;
    return t;
}

double twoNodeEfficiency(const core::Design& design, const core::CatalogView& cat)
{
    DesignCluster dc = clusterFromDesign(design, cat);
    if (!dc.error.empty())
        return -1;
    dc.cluster.nodes = 2;
    const TrainingConfig t = dataParallel(dc.cluster.gpus(), 256);
    const std::vector<ScalingPoint> curve = scalingCurve(*findPreset("llama3-8b"), dc.cluster, t);
    return curve.size() == 2 && curve.back().fits ? curve.back().efficiency : -1;
}

} // namespace

class PredictDesignTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

private slots:
    // The SU example carries its generated compute network: 32 DGX H100, 8 x NDR each.
    void superPodUsesItsComputeNetwork()
    {
        const core::Design d = superPodSu();
        const core::DesignCatalog cat(d, *m_catalog);
        const DesignCluster dc = clusterFromDesign(d, cat);
        QVERIFY2(dc.error.empty(), dc.error.c_str());
        QVERIFY(dc.fromNetwork);
        QCOMPARE(dc.fabric, std::string("ib-ndr"));
        QCOMPARE(dc.cluster.nodes, 32);
        QCOMPARE(dc.cluster.gpusPerNode, 8);
        QCOMPARE(dc.cluster.nics(), 8);
        QCOMPARE(dc.cluster.scaleOut.gbpsPerNic, 400.0);
        QVERIFY(dc.cluster.scaleOut.transport == Transport::InfiniBand);
    }

    // The same design on a 100G TCP Ethernet compute network: the 400G NICs run at 100G and
    // NCCL's socket transport reaches half of it, so two nodes scale worse.
    void tcpNetworkScalesWorseThanInfiniBand()
    {
        core::Design ib = superPodSu();
        core::Design tcp = ib;
        QVERIFY(computeNetwork(tcp));
        computeNetwork(tcp)->transport = "eth-100g";
        const core::DesignCatalog ibCat(ib, *m_catalog), tcpCat(tcp, *m_catalog);
        const DesignCluster t = clusterFromDesign(tcp, tcpCat);
        QCOMPARE(t.fabric, std::string("eth-100g"));
        QCOMPARE(t.cluster.scaleOut.gbpsPerNic, 100.0); // min(NIC 400, network 100)
        QVERIFY(t.cluster.scaleOut.transport == Transport::Tcp);
        const double eIb = twoNodeEfficiency(ib, ibCat);
        const double eTcp = twoNodeEfficiency(tcp, tcpCat);
        QVERIFY(eIb > 0 && eTcp > 0);
        QVERIFY2(eTcp < eIb, qPrintable(QString("TCP %1 vs IB %2").arg(eTcp).arg(eIb)));
        QVERIFY(eIb <= 1.0 + 1e-9); // two nodes never beat twice one node
    }

    // Oversubscription of the design's compute network reaches the DP model: beyond one leaf
    // group (32 nodes) a 4:1 network slows a data-parallel step; within it, it cannot.
    void oversubscriptionSlowsTrafficAcrossSpines()
    {
        core::Design d = superPodSu();
        core::Network* n = computeNetwork(d);
        QVERIFY(n);
        n->oversubscription = "4:1";
        const core::DesignCatalog cat(d, *m_catalog);
        DesignCluster dc = clusterFromDesign(d, cat);
        QCOMPARE(dc.cluster.scaleOut.oversubscription, 4.0);
        const TransformerSpec m = *findPreset("llama3-8b");
        const auto step = [&](const ClusterSpec& c) {
            const TrainingEstimate e = estimateTraining(m, c, dataParallel(c.gpus(), 1024));
            return e.ok() && e.fits ? e.breakdown.dpCommTotalS : -1.0;
        };
        QVERIFY(step(dc.cluster) > 0);
        ClusterSpec flat = dc.cluster;
        flat.scaleOut.oversubscription = 1;
        QCOMPARE(step(dc.cluster), step(flat)); // 32 nodes: one leaf group
        // 64 nodes: oversubscription divides the bandwidth, not NCCL's ring latency, so 4:1
        // adds three times what 2:1 adds.
        dc.cluster.nodes = flat.nodes = 64;
        ClusterSpec half = flat;
        half.scaleOut.oversubscription = 2;
        const double added4 = step(dc.cluster) - step(flat);
        const double added2 = step(half) - step(flat);
        QVERIFY(added2 > 0);
        QVERIFY2(std::fabs(added4 / (3 * added2) - 1) < 1e-9,
                 qPrintable(QString("%1 vs %2").arg(added4).arg(added2)));
    }

    // A design of two GPU server models is estimated on the most numerous one, and says so:
    // the mixed example has 2 DL380a Gen12 with 4 H200 NVL each and one XE9680 with 8 H200 SXM
    // (16 GPUs). Neither has compute ports or a compute network, so one NDR NIC per GPU is
    // assumed: 4 a DL380a, not the 8 the note said whatever the server.
    void mixedDesignNamesWhatIsLeftOut()
    {
        const core::Design d =
            core::loadDesign(std::string(CD_EXAMPLES) + "/mixed-dl380a-xe9680.cluster.json");
        const core::DesignCatalog cat(d, *m_catalog);
        const DesignCluster dc = clusterFromDesign(d, cat);
        QVERIFY2(dc.error.empty(), dc.error.c_str());
        QCOMPARE(dc.server, std::string("hpe-dl380a-gen12"));
        QCOMPARE(dc.cluster.nodes, 2);
        QCOMPARE(dc.cluster.gpusPerNode, 4);
        QCOMPARE(dc.designGpus, 16);
        QCOMPARE(dc.cluster.nics(), 4);
        QVERIFY2(dc.note.find("one NDR 400G per GPU assumed, 4 per node") != std::string::npos,
                 dc.note.c_str());
        QVERIFY2(dc.note.find("the estimate is of the 2 HPE ProLiant Compute DL380a Gen12 (8 GPUs)") !=
                         std::string::npos &&
                     dc.note.find("its other 8 GPUs are not in it") != std::string::npos,
                 dc.note.c_str());
        // One model throughout: every GPU is in the estimate and nothing is said.
        const core::Design su = superPodSu();
        const core::DesignCatalog suCat(su, *m_catalog);
        const DesignCluster whole = clusterFromDesign(su, suCat);
        QCOMPARE(whole.designGpus, 256);
        QVERIFY2(whole.note.find("not in it") == std::string::npos, whole.note.c_str());
    }
};

QObject* makePredictDesignTests()
{
    return new PredictDesignTests;
}

#include "tst_predict_design.moc"
