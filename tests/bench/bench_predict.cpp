// Parallelism search (--auto) on a 16,384-GPU design: 2,048 nodes of 8 x H100 SXM on 8 x NDR,
// GPT-3 175B and Llama 3 405B at a global batch of 2,048 sequences. Target (issue 7 item 3):
// under 100 ms. Prints the median and minimum of repeated runs and the layout found.
#include "analysis/throughput/search.h"
#include "analysis/throughput/training_plan.h"
#include "bench_common.h"
#include "catalog.h"

#include <cstdio>
#include <cstdlib>

using namespace cd;
using namespace cd::core::throughput;

// Partial search (issue 18): tp 8 given, the rest searched, at an odd global batch that no
// layout divides, so the plan also searches the nearest batches that one does (the worst case).
void benchPartialSearch(const ClusterSpec& c, int runs)
{
    const TransformerSpec m = *findPreset("llama3-405b");
    TrainingConfig base;
    base.par.globalBatch = 2047;
    SearchSpace space;
    space.tp = 8;
    TrainingPlan plan;
    const auto ms = bench::timeMs(runs, [&] { plan = planTraining(m, c, base, true, space); });
    std::printf("llama3-405b  partial search (tp 8, batch 2047) on %d GPUs: median %7.2f ms  min "
                "%7.2f ms  (target < 100 ms)\n",
                c.gpus(), ms[ms.size() / 2], ms.front());
    for (const std::string& note : plan.notes)
        std::printf("             %s\n", note.c_str());
    if (!plan.ok())
        std::printf("             %s\n", plan.error.c_str());
}

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const auto catalog = catalog::Catalog::builtin();
    ClusterSpec c;
    std::string error;
    c.gpu = gpuSpecFromCatalog(*catalog->find("h100-sxm"), &error);
    c.nodes = 2048;
    c.gpusPerNode = 8;
    c.nvlinkDomain = 8;
    c.scaleOut = *scaleOutPreset("ib-ndr");
    for (const char* name : {"gpt3-175b", "llama3-405b"}) {
        const TransformerSpec m = *findPreset(name);
        TrainingConfig base;
        base.par.globalBatch = 2048;
        SearchResult r;
        const auto ms = bench::timeMs(runs, [&] { r = searchParallelism(m, c, base); });
        std::printf("%-12s auto search on %d GPUs: median %7.2f ms  min %7.2f ms  (target < 100 "
                    "ms)  %d layouts evaluated\n",
                    name, c.gpus(), ms[ms.size() / 2], ms.front(), r.evaluated);
        if (!r.best.empty()) {
            const Parallelism& p = r.best.front().config.par;
            std::printf("             best: tp %d pp %d dp %d cp %d vp %d mb %d %s, %.0f tokens/s, "
                        "MFU %.1f %%\n",
                        p.tp, p.pp, p.dp, p.cp, p.vp, p.microBatch,
                        std::string(toString(r.best.front().config.recompute)).c_str(),
                        r.best.front().estimate.tokensPerS, r.best.front().estimate.mfu * 100);
        } else {
            std::printf("             %s\n", r.error.c_str());
        }
    }
    benchPartialSearch(c, runs);
    return 0;
}
