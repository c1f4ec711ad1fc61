#pragma once

// What a comparison holds (comparison.h builds it): the options, each variant's analyses, and
// the rows of figures with their cells.
#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "analysis/tco/design_tco.h"
#include "analysis/throughput/design_prediction.h"
#include "analysis/throughput/design_serving.h"
#include "model/price_list.h"
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
    // The options' model served as the variant's saved serving settings say (or the defaults).
    throughput::VariantServing serving;
    Quote quote;
    Issues quoteIssues;
    // The variant's TCO under its saved assumptions: training the options' model, and serving it.
    tco::DesignTco tco;
    tco::DesignTco servingTco;
};

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

    // A floor ("≥ 126.7": some part unknown, counted as 0) is a figure, not an unknown one.
    bool isFloor() const { return text.rfind("≥", 0) == 0; }
    bool known() const { return value.has_value() || isFloor(); }
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
    std::string workload;              // the model preset's id ("llama3-70b")
    double trainTokens = 0;
    std::vector<ComparisonRow> rows;
    std::string workloadLabel; // its name for people ("Llama 3 70B")

    const ComparisonRow* find(std::string_view key) const;
};

} // namespace cd::core
