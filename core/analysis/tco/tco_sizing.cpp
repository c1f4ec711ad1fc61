#include "analysis/tco/tco_sizing.h"

#include "analysis/issues/format.h"
#include "analysis/tco/serving_rates.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cd::core::tco {

namespace {

using namespace throughput;

// At most ten million GPU servers: far beyond any site, and within int for the GPUs.
constexpr double kMostServers = 1e7;

ScaledTco failed(std::string why)
{
    ScaledTco s;
    s.error = std::move(why);
    return s;
}

// One of the design's GPU nodes busy: its nodes' share of the busy IT draw.
double designNodeKw(const DesignTco& b)
{
    return (b.facts.busyItKw - b.otherItKw) / b.facts.gpuServers;
}

// The design's facts for `servers` of its GPU servers, each drawing `nodeKw` busy: capex, the
// other devices, racks and provisioned power in proportion.
TcoFacts scaledFacts(const DesignTco& b, int servers, double nodeKw)
{
    const TcoFacts& f = b.facts;
    const double k = double(servers) / f.gpuServers;
    TcoFacts s = f;
    s.capex = f.capex * k;
    s.gpuServers = servers;
    s.gpus = servers * f.gpusPerServer;
    s.servers = int(std::ceil(f.servers * k - 1e-9));
    s.racks = std::max(1, int(std::ceil(f.racks * k - 1e-9)));
    s.provisionedItKw = f.provisionedItKw * k;
    const double other = b.otherItKw * k;
    s.busyItKw = servers * nodeKw + other;
    s.idleItKw = servers * nodeKw * b.assumptions.idlePowerShare + other;
    return s;
}

ScaledTco priced(const DesignTco& b, int servers, double nodeKw, const TcoWorkload& w)
{
    ScaledTco out;
    const TcoFacts f = scaledFacts(b, servers, nodeKw);
    out.servers = servers;
    out.gpus = f.gpus;
    out.racks = f.racks;
    out.itKw = f.busyItKw;
    out.facilityKw = f.busyItKw * b.assumptions.pue;
    out.outputTokensPerS = w.outputTokensPerS;
    out.requestsPerS = w.requestsPerS;
    out.tco = computeTco(f, b.assumptions, w);
    out.error = out.tco.error;
    return out;
}

std::string designProblem(const DesignTco& b)
{
    if (!b.tco.ok())
        return b.tco.error;
    if (b.facts.gpuServers <= 0 || b.facts.gpusPerServer <= 0 || !(b.facts.busyItKw > 0))
        return "the design has no GPU server with a known draw";
    return {};
}

// One node's draw with its GPUs at `e`'s operating point (serving_energy.h).
std::optional<double> nodeKwAt(const ServingBasis& s, const ServingEstimate& e)
{
    const ServingEnergy en = servingEnergy(s.cluster, e, s.energy);
    if (!en.ok())
        return std::nullopt;
    return en.nodePowerKw;
}

// One replica of `tp` GPUs at `point`: the estimate the rates and the draw are taken from.
ServingEstimate oneReplica(const ServingBasis& s, int tp, const ServingPoint& point)
{
    ServingEstimate e = s.estimate;
    e.tp = tp;
    e.gpus = tp;
    e.replicas = 1;
    e.point = point;
    return e;
}

// The rates of `replicas` replicas like `one`, `users` requests in flight over them.
TcoWorkload ratesOf(const ServingBasis& s, const ServingEstimate& one, double replicas,
                    long long users)
{
    TcoWorkload w = servingRates(s.model, s.cluster, s.input, one);
    w.outputTokensPerS = one.point.outputTokensPerS * replicas;
    w.requestsPerS = one.point.requestsPerS * replicas;
    w.concurrency = int(std::min<long long>(users, std::numeric_limits<int>::max()));
    return w;
}

} // namespace

ScaledTco tcoForUsers(const DesignTco& b, const ServingTarget& target)
{
    if (const std::string bad = designProblem(b); !bad.empty())
        return failed(bad);
    if (!b.serving)
        return failed(
            text::translate("Tco", "users are a serving question; this TCO prices training"));
    const ServingBasis& s = *b.serving;
    const ServingSizing z = sizeServing(s.model, s.cluster, s.input, target);
    if (!z.ok())
        return failed(z.error);
    const ServingEstimate one = oneReplica(s, z.tp, z.point);
    const auto nodeKw = nodeKwAt(s, one);
    if (!nodeKw)
        return failed(text::translate("Tco", "no power figure for the serving point"));
    // The users fill whole replicas but the last: their tokens at the replica's rate per user.
    const double loaded = double(target.users) / z.concurrencyPerReplica;
    ScaledTco out = priced(b, z.nodes, *nodeKw, ratesOf(s, one, loaded, target.users));
    out.users = target.users;
    out.tp = z.tp;
    out.replicas = z.replicas;
    out.concurrencyPerReplica = z.concurrencyPerReplica;
    out.tokensPerSPerUser = z.point.tokensPerSPerUser;
    out.ttftMs = z.point.ttftMs;
    return out;
}

ScaledTco tcoForPowerBudget(const DesignTco& b, double facilityKw)
{
    if (!(facilityKw > 0) || !std::isfinite(facilityKw))
        return failed(text::translate("Tco", "the power budget must be a number of kW above 0"));
    if (const std::string bad = designProblem(b); !bad.empty())
        return failed(bad);
    const double perServer = b.facts.busyItKw / b.facts.gpuServers * b.assumptions.pue;
    const double fit = std::floor(facilityKw / perServer);
    if (fit < 1)
        return failed(
            text::arg(text::translate("Tco", "%1 kW runs no GPU server: each takes %2 kW with its "
                                             "share of the other devices, x PUE %3"),
                      {format::plain(facilityKw), format::fixed(perServer, 2),
                       format::plain(b.assumptions.pue)}));
    const int servers = int(std::min(kMostServers, fit));
    if (!b.serving) {
        ScaledTco out = priced(b, servers, designNodeKw(b), TcoWorkload{});
        out.tco.notes.push_back("training runs are priced at the design's own size only: a "
                                "larger cluster scales with its own fabric");
        return out;
    }
    const ServingBasis& s = *b.serving;
    const ServingEstimate& e = s.estimate;
    const int replicas = servers * b.facts.gpusPerServer / e.tp;
    const double perReplica = double(e.point.concurrency) / e.replicas;
    ServingPoint point = e.point; // one replica's share of the design's point
    point.concurrency = int(std::lround(perReplica));
    point.outputTokensPerS /= e.replicas;
    point.requestsPerS /= e.replicas;
    const long long users = (long long)replicas * point.concurrency;
    ScaledTco out = priced(b, servers, designNodeKw(b),
                           ratesOf(s, oneReplica(s, e.tp, point), replicas, users));
    out.users = users;
    out.tp = e.tp;
    out.replicas = replicas;
    out.concurrencyPerReplica = point.concurrency;
    out.tokensPerSPerUser = e.point.tokensPerSPerUser;
    out.ttftMs = e.point.ttftMs;
    return out;
}

namespace {

// The cost of a million output tokens on the design at curve point `p`.
std::optional<Tco> tcoAt(const DesignTco& b, const ServingPoint& p)
{
    const ServingBasis& s = *b.serving;
    ServingEstimate e = s.estimate;
    e.point = p;
    const auto nodeKw = nodeKwAt(s, e);
    if (!nodeKw)
        return std::nullopt;
    const Tco t = computeTco(scaledFacts(b, b.facts.gpuServers, *nodeKw), b.assumptions,
                             servingRates(s.model, s.cluster, s.input, e));
    if (!t.ok() || !t.costPerMillionOutputTokens)
        return std::nullopt;
    return t;
}

} // namespace

TokenCostTarget speedForTokenCost(const DesignTco& b, double target, int points)
{
    TokenCostTarget out;
    out.target = target;
    if (!(target > 0) || !std::isfinite(target))
        out.error = "the cost target must be a number above 0";
    else if (const std::string bad = designProblem(b); !bad.empty())
        out.error = bad;
    else if (!b.serving)
        out.error = "a cost per million tokens is a serving question; this TCO prices training";
    if (!out.ok())
        return out;
    const ServingBasis& s = *b.serving;
    out.cheapest = std::numeric_limits<double>::infinity();
    for (const ServingPoint& p : servingCurve(s.model, s.cluster, s.input, s.estimate, points)) {
        const std::optional<Tco> t = tcoAt(b, p);
        if (!t)
            continue;
        const double cost = *t->costPerMillionOutputTokens;
        out.cheapest = std::min(out.cheapest, cost);
        if (cost <= target && p.tokensPerSPerUser > out.point.tokensPerSPerUser) {
            out.point = p;
            out.tco = *t;
        }
    }
    if (out.point.concurrency == 0)
        out.error =
            std::isfinite(out.cheapest)
                ? text::arg(
                      text::translate("Tco", "no point of this design reaches %1 %2 "
                                             "per million output tokens: the "
                                             "cheapest costs %3"),
                      {format::fixed(target, 4), b.tco.currency, format::fixed(out.cheapest, 4)})
                : text::translate("Tco", "no serving point of this design has a token cost");
    return out;
}

std::optional<int> concurrencyForLatency(const ServingBasis& s, double tokensPerSPerUser,
                                         double ttftMs)
{
    const ServingTarget target{1, tokensPerSPerUser, ttftMs};
    const int most = largestMeeting(s.estimate.maxConcurrency, [&](int concurrency) {
        ServingInput in = s.input;
        in.concurrency = concurrency;
        in.tp = s.estimate.tp; // the design's layout, not one chosen anew for each load
        const ServingEstimate e = estimateServing(s.model, s.cluster, in);
        return e.ok() && meetsTarget(e.point, target);
    });
    if (most < 1)
        return std::nullopt;
    return most;
}

} // namespace cd::core::tco
