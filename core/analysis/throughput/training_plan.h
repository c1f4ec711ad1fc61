#pragma once

// One training prediction as the GUI, the CLI and the quote all make it: the fastest layout
// that fits (the parallelism the user fixed in `space` held fixed) or exactly the layout given,
// with its step estimate.
#include "analysis/throughput/search.h"

#include <string>
#include <vector>

namespace cd::core::throughput {

struct TrainingPlan
{
    TrainingConfig config;
    TrainingEstimate estimate;
    std::vector<Candidate> alternatives; // the next-fastest searched layouts, fastest first
    std::string error;                   // nothing else is meaningful when set
    bool ok() const { return error.empty(); }
};

// search: the best layout for `base` (its global batch, precision and stack) within `space`;
// otherwise `base` as given.
TrainingPlan planTraining(const TransformerSpec& m, const ClusterSpec& c,
                          const TrainingConfig& base, bool search, const SearchSpace& space = {});

} // namespace cd::core::throughput
