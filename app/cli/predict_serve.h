#pragma once

#include "analysis/throughput/energy.h"
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/serving.h"
#include "analysis/throughput/transformer.h"
#include "cli_args.h"

#include <optional>
#include <ostream>

namespace cd::cli {

// The serving flags (--engine, --input-len, --output-len, --concurrency, --tp, --precision,
// --kv-cache) over `in` (the design's saved settings, or the defaults); a malformed value is a
// UsageError naming its flag.
core::throughput::ServingInput servingInputFrom(const CliArgs& a,
                                                core::throughput::ServingInput in);

// Why `in` cannot be served (an unknown engine, FP8 on a GPU without it, input over the
// context), as "FLAG: message" (or "workload.serving.KEY: message" for a saved setting), or
// empty: predict --serve and tco --serve refuse such an input alike.
std::string servingInputProblem(const CliArgs& a, const core::throughput::TransformerSpec& model,
                                const core::throughput::ClusterSpec& cluster,
                                const core::throughput::ServingInput& in);

// --users N with --tokens-per-user X and --ttft-ms Y: the sizing target, or nullopt; either rate
// without --users is a UsageError.
std::optional<core::throughput::ServingTarget> targetFrom(const CliArgs& a);

// `predict --serve`: the serving estimate of the model on the cluster (docs/predict.md
// "Serving"), its latency-throughput curve, and with --users the nodes a target needs. Exit 1,
// naming the flag, for an input the model cannot serve. `power`: the energy inputs the design or
// the flags gave (--pue and --electricity-usd-per-kwh applied), for the point's `energy`;
// `saved`: the design's serving settings (workload.serving) under the flags, or the defaults.
int predictServe(const CliArgs& a, const core::throughput::TransformerSpec& model,
                 const core::throughput::ClusterSpec& cluster,
                 const core::throughput::EnergyInput& power,
                 const core::throughput::ServingInput& saved, std::ostream& out, std::ostream& err);

} // namespace cd::cli
