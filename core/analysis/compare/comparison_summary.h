#pragma once

// The executive summary of a comparison in words (the proposal PDF, the GUI's presentation
// mode): one paragraph per variant with its key figures, as the comparison shows them, and
// which variant is best on cost per token/s and on throughput.
#include "comparison.h"

#include <string>
#include <vector>

namespace cd::core {

// A figure as a sentence shows it: the cell's text with the row's unit ("40.8 kW",
// "≥ 12.3 kW"); text rows and unknown figures as their text ("rear-door", "not predicted").
std::string figureText(const Comparison& c, std::string_view key, std::size_t variant);

// "32 GPUs with 2,560 GB of GPU memory in 4 servers and 1 rack; 40.8 kW maximum, 34.0 kW
// typical, cooling rear-door; compute fabric ib-ndr with 2 switches and 32 cables; predicted
// 60,123 tokens/s training llama3-70b, scaling efficiency 97.1 %, 1 T tokens in 192.5 days;
// quote total 1,234,567.89 USD, 20.53 USD per token/s." Figures that are unknown say so
// ("quote total ≥ 914,000.00 USD (4 lines without a price)").
std::string variantSummary(const Comparison& c, std::size_t variant);

// Two sentences: "Best on cost per token/s: <name> (20.53 USD per token/s)." and "Best on
// throughput: <name> (60,123 tokens/s).", or that no single variant is best on it.
std::vector<std::string> bestSummary(const Comparison& c);

} // namespace cd::core
