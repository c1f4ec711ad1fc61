#pragma once

// Parallelism search (issue 7 item 3) and scaling efficiency across node counts (item 2).
#include "analysis/throughput/training.h"

#include <vector>

namespace cd::core::throughput {

// What the search may vary. Fixed values (> 0, or set) are kept; the others are searched.
struct SearchSpace
{
    int tp = 0, pp = 0, cp = 0, microBatch = 0; // 0 = search
    int dp = 0; // 0 = whatever tp x pp x cp leave of the GPUs; fixed, only layouts with this dp
    int vp = 0; // virtual stages per GPU; 0 = search 1, 2 and 4 where pp > 1
    int ep = 0; // expert parallel; 0 = search the powers of two dividing the experts and dp x cp
    std::optional<Recompute> recompute; // unset = search none, selective, full
    int zero = -1;                      // -1 = search 1 and 3
    bool sequenceParallel = true;       // with tp > 1; false keeps it off in every layout
    int maxAlternatives = 5;

    // Whether every part of the layout is held: then there is nothing left to search.
    bool fixesWholeLayout() const
    {
        return tp > 0 && pp > 0 && dp > 0 && cp > 0 && vp > 0 && ep > 0 && microBatch > 0 &&
               recompute && zero >= 0;
    }
};

struct Candidate
{
    TrainingConfig config;
    TrainingEstimate estimate;
};

struct SearchResult
{
    std::vector<Candidate> best; // fitting layouts, fastest first (best.front() is the choice)
    int evaluated = 0;
    std::string error; // nothing fits: why (the closest layout's memory)
};

// Every layout of the cluster's GPUs for `base` (its global batch, precision and stack),
// keeping those that fit, ranked by tokens per second.
SearchResult searchParallelism(const TransformerSpec& m, const ClusterSpec& c,
                               const TrainingConfig& base, const SearchSpace& space = {});

// The dp x micro-batch of every layout `space` allows on the cluster, ascending and distinct:
// a global batch the search can use is a multiple of one of them. Empty when no layout covers
// the GPUs (tp x pp x dp x cp) with what `space` holds fixed.
std::vector<int> batchGranules(const TransformerSpec& m, const ClusterSpec& c,
                               const SearchSpace& space);

// The multiple of `granule` nearest `batch`, the larger of two equally near; at least `granule`.
int nearestMultiple(int batch, int granule);

struct ScalingPoint
{
    int nodes = 0;
    double tokensPerS = 0;
    double efficiency = 0; // tokens/s per node relative to the reference; 0 when it does not fit
    bool fits = false;
    std::string reason; // why not, when it does not fit (memory, or the layout does not divide)
};

// Strong scaling of one chosen layout (DESIGN.md §5 scaling_efficiency): the per-replica layout
// (tp, pp, cp, vp, micro-batch, recompute and its layer count, ZeRO stage) and the global batch
// are held fixed and only data parallelism changes with the node count, dp = GPUs / (tp pp cp).
// Points for 1, 2, 4, ... nodes, the cluster's own node count, then doublings of it up to
// `maxNodes` (0: the cluster's). A node count where the layout does not fit (fewer optimizer
// shards) or does not divide (GPUs, global batch) is a point with fits = false and the reason.
// Efficiency = tokens/s(N) / (N / R x tokens/s(R)), R the smallest node count where the layout
// fits; it is at most 1 (see scalingCurve in search.cpp for why).
std::vector<ScalingPoint> scalingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const TrainingConfig& t, int maxNodes = 0);

// The reference node count R of a curve (its first fitting point); 0 if none fits.
int scalingReferenceNodes(const std::vector<ScalingPoint>& curve);

// The efficiency of the point at `nodes`; 0 when absent or not fitting.
double scalingEfficiencyAt(const std::vector<ScalingPoint>& curve, int nodes);

// Linear scaling from a curve's reference R: tokens/s(R) x N / R at each node count N >= R of
// the curve, what it would reach if every node added gave as much as the first ones (the
// scaling chart's ideal line); a fitting point's tokens/s is this times its efficiency. Empty
// when no point fits.
std::vector<ScalingPoint> linearScaling(const std::vector<ScalingPoint>& curve);

} // namespace cd::core::throughput
