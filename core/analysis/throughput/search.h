#pragma once

// Parallelism search (issue 7 item 3) and scaling efficiency across node counts (item 2).
#include "analysis/throughput/training.h"

#include <vector>

namespace cd::core::throughput {

// What the search may vary. Fixed values (> 0, or set) are kept; the others are searched.
struct SearchSpace
{
    int tp = 0, pp = 0, cp = 0, microBatch = 0; // 0 = search
    int vp = 1; // virtual stages per GPU of every layout tried (not searched)
    std::optional<Recompute> recompute; // unset = search none, selective, full
    int zero = -1;                      // -1 = search 1 and 3
    int maxAlternatives = 5;
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

struct ScalingPoint
{
    int nodes = 0;
    double tokensPerS = 0;
    double efficiency = 0; // tokens/s per node relative to the reference; 0 when it does not fit
    bool fits = false;
    std::string reason; // why not, when it does not fit (memory per GPU against usable HBM)
};

// The same layout (tp, pp, cp, micro-batch, global batch) on fewer nodes, dp scaled down (with
// block recompute where the fewer optimizer shards no longer fit without): the
// reference is the smallest node count that divides the batch and fits in memory (DESIGN.md
// §5 scaling_efficiency). Points for 1, 2, 4, ... nodes up to c.nodes; efficiency of the full
// cluster is the last point's.
std::vector<ScalingPoint> scalingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const TrainingConfig& t);

} // namespace cd::core::throughput
