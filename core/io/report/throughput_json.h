#pragma once

#include "analysis/throughput/energy.h"
#include "analysis/throughput/search.h"
#include "analysis/throughput/training.h"
#include "model/json.h"

#include <vector>

namespace cd::core {

// The `predict --json` object of the CLI contract (DESIGN.md §5): step_time_s, tokens_per_s,
// tokens_per_s_per_gpu, model_tflops_per_gpu, mfu, memory_per_gpu_gb, fits,
// scaling_efficiency, parallelism{tp,pp,dp,micro_batch,global_batch}, breakdown{compute_s,
// tp_comm_s, pp_bubble_s, dp_comm_exposed_s}; plus the detail behind them.
struct PredictionJsonInput
{
    const throughput::TransformerSpec* model = nullptr;
    const throughput::ClusterSpec* cluster = nullptr;
    const throughput::TrainingConfig* config = nullptr;
    const throughput::TrainingEstimate* estimate = nullptr;
    const std::vector<throughput::ScalingPoint>* scaling = nullptr;
    const std::vector<throughput::Candidate>* alternatives = nullptr; // --auto only
    double trainTokens = 0; // time to train this many tokens
    // The global batch asked for (parallelism.requested_global_batch; 0: the one used) and what
    // the plan changed from what was asked (`notes`; TrainingPlan::notes).
    int requestedGlobalBatch = 0;
    const std::vector<std::string>* notes = nullptr;
    // Power and energy of the run (`energy`: gpu_power_w, node_power_kw, facility_power_kw,
    // run_energy_mwh, tokens_per_kwh, usd_per_million_tokens, ...); absent when null.
    const throughput::TrainingEnergy* energy = nullptr;
};

Json predictionToJson(const PredictionJsonInput& in);

// The `model` object of `predict --json`: dimensions, parameters and model FLOPs per token.
Json transformerJson(const throughput::TransformerSpec& m);

} // namespace cd::core
