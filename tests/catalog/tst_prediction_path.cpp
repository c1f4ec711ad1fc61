// Issue 17, one prediction path: the efficiency table names only GPUs the catalog sells, the
// software stacks are a registry in core (the validation cases take theirs from it), and the
// quote's throughput line, the Performance dock's prediction and a plan made by hand agree.
#include "analysis/issues/format.h"
#include "analysis/quote_summary.h"
#include "analysis/throughput/design_prediction.h"
#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/software_stacks.h"
#include "analysis/throughput/training_plan.h"
#include "catalog.h"
#include "io/file/design_file.h"
#include "model/design_catalog.h"

#include <QTest>

#include <set>

using namespace cd;
using namespace cd::core::throughput;

namespace {

const catalog::Catalog& builtinCatalog()
{
    static const auto cat = catalog::Catalog::builtin();
    return *cat;
}

class PredictionPathTests : public QObject
{
    Q_OBJECT

private slots:
    // A measured GPU the catalog does not have would silently fall back to the median of the
    // table when a user picks the catalog's part: every id must be a catalog GPU.
    void everyMeasuredGpuIsACatalogGpu()
    {
        const auto ids = measuredGpus();
        QVERIFY(ids.size() >= 10); // the MAMF table of efficiency.h has ten rows
        for (std::string_view id : ids) {
            const core::CatalogItem* item = builtinCatalog().find(id);
            QVERIFY2(item, std::string(id).c_str());
            QVERIFY(item->kind == core::ItemKind::Gpu);
        }
    }

    void stacksAreNamedOnceWithTheDefaultFirst()
    {
        std::set<std::string_view> seen;
        for (const NamedStack& s : softwareStacks()) {
            QVERIFY2(seen.insert(s.id).second, std::string(s.id).c_str());
            QVERIFY(!s.name.empty() && !s.source.empty());
        }
        QCOMPARE(softwareStacks().front().id, std::string_view("megatron-core"));
        QVERIFY(!findStack("no-such-stack"));
        // The registry's legacy stack is the 2021-22 one: nothing overlapped or fused.
        const SoftwareStack legacy = findStack("megatron-legacy").value();
        QVERIFY(!legacy.flashAttention && !legacy.overlapDpComm && !legacy.overlapTpComm);
        QCOMPARE(legacy.rdmaStepLatencyS, kRdmaStepLatency2020S);
        // DeepSpeed ZeRO-3 of the same papers differs from it only by the prefetch overlap.
        const SoftwareStack ds = findStack("deepspeed-2021").value();
        QVERIFY(ds.overlapDpComm && !ds.flashAttention);
        QCOMPARE(findStack("llm-foundry-amp")->shardedGatherBytes, 4.0);
        QCOMPARE(findStack("llm-foundry")->shardedGatherBytes, 2.0);
    }

    // The quote header, the Performance dock (predictForDesign) and a search made by hand
    // with the default workload give the same tokens/s for the SuperPOD example.
    void quoteDockAndPlanAgree()
    {
        const core::Design design =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
        const core::DesignCatalog catalog(design, builtinCatalog());
        const Workload w; // the defaults: llama3-70b, 1,024 sequences
        QCOMPARE(w.preset, std::string(core::kDefaultModelPreset));
        const DesignPrediction dock = predictForDesign(design, catalog, w);
        QVERIFY2(dock.error.empty(), dock.error.c_str());
        const DesignPrediction bare = predictForDesign(design, catalog, w, FabricCurves::Skip);
        QCOMPARE(bare.estimate.tokensPerS, dock.estimate.tokensPerS);
        QVERIFY(bare.curves.empty() && !dock.curves.empty());

        const DesignCluster dc = clusterFromDesign(design, catalog);
        TrainingConfig base;
        base.par.globalBatch = core::kDefaultGlobalBatch;
        const TrainingPlan plan = planTraining(*findPreset("llama3-70b"), dc.cluster, base, true);
        QVERIFY(plan.ok());
        QCOMPARE(plan.estimate.tokensPerS, dock.estimate.tokensPerS);

        const core::Report report = core::analyze(design, catalog);
        const core::QuoteHeader h =
            core::makeQuoteHeader(design, catalog, report, core::QuoteSettings{}, "2026-12-04");
        QCOMPARE(h.throughput, core::format::grouped(plan.estimate.tokensPerS, 0) +
                                   " tokens/s training Llama 3 70B on Megatron-Core / NeMo "
                                   "(predicted)");
    }

    // A fixed layout is estimated as given: dp fills the cluster, selective recompute.
    void fixedLayoutIsEstimatedAsGiven()
    {
        const core::Design design =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
        const core::DesignCatalog catalog(design, builtinCatalog());
        Workload w;
        w.autoLayout = false;
        w.tp = 8;
        w.pp = 4;
        const DesignPrediction p = predictForDesign(design, catalog, w, FabricCurves::Skip);
        QVERIFY2(p.error.empty(), p.error.c_str());
        // 32 DGX H100 x 8 GPUs = 256; 256 / (8 x 4) = 8.
        QCOMPARE(p.config.par.dp, 8);
        QVERIFY(p.config.recompute == Recompute::Selective);
        QVERIFY(p.config.par.sequenceParallel);
    }

    // The Hugging Face Trainer runs plain DDP: a fixed layout under it takes ZeRO 0 whatever
    // the ZeRO field says (the dock's default is 1), instead of failing; the search keeps 0 too
    // (GPT-3 1.3B, whose 18 bytes a parameter fit an 80 GB GPU unsharded).
    void stackWithOneZeroStageTakesIt()
    {
        const core::Design design =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json");
        const core::DesignCatalog catalog(design, builtinCatalog());
        Workload w;
        w.preset = "gpt3-1.3b";
        w.stack = "hf-trainer";
        w.globalBatch = 64;
        w.autoLayout = false;
        QCOMPARE(w.zero, 1);
        const DesignPrediction fixed = predictForDesign(design, catalog, w, FabricCurves::Skip);
        QVERIFY2(fixed.error.empty(), fixed.error.c_str());
        QCOMPARE(fixed.config.par.zero, 0);
        w.autoLayout = true;
        const DesignPrediction searched = predictForDesign(design, catalog, w, FabricCurves::Skip);
        QVERIFY2(searched.error.empty(), searched.error.c_str());
        QCOMPARE(searched.config.par.zero, 0);
    }
};

} // namespace

QObject* makePredictionPathTests()
{
    return new PredictionPathTests;
}

#include "tst_prediction_path.moc"
