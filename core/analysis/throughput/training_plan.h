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
    TrainingConfig config; // config.par.globalBatch: the global batch used
    TrainingEstimate estimate;
    std::vector<Candidate> alternatives; // the next-fastest searched layouts, fastest first
    // The global batch asked for. When no layout's dp x micro-batch divides it, the plan uses
    // the nearest one that does (ties to the larger) and a note says so.
    int requestedGlobalBatch = 0;
    std::vector<std::string> notes; // what the plan changed from what was asked, and why
    std::string error;              // nothing else is meaningful when set
    bool ok() const { return error.empty(); }
};

// search: the best layout for `base` (its global batch, precision and stack) within `space`;
// otherwise `base` as given. Either way a global batch that the layout cannot divide is replaced
// by the nearest one it can (see TrainingPlan::requestedGlobalBatch).
TrainingPlan planTraining(const TransformerSpec& m, const ClusterSpec& c,
                          const TrainingConfig& base, bool search, const SearchSpace& space = {});

} // namespace cd::core::throughput
