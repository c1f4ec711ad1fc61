#pragma once

// The sizing chain and the inverse questions of issue 25 (docs/tco.md "Sizing"): users ->
// replicas x GPUs -> servers -> racks -> kW -> cost; a facility power budget -> servers, GPUs
// and users; a cost per million output tokens -> the speed per user it allows. Each prices the
// design's own GPU server: its capex, other devices, racks and provisioned power scale with the
// number of GPU servers, its nodes draw what the throughput model says at the operating point.
#include "analysis/tco/design_tco.h"

#include <optional>
#include <string>

namespace cd::core::tco {

// The design scaled to a number of its GPU servers, at an operating point.
struct ScaledTco
{
    std::string error; // nothing else is meaningful then
    int servers = 0;   // GPU servers
    int gpus = 0;
    int racks = 0;
    double itKw = 0;       // busy
    double facilityKw = 0; // busy IT x PUE
    // Serving: the layout and what each user gets.
    std::optional<long long> users; // requests in flight (beyond int at 10 GW of small models)
    int tp = 0;
    int replicas = 0;
    int concurrencyPerReplica = 0;
    double tokensPerSPerUser = 0;
    double ttftMs = 0;
    double outputTokensPerS = 0; // all the users
    double requestsPerS = 0;
    Tco tco;

    bool ok() const { return error.empty(); }
};

// Users at a per-user rate and TTFT bound (serving TCOs only): the fewest GPU servers of the
// design's kind that serve them (throughput::sizeServing) and what they cost.
ScaledTco tcoForUsers(const DesignTco& base, const throughput::ServingTarget& target);

// A facility power budget in kW: as many GPU servers as it runs at the design's busy draw per
// server (the other devices' draw shared among them) x PUE; serving, the users they run at the
// design's requests per replica.
ScaledTco tcoForPowerBudget(const DesignTco& base, double facilityKw);

struct TokenCostTarget
{
    std::string error;
    double target = 0;              // cost per million output tokens, the TCO's currency
    double cheapest = 0;            // the lowest cost on the curve, when it misses the target
    throughput::ServingPoint point; // the fastest per user that costs at most the target
    Tco tco;                        // at that point

    bool ok() const { return error.empty(); }
};

// A cost per million output tokens on the design as it is: along its latency-throughput curve
// (`points` concurrencies), the fastest speed per user whose tokens cost at most `target`.
TokenCostTarget speedForTokenCost(const DesignTco& base, double target, int points = 64);

// The serving operating point a latency target picks on the design as it is: the most requests
// in flight whose speed per user is at least `tokensPerSPerUser` and whose first token comes
// within `ttftMs` (0: no bound), by bisection (speed falls and TTFT grows with the requests);
// nullopt when not even one request meets it. For a serving TCO only.
std::optional<int> concurrencyForLatency(const ServingBasis& s, double tokensPerSPerUser,
                                         double ttftMs);

} // namespace cd::core::tco
