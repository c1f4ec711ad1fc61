// Throughput model (issue 7), continued from tst_throughput.cpp: the search over parallel
// layouts (a part of the layout held fixed, issue 18; the nearest global batch a layout
// divides), and expert parallelism (memory and all-to-all by hand) for a mixture of experts.
#include "analysis/throughput/search.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/training_plan.h"
#include "throughput_fixtures.h"

#include <QTest>

#include <cmath>

using namespace cd::core::throughput;

namespace {

using cd::test::a100;
using cd::test::layout;

} // namespace

class ThroughputSearchTests : public QObject
{
    Q_OBJECT
private slots:
    // Interleaving is searched where the source gives none: with pp > 1 the best layout of
    // GPT-3 175B on 64 A100 uses vp > 1 (a smaller bubble), and a given vp is kept.
    void searchChoosesInterleaving()
    {
        const TransformerSpec m = *findPreset("gpt3-175b");
        TrainingConfig base;
        base.par.globalBatch = 64;
        SearchSpace space;
        space.tp = 8, space.pp = 8, space.vp = 0, space.microBatch = 1;
        space.recompute = Recompute::Full;
        const SearchResult searched = searchParallelism(m, a100(8), base, space);
        QVERIFY(!searched.best.empty());
        QVERIFY(searched.best.front().config.par.vp > 1);
        space.vp = 1;
        const SearchResult fixed = searchParallelism(m, a100(8), base, space);
        QVERIFY(!fixed.best.empty());
        QCOMPARE(fixed.best.front().config.par.vp, 1);
        QVERIFY(fixed.best.front().estimate.tokensPerS < searched.best.front().estimate.tokensPerS);
    }

    // Expert parallelism by hand, Mixtral 8x7B (Jiang et al. 2024: hidden 4096, 32 layers, 8
    // experts of SwiGLU ffn 14336, 8 KV heads) on 8 A100, tp 1, dp 8, ep 8, ZeRO-1. Per layer:
    // attention 4096 x (4096 + 2 x 1024) + 4096^2 = 41,943,040; an expert 3 x 4096 x 14336 =
    // 176,160,768. Shared: 32 x 41,943,040 + 2 x 32000 x 4096 (embeddings) = 1,604,321,280;
    // experts on one GPU: 32 x 8 x 176,160,768 / 8 = 5,637,144,576. bf16 weights 2 x 7.2415e9 =
    // 14.48 GB, fp32 gradients 28.97 GB, Adam 12 x (shared / 8 + experts / 1) = 70.05 GB.
    void expertParallelMemoryByHand()
    {
        const TransformerSpec m = *findPreset("mixtral-8x7b");
        TrainingConfig t = layout(1, 1, 8, 1, 8);
        t.par.ep = 8;
        const MemoryBreakdown mem = memoryPerGpu(m, a100(1), t);
        QCOMPARE(std::round(mem.weightsGb * 100) / 100, 14.48);
        QCOMPARE(std::round(mem.gradientsGb * 100) / 100, 28.97);
        QCOMPARE(std::round(mem.optimizerGb * 100) / 100, 70.05);
        t.par.ep = 1; // every expert on every GPU
        QVERIFY(memoryPerGpu(m, a100(1), t).weightsGb > 90);
    }

    // The all-to-all by hand, Mixtral at 4096 tokens, one micro-batch of one sequence per GPU:
    // each dispatch or combine moves 4096 tokens x 2 experts x 4096 x 2 bytes = 67,108,864 B, of
    // which 7/8 leave the GPU. Inside one node (ep 8) over NVLink at 300 x 0.8 = 240 GB/s:
    // 244.7 us + 8.4 + 3.4 us latency. With tp 2 on 2 nodes, ep 8 spans both: each GPU sends
    // its half of the tokens, 4/8 of it through its own 200G NIC at 0.9: 0.5 x 33.6 MB /
    // 22.5 GB/s = 745.7 us + 8.4 + 14 us. Four per layer (dispatch and combine, forward and
    // backward), 32 layers.
    void expertAllToAllByHand()
    {
        TransformerSpec m = *findPreset("mixtral-8x7b");
        m.seq = 4096;
        const double bytes = 4096.0 * 2 * 4096 * 2;
        TrainingConfig t = layout(1, 1, 8, 1, 8);
        t.par.ep = 8;
        TrainingEstimate e = estimateTraining(m, a100(1), t);
        QVERIFY2(e.ok(), e.error.c_str());
        const double inNode = 7.0 / 8 * bytes / 240e9 + 11.8e-6;
        QVERIFY2(std::fabs(e.breakdown.epCommS / (32 * 4 * inNode) - 1) < 1e-9,
                 qPrintable(QString::number(e.breakdown.epCommS)));
        t = layout(2, 1, 8, 1, 8);
        t.par.ep = 8;
        e = estimateTraining(m, a100(2), t);
        QVERIFY2(e.ok(), e.error.c_str());
        const double acrossNodes = 0.5 * bytes / 2 / 22.5e9 + 22.4e-6;
        QVERIFY2(std::fabs(e.breakdown.epCommS / (32 * 4 * acrossNodes) - 1) < 1e-9,
                 qPrintable(QString::number(e.breakdown.epCommS)));
        // A dense model has no experts to split.
        TrainingConfig dense = layout(1, 1, 8, 1, 8);
        dense.par.ep = 2;
        QVERIFY(!estimateTraining(*findPreset("llama2-7b"), a100(1), dense).ok());
    }

    // The search tries expert parallelism for a mixture of experts: on 64 A100 80GB Mixtral's
    // 46.7 B parameters need it (or ZeRO-3) to fit, and its best layout is one that fits.
    void searchTriesExpertParallelism()
    {
        TransformerSpec m = *findPreset("mixtral-8x7b");
        m.seq = 4096;
        TrainingConfig base;
        base.par.globalBatch = 256;
        SearchSpace space;
        space.zero = 1;
        const SearchResult r = searchParallelism(m, a100(8), base, space);
        QVERIFY2(!r.best.empty(), r.error.c_str());
        QVERIFY(r.best.front().estimate.fits);
        space.ep = 1;
        space.tp = 1;
        space.pp = 1;
        QVERIFY(searchParallelism(m, a100(8), base, space).best.empty()); // 93 GB of weights
        space.ep = 0;
        const SearchResult withEp = searchParallelism(m, a100(8), base, space);
        QVERIFY(!withEp.best.empty());
        QVERIFY(withEp.best.front().config.par.ep > 1);
    }

    // The search returns fitting layouts, fastest first, and its best is one it evaluated.
    void searchRanksFittingLayouts()
    {
        const TransformerSpec m = *findPreset("llama3-70b");
        TrainingConfig base;
        base.par.globalBatch = 256;
        const SearchResult r = searchParallelism(m, a100(8, "ib-hdr"), base);
        QVERIFY(!r.best.empty());
        QVERIFY(r.evaluated > int(r.best.size()));
        for (size_t i = 0; i < r.best.size(); ++i) {
            QVERIFY(r.best[i].estimate.fits);
            if (i > 0)
                QVERIFY(r.best[i].estimate.tokensPerS <= r.best[i - 1].estimate.tokensPerS);
        }
    }

    // Issue 18: any part of the layout may be given and the search finds the rest. Llama 3 70B
    // on 64 A100 with tp 8 and dp 4 given leaves pp x cp = 2 (at 8K tokens the search splits
    // the sequence in two as well): every layout returned has tp 8, pp x cp = 2, dp 4 and the
    // ZeRO stage given; dp alone is held as well.
    void partialSearchHoldsGivenFields()
    {
        const TransformerSpec m = *findPreset("llama3-70b");
        TrainingConfig base;
        base.par.globalBatch = 256;
        SearchSpace space;
        space.tp = 8, space.dp = 4, space.zero = 1;
        const SearchResult r = searchParallelism(m, a100(8), base, space);
        QVERIFY2(!r.best.empty(), r.error.c_str());
        for (const Candidate& k : r.best) {
            const Parallelism& p = k.config.par;
            QCOMPARE(p.tp, 8);
            QCOMPARE(p.pp * p.cp, 2);
            QCOMPARE(p.dp, 4);
            QCOMPARE(p.zero, 1);
        }
        SearchSpace dpOnly;
        dpOnly.dp = 16;
        const SearchResult d = searchParallelism(m, a100(8), base, dpOnly);
        QVERIFY2(!d.best.empty(), d.error.c_str());
        for (const Candidate& k : d.best)
            QCOMPARE(k.config.par.dp, 16);
        // A dp the GPUs cannot take: nothing to search, and the plan says what is fixed.
        dpOnly.dp = 3;
        const TrainingPlan none = planTraining(m, a100(8), base, true, dpOnly);
        QVERIFY(!none.ok());
        QVERIFY2(none.error.find("with dp 3 covers the cluster's 64 GPUs") != std::string::npos,
                 none.error.c_str());
    }

    // The nearest multiple by hand: 1001 over 16 lies between 992 (9 away) and 1008 (7):
    // 1008. 1000 over 16 is 8 from both: the larger. Below the granule, the granule itself.
    void nearestMultipleByHand()
    {
        QCOMPARE(nearestMultiple(1001, 16), 1008);
        QCOMPARE(nearestMultiple(1000, 16), 1008);
        QCOMPARE(nearestMultiple(988, 16), 992);
        QCOMPARE(nearestMultiple(1001, 8), 1000);
        QCOMPARE(nearestMultiple(1024, 16), 1024);
        QCOMPARE(nearestMultiple(5, 8), 8);
        // tp 8 and pp 1 on 64 GPUs leave dp 8, or dp 4 and 2 with cp 2 and 4 (searched from 8K
        // tokens): micro-batches 1, 2, 4 and 8 give 2 to 64. cp 1 given: 8 to 64.
        SearchSpace space;
        space.tp = 8, space.pp = 1;
        QCOMPARE(batchGranules(*findPreset("llama3-70b"), a100(8), space),
                 (std::vector<int>{2, 4, 8, 16, 32, 64}));
        space.cp = 1;
        QCOMPARE(batchGranules(*findPreset("llama3-70b"), a100(8), space),
                 (std::vector<int>{8, 16, 32, 64}));
    }

    // A global batch no layout divides is never a dead end: dp 8 x micro-batch 2 = 16 does not
    // divide 1001, so the plan uses 1008 and says so, searched or given; with the micro-batch
    // left to the search, 1000 (dp 8 x micro-batch 1) is nearer. A batch that divides: no note.
    void nearestGlobalBatchByHand()
    {
        const TransformerSpec m = *findPreset("llama3-70b");
        TrainingConfig base;
        base.par.globalBatch = 1001;
        SearchSpace space;
        space.tp = 8, space.pp = 1, space.dp = 8, space.microBatch = 2;
        const TrainingPlan searched = planTraining(m, a100(8), base, true, space);
        QVERIFY2(searched.ok(), searched.error.c_str());
        QCOMPARE(searched.requestedGlobalBatch, 1001);
        QCOMPARE(searched.config.par.globalBatch, 1008);
        QCOMPARE(searched.notes.size(), size_t(1));
        QVERIFY2(searched.notes[0].find("global batch 1001") != std::string::npos &&
                     searched.notes[0].find("using 1008") != std::string::npos,
                 searched.notes[0].c_str());
        TrainingConfig given = searched.config;
        given.par.globalBatch = 1001;
        const TrainingPlan fixed = planTraining(m, a100(8), given, false);
        QCOMPARE(fixed.config.par.globalBatch, 1008);
        QCOMPARE(fixed.notes.size(), size_t(1));
        space.microBatch = 0;
        const TrainingPlan nearer = planTraining(m, a100(8), base, true, space);
        QVERIFY2(nearer.ok(), nearer.error.c_str());
        QCOMPARE(nearer.config.par.globalBatch, 1000);
        QCOMPARE(nearer.config.par.microBatch, 1);
        base.par.globalBatch = 1024;
        const TrainingPlan divides = planTraining(m, a100(8), base, true, space);
        QCOMPARE(divides.config.par.globalBatch, 1024);
        QCOMPARE(divides.requestedGlobalBatch, 1024);
        QVERIFY(divides.notes.empty());
    }
};

QObject* makeThroughputSearchTests()
{
    return new ThroughputSearchTests;
}

#include "tst_throughput_search.moc"
