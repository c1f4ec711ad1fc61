#include "tco_text.h"

#include "analysis/issues/format.h"
#include "cli_args.h"

namespace cd::cli {

namespace {

using namespace core::tco;
using core::format::fixed;
using core::format::grouped;
using core::format::plain;

void printCosts(const Tco& t, std::ostream& out)
{
    const std::string& c = t.currency;
    if (!t.complete)
        out << msg(translate("Cli", "Warning, %1"), {t.notes.front()}) << "\n";
    out << msg(translate("Cli", "Capex: %1 %2 (the quote's net subtotal), %3 %2 a year (capital "
                                "recovery factor %4)"),
               {grouped(t.capex, 2), c, grouped(t.capitalPerYear, 2),
                fixed(t.capitalRecoveryFactor, 4)})
        << "\n";
    out << msg(translate("Cli", "Opex: %1 %2 a year:"), {grouped(t.opexPerYear, 2), c});
    for (const CostLine& l : t.opex)
        if (l.perYear > 0)
            out << " " << l.key << " " << grouped(l.perYear, 2);
    out << "\n";
    out << msg(translate("Cli", "Cost: %1 %2 a year, %3 %2 over the life; energy %4 % (%5 kWh a "
                                "year)"),
               {grouped(t.costPerYear, 2), c, grouped(t.totalCost, 2),
                fixed(100 * t.energyShare, 1), grouped(t.energyKwhPerYear, 0)})
        << "\n";
    out << msg(t.gpuHourBasis == "owned"
                   ? translate("Cli", "GPU-hour: %1 %2 (%3 GPU-hours a year)")
                   : translate("Cli", "GPU-hour: %1 %2 (%3 GPU-hours a year, as given)"),
               {fixed(t.costPerGpuHour, 2), c, grouped(t.gpuHoursPerYear, 0)})
        << "\n";
}

void printWorkload(const DesignTco& d, std::ostream& out)
{
    const Tco& t = d.tco;
    const std::string& c = t.currency;
    out << msg(translate("Cli", "Workload: %1"), {d.workload}) << "\n";
    if (t.costPerMillionOutputTokens)
        out << msg(translate("Cli", "Tokens: %1 %2 per million output tokens, %3 %2 per million "
                                    "input tokens"),
                   {fixed(*t.costPerMillionOutputTokens, 4), c,
                    fixed(*t.costPerMillionInputTokens, 4)})
            << "\n";
    if (t.trainingRunCost)
        out << msg(translate("Cli", "Training run: %1 days, %2 %3"),
                   {fixed(*t.trainingRunDays, 1), grouped(*t.trainingRunCost, 2), c})
            << "\n";
}

void printCloud(const CloudComparison& cl, const std::string& c, std::ostream& out)
{
    if (!cl.error.empty()) {
        out << msg(translate("Cli", "Cloud: %1"), {cl.error}) << "\n";
        return;
    }
    out << msg(
        translate("Cli", "Cloud: %1 %2 per GPU-hour (%3): the same GPU-hours cost %4 %2 a "
                         "year; owning pays "),
        {fixed(cl.pricePerGpuHour, 2), c, cl.priceSource, grouped(cl.costSameWorkPerYear, 2)});
    if (cl.breakevenUtilization && *cl.breakevenUtilization <= 1)
        out << msg(translate("Cli", "above %1 % utilisation"),
                   {fixed(100 * *cl.breakevenUtilization, 1)});
    else
        out << translate("Cli", "at no utilisation");
    if (cl.breakevenMonths)
        out << msg(translate("Cli", ", after %1 months"), {fixed(*cl.breakevenMonths, 1)});
    out << "\n";
}

// "<servers> GPU servers (<gpus> GPUs) in <racks> racks, <kW> kW facility: <cost> a year".
void printScaled(const ScaledTco& s, const std::string& c, std::ostream& out)
{
    out << msg(s.racks == 1 ? translate("Cli", "%1 GPU servers (%2 GPUs) in %3 rack, %4 kW "
                                               "facility busy; %5 %6 a year")
                            : translate("Cli", "%1 GPU servers (%2 GPUs) in %3 racks, %4 kW "
                                               "facility busy; %5 %6 a year"),
               {grouped(s.servers, 0), grouped(s.gpus, 0), grouped(s.racks, 0),
                grouped(s.facilityKw, 1), grouped(s.tco.costPerYear, 2), c});
    if (s.tco.costPerMillionOutputTokens)
        out << msg(translate("Cli", ", %1 %2 per million output tokens"),
                   {fixed(*s.tco.costPerMillionOutputTokens, 4), c});
    if (!s.tco.complete)
        out << translate("Cli", " (lower bounds: unpriced lines)");
    out << "\n";
    if (s.users)
        out << "  "
            << msg(translate("Cli", "%1 users on %2 replicas of tp %3 (%4 each), %5 tokens/s per "
                                    "user, first token in %6 ms"),
                   {grouped(*s.users, 0), std::to_string(s.replicas), std::to_string(s.tp),
                    std::to_string(s.concurrencyPerReplica), fixed(s.tokensPerSPerUser, 1),
                    fixed(s.ttftMs, 0)})
            << "\n";
}

void printSizing(const TcoSizing& s, const std::string& c, std::ostream& out)
{
    if (s.users) {
        out << translate("Cli", "Users: ");
        printScaled(*s.users, c, out);
    }
    if (s.powerBudget) {
        out << msg(translate("Cli", "Power budget %1 kW: "), {grouped(s.powerBudgetKw, 0)});
        printScaled(*s.powerBudget, c, out);
    }
    if (s.costTarget) {
        const TokenCostTarget& t = *s.costTarget;
        out << msg(translate("Cli", "Cost target %1 %2 per million output tokens: at most %3 "
                                    "requests in flight, %4 tokens/s per user (%5 %2)"),
                   {fixed(t.target, 4), c, std::to_string(t.point.concurrency),
                    fixed(t.point.tokensPerSPerUser, 1),
                    fixed(*t.tco.costPerMillionOutputTokens, 4)})
            << "\n";
    }
}

} // namespace

void printTcoText(const DesignTco& d, const TcoSizing& sizing, std::ostream& out)
{
    printCosts(d.tco, out);
    printWorkload(d, out);
    printCloud(d.tco.cloud, d.tco.currency, out);
    printSizing(sizing, d.tco.currency, out);
    out << msg(translate("Cli", "Power: %1 kW busy, %2 kW idle (IT): %3"),
               {fixed(d.facts.busyItKw, 1), fixed(d.facts.idleItKw, 1), d.facts.powerBasis})
        << "\n";
    out << translate("Cli", "Assumptions:") << "\n";
    for (const ShownAssumption& a : shownAssumptions(d.assumptions, d.tco.currency))
        out << "  " << a.key << " = " << plain(a.value) << (a.unit.empty() ? "" : " ") << a.unit
            << " ("
            << (a.source == "design file" ? translate("Cli", "set for this design")
                                          : core::text::translate("TcoSource", a.source.c_str()))
            << ")\n";
    for (std::size_t i = d.tco.complete ? 0 : 1; i < d.tco.notes.size(); ++i)
        out << msg(translate("Cli", "Note: %1"), {d.tco.notes[i]}) << "\n";
}

} // namespace cd::cli
