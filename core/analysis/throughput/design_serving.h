#pragma once

// What the Serving panel shows for a project (issue 18 items 3 and 4): each variant's serving
// estimate on its own cluster (design_cluster.h), its latency-throughput curve, its power and
// electricity per output token and, for a target, the nodes of its kind that serve it. Pure; the
// GUI only displays it.
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/serving.h"
#include "analysis/throughput/serving_energy.h"
#include "model/catalog_view.h"
#include "model/design_workload.h"
#include "model/project.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core::throughput {

struct VariantServing
{
    std::string variant; // display name
    std::string error;   // nothing else is meaningful then
    DesignCluster cluster;
    std::string gpuName; // the catalog's vendor and model ("NVIDIA H100 SXM5 80GB")
    ServingEstimate estimate;
    std::vector<ServingPoint> curve;
    std::optional<ServingSizing> sizing; // when a target was given
    // Power and electricity at the estimate's point: the design's GPU server and site figures.
    ServingEnergy energy;
};

// The serving settings a design saves (`workload.serving`) as the model's input, 0 and empty
// taking the input's defaults, and back (the defaults left out).
ServingInput servingInputOf(const std::optional<DesignWorkload>& workload);
DesignServing designServingOf(const ServingInput& input);

// One design: `model` served on its cluster as `input` asks.
VariantServing servingForDesign(const Design& design, const CatalogView& catalog,
                                const TransformerSpec& model, const ServingInput& input,
                                const ServingTarget* target, int curvePoints);

// Every variant of the project, in order.
std::vector<VariantServing> servingForProject(const Project& project, const CatalogView& catalog,
                                              const TransformerSpec& model,
                                              const ServingInput& input,
                                              const ServingTarget* target, int curvePoints);

} // namespace cd::core::throughput
