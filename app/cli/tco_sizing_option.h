#pragma once

// The sizing flags of `tco` (issue 25; docs/tco.md "Sizing"): --users N (with --tokens-per-user
// and --ttft-ms, as predict --serve takes them), --power-budget-kw X and
// --target-cost-per-million-tokens X, each answered on the design's TCO.
#include "analysis/tco/tco_sizing.h"
#include "cli_args.h"

#include <optional>
#include <string>

namespace cd::cli {

struct TcoSizing
{
    std::optional<core::tco::ScaledTco> users;
    std::optional<core::tco::ScaledTco> powerBudget;
    std::optional<core::tco::TokenCostTarget> costTarget;
    double powerBudgetKw = 0;
};

// --tokens-per-user X and/or --ttft-ms Y without --users (serving): the requests in flight a
// latency target picks on the design, for its TCO's operating point; nullopt when not asked.
// With --concurrency it is a UsageError; a target not even one request meets a
// SizingFlagError.
std::optional<int> latencyConcurrency(const CliArgs& a, const core::tco::DesignTco& t);

// The flags' names, for the parser.
const std::vector<std::string>& tcoSizingFlags();

// What the flags ask of `t`. A malformed or out-of-range value, or a question the design cannot
// answer, is a SizingFlagError naming its flag; a serving flag without --serve a UsageError.
TcoSizing sizingFrom(const CliArgs& a, const core::tco::DesignTco& t);

struct SizingFlagError
{
    std::string message;
};

} // namespace cd::cli
