#pragma once

// The `predict --serve --json` object (DESIGN.md §5, issue 18 item 3): `serving` with ttft_ms,
// tpot_ms, tokens_per_s_per_user, output_tokens_per_s, output_tokens_per_s_per_gpu,
// max_concurrency and requests_per_s; its latency-throughput `curve`, and `sizing` when a
// target was given.
#include "analysis/throughput/serving.h"
#include "analysis/throughput/serving_energy.h"
#include "model/json.h"

#include <vector>

namespace cd::core {

struct ServingJsonInput
{
    const throughput::TransformerSpec* model = nullptr;
    const throughput::ClusterSpec* cluster = nullptr;
    const throughput::ServingInput* input = nullptr;
    const throughput::ServingEstimate* estimate = nullptr;
    const std::vector<throughput::ServingPoint>* curve = nullptr;
    const throughput::ServingTarget* target = nullptr; // with `sizing`, or null
    const throughput::ServingSizing* sizing = nullptr;
    // `energy` (gpu_power_w, node_power_kw, facility_power_kw, joules_per_output_token,
    // output_tokens_per_kwh, usd_per_million_output_tokens, basis); absent when null.
    const throughput::ServingEnergy* energy = nullptr;
};

Json servingToJson(const ServingJsonInput& in);

// One point of the curve: concurrency, latencies and throughput.
Json servingPointJson(const throughput::ServingPoint& p);

// The `serving` object: the point of the estimate with its engine, layout and KV cache (also
// `inference` beside a training prediction).
Json servingEstimateJson(const throughput::ServingInput& in, const throughput::ServingEstimate& e);

} // namespace cd::core
