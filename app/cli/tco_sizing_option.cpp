#include "tco_sizing_option.h"

#include "predict_serve.h"

#include <cmath>
#include <cstdlib>

namespace cd::cli {

namespace {

using namespace core::tco;

// The number all of the flag's text gives, within (0, most]; `what` is its unit, translated.
double boundedNumber(const CliArgs& a, const std::string& flag, double most,
                     const std::string& what)
{
    const std::string text = *a.option(flag);
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v) || !(v > 0) ||
        v > most)
        throw SizingFlagError{flag + ": " +
                              msg(translate("Cli", "%1 above 0 and at most %2, not '%3'"),
                                  {what, std::to_string((long long)most), text})};
    return v;
}

void refuseWithoutServe(const CliArgs& a)
{
    if (a.flag("--serve"))
        return;
    for (const char* f :
         {"--users", "--tokens-per-user", "--ttft-ms", "--target-cost-per-million-tokens"})
        if (a.option(f))
            throw UsageError(msg(translate("Cli", "%1 is a serving question: give --serve"), {f}));
}

template <typename Answer> Answer answered(Answer s, const std::string& flag)
{
    if (!s.ok())
        throw SizingFlagError{flag + ": " + s.error};
    return s;
}

} // namespace

std::optional<int> latencyConcurrency(const CliArgs& a, const DesignTco& t)
{
    if (a.option("--users") || (!a.option("--tokens-per-user") && !a.option("--ttft-ms")))
        return std::nullopt;
    refuseWithoutServe(a);
    if (a.option("--concurrency"))
        throw UsageError(translate("Cli",
                                   "--concurrency picks the serving point; --tokens-per-user "
                                   "and --ttft-ms pick it from a latency target: give one "
                                   "or the other"));
    const double rate =
        a.option("--tokens-per-user")
            ? boundedNumber(a, "--tokens-per-user", 1e5, translate("Cli", "tokens/s per user"))
            : 0;
    const double ttft = a.option("--ttft-ms") ? boundedNumber(a, "--ttft-ms", 6e5, "ms") : 0;
    if (!t.serving)
        throw SizingFlagError{"--tokens-per-user: " +
                              translate("Cli", "the design's serving point is unknown")};
    const auto c = core::tco::concurrencyForLatency(*t.serving, rate, ttft);
    if (!c)
        throw SizingFlagError{
            std::string(a.option("--tokens-per-user") ? "--tokens-per-user" : "--ttft-ms") + ": " +
            translate("Cli", "not even one request in flight on this design meets the target")};
    return c;
}

const std::vector<std::string>& tcoSizingFlags()
{
    static const std::vector<std::string> flags{"--users", "--tokens-per-user", "--ttft-ms",
                                                "--power-budget-kw",
                                                "--target-cost-per-million-tokens"};
    return flags;
}

TcoSizing sizingFrom(const CliArgs& a, const DesignTco& t)
{
    refuseWithoutServe(a);
    TcoSizing s;
    if (a.option("--users"))
        s.users = answered(tcoForUsers(t, *targetFrom(a)), "--users");
    if (a.option("--power-budget-kw")) {
        // 10 GW: beyond any site built or planned.
        s.powerBudgetKw =
            boundedNumber(a, "--power-budget-kw", 1e7, translate("Cli", "facility kW"));
        s.powerBudget = answered(tcoForPowerBudget(t, s.powerBudgetKw), "--power-budget-kw");
    }
    if (a.option("--target-cost-per-million-tokens")) {
        const double target =
            boundedNumber(a, "--target-cost-per-million-tokens", 1e6,
                          msg(translate("Cli", "a cost in %1"), {t.tco.currency}));
        s.costTarget = answered(speedForTokenCost(t, target), "--target-cost-per-million-tokens");
    }
    return s;
}

} // namespace cd::cli
