// Issue 25: the TCO model. Every expected value is worked by hand in the comment beside it, or
// follows from an invariant (owning and renting cost the same at the break-even utilisation;
// the input and output tokens of an hour pay for that hour). Published worked examples are in
// tst_tco_published.cpp.
#include "analysis/tco/cloud_prices.h"
#include "analysis/tco/tco.h"
#include "analysis/tco/tco_sensitivity.h"
#include "analysis/tco/tco_sizing.h"

#include <QTest>

#include <cmath>

using namespace cd::core::tco;

namespace {

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::abs(b);
}

// One 8-GPU server, worked by hand below.
TcoFacts oneServer()
{
    TcoFacts f;
    f.currency = "USD";
    f.capex = 1'000'000;
    f.gpus = 8;
    f.servers = 1;
    f.racks = 1;
    f.busyItKw = 10;
    f.idleItKw = 2;
    f.provisionedItKw = 12;
    return f;
}

TcoAssumptions handAssumptions()
{
    TcoAssumptions a = defaultAssumptions();
    a.years = 4;
    a.costOfCapital = 0;
    a.residualPct = 10;
    a.pue = 1.5;
    a.electricityPerKwh = 0.10;
    a.utilization = 0.5;
    a.idlePowerShare = 0.2;
    a.coloPerKwMonth = 100;
    a.coloPerRackMonth = 0;
    a.hostingPerServerYear = 0;
    a.supportPct = 10;
    a.softwarePerGpuYear = 1000;
    a.staffPerYear = 0;
    a.cloudGpuHour = 12;
    return a;
}

double opexLine(const Tco& t, const std::string& key)
{
    for (const CostLine& l : t.opex)
        if (l.key == key)
            return l.perYear;
    return -1;
}

} // namespace

class TcoTests : public QObject
{
    Q_OBJECT
private slots:
    // CRF at 8 % over 5 years: 0.08 x 1.08^5 / (1.08^5 - 1) = 0.08 x 1.469328 / 0.469328 =
    // 0.250456 (the interest tables' 0.25046); at 0 % it is straight-line, 1 / 5.
    void capitalRecoveryFactor()
    {
        QVERIFY(std::abs(cd::core::tco::capitalRecoveryFactor(0.08, 5) - 0.250456) < 1e-6);
        QCOMPARE(cd::core::tco::capitalRecoveryFactor(0, 5), 0.2);
        // A residual R at the end costs R x SFF less a year: at 8 %, 5 years,
        // SFF = CRF - r = 0.170456.
        QVERIFY(std::abs(sinkingFundFactor(0.08, 5) - 0.170456) < 1e-6);
    }

    // The hand example, straight-line (r = 0), 4 years, residual 10 %:
    //   capital  (1,000,000 - 100,000) / 4                      = 225,000 a year
    //   energy   (10 x 0.5 + 2 x 0.5) kW x 1.5 x 8,760 h = 78,840 kWh x 0.10 = 7,884
    //   colo     12 kW x 100 x 12 months                        = 14,400
    //   support  10 % of 1,000,000                              = 100,000
    //   software 8 GPUs x 1,000                                 = 8,000
    //   opex 130,284; cost 355,284 a year, 1,421,136 over 4 years
    //   GPU-hours 8 x 8,760 x 0.5 = 35,040; 355,284 / 35,040 = 10.139384 a GPU-hour
    void handExample()
    {
        const Tco t = computeTco(oneServer(), handAssumptions(), {});
        QVERIFY2(t.ok(), t.error.c_str());
        QCOMPARE(t.capitalPerYear, 225'000.0);
        QCOMPARE(t.energyKwhPerYear, 78'840.0);
        QVERIFY(near(opexLine(t, "energy"), 7'884));
        QVERIFY(near(opexLine(t, "colocation"), 14'400));
        QVERIFY(near(opexLine(t, "support"), 100'000));
        QVERIFY(near(opexLine(t, "software"), 8'000));
        QCOMPARE(opexLine(t, "hosting"), 0.0);
        QVERIFY(near(t.opexPerYear, 130'284));
        QVERIFY(near(t.costPerYear, 355'284));
        QVERIFY(near(t.totalCost, 1'421'136));
        QVERIFY(near(t.gpuHoursPerYear, 35'040));
        QVERIFY(near(t.costPerGpuHour, 355'284.0 / 35'040));
        QVERIFY(near(t.energyShare, 7'884.0 / 355'284));
        QVERIFY(t.complete);
    }

    // With interest the yearly payments are worth the capex less the residual's present value:
    // sum over n of P / (1 + r)^k = C - R / (1 + r)^n.
    void financedCapitalIsPresentValue()
    {
        TcoAssumptions a = handAssumptions();
        a.costOfCapital = 0.09;
        a.years = 6;
        a.residualPct = 15;
        const Tco t = computeTco(oneServer(), a, {});
        double pv = 0;
        for (int k = 1; k <= 6; ++k)
            pv += t.capitalPerYear / std::pow(1.09, k);
        QVERIFY(near(pv, 1'000'000 - 150'000 / std::pow(1.09, 6)));
    }

    // Renting 8 GPUs at 12 an hour for the same 35,040 hours costs 420,480 a year. Break-even:
    // fixed 225,000 + 130,284 - 7,884 = 347,400; energy 1.5 x 8,760 x 0.10 = 1,314 a kW-year,
    // idle 2 kW 2,628, busy 10 kW 13,140; u = (347,400 + 2,628) / (840,960 - 10,512) = 0.421495.
    // Months: 1,000,000 / ((420,480 - 130,284) / 12) = 41.351.
    void cloudBreakEven()
    {
        const Tco t = computeTco(oneServer(), handAssumptions(), {});
        QVERIFY(t.cloud.error.empty());
        QVERIFY(near(t.cloud.costSameWorkPerYear, 420'480));
        QVERIFY(std::abs(*t.cloud.breakevenUtilization - 350'028.0 / 830'448) < 1e-12);
        QVERIFY(std::abs(*t.cloud.breakevenMonths - 1e6 / (290'196.0 / 12)) < 1e-9);
        // Invariant: at that utilisation owning costs what renting does.
        TcoAssumptions atBreakEven = handAssumptions();
        atBreakEven.utilization = *t.cloud.breakevenUtilization;
        const Tco b = computeTco(oneServer(), atBreakEven, {});
        QVERIFY(near(b.costPerYear, b.cloud.costSameWorkPerYear));
        // A rent below the busy hours' energy never pays for owning.
        TcoAssumptions cheap = handAssumptions();
        cheap.cloudGpuHour = 0.01;
        QVERIFY(!computeTco(oneServer(), cheap, {}).cloud.breakevenMonths);
    }

    // Serving at 10 requests/s of 1,000 tokens in and 500 out, a fifth of a request's time on
    // its prompt: a busy hour costs 8 x 10.139384 = 81.115; a request 81.115 / 36,000 =
    // 0.0022532; output 0.8 of it over 500 tokens = 3.605 per million; input 0.2 over 1,000 =
    // 0.4506 per million.
    void tokensAndTrainingRuns()
    {
        TcoWorkload w;
        w.outputTokensPerS = 5000;
        w.requestsPerS = 10;
        w.inputLen = 1000;
        w.outputLen = 500;
        w.prefillShare = 0.2;
        w.trainTokens = 1e12;
        w.trainTokensPerS = 1e6;
        const Tco t = computeTco(oneServer(), handAssumptions(), w);
        const double hour = 8 * 355'284.0 / 35'040;
        QVERIFY(near(*t.costPerMillionOutputTokens, hour / 36'000 * 0.8 / 500 * 1e6));
        QVERIFY(near(*t.costPerMillionInputTokens, hour / 36'000 * 0.2 / 1000 * 1e6));
        // Invariant: an hour's tokens pay for the hour.
        const double paid = (*t.costPerMillionOutputTokens * 5000 * 3600 +
                             *t.costPerMillionInputTokens * 10 * 1000 * 3600) /
                            1e6;
        QVERIFY(near(paid, hour));
        // 1e12 tokens at 1e6 a second: 1e6 s = 11.574 days, 277.78 busy hours.
        QVERIFY(near(*t.trainingRunDays, 1e6 / 86'400));
        QVERIFY(near(*t.trainingRunCost, 1e6 / 3600 * hour));
        QCOMPARE(t.notes.size(), std::size_t(1)); // the run is at 100 % goodput: said
    }

    // A rental tier replaces capex and opex for the GPU-hour and what is built on it.
    void gpuHourPriceOverrides()
    {
        TcoAssumptions a = handAssumptions();
        a.gpuHourPrice = 2.5;
        const Tco t = computeTco(oneServer(), a, {});
        QCOMPARE(t.costPerGpuHour, 2.5);
        QVERIFY(near(t.costPerYear, 2.5 * 35'040));
        QCOMPARE(t.gpuHourBasis, std::string("gpu_hour_price"));
    }

    // Unpriced lines: the figures are lower bounds, and the TCO says so.
    void incompleteQuoteSaysSo()
    {
        TcoFacts f = oneServer();
        f.unpricedLines = 3;
        const Tco t = computeTco(f, handAssumptions(), {});
        QVERIFY(!t.complete);
        QCOMPARE(t.unpricedLines, 3);
        QVERIFY(!t.notes.empty() && t.notes.front().find("lower bounds") != std::string::npos);
    }

    // Each bound is checked, NaN and infinities included, naming the assumption.
    void badAssumptionsAreNamed()
    {
        const auto errorFor = [](auto change) {
            TcoAssumptions a = handAssumptions();
            change(a);
            const Tco t = computeTco(oneServer(), a, {});
            return t.error.substr(0, t.error.find(':'));
        };
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.utilization = 1.5; }),
                 std::string("utilization"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.utilization = 0; }),
                 std::string("utilization"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.pue = 0.9; }), std::string("pue"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.years = 0; }), std::string("years"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.electricityPerKwh = std::nan(""); }),
                 std::string("electricity_per_kwh"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.softwarePerGpuYear = -1; }),
                 std::string("software_per_gpu_year"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.cloudGpuHour = -3; }),
                 std::string("cloud_gpu_hour"));
        QCOMPARE(errorFor([](TcoAssumptions& a) { a.residualPct = INFINITY; }),
                 std::string("residual_pct"));
        TcoFacts none = oneServer();
        none.gpus = 0;
        QVERIFY(!computeTco(none, handAssumptions(), {}).ok());
    }

    // The tornado's drivers, largest swing first. Capex 20 % lower in the hand example:
    // capital (800,000 - 80,000) / 4 = 180,000, support 80,000, opex 7,884 + 14,400 + 80,000 +
    // 8,000 = 110,284; (180,000 + 110,284) / 35,040 = 8.284361 a GPU-hour.
    void sensitivity()
    {
        const std::vector<Sensitivity> s = gpuHourSensitivity(oneServer(), handAssumptions());
        QCOMPARE(s.size(), std::size_t(5));
        for (std::size_t i = 1; i < s.size(); ++i)
            QVERIFY(s[i - 1].swing() >= s[i].swing());
        const auto capex =
            std::find_if(s.begin(), s.end(), [](const Sensitivity& x) { return x.key == "capex"; });
        QVERIFY(capex != s.end());
        QVERIFY(near(capex->costPerGpuHourLow, 290'284.0 / 35'040));
        // Utilisation 0.5 +- 20 %: 0.4 and 0.6; its bound (at most 1) holds.
        const auto u = std::find_if(s.begin(), s.end(),
                                    [](const Sensitivity& x) { return x.key == "utilization"; });
        QVERIFY(u != s.end() && near(u->low, 0.4) && near(u->high, 0.6));
    }

    // A facility budget of 100 kW over a design of four 8-GPU servers drawing 10 kW each busy
    // and 2 kW of other devices, at PUE 1.5 (the hand assumptions): 42 / 4 x 1.5 = 15.75 kW a
    // server, 6 servers (94.5 kW), 48 GPUs, 2 racks. Scaled by 6/4: capex 6,000,000, other
    // devices 3 kW, provisioned 75 kW; busy IT 6 x 10 + 3 = 63 kW, idle 6 x 10 x 0.2 + 3 = 15.
    // Capital (6,000,000 - 600,000) / 4 = 1,350,000; energy (63 + 15) / 2 x 1.5 x 8,760 =
    // 512,460 kWh = 51,246; colocation 12 x 100 x 75 = 90,000; support 600,000; software 48,000;
    // cost 2,139,246 a year over 48 x 8,760 x 0.5 = 210,240 GPU-hours.
    void powerBudget()
    {
        DesignTco b;
        b.assumptions = handAssumptions();
        b.facts = oneServer();
        b.facts.capex = 4'000'000;
        b.facts.gpus = 32;
        b.facts.servers = 4;
        b.facts.gpuServers = 4;
        b.facts.gpusPerServer = 8;
        b.facts.busyItKw = 42;
        b.facts.idleItKw = 10;
        b.facts.provisionedItKw = 50;
        b.otherItKw = 2;
        b.tco = computeTco(b.facts, b.assumptions, {});
        const ScaledTco s = tcoForPowerBudget(b, 100);
        QVERIFY2(s.ok(), s.error.c_str());
        QCOMPARE(s.servers, 6);
        QCOMPARE(s.gpus, 48);
        QCOMPARE(s.racks, 2);
        QVERIFY(near(s.itKw, 63));
        QVERIFY(near(s.facilityKw, 94.5));
        QVERIFY(!s.users); // training: servers, not users
        QVERIFY(near(s.tco.capitalPerYear, 1'350'000));
        QVERIFY(near(s.tco.energyKwhPerYear, 512'460));
        QVERIFY(near(opexLine(s.tco, "colocation"), 90'000));
        QVERIFY(near(s.tco.costPerYear, 2'139'246));
        QVERIFY(near(s.tco.costPerGpuHour, 2'139'246.0 / 210'240));
        QVERIFY(!tcoForPowerBudget(b, 15).ok()); // less than one server's 15.75 kW
        QVERIFY(!tcoForPowerBudget(b, std::nan("")).ok());
        QVERIFY(!tcoForPowerBudget(b, -1).ok());
        // Serving questions need a serving TCO.
        QVERIFY(!tcoForUsers(b, {}).ok());
        QVERIFY(!speedForTokenCost(b, 1).ok());
    }

    // The cloud table: every row dated and sourced; the default on-demand H100 price is Oracle's
    // BM.GPU.H100.8 list price, USD 80 an hour for 8 GPUs = 10 a GPU-hour (2026-09-18), and the
    // 3-year one AWS's USD 53.95 for 8 (Lenovo LP2225).
    void cloudTable()
    {
        QVERIFY(cloudPriceTable().size() >= 10);
        for (const CloudPrice& p : cloudPriceTable()) {
            QVERIFY2(p.usdPerGpuHour > 0 && p.usdPerGpuHour < 100, p.gpu.c_str());
            QVERIFY(!p.provider.empty() && !p.offer.empty() && !p.date.empty() &&
                    !p.source.empty());
        }
        QCOMPARE(cloudPrice("h100-sxm", CloudTerm::OnDemand)->usdPerGpuHour, 10.0);
        QVERIFY(near(cloudPrice("h100-sxm", CloudTerm::ThreeYear)->usdPerGpuHour, 53.95 / 8));
        QVERIFY(!cloudPrice("no-such-gpu", CloudTerm::OnDemand));
        QCOMPARE(cloudTermFromString("3-year"), std::optional(CloudTerm::ThreeYear));
        QVERIFY(!cloudTermFromString("forever"));
    }

    // Money assumptions convert from USD at the quote's rate; ratios do not.
    void defaultsConvert()
    {
        const TcoAssumptions usd = handAssumptions();
        const TcoAssumptions eur = convertedFromUsd(usd, 0.9);
        QVERIFY(near(eur.electricityPerKwh, 0.09));
        QVERIFY(near(eur.coloPerKwMonth, 90));
        QVERIFY(near(*eur.cloudGpuHour, 10.8));
        QCOMPARE(eur.pue, usd.pue);
        QCOMPARE(eur.supportPct, usd.supportPct);
        // Every default is inside its own bounds and has a source.
        const TcoAssumptions d = defaultAssumptions();
        QVERIFY(!checkAssumptions(d));
        for (const ShownAssumption& s : shownAssumptions(d, "USD"))
            QVERIFY2(!s.source.empty(), s.key.c_str());
    }
};

QObject* makeTcoTests()
{
    return new TcoTests;
}

#include "tst_tco.moc"
