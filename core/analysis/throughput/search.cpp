#include "analysis/throughput/search.h"

#include "io/input_limits.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>
#include <optional>

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

// The values each dimension of the layout may take. TP stays inside the NVLink domain and
// divides the heads; PP divides the layers; CP only for long sequences.
struct Axes
{
    std::vector<int> tps, pps, cps, mbs, zeros;
};

std::vector<int> tpChoices(const TransformerSpec& m, const ClusterSpec& c, const SearchSpace& space)
{
    const int domain = std::max(1, std::min(c.nvlinkDomain, c.gpus()));
    std::vector<int> tps;
    for (int tp : fixedOr(space.tp, divisorsUpTo(domain, domain)))
        if (m.heads % tp == 0)
            tps.push_back(tp);
    return tps;
}

// PP: divisors of the layers, and powers of two (uneven stages, the largest sets the pace).
std::vector<int> ppChoices(const TransformerSpec& m, const SearchSpace& space)
{
    std::vector<int> pps = divisorsUpTo(m.layers, 128);
    for (int pp = 2; pp <= std::min(m.layers, 128); pp *= 2)
        if (m.layers % pp != 0)
            pps.push_back(pp);
    return fixedOr(space.pp, pps);
}

// Context parallelism from 8K tokens: NVIDIA's tuned NeMo recipes split 8K sequences for their
// larger models (llama3_70b: TP 4, PP 4, CP 2; llama31_405b: TP 8, PP 9, CP 4), and longer ones
// up to 8 ways.
std::vector<int> contextParallelChoices(int seq)
{
    if (seq >= 16384)
        return {1, 2, 4, 8};
    return seq >= 8192 ? std::vector<int>{1, 2, 4} : std::vector<int>{1};
}

Axes searchAxes(const TransformerSpec& m, const ClusterSpec& c, const SearchSpace& space)
{
    Axes a;
    a.tps = tpChoices(m, c, space);
    a.pps = ppChoices(m, space);
    a.cps = fixedOr(space.cp, contextParallelChoices(m.seq));
    a.mbs = fixedOr(space.microBatch, {1, 2, 4, 8});
    // Every ZeRO stage: a layout given whole with ZeRO 2 beat the search's choice by 3-4 %.
    a.zeros = space.zero >= 0 ? std::vector<int>{space.zero} : std::vector<int>{1, 2, 3};
    return a;
}

std::vector<Recompute> recomputeChoices(const SearchSpace& space)
{
    return space.recompute
               ? std::vector<Recompute>{*space.recompute}
               : std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full};
}

// Interleaving: whole layers per virtual stage and, as Megatron-LM's schedule needs, a multiple
// of pp micro-batches. A given vp is taken as is.
std::vector<int> vpChoices(const TransformerSpec& m, const SearchSpace& space, int pp, int micro)
{
    std::vector<int> vps;
    if (space.vp > 0)
        vps.push_back(space.vp);
    else
        for (int vp : {1, 2, 4})
            if (vp == 1 || (pp > 1 && m.layers % (pp * vp) == 0 && micro % pp == 0))
                vps.push_back(vp);
    return vps;
}

// Expert parallelism for mixture-of-experts models: powers of two up to 64 that divide the
// experts and the dp x cp ranks.
std::vector<int> epChoices(const TransformerSpec& m, const SearchSpace& space, int dp, int cp)
{
    std::vector<int> eps;
    if (space.ep > 0)
        eps.push_back(space.ep);
    else
        for (int ep = 1; ep <= std::min(64, m.experts); ep *= 2)
            if (m.experts % ep == 0 && (dp * cp) % ep == 0)
                eps.push_back(ep);
    return eps;
}

// The layouts of one split of the GPUs and the batch (`shape`: tp, pp, cp, dp, micro-batch set):
// one per expert-parallel size, virtual stage count and ZeRO stage that applies.
void addLayoutVariants(std::vector<Parallelism>& layouts, const TransformerSpec& m,
                       const SearchSpace& space, const std::vector<int>& zeros,
                       const Parallelism& shape)
{
    const int micro = shape.globalBatch / (shape.dp * shape.microBatch);
    const std::vector<int> vps = vpChoices(m, space, shape.pp, micro);
    const std::vector<int> eps = epChoices(m, space, shape.dp, shape.cp);
    for (int ep : eps)
        for (int vp : vps)
            for (int zero : zeros) {
                if (zero >= 2 && shape.pp > 1)
                    continue; // PP accumulates gradients over micro-batches
                Parallelism p = shape;
                p.vp = vp, p.ep = ep, p.zero = zero;
                p.sequenceParallel = space.sequenceParallel && shape.tp > 1;
                layouts.push_back(p);
            }
}

// Each split of the GPUs and the batch the axes allow, in the search's order: `base` with tp,
// pp, cp, dp and the micro-batch set. dp is what tp x pp x cp leave of the GPUs; a fixed dp
// drops the splits that leave another.
template <class Visit>
void forEachSplit(int gpus, const Parallelism& base, const SearchSpace& space, const Axes& axes,
                  Visit&& visit)
{
    for (int tp : axes.tps)
        for (int pp : axes.pps)
            for (int cp : axes.cps) {
                if (gpus % (tp * pp * cp) != 0)
                    continue;
                const int dp = gpus / (tp * pp * cp);
                // Past the bound checkConfig holds dp to, dp x micro-batch leaves an int (a
                // 2^29-GPU cluster divided by zero there).
                if ((space.dp > 0 && dp != space.dp) || dp > kMaxDataParallel)
                    continue;
                for (int mb : axes.mbs) {
                    Parallelism shape = base;
                    shape.tp = tp, shape.pp = pp, shape.cp = cp, shape.dp = dp;
                    shape.microBatch = mb;
                    visit(shape);
                }
            }
}

// Every layout to try; recompute is tried per layout, lightest first.
std::vector<Parallelism> enumerateLayouts(const TransformerSpec& m, int gpus,
                                          const Parallelism& base, const SearchSpace& space,
                                          const Axes& axes)
{
    std::vector<Parallelism> layouts;
    forEachSplit(gpus, base, space, axes, [&](const Parallelism& shape) {
        if (base.globalBatch % (shape.dp * shape.microBatch) == 0)
            addLayoutVariants(layouts, m, space, axes.zeros, shape);
    });
    return layouts;
}

struct Tally
{
    int evaluated = 0;
    std::vector<Candidate> fitting;
    std::optional<Candidate> closest; // of those that do not fit, the one needing least memory
    std::string firstError;           // why the first layout that could not be estimated
};

// The layout with the lightest recompute that fits, if any.
void tryLayout(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& base,
               const SearchSpace& space, const std::vector<Recompute>& rcs,
               const Parallelism& layout, Tally& tally)
{
    for (Recompute rc : rcs) {
        Candidate k{base, {}};
        k.config.par = layout;
        k.config.recompute = rc;
        k.estimate = estimateTraining(m, c, k.config);
        ++tally.evaluated;
        if (!k.estimate.ok()) {
            if (tally.firstError.empty())
                tally.firstError = k.estimate.error;
            continue;
        }
        if (k.estimate.fits) {
            if (rc == Recompute::Full && !space.recompute)
                fewestRecomputedLayers(m, c, k);
            tally.fitting.push_back(std::move(k));
            return; // heavier recompute is only slower
        }
        if (!tally.closest || k.estimate.memory.totalGb < tally.closest->estimate.memory.totalGb)
            tally.closest = k;
    }
}

// The fastest `maxAlternatives` + 1 (at least one), fastest first.
std::vector<Candidate> fastest(std::vector<Candidate> fitting, int maxAlternatives)
{
    const auto faster = [](const Candidate& a, const Candidate& b) {
        return a.estimate.tokensPerS > b.estimate.tokensPerS;
    };
    const size_t keep = std::min<size_t>(fitting.size(), std::max(1, maxAlternatives + 1));
    std::partial_sort(fitting.begin(), fitting.begin() + keep, fitting.end(), faster);
    fitting.resize(keep);
    return fitting;
}

// Why the search found nothing: the smallest layout's memory, else why a layout could not be
// estimated (FP8 on a GPU without it), else a ZeRO stage and pp both held fixed that exclude
// each other (see addLayoutVariants), else that no layout divides the batch.
std::string nothingFound(const Tally& tally, const SearchSpace& space)
{
    if (tally.closest)
        return text::arg(text::translate("TrainingChecks", "no layout fits: the smallest %1"),
                         {tally.closest->estimate.fitsReason});
    if (!tally.firstError.empty())
        return tally.firstError;
    if (space.zero >= 2 && space.pp > 1)
        return text::arg(text::translate("TrainingChecks",
                                         "ZeRO %1 needs pp 1, not %2: pipeline parallelism "
                                         "accumulates gradients over micro-batches"),
                         {std::to_string(space.zero), std::to_string(space.pp)});
    return text::translate("TrainingChecks",
                           "no layout divides the global batch over the cluster's GPUs");
}

} // namespace

SearchResult searchParallelism(const TransformerSpec& m, const ClusterSpec& c,
                               const TrainingConfig& base, const SearchSpace& given)
{
    SearchSpace space = given;
    if (base.stack.zeroStage >= 0) // a stack that runs one ZeRO stage only
        space.zero = base.stack.zeroStage;
    const std::vector<Parallelism> layouts =
        enumerateLayouts(m, c.gpus(), base.par, space, searchAxes(m, c, space));
    const std::vector<Recompute> rcs = recomputeChoices(space);
    Tally tally;
    for (const Parallelism& layout : layouts)
        tryLayout(m, c, base, space, rcs, layout, tally);
    SearchResult r;
    r.evaluated = tally.evaluated;
    r.best = fastest(std::move(tally.fitting), space.maxAlternatives);
    if (r.best.empty())
        r.error = nothingFound(tally, space);
    return r;
}

std::vector<int> batchGranules(const TransformerSpec& m, const ClusterSpec& c,
                               const SearchSpace& space)
{
    std::vector<int> granules;
    forEachSplit(c.gpus(), {}, space, searchAxes(m, c, space), [&](const Parallelism& shape) {
        granules.push_back(shape.dp * shape.microBatch);
    });
    std::sort(granules.begin(), granules.end());
    granules.erase(std::unique(granules.begin(), granules.end()), granules.end());
    return granules;
}

int nearestMultiple(int batch, int granule)
{
    const int below = batch / granule * granule;
    if (below == batch)
        return batch;
    const int above = below + granule;
    return below < granule || above - batch <= batch - below ? above : below;
}

// Why efficiency cannot exceed 1 in this model: with the layout and the global batch fixed,
// each GPU's share of the step's compute falls exactly as 1 / dp (fewer micro-batches per
// replica), and so does the Adam step when ZeRO shards it (unsharded, ZeRO 0, it stays: below
// linear). Everything else only grows with dp: the pipeline bubble is (pp - 1) / vp micro-batch
// times whatever the micro-batch count, the DP ring moves (dp - 1) / dp of the gradients over a
// slower link once it leaves the node and pays a latency per step, and crosses the spines'
// oversubscription beyond a leaf group. Real superlinear effects (a smaller optimizer shard
// freeing memory for a lighter recompute) are excluded by holding recompute fixed.
namespace {

std::string notAMultiple(int replica, int gpus)
{
    return text::arg(
        text::translate("TrainingPlan",
                        "a replica (tp x pp x cp) takes %1 GPUs; %2 is not a multiple"),
        {std::to_string(replica), std::to_string(gpus)});
}

} // namespace

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
            points.push_back({n, 0, 0, false, notAMultiple(replica, gpus)});
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

std::vector<ScalingPoint> linearScaling(const std::vector<ScalingPoint>& curve)
{
    const auto ref =
        std::find_if(curve.begin(), curve.end(), [](const ScalingPoint& p) { return p.fits; });
    std::vector<ScalingPoint> line;
    if (ref == curve.end())
        return line;
    for (auto p = ref; p != curve.end(); ++p) {
        ScalingPoint ideal;
        ideal.nodes = p->nodes;
        ideal.tokensPerS = ref->tokensPerS * p->nodes / ref->nodes;
        ideal.efficiency = 1;
        ideal.fits = true;
        line.push_back(ideal);
    }
    return line;
}

} // namespace cd::core::throughput
