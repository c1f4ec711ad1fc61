// Serving model (issue 18 item 3): the latency-throughput curve of `predict --serve` (64
// concurrencies) for Llama 3 70B FP8 and Mixtral 8x7B on a node of 8 x H100 SXM with vLLM, and
// the sizing search for 10,000 users. Target: each under 10 ms (the CLI and the Performance
// panel recompute them on every edit). Prints the median and minimum of repeated runs.
#include "analysis/throughput/serving.h"
#include "bench_common.h"
#include "catalog.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace cd;
using namespace cd::core::throughput;

namespace {

constexpr double kTargetMs = 10;

void benchCurve(const char* name, const ClusterSpec& c, WeightFormat weights, int runs)
{
    const TransformerSpec m = *findPreset(name);
    ServingInput in;
    in.weights = weights;
    std::vector<ServingPoint> curve;
    const auto ms = bench::timeMs(runs, [&] { curve = servingCurve(m, c, in, 64); });
    std::printf("%-13s %-4s curve, 64 points on %d GPUs: median %7.3f ms  min %7.3f ms  (target "
                "< %.0f ms)  %zu points",
                name, std::string(toString(weights)).c_str(), c.gpus(), ms[ms.size() / 2],
                ms.front(), kTargetMs, curve.size());
    if (!curve.empty())
        std::printf(", top: %d requests, %.0f tokens/s\n", curve.back().concurrency,
                    curve.back().outputTokensPerS);
    else
        std::printf(", %s\n", estimateServing(m, c, in).error.c_str());
}

void benchSizing(const ClusterSpec& c, int runs)
{
    const TransformerSpec m = *findPreset("llama3-70b");
    ServingInput in;
    in.weights = WeightFormat::Fp8;
    ServingTarget target;
    target.users = 10000;
    target.tokensPerSPerUser = 20;
    target.ttftMs = 2000;
    ServingSizing s;
    const auto ms = bench::timeMs(runs, [&] { s = sizeServing(m, c, in, target); });
    std::printf("llama3-70b    fp8  sizing, 10,000 users at 20 tokens/s, TTFT <= 2 s: median "
                "%7.3f ms  min %7.3f ms  (target < %.0f ms)\n",
                ms[ms.size() / 2], ms.front(), kTargetMs);
    if (s.ok())
        std::printf("              %d nodes, %d GPUs: %d replicas at tp %d, %d requests each\n",
                    s.nodes, s.gpus, s.replicas, s.tp, s.concurrencyPerReplica);
    else
        std::printf("              %s\n", s.error.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const auto catalog = catalog::Catalog::builtin();
    ClusterSpec c;
    std::string error;
    c.gpu = gpuSpecFromCatalog(*catalog->find("h100-sxm"), &error);
    if (!error.empty()) {
        std::fprintf(stderr, "h100-sxm: %s\n", error.c_str());
        return 1;
    }
    c.nodes = 1;
    c.gpusPerNode = 8;
    c.nvlinkDomain = 8;
    benchCurve("llama3-70b", c, WeightFormat::Fp8, runs);
    benchCurve("mixtral-8x7b", c, WeightFormat::Bf16, runs);
    benchSizing(c, runs);
    return 0;
}
