#pragma once

// `goodput` of predict (issue 23, item 3; docs/predict.md "Goodput"): the design's checkpoint
// bandwidth or --checkpoint-gbs, --interruptions-per-million-gpu-hours and --restart-min over
// the published defaults; the stack's async save unless --sync-checkpoints.
#include "analysis/throughput/checkpoint_storage.h"
#include "analysis/throughput/goodput.h"
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/training_plan.h"
#include "analysis/throughput/transformer.h"
#include "cli_args.h"
#include "model/json.h"

namespace cd::cli {

core::throughput::Goodput goodputFor(const CliArgs& a,
                                     const core::throughput::CheckpointBandwidth& design,
                                     const core::throughput::TransformerSpec& model,
                                     const core::throughput::ClusterSpec& cluster,
                                     const core::throughput::TrainingPlan& plan);

// {checkpoint_size_gb, checkpoint_write_s, checkpoint_stall_s, checkpoint_async, restore_s,
// mtbi_hours, checkpoint_interval_min, goodput_fraction, effective_tokens_per_s, basis}, or {error}
// when it cannot be had.
core::Json goodputJson(const core::throughput::Goodput& g);

} // namespace cd::cli
