#include "analysis/throughput/search.h"

#include <algorithm>
#include <cmath>

namespace cd::core::throughput {

namespace {

std::vector<int> divisorsUpTo(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

std::vector<int> fixedOr(int fixed, std::vector<int> choices)
{
    return fixed > 0 ? std::vector<int>{fixed} : choices;
}

// A layout that fits with every layer recomputed may fit recomputing only some of each stage's
// layers (Megatron-LM --recompute-method block): activation memory is linear in that count, so
// the fewest that fit follow from the memory without and with recompute.
void fewestRecomputedLayers(const TransformerSpec& m, const ClusterSpec& c, Candidate& k)
{
    const int layers = (m.layers + k.config.par.pp - 1) / k.config.par.pp;
    TrainingConfig none = k.config;
    none.recompute = Recompute::None;
    const double without = memoryPerGpu(m, c, none).totalGb;
    const double with = k.estimate.memory.totalGb;
    const double usable = k.estimate.memory.usableGb;
    if (without <= with || layers <= 1)
        return;
    const int n = int(std::ceil((without - usable) / (without - with) * layers));
    if (n <= 0 || n >= layers)
        return;
    Candidate partial = k;
    partial.config.recomputeLayers = n;
    partial.estimate = estimateTraining(m, c, partial.config);
    if (partial.estimate.ok() && partial.estimate.fits)
        k = std::move(partial);
}

} // namespace

SearchResult searchParallelism(const TransformerSpec& m, const ClusterSpec& c,
                               const TrainingConfig& base, const SearchSpace& space)
{
    SearchResult r;
    const int gpus = c.gpus();
    const int domain = std::max(1, std::min(c.nvlinkDomain, gpus));
    // TP stays inside the NVLink domain and divides the heads; PP divides the layers; CP only
    // for long sequences.
    std::vector<int> tps;
    for (int tp : fixedOr(space.tp, divisorsUpTo(domain, domain)))
        if (m.heads % tp == 0)
            tps.push_back(tp);
    // PP: divisors of the layers, and powers of two (uneven stages, the largest sets the pace).
    std::vector<int> pps = divisorsUpTo(m.layers, 128);
    for (int pp = 2; pp <= std::min(m.layers, 128); pp *= 2)
        if (m.layers % pp != 0)
            pps.push_back(pp);
    pps = fixedOr(space.pp, pps);
    const std::vector<int> cps =
        fixedOr(space.cp, m.seq >= 16384 ? std::vector<int>{1, 2, 4, 8} : std::vector<int>{1});
    const std::vector<int> mbs = fixedOr(space.microBatch, {1, 2, 4, 8});
    const std::vector<Recompute> rcs =
        space.recompute
            ? std::vector<Recompute>{*space.recompute}
            : std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full};
    const std::vector<int> zeros =
        space.zero >= 0 ? std::vector<int>{space.zero} : std::vector<int>{1, 3};
    // Every layout to try; recompute is tried per layout, lightest first.
    std::vector<Parallelism> layouts;
    for (int tp : tps)
        for (int pp : pps)
            for (int cp : cps) {
                if (gpus % (tp * pp * cp) != 0)
                    continue;
                const int dp = gpus / (tp * pp * cp);
                if (base.par.globalBatch % dp != 0)
                    continue;
                for (int mb : mbs) {
                    if (base.par.globalBatch % (dp * mb) != 0)
                        continue;
                    const int micro = base.par.globalBatch / (dp * mb);
                    // Interleaving: whole layers per virtual stage and, as Megatron-LM's
                    // schedule needs, a multiple of pp micro-batches. A given vp is taken as is.
                    std::vector<int> vps;
                    if (space.vp > 0)
                        vps.push_back(space.vp);
                    else
                        for (int vp : {1, 2, 4})
                            if (vp == 1 || (pp > 1 && m.layers % (pp * vp) == 0 && micro % pp == 0))
                                vps.push_back(vp);
                    // Expert parallelism for mixture-of-experts models: powers of two up to 64
                    // that divide the experts and the dp x cp ranks.
                    std::vector<int> eps;
                    if (space.ep > 0)
                        eps.push_back(space.ep);
                    else
                        for (int ep = 1; ep <= std::min(64, m.experts); ep *= 2)
                            if (m.experts % ep == 0 && (dp * cp) % ep == 0)
                                eps.push_back(ep);
                    for (int ep : eps)
                        for (int vp : vps)
                            for (int zero : zeros) {
                                if (zero >= 2 && pp > 1)
                                    continue; // PP accumulates gradients over micro-batches
                                Parallelism p = base.par;
                                p.tp = tp, p.pp = pp, p.cp = cp, p.dp = dp, p.microBatch = mb;
                                p.vp = vp, p.ep = ep, p.zero = zero;
                                p.sequenceParallel = tp > 1;
                                layouts.push_back(p);
                            }
                }
            }
    std::vector<Candidate> fitting;
    const TrainingEstimate* closest = nullptr;
    Candidate closestCandidate;
    for (const Parallelism& layout : layouts)
        for (Recompute rc : rcs) {
            Candidate k{base, {}};
            k.config.par = layout;
            k.config.recompute = rc;
            k.estimate = estimateTraining(m, c, k.config);
            ++r.evaluated;
            if (!k.estimate.ok())
                continue;
            if (k.estimate.fits) {
                if (rc == Recompute::Full && !space.recompute)
                    fewestRecomputedLayers(m, c, k);
                fitting.push_back(std::move(k));
                break; // heavier recompute is only slower
            }
            if (!closest || k.estimate.memory.totalGb < closestCandidate.estimate.memory.totalGb) {
                closestCandidate = k;
                closest = &closestCandidate.estimate;
            }
        }
    const auto faster = [](const Candidate& a, const Candidate& b) {
        return a.estimate.tokensPerS > b.estimate.tokensPerS;
    };
    const size_t keep = std::min<size_t>(fitting.size(), std::max(1, space.maxAlternatives + 1));
    std::partial_sort(fitting.begin(), fitting.begin() + keep, fitting.end(), faster);
    fitting.resize(keep);
    r.best = std::move(fitting);
    if (r.best.empty())
        r.error = closest ? "no layout fits: the smallest " + closest->fitsReason
                          : "no layout divides the global batch over the cluster's GPUs";
    return r;
}

// Why efficiency cannot exceed 1 in this model: with the layout and the global batch fixed,
// each GPU's share of the step's compute falls exactly as 1 / dp (fewer micro-batches per
// replica), and so does the Adam step when ZeRO shards it (unsharded, ZeRO 0, it stays: below
// linear). Everything else only grows with dp: the pipeline bubble is (pp - 1) / vp micro-batch
// times whatever the micro-batch count, the DP ring moves (dp - 1) / dp of the gradients over a
// slower link once it leaves the node and pays a latency per step, and crosses the spines'
// oversubscription beyond a leaf group. Real superlinear effects (a smaller optimizer shard
// freeing memory for a lighter recompute) are excluded by holding recompute fixed.
std::vector<ScalingPoint> scalingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const TrainingConfig& t, int maxNodes)
{
    std::vector<int> counts;
    for (int n = 1; n < c.nodes; n *= 2)
        counts.push_back(n);
    for (int n = std::max(1, c.nodes); n <= std::max(c.nodes, maxNodes); n *= 2)
        counts.push_back(n);
    std::vector<ScalingPoint> points;
    const int replica = t.par.tp * t.par.pp * t.par.cp;
    for (int n : counts) {
        ClusterSpec sub = c;
        sub.nodes = n;
        const int gpus = sub.gpus();
        if (replica < 1 || gpus % replica != 0) {
            points.push_back({n, 0, 0, false,
                              "a replica (tp x pp x cp) takes " + std::to_string(replica) +
                                  " GPUs; " + std::to_string(gpus) + " is not a multiple"});
            continue;
        }
        TrainingConfig tc = t;
        tc.par.dp = gpus / replica;
        const TrainingEstimate e = estimateTraining(m, sub, tc);
        if (!e.ok()) {
            points.push_back({n, 0, 0, false, e.error});
            continue;
        }
        points.push_back({n, e.fits ? e.tokensPerS : 0, 0, e.fits, e.fitsReason});
    }
    const int ref = scalingReferenceNodes(points);
    if (ref > 0) {
        const double perNode =
            std::find_if(points.begin(), points.end(), [](const ScalingPoint& p) { return p.fits; })
                ->tokensPerS /
            ref;
        for (ScalingPoint& p : points)
            p.efficiency = p.fits ? p.tokensPerS / (p.nodes * perNode) : 0;
    }
    return points;
}

int scalingReferenceNodes(const std::vector<ScalingPoint>& curve)
{
    for (const ScalingPoint& p : curve)
        if (p.fits)
            return p.nodes;
    return 0;
}

double scalingEfficiencyAt(const std::vector<ScalingPoint>& curve, int nodes)
{
    for (const ScalingPoint& p : curve)
        if (p.nodes == nodes)
            return p.efficiency;
    return 0;
}

} // namespace cd::core::throughput
