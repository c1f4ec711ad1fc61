#pragma once

// Total cost of ownership (issue 25; docs/tco.md): what owning the design costs a year, financed
// over its life, and what that makes a GPU-hour, a million tokens and a training run; against
// renting the same GPUs in the cloud. Pure: the design's facts (tco_facts.h) and the
// assumptions (tco_assumptions.h) come in, figures come out. Money is in one currency, the
// quote's, throughout.
#include "analysis/tco/tco_assumptions.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core::tco {

inline constexpr double kHoursPerYear = 8760; // 365 days

// What the design itself gives the TCO: its price, its size and its power.
struct TcoFacts
{
    std::string currency;
    double capex = 0;      // the quote's net subtotal (no tax): the priced lines only
    int unpricedLines = 0; // lines without a price: capex is then a lower bound
    int gpus = 0;
    int servers = 0;    // every server
    int gpuServers = 0; // the cluster's GPU nodes
    int gpusPerServer = 0;
    int racks = 0;
    double busyItKw = 0;        // IT power while the workload runs
    double idleItKw = 0;        // IT power while the GPUs wait
    double provisionedItKw = 0; // the design's maximum draw: what a colocation contract reserves
    std::string powerBasis;     // where busy and idle come from
    // The rental price of the design's GPU from the cloud table (cloud_prices.h), converted;
    // without one, the source says why.
    std::optional<double> cloudPricePerGpuHour;
    std::string cloudPriceSource;
};

// The workload's rates, from the throughput model; 0 where it gives none.
struct TcoWorkload
{
    double trainTokensPerS = 0; // after goodput where it is known
    bool goodputApplied = false;
    double trainTokens = 0;
    double outputTokensPerS = 0; // serving, the whole cluster
    double requestsPerS = 0;
    int inputLen = 0;
    int outputLen = 0;
    double prefillShare = 0; // share of a request's time in the engine spent on its prompt
    int concurrency = 0;     // requests in flight over the cluster at the serving point
    std::string basis;
};

struct CloudComparison
{
    std::string error; // no price for the GPU, or none that converts: nothing else is meaningful
    double pricePerGpuHour = 0;
    std::string priceSource;
    double costSameWorkPerYear = 0; // the same GPU-hours rented
    // The utilisation at which owning costs what renting does; nullopt when owning never pays
    // (the rental price does not cover the energy of the busy hours). Above 1: not at any
    // utilisation the hours allow.
    std::optional<double> breakevenUtilization;
    // Months until the capex plus the running cost equals the rent, undiscounted; nullopt when
    // the rent does not cover the running cost.
    std::optional<double> breakevenMonths;
};

struct CostLine
{
    std::string key; // "capital", "energy", "colocation", ...
    double perYear = 0;
};

struct Tco
{
    std::string error; // why there are no figures (nothing else is meaningful)
    std::string currency;
    bool complete = true; // false: unpriced lines, every figure a lower bound
    int unpricedLines = 0;
    double capex = 0;
    double residualValue = 0;
    double capitalRecoveryFactor = 0;
    double capitalPerYear = 0;
    double energyKwhPerYear = 0; // facility energy
    std::vector<CostLine> opex;  // per year, in a fixed order
    double opexPerYear = 0;
    double costPerYear = 0;
    double totalCost = 0; // costPerYear x years
    double gpuHoursPerYear = 0;
    double costPerGpuHour = 0;
    std::string gpuHourBasis; // "owned" or the override's flag
    double energyShare = 0;   // energy / cost per year
    std::optional<double> costPerMillionOutputTokens;
    std::optional<double> costPerMillionInputTokens;
    std::optional<double> trainingRunCost;
    std::optional<double> trainingRunDays;
    CloudComparison cloud;
    std::vector<std::string> notes;

    bool ok() const { return error.empty(); }
};

// The capital recovery factor: the share of a loan repaid each year, interest included, over
// `years` at `rate` a year: r (1 + r)^n / ((1 + r)^n - 1); 1 / n when r is 0 (straight line).
double capitalRecoveryFactor(double rate, double years);

// The yearly payment that a value due at the end of `years` is worth at `rate`: the sinking
// fund factor r / ((1 + r)^n - 1); 1 / n when r is 0.
double sinkingFundFactor(double rate, double years);

// The figures for the design's facts under the assumptions, at the workload's rates.
Tco computeTco(const TcoFacts& facts, const TcoAssumptions& a, const TcoWorkload& w);

} // namespace cd::core::tco
