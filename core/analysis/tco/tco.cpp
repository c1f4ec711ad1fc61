#include "tco.h"

#include "analysis/quote/quote.h"
#include "text/translation.h"

#include <cmath>

namespace cd::core::tco {

namespace {

// (1 + r)^n - 1 without the cancellation that made it 0 for r near 1e-17 (and the factors
// NaN): expm1(n log1p(r)).
double growthLessOne(double rate, double years)
{
    return std::expm1(years * std::log1p(rate));
}

} // namespace

double capitalRecoveryFactor(double rate, double years)
{
    if (rate == 0)
        return 1 / years;
    const double g1 = growthLessOne(rate, years);
    return rate * (g1 + 1) / g1;
}

double sinkingFundFactor(double rate, double years)
{
    if (rate == 0)
        return 1 / years;
    return rate / growthLessOne(rate, years);
}

namespace {

// Facility energy a year: busy hours at the workload's draw, the rest at the idle draw.
double energyKwhPerYear(const TcoFacts& f, const TcoAssumptions& a)
{
    const double itKw = f.busyItKw * a.utilization + f.idleItKw * (1 - a.utilization);
    return itKw * a.pue * kHoursPerYear;
}

void addOpex(Tco& t, const TcoFacts& f, const TcoAssumptions& a)
{
    t.energyKwhPerYear = energyKwhPerYear(f, a);
    t.opex = {
        {"energy", t.energyKwhPerYear * a.electricityPerKwh},
        {"colocation", 12 * (a.coloPerKwMonth * f.provisionedItKw + a.coloPerRackMonth * f.racks)},
        {"hosting", a.hostingPerServerYear * f.servers},
        {"support", a.supportPct / 100 * f.capex},
        {"software", a.softwarePerGpuYear * f.gpus},
        {"staff", a.staffPerYear},
    };
    for (const CostLine& l : t.opex)
        t.opexPerYear += l.perYear;
}

// Owning at utilisation u costs F + E(u) a year, E linear in u; renting costs P u. They meet
// at u = (F + E(0)) / (P - (E(1) - E(0))): owning pays above it.
CloudComparison compareCloud(const Tco& t, const TcoFacts& f, const TcoAssumptions& a, double price,
                             const std::string& source)
{
    CloudComparison c;
    c.pricePerGpuHour = price;
    c.priceSource = source;
    const double rentPerFullYear = price * f.gpus * kHoursPerYear;
    c.costSameWorkPerYear = rentPerFullYear * a.utilization;
    const double energyCost = t.opex.front().perYear;
    const double perKwYear = a.pue * kHoursPerYear * a.electricityPerKwh;
    const double idleEnergy = f.idleItKw * perKwYear;
    const double busyEnergy = f.busyItKw * perKwYear;
    const double fixed = t.capitalPerYear + t.opexPerYear - energyCost;
    const double slope = rentPerFullYear - (busyEnergy - idleEnergy);
    if (slope > 0)
        c.breakevenUtilization = (fixed + idleEnergy) / slope;
    const double monthlyGain = (c.costSameWorkPerYear - t.opexPerYear) / 12;
    if (monthlyGain > 0)
        c.breakevenMonths = t.capex / monthlyGain;
    return c;
}

void addWorkloadFigures(Tco& t, const TcoFacts& f, const TcoWorkload& w)
{
    const double costPerBusyHour = t.costPerGpuHour * f.gpus;
    if (w.outputTokensPerS > 0 && w.requestsPerS > 0 && w.inputLen > 0 && w.outputLen > 0) {
        const double costPerRequest = costPerBusyHour / (w.requestsPerS * 3600);
        t.costPerMillionOutputTokens = costPerRequest * (1 - w.prefillShare) / w.outputLen * 1e6;
        t.costPerMillionInputTokens = costPerRequest * w.prefillShare / w.inputLen * 1e6;
    }
    if (w.trainTokensPerS > 0 && w.trainTokens > 0) {
        const double hours = w.trainTokens / w.trainTokensPerS / 3600;
        t.trainingRunDays = hours / 24;
        t.trainingRunCost = hours * costPerBusyHour;
        if (!w.goodputApplied)
            t.notes.push_back(text::translate("Tco", "the training run is at the predicted step "
                                                     "rate: no goodput (no storage bandwidth to "
                                                     "size checkpoints from)"));
    }
}

} // namespace

namespace {

std::string problemWith(const TcoFacts& f, const TcoAssumptions& a)
{
    if (const auto bad = checkAssumptions(a))
        return bad->key + ": " + bad->message;
    if (f.gpus <= 0)
        return "the design has no GPUs";
    if (!(f.capex >= 0) || !std::isfinite(f.capex) || !(f.busyItKw >= 0) || !(f.idleItKw >= 0))
        return "the design's price or power is not a finite figure of 0 or more";
    return {};
}

void addCapital(Tco& t, const TcoFacts& f, const TcoAssumptions& a)
{
    t.unpricedLines = f.unpricedLines;
    t.complete = f.unpricedLines == 0;
    if (!t.complete)
        t.notes.push_back(incompleteNote(f.unpricedLines) +
                          ": capex and every figure built on it are lower bounds");
    t.capex = f.capex;
    t.residualValue = f.capex * a.residualPct / 100;
    t.capitalRecoveryFactor = capitalRecoveryFactor(a.costOfCapital, a.years);
    t.capitalPerYear = f.capex * t.capitalRecoveryFactor -
                       t.residualValue * sinkingFundFactor(a.costOfCapital, a.years);
}

} // namespace

Tco computeTco(const TcoFacts& f, const TcoAssumptions& a, const TcoWorkload& w)
{
    Tco t;
    t.currency = f.currency;
    t.error = problemWith(f, a);
    if (!t.ok())
        return t;
    addCapital(t, f, a);
    addOpex(t, f, a);
    t.costPerYear = t.capitalPerYear + t.opexPerYear;
    t.gpuHoursPerYear = f.gpus * kHoursPerYear * a.utilization;
    t.costPerGpuHour = t.costPerYear / t.gpuHoursPerYear;
    t.gpuHourBasis = "owned";
    if (a.gpuHourPrice) {
        t.costPerGpuHour = *a.gpuHourPrice;
        t.costPerYear = *a.gpuHourPrice * t.gpuHoursPerYear;
        t.gpuHourBasis = "gpu_hour_price";
    }
    t.totalCost = t.costPerYear * a.years;
    t.energyShare = t.costPerYear > 0 ? t.opex.front().perYear / t.costPerYear : 0;
    addWorkloadFigures(t, f, w);
    if (a.cloudGpuHour)
        t.cloud = compareCloud(t, f, a, *a.cloudGpuHour, "cloud_gpu_hour");
    else if (f.cloudPricePerGpuHour)
        t.cloud = compareCloud(t, f, a, *f.cloudPricePerGpuHour, f.cloudPriceSource);
    else
        t.cloud.error = f.cloudPriceSource;
    return t;
}

} // namespace cd::core::tco
