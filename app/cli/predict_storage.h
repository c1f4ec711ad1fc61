#pragma once

// `storage` of predict (issue 23, item 2; docs/predict.md "Storage"): whether the design's
// storage holds the run's checkpoints and dataset and feeds its tokens/s, with
// --checkpoints-kept and --bytes-per-token over the defaults.
#include "analysis/throughput/storage_sizing.h"
#include "analysis/throughput/transformer.h"
#include "cli_args.h"
#include "model/json.h"

namespace cd::cli {

core::throughput::StorageSizing
storageFor(const CliArgs& a, const std::vector<core::throughput::StorageSystem>& systems,
           double readGBps, const core::throughput::TransformerSpec& model, double tokensPerS,
           double trainTokens);

// {systems: [...], capacity_tb, needed_tb, checkpoints_kept, checkpoints_tb, dataset_tb,
// bytes_per_token, data_loading_gbps, read_gbps, capacity_short, loading_short}, or {error}.
core::Json storageJson(const core::throughput::StorageSizing& s);

// The `storage:` line of predict's text.
void printStorage(const core::Json& j, std::ostream& out);

} // namespace cd::cli
