#pragma once

// Variants side by side (issue 9): one row per figure a customer compares, one cell per
// variant, built only from the analyses each variant has on its own (analyze(), the fabric
// report inside it, predictForDesign(), buildQuote()). Pure; the GUI's comparison table, the
// `compare` CLI command and the proposal PDF all show this.
#include "analysis/compare/comparison_table.h"
#include "model/catalog_view.h"
#include "model/price_list.h"
#include "model/project.h"

#include "model/workload_defaults.h"
#include <cstddef>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// `catalog` is the built-in catalog; the design's embedded entries take precedence.
VariantAnalysis analyzeVariant(const Design& design, const CatalogView& catalog,
                               const ComparisonOptions& options);

// The rows, in this order: gpus, gpu_memory_gb, servers, racks, rack_units_used,
// rack_units_total, max_kw, typical_kw, heat_btu_per_h, cooling, fabric, switches, cables,
// transceivers, software_stack, tokens_per_s, scaling_efficiency,
// electricity_usd_per_million_tokens, time_to_train_days, training_energy_mwh,
// goodput_percent, effective_tokens_per_s, checkpoint_write_s, checkpoint_stall_s,
// storage_capacity_tb,
// storage_needed_tb (comparison_storage.cpp), serving_output_tokens_per_s,
// serving_joules_per_output_token,
// serving_usd_per_million_output_tokens (the workload's model served as the variant's saved
// serving settings say), quote_total, unpriced_lines, cost_per_token_per_s. Power figures (and the
// cooling class that follows from them) are unknown when a device has no published power (issue
// `power-unknown`): the text then shows the floor, "≥ 12.3". Throughput figures are unknown when
// the workload cannot be predicted on the variant (no GPU servers, does not fit). A quote with
// lines that have no price (row unpriced_lines) has no known total: its total and cost per token/s
// show the floor, "≥ 914,000.00", and are never best. time to train =
// trainTokens / tokens per s, in days of 86,400 s; cost per token/s = quote total / tokens
// per s (the price of one token/s of training capacity).
Comparison compareAnalyses(const std::vector<std::string>& names,
                           const std::vector<VariantAnalysis>& analyses,
                           const ComparisonOptions& options);

// The comparison without the figure rows no variant knows (every cell unknown: goodput where no
// variant has storage): what a customer document shows. Text rows and floors ("≥ 126.7") stay.
Comparison withoutUnknownRows(Comparison c);

// analyzeVariant for each variant of the project, in order.
std::vector<VariantAnalysis> analyzeVariants(const Project& project, const CatalogView& catalog,
                                             const ComparisonOptions& options);
// Project::displayName of each variant, in order.
std::vector<std::string> variantNames(const Project& project);

// compareAnalyses(variantNames(project), analyzeVariants(project, ...), options).
Comparison compareVariants(const Project& project, const CatalogView& catalog,
                           const ComparisonOptions& options);

} // namespace cd::core
