#include "training_plan.h"

namespace cd::core::throughput {

TrainingPlan planTraining(const TransformerSpec& m, const ClusterSpec& c,
                          const TrainingConfig& base, bool search, const SearchSpace& space)
{
    TrainingPlan plan;
    if (!search) {
        plan.config = base;
        plan.estimate = estimateTraining(m, c, base);
        if (!plan.estimate.ok())
            plan.error = plan.estimate.error;
        return plan;
    }
    const SearchResult found = searchParallelism(m, c, base, space);
    if (found.best.empty()) {
        plan.error = found.error;
        return plan;
    }
    plan.config = found.best.front().config;
    plan.estimate = found.best.front().estimate;
    plan.alternatives.assign(found.best.begin() + 1, found.best.end());
    return plan;
}

} // namespace cd::core::throughput
