#include "tco_text.h"

#include "analysis/issues/format.h"

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
        out << "Warning, " << t.notes.front() << "\n";
    out << "Capex: " << grouped(t.capex, 2) << " " << c << " (the quote's net subtotal), "
        << grouped(t.capitalPerYear, 2) << " " << c << " a year (capital recovery factor "
        << fixed(t.capitalRecoveryFactor, 4) << ")\n";
    out << "Opex: " << grouped(t.opexPerYear, 2) << " " << c << " a year:";
    for (const CostLine& l : t.opex)
        if (l.perYear > 0)
            out << " " << l.key << " " << grouped(l.perYear, 2);
    out << "\n";
    out << "Cost: " << grouped(t.costPerYear, 2) << " " << c << " a year, "
        << grouped(t.totalCost, 2) << " " << c << " over the life; energy "
        << fixed(100 * t.energyShare, 1) << " % (" << grouped(t.energyKwhPerYear, 0)
        << " kWh a year)\n";
    out << "GPU-hour: " << fixed(t.costPerGpuHour, 2) << " " << c << " ("
        << grouped(t.gpuHoursPerYear, 0) << " GPU-hours a year"
        << (t.gpuHourBasis == "owned" ? "" : ", as given") << ")\n";
}

void printWorkload(const DesignTco& d, std::ostream& out)
{
    const Tco& t = d.tco;
    const std::string& c = t.currency;
    out << "Workload: " << d.workload << "\n";
    if (t.costPerMillionOutputTokens)
        out << "Tokens: " << fixed(*t.costPerMillionOutputTokens, 4) << " " << c
            << " per million output tokens, " << fixed(*t.costPerMillionInputTokens, 4) << " " << c
            << " per million input tokens\n";
    if (t.trainingRunCost)
        out << "Training run: " << fixed(*t.trainingRunDays, 1) << " days, "
            << grouped(*t.trainingRunCost, 2) << " " << c << "\n";
}

void printCloud(const CloudComparison& cl, const std::string& c, std::ostream& out)
{
    if (!cl.error.empty()) {
        out << "Cloud: " << cl.error << "\n";
        return;
    }
    out << "Cloud: " << fixed(cl.pricePerGpuHour, 2) << " " << c << " per GPU-hour ("
        << cl.priceSource << "): the same GPU-hours cost " << grouped(cl.costSameWorkPerYear, 2)
        << " " << c << " a year; owning pays ";
    if (cl.breakevenUtilization && *cl.breakevenUtilization <= 1)
        out << "above " << fixed(100 * *cl.breakevenUtilization, 1) << " % utilisation";
    else
        out << "at no utilisation";
    if (cl.breakevenMonths)
        out << ", after " << fixed(*cl.breakevenMonths, 1) << " months";
    out << "\n";
}

// "<servers> GPU servers (<gpus> GPUs) in <racks> racks, <kW> kW facility: <cost> a year".
void printScaled(const ScaledTco& s, const std::string& c, std::ostream& out)
{
    out << grouped(s.servers, 0) << " GPU servers (" << grouped(s.gpus, 0) << " GPUs) in "
        << grouped(s.racks, 0) << (s.racks == 1 ? " rack, " : " racks, ")
        << grouped(s.facilityKw, 1) << " kW facility busy; " << grouped(s.tco.costPerYear, 2) << " "
        << c << " a year";
    if (s.tco.costPerMillionOutputTokens)
        out << ", " << fixed(*s.tco.costPerMillionOutputTokens, 4) << " " << c
            << " per million output tokens";
    if (!s.tco.complete)
        out << " (lower bounds: unpriced lines)";
    out << "\n";
    if (s.users)
        out << "  " << grouped(*s.users, 0) << " users on " << s.replicas << " replicas of tp "
            << s.tp << " (" << s.concurrencyPerReplica << " each), "
            << fixed(s.tokensPerSPerUser, 1) << " tokens/s per user, first token in "
            << fixed(s.ttftMs, 0) << " ms\n";
}

void printSizing(const TcoSizing& s, const std::string& c, std::ostream& out)
{
    if (s.users) {
        out << "Users: ";
        printScaled(*s.users, c, out);
    }
    if (s.powerBudget) {
        out << "Power budget " << grouped(s.powerBudgetKw, 0) << " kW: ";
        printScaled(*s.powerBudget, c, out);
    }
    if (s.costTarget) {
        const TokenCostTarget& t = *s.costTarget;
        out << "Cost target " << fixed(t.target, 4) << " " << c
            << " per million output tokens: at most " << t.point.concurrency
            << " requests in flight, " << fixed(t.point.tokensPerSPerUser, 1)
            << " tokens/s per user (" << fixed(*t.tco.costPerMillionOutputTokens, 4) << " " << c
            << ")\n";
    }
}

} // namespace

void printTcoText(const DesignTco& d, const TcoSizing& sizing, std::ostream& out)
{
    printCosts(d.tco, out);
    printWorkload(d, out);
    printCloud(d.tco.cloud, d.tco.currency, out);
    printSizing(sizing, d.tco.currency, out);
    out << "Power: " << fixed(d.facts.busyItKw, 1) << " kW busy, " << fixed(d.facts.idleItKw, 1)
        << " kW idle (IT): " << d.facts.powerBasis << "\n";
    out << "Assumptions:\n";
    for (const ShownAssumption& a : shownAssumptions(d.assumptions, d.tco.currency))
        out << "  " << a.key << " = " << plain(a.value) << (a.unit.empty() ? "" : " ") << a.unit
            << " (" << a.source << ")\n";
    for (std::size_t i = d.tco.complete ? 0 : 1; i < d.tco.notes.size(); ++i)
        out << "Note: " << d.tco.notes[i] << "\n";
}

} // namespace cd::cli
