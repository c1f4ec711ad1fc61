#pragma once

// Variants side by side (issue 9): one row per figure a customer compares, one cell per
// variant, built only from the analyses each variant has on its own (analyze(), the fabric
// report inside it, predictForDesign(), buildQuote()). Pure; the GUI's comparison table, the
// `compare` CLI command and the proposal PDF all show this.
#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "analysis/throughput/design_prediction.h"
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

struct ComparisonOptions
{
    std::string workload = kDefaultModelPreset; // model preset for throughput and time to train
    double trainTokens = kDefaultTrainTokens;   // tokens the time to train is for
    // Prices for every variant's quote; nullptr = catalog estimates only.
    const PriceList* priceList = nullptr;
};

// What one variant's figures are read from, each analysis run on the variant alone: the
// report, the predicted training of the options' workload (auto layout, 1,024 sequences per
// step, design_prediction.h) and the quote (the variant's quote settings, else defaults).
struct VariantAnalysis
{
    Report report;
    throughput::DesignPrediction prediction;
    Quote quote;
    Issues quoteIssues;
};

// `catalog` is the built-in catalog; the design's embedded entries take precedence.
VariantAnalysis analyzeVariant(const Design& design, const CatalogView& catalog,
                               const ComparisonOptions& options);

enum class Better
{
    None, // descriptive: no best value
    Higher,
    Lower
};
std::string_view toString(Better b); // "none", "higher", "lower"

struct ComparisonCell
{
    std::optional<double> value; // in the row's unit; unset for text rows and unknown figures
    std::string text;            // as shown: "40.8", "1,234,567", "rear-door", "unknown"
};

struct ComparisonRow
{
    std::string key;   // stable id: "gpus", "max_kw", "tokens_per_s", ... (comparison.cpp)
    std::string label; // "Power, maximum"
    std::string unit;  // "kW", "GPUs", "USD"; empty for text rows
    Better better = Better::None;
    std::vector<ComparisonCell> cells; // one per variant, in project order
    // The single variant with the best known value; unset when the row has no direction,
    // fewer than two variants know the figure, the best value is shared, or the figures are
    // not comparable (quotes in different currencies).
    std::optional<std::size_t> best;
    bool differs = false; // some two variants show different values
};

struct Comparison
{
    std::vector<std::string> variants; // display names, in project order
    std::string workload;
    double trainTokens = 0;
    std::vector<ComparisonRow> rows;

    const ComparisonRow* find(std::string_view key) const;
};

// The rows, in this order: gpus, gpu_memory_gb, servers, racks, rack_units_used,
// rack_units_total, max_kw, typical_kw, heat_btu_per_h, cooling, fabric, switches, cables,
// transceivers, software_stack, tokens_per_s, scaling_efficiency,
// electricity_usd_per_million_tokens, time_to_train_days, training_energy_mwh, quote_total,
// unpriced_lines, cost_per_token_per_s. Power figures (and the cooling class that follows
// from them) are unknown when a device has no published power (issue `power-unknown`):
// the text then shows the floor, "≥ 12.3". Throughput figures are unknown when the workload
// cannot be predicted on the variant (no GPU servers, does not fit). A quote with lines
// that have no price (row unpriced_lines) has no known total: its total and cost per token/s
// show the floor, "≥ 914,000.00", and are never best. time to train =
// trainTokens / tokens per s, in days of 86,400 s; cost per token/s = quote total / tokens
// per s (the price of one token/s of training capacity).
Comparison compareAnalyses(const std::vector<std::string>& names,
                           const std::vector<VariantAnalysis>& analyses,
                           const ComparisonOptions& options);

// analyzeVariant for each variant of the project, in order.
std::vector<VariantAnalysis> analyzeVariants(const Project& project, const CatalogView& catalog,
                                             const ComparisonOptions& options);
// Project::displayName of each variant, in order.
std::vector<std::string> variantNames(const Project& project);

// compareAnalyses(variantNames(project), analyzeVariants(project, ...), options).
Comparison compareVariants(const Project& project, const CatalogView& catalog,
                           const ComparisonOptions& options);

} // namespace cd::core
