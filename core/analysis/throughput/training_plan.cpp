#include "training_plan.h"

#include "text/translation.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace cd::core::throughput {

namespace {

// When no layout divides the global batch asked for, at most this many other batches are
// searched, nearest first, until one has a layout that fits: each is one more search (well
// under a millisecond on 16,384 GPUs), and the nearest almost always has one.
constexpr size_t kBatchesTried = 8;

// Each granule's multiple nearest `batch`, nearest first, the larger of two equally near first.
std::vector<int> nearestBatches(int batch, const std::vector<int>& granules)
{
    std::vector<int> out;
    for (int g : granules)
        out.push_back(nearestMultiple(batch, g));
    std::sort(out.begin(), out.end(), [batch](int a, int b) {
        const int da = std::abs(a - batch), db = std::abs(b - batch);
        return da != db ? da < db : a > b;
    });
    out.erase(std::unique(out.begin(), out.end()), out.end());
    out.resize(std::min(out.size(), kBatchesTried));
    return out;
}

std::string batchNote(int asked, const Parallelism& used, bool searched)
{
    const std::string dp = std::to_string(used.dp);
    const std::string microBatch = std::to_string(used.microBatch);
    const std::string batch = std::to_string(used.globalBatch);
    if (searched)
        return text::arg(text::translate("TrainingPlan",
                                         "global batch %1 is not a multiple of dp x micro-batch "
                                         "in any layout; using %2, the nearest with a layout "
                                         "that divides it and fits (dp %3 x micro-batch %4)"),
                         {std::to_string(asked), batch, dp, microBatch});
    return text::arg(text::translate("TrainingPlan",
                                     "global batch %1 is not a multiple of dp %2 x micro-batch "
                                     "%3; using %4, the nearest multiple"),
                     {std::to_string(asked), dp, microBatch, batch});
}

// The GPUs' split the search held fixed, for a message: "tp 2, pp 2, dp 4".
std::string fixedSplit(const SearchSpace& s)
{
    std::string out;
    for (const auto& [name, v] : {std::pair{"tp", s.tp}, {"pp", s.pp}, {"dp", s.dp}, {"cp", s.cp}})
        if (v > 0)
            out += (out.empty() ? "" : ", ") + std::string(name) + " " + std::to_string(v);
    return out;
}

std::string uncoveredError(const ClusterSpec& c, const SearchSpace& space)
{
    const std::string fixed = fixedSplit(space);
    const std::string gpus = std::to_string(c.gpus());
    if (fixed.empty())
        return text::arg(text::translate("TrainingPlan",
                                         "no layout covers the cluster's %1 GPUs (tp x pp x dp x "
                                         "cp = GPUs, tp dividing the attention heads)"),
                         {gpus});
    return text::arg(text::translate("TrainingPlan",
                                     "no layout with %1 covers the cluster's %2 GPUs (tp x pp x "
                                     "dp x cp = GPUs, tp dividing the attention heads)"),
                     {fixed, gpus});
}

// The search found nothing at the batch asked for (`asked`) because no layout divides it: the
// search at the nearest batches some layout divides, the first with a layout that fits.
SearchResult searchNearBatch(const TransformerSpec& m, const ClusterSpec& c,
                             const TrainingConfig& base, const SearchSpace& space,
                             SearchResult asked)
{
    const std::vector<int> granules = batchGranules(m, c, space);
    const int batch = base.par.globalBatch;
    if (granules.empty()) {
        asked.error = uncoveredError(c, space);
        return asked;
    }
    if (batch < 1 ||
        std::any_of(granules.begin(), granules.end(), [batch](int g) { return batch % g == 0; }))
        return asked; // the batch divides: something else rules every layout out
    const std::vector<int> others = nearestBatches(batch, granules);
    for (int other : others) {
        TrainingConfig t = base;
        t.par.globalBatch = other;
        SearchResult r = searchParallelism(m, c, t, space);
        if (!r.best.empty())
            return r;
        if (other == others.front())
            asked.error = text::arg(
                text::translate("TrainingPlan", "no layout's dp x micro-batch divides the global "
                                                "batch %1; at %2, the nearest one does: %3"),
                {std::to_string(batch), std::to_string(other), r.error});
    }
    return asked;
}

// Exactly the layout given; its global batch the nearest multiple of dp x micro-batch.
TrainingPlan givenPlan(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& base)
{
    TrainingPlan plan;
    plan.config = base;
    plan.requestedGlobalBatch = base.par.globalBatch;
    Parallelism& p = plan.config.par;
    const int granule = p.dp * p.microBatch;
    if (granule > 0 && p.globalBatch > 0 && p.globalBatch % granule != 0) {
        p.globalBatch = nearestMultiple(p.globalBatch, granule);
        plan.notes.push_back(batchNote(plan.requestedGlobalBatch, p, false));
    }
    plan.estimate = estimateTraining(m, c, plan.config);
    if (!plan.estimate.ok())
        plan.error = plan.estimate.error;
    return plan;
}

TrainingPlan searchedPlan(const TransformerSpec& m, const ClusterSpec& c,
                          const TrainingConfig& base, const SearchSpace& space)
{
    TrainingPlan plan;
    plan.requestedGlobalBatch = base.par.globalBatch;
    SearchResult found = searchParallelism(m, c, base, space);
    if (found.best.empty() && found.evaluated == 0) // no layout to try: the batch may not divide
        found = searchNearBatch(m, c, base, space, std::move(found));
    if (found.best.empty()) {
        plan.error = found.error;
        return plan;
    }
    plan.config = found.best.front().config;
    plan.estimate = found.best.front().estimate;
    plan.alternatives.assign(found.best.begin() + 1, found.best.end());
    if (plan.config.par.globalBatch != plan.requestedGlobalBatch)
        plan.notes.push_back(batchNote(plan.requestedGlobalBatch, plan.config.par, true));
    return plan;
}

} // namespace

TrainingPlan planTraining(const TransformerSpec& m, const ClusterSpec& c,
                          const TrainingConfig& base, bool search, const SearchSpace& space)
{
    return search ? searchedPlan(m, c, base, space) : givenPlan(m, c, base);
}

} // namespace cd::core::throughput
