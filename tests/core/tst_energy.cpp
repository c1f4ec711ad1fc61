// Energy per token (issue 18, item 4): GPU, node and facility power under training, the run's
// energy, tokens per kWh and the electricity cost per million tokens. Expected figures are
// worked out by hand in the comments.
#include "analysis/throughput/energy.h"
#include "analysis/throughput/serving_energy.h"
#include "model/catalog_item.h"
#include "test_catalog.h"

#include <QTest>

#include <cmath>

using namespace cd;
using namespace cd::core::throughput;

namespace {

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

// A catalog GPU with `tdp` as its tdp_w (one figure, or a configurable range).
core::CatalogItem gpuWithTdp(std::vector<double> tdp)
{
    core::CatalogItem g;
    g.id = "test-gpu";
    g.kind = core::ItemKind::Gpu;
    core::SpecValue v;
    v.numbers = std::move(tdp);
    v.unit = "W";
    g.specs.emplace("tdp_w", v);
    return g;
}

ClusterSpec cluster(int nodes, int gpusPerNode)
{
    ClusterSpec c;
    c.gpu.id = "test-gpu";
    c.nodes = nodes;
    c.gpusPerNode = gpusPerNode;
    return c;
}

TrainingEstimate running(double tokensPerS)
{
    TrainingEstimate e;
    e.tokensPerS = tokensPerS;
    return e;
}

// The design's cluster as clusterFromDesign names it: its GPU server and the GPU in it.
DesignCluster designCluster(const std::string& server)
{
    DesignCluster dc;
    dc.server = server;
    dc.cluster.gpu.id = "t-gpu-a";
    return dc;
}

} // namespace

class EnergyTests : public QObject
{
    Q_OBJECT
private slots:
    // The two sourced ratios: 690 of 700 W (one H200, issue 18); (10,200 - 8 x 700) / (8 x 700)
    // = 4,600 / 5,600 (DGX H100: 10.2 kW max with 8 x 700 W GPUs).
    void constants()
    {
        QVERIFY(near(700 * kTrainingShareOfTdp, 690));
        QVERIFY(near(8 * 700 * kNonGpuShareOfGpuTdp, 4600));
        QVERIFY(near(kNonGpuShareOfGpuTdp, 0.8214285714, 1e-9));
        QCOMPARE(kDefaultUsdPerKwh, 0.0806);
    }

    // Flags mode, one node of 8 x 700 W GPUs at 10,000 tokens/s for 10^9 tokens:
    // GPU 700 x 690/700 = 690 W; GPUs 8 x 690 = 5,520 W; non-GPU 8 x 700 x 0.8214 = 4,600 W;
    // node 10,120 W; facility 10.12 kW x PUE 1.5 = 15.18 kW; time 10^9 / 10^4 = 10^5 s
    // = 27.78 h; energy 15.18 x 10^5 / 3600 = 421.667 kWh = 0.421667 MWh; tokens per kWh
    // 10^9 / 421.667 = 2,371,542; USD per million tokens = 0.421667 kWh x 0.0806 = 0.033986.
    void flagsModeByHand()
    {
        const core::CatalogItem gpu = gpuWithTdp({700});
        const EnergyInput in = energyInputForGpu(&gpu, 1e9);
        QCOMPARE(in.gpuTdpW, 700.0);
        QCOMPARE(in.pue, 1.5);
        QCOMPARE(in.usdPerKwh, 0.0806);
        const TrainingEnergy r = trainingEnergy(cluster(1, 8), running(10000), in);
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY(near(r.gpuPowerW, 690));
        QVERIFY(near(r.nodePowerKw, 10.12));
        QVERIFY(r.nodeEstimated);
        QVERIFY(near(r.itPowerKw, 10.12));
        QVERIFY(near(r.facilityPowerKw, 15.18));
        QVERIFY(near(r.timeToTrainS, 1e5));
        QVERIFY(near(r.runEnergyMwh, 15.18 * 1e5 / 3600 / 1000));
        QVERIFY(near(r.runEnergyMwh, 0.421667, 1e-6));
        QVERIFY(near(r.tokensPerKwh, 2371541.5, 1e-7));
        QVERIFY(near(r.usdPerMillionTokens, 0.421667 * 0.0806, 1e-6));
        QVERIFY(near(r.runCostUsd, 421.667 * 0.0806, 1e-6));
        // Every source is named.
        for (const char* s : {"issue 18", "DGX H100", "0.821", "PUE 1.5", "EIA"})
            QVERIFY2(r.basis.find(s) != std::string::npos, s);
    }

    // A node model with a catalog maximum: 4 nodes of 10.2 kW, PUE 1.2, 0.10 USD/kWh,
    // 20,000 tokens/s for 10^12 tokens: IT 40.8 kW, facility 48.96 kW; time 5 x 10^7 s;
    // energy 48.96 x 5 x 10^7 / 3600 = 680,000 kWh = 680 MWh; 10^12 / 680,000 = 1,470,588
    // tokens per kWh; 0.68 kWh per million tokens x 0.10 = 0.068 USD.
    void nodeMaximumByHand()
    {
        const core::CatalogItem gpu = gpuWithTdp({700});
        EnergyInput in = energyInputForGpu(&gpu, 1e12);
        in.nodeMaxW = 10200;
        in.nodeSource = "the catalog maximum of t-dgx";
        in.pue = 1.2;
        in.usdPerKwh = 0.10;
        const TrainingEnergy r = trainingEnergy(cluster(4, 8), running(20000), in);
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY(near(r.gpuPowerW, 690)); // still reported, though the node figure is the catalog's
        QVERIFY(near(r.nodePowerKw, 10.2));
        QVERIFY(!r.nodeEstimated);
        QVERIFY(near(r.itPowerKw, 40.8));
        QVERIFY(near(r.facilityPowerKw, 48.96));
        QVERIFY(near(r.runEnergyMwh, 680));
        QVERIFY(near(r.tokensPerKwh, 1e12 / 680000));
        QVERIFY(near(r.usdPerMillionTokens, 0.068));
        QVERIFY(near(r.runCostUsd, 68000));
        // Consistency the CLI test checks too: MWh x 1000 x tokens per kWh = the tokens.
        QVERIFY(near(r.runEnergyMwh * 1000 * r.tokensPerKwh, 1e12));
        QVERIFY(r.basis.find("t-dgx") != std::string::npos);
    }

    // A configurable TDP counts at its largest: the limit training runs at.
    void tdpRangeTakesTheLimit()
    {
        QCOMPARE(gpuTdpW(gpuWithTdp({350, 400})).value_or(0), 400.0);
        QVERIFY(!gpuTdpW(core::CatalogItem{}).has_value());
    }

    // The design's GPU server: a published maximum (t-srv-8u, 10,000 W), the PSU nameplate
    // limit without one (t-air-6u: 3 of 3+3 x 3,200 W = 9,600 W), and nothing from a typical
    // figure alone (t-typical-only: below what training draws, so the node is estimated).
    void designNodeFromTheCatalog()
    {
        const core::Design d = test::sampleDesign();
        const auto input = [&](const char* server) {
            return energyInputForDesign(d, test::testCatalog(), designCluster(server), 1e9);
        };
        QCOMPARE(input("t-srv-8u").nodeMaxW.value_or(0), 10000.0);
        QVERIFY(input("t-srv-8u").nodeSource.find("catalog maximum") != std::string::npos);
        QCOMPARE(input("t-air-6u").nodeMaxW.value_or(0), 9600.0);
        QVERIFY(input("t-air-6u").nodeSource.find("PSU nameplate") != std::string::npos);
        QVERIFY(!input("t-typical-only").nodeMaxW);
        // The test GPU publishes no TDP: no figures, and the error says which.
        const TrainingEnergy r = trainingEnergy(cluster(1, 8), running(10000), input("t-srv-8u"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.find("tdp_w") != std::string::npos, r.error.c_str());
    }

    // The site's PUE and price where it sets them; a price in EUR is not taken as USD.
    void designSiteFigures()
    {
        core::Design d = test::sampleDesign();
        const auto input = [&] {
            return energyInputForDesign(d, test::testCatalog(), designCluster("t-srv-8u"), 1e9);
        };
        QCOMPARE(input().pue, 1.5); // no site: the cooling analysis' default
        QCOMPARE(input().usdPerKwh, kDefaultUsdPerKwh);
        core::SiteSettings s;
        s.pue = 1.3;
        s.energyPricePerKwh = 0.12;
        d.site = s;
        QCOMPARE(input().pue, 1.3);
        QCOMPARE(input().usdPerKwh, 0.12);
        QVERIFY(input().pueSource.find("site") != std::string::npos);
        s.currency = "EUR";
        d.site = s;
        QCOMPARE(input().usdPerKwh, kDefaultUsdPerKwh);
        QVERIFY(input().priceSource.find("EUR") != std::string::npos);
    }

    // Without throughput or tokens there is no run to compute.
    void nothingToRun()
    {
        const core::CatalogItem gpu = gpuWithTdp({700});
        QVERIFY(!trainingEnergy(cluster(1, 8), running(0), energyInputForGpu(&gpu, 1e9)).ok());
        QVERIFY(!trainingEnergy(cluster(1, 8), running(1e4), energyInputForGpu(&gpu, 0)).ok());
        TrainingEstimate failed = running(1e4);
        failed.error = "does not cover the GPUs";
        QVERIFY(!trainingEnergy(cluster(1, 8), failed, energyInputForGpu(&gpu, 1e9)).ok());
    }

    // Serving by hand: 8 GPUs of 700 W TDP (one node, its rest estimated), the point's GEMMs
    // computing 0.1 of the step at 10,000 output tokens/s, PUE 1.5, 0.10 USD/kWh. GPU 700 x
    // (0.74 + 0.1) = 588 W; node 8 x 588 + 0.821 x 5,600 (4,600) = 9,304 W; facility 13,956 W;
    // 1.3956 J per output token; 3.6e6 / 1.3956 = 2,579,535 tokens per kWh; 1e6 / that x 0.10 =
    // 0.038767 USD per million. A point computing half its step is at the training draw,
    // 690/700 of TDP; a node maximum of 10.2 kW leaves the same 4,600 W besides the GPUs.
    void servingByHand()
    {
        ClusterSpec c;
        c.gpu.id = "h100-sxm";
        c.gpusPerNode = 8;
        ServingEstimate e;
        e.gpus = 8;
        e.point.outputTokensPerS = 10000;
        e.point.gemmComputeShare = 0.1;
        EnergyInput in;
        in.gpuTdpW = 700;
        in.pue = 1.5;
        in.usdPerKwh = 0.10;
        const ServingEnergy r = servingEnergy(c, e, in);
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY(near(r.gpuPowerW, 588));
        QVERIFY(near(r.nodePowerKw, 9.304));
        QVERIFY(near(r.facilityPowerKw, 13.956));
        QVERIFY(near(r.joulesPerOutputToken, 1.3956));
        QVERIFY(near(r.outputTokensPerKwh, 3.6e6 / 1.3956));
        QVERIFY(near(r.usdPerMillionOutputTokens, 1e6 * 1.3956 / 3.6e6 * 0.10));
        QVERIFY(r.nodeEstimated);
        e.point.gemmComputeShare = 0.5;
        in.nodeMaxW = 10200;
        const ServingEnergy capped = servingEnergy(c, e, in);
        QVERIFY(near(capped.gpuPowerW, 690));
        QVERIFY(near(capped.nodePowerKw, (8 * 690 + 4600) / 1000.0));
        QVERIFY(!capped.nodeEstimated);
        in.gpuTdpW = 0;
        QVERIFY(servingEnergy(c, e, in).error.find("tdp_w") != std::string::npos);
    }
};

QObject* makeEnergyTests()
{
    return new EnergyTests;
}

#include "tst_energy.moc"
