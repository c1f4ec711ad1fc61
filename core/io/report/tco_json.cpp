#include "tco_json.h"

#include "json_numbers.h"

namespace cd::core {

namespace {

Json money(double v)
{
    return roundTo(v, 2);
}

Json optionalMoney(const std::optional<double>& v, int decimals = 2)
{
    return v ? Json(roundTo(*v, decimals)) : Json(nullptr);
}

Json cloudJson(const tco::CloudComparison& c, const std::vector<tco::CloudPrice>& table)
{
    Json j = Json::object();
    if (!c.error.empty()) {
        j["error"] = c.error;
    } else {
        j["price_per_gpu_hour"] = roundTo(c.pricePerGpuHour, 4);
        j["price_source"] = c.priceSource;
        j["cost_same_work"] = money(c.costSameWorkPerYear);
        j["breakeven_utilization"] =
            c.breakevenUtilization ? Json(roundTo(*c.breakevenUtilization, 4)) : Json(nullptr);
        j["breakeven_months"] =
            c.breakevenMonths ? Json(roundTo(*c.breakevenMonths, 1)) : Json(nullptr);
    }
    Json prices = Json::array();
    for (const tco::CloudPrice& p : table)
        prices.push_back({{"term", tco::toString(p.term)},
                          {"usd_per_gpu_hour", p.usdPerGpuHour},
                          {"provider", p.provider},
                          {"offer", p.offer},
                          {"date", p.date},
                          {"source", p.source}});
    j["table_usd"] = prices;
    return j;
}

Json assumptionsJson(const tco::DesignTco& t)
{
    Json j = Json::object();
    for (const tco::ShownAssumption& a : tco::shownAssumptions(t.assumptions, t.tco.currency))
        j[a.key] = {{"value", a.value}, {"unit", a.unit}, {"source", a.source}};
    return j;
}

Json sensitivityJson(const std::vector<tco::Sensitivity>& list)
{
    Json j = Json::array();
    for (const tco::Sensitivity& s : list)
        j.push_back({{"driver", s.key},
                     {"low", significant(s.low, 6)},
                     {"high", significant(s.high, 6)},
                     {"cost_per_gpu_hour_low", roundTo(s.costPerGpuHourLow, 4)},
                     {"cost_per_gpu_hour_high", roundTo(s.costPerGpuHourHigh, 4)}});
    return j;
}

Json opexJson(const tco::Tco& c)
{
    Json opex = Json::object();
    for (const tco::CostLine& l : c.opex)
        opex[l.key] = money(l.perYear);
    opex["total"] = money(c.opexPerYear);
    return opex;
}

Json powerJson(const tco::TcoFacts& f)
{
    return {{"busy_it_kw", roundTo(f.busyItKw, 2)},
            {"idle_it_kw", roundTo(f.idleItKw, 2)},
            {"provisioned_it_kw", roundTo(f.provisionedItKw, 2)},
            {"basis", f.powerBasis}};
}

Json servingPointJson(const tco::DesignTco& t)
{
    const tco::TcoWorkload& w = t.workloadRates;
    const throughput::ServingEstimate& e = t.serving->estimate;
    return {{"concurrency", w.concurrency},
            {"tp", e.tp},
            {"tokens_per_s_per_user", roundTo(e.point.tokensPerSPerUser, 2)},
            {"ttft_ms", roundTo(e.point.ttftMs, 1)},
            {"output_tokens_per_s", roundTo(w.outputTokensPerS, 1)}};
}

} // namespace

Json tcoToJson(const tco::DesignTco& t)
{
    const tco::Tco& c = t.tco;
    if (!c.ok())
        return {{"error", c.error}};
    Json j = {{"currency", c.currency},
              {"complete", c.complete},
              {"unpriced_lines", c.unpricedLines},
              {"capex", money(c.capex)},
              {"residual_value", money(c.residualValue)},
              {"capital_recovery_factor", roundTo(c.capitalRecoveryFactor, 6)},
              {"capital_per_year", money(c.capitalPerYear)},
              {"energy_kwh_per_year", roundTo(c.energyKwhPerYear, 0)},
              {"opex_per_year", opexJson(c)},
              {"cost_per_year", money(c.costPerYear)},
              {"total_cost", money(c.totalCost)},
              {"gpu_hours_per_year", roundTo(c.gpuHoursPerYear, 0)},
              {"cost_per_gpu_hour", roundTo(c.costPerGpuHour, 4)},
              {"gpu_hour_basis", c.gpuHourBasis},
              {"energy_share", roundTo(c.energyShare, 4)},
              {"cost_per_million_output_tokens", optionalMoney(c.costPerMillionOutputTokens, 4)},
              {"cost_per_million_input_tokens", optionalMoney(c.costPerMillionInputTokens, 4)},
              {"training_run_cost", optionalMoney(c.trainingRunCost)},
              {"training_run_days",
               c.trainingRunDays ? Json(significant(*c.trainingRunDays)) : Json(nullptr)},
              {"workload", t.workload},
              {"power", powerJson(t.facts)},
              {"cloud", cloudJson(c.cloud, t.cloudPrices)},
              {"assumptions", assumptionsJson(t)},
              {"sensitivity", sensitivityJson(t.sensitivity)},
              {"notes", c.notes}};
    if (t.serving)
        j["serving_point"] = servingPointJson(t);
    return j;
}

Json scaledTcoJson(const tco::ScaledTco& s)
{
    Json j{{"gpu_servers", s.servers},
           {"gpus", s.gpus},
           {"racks", s.racks},
           {"it_kw", roundTo(s.itKw, 2)},
           {"facility_kw", roundTo(s.facilityKw, 2)},
           {"complete", s.tco.complete},
           {"capex", money(s.tco.capex)},
           {"cost_per_year", money(s.tco.costPerYear)},
           {"cost_per_gpu_hour", roundTo(s.tco.costPerGpuHour, 4)},
           {"cost_per_million_output_tokens", optionalMoney(s.tco.costPerMillionOutputTokens, 4)},
           {"cost_per_million_input_tokens", optionalMoney(s.tco.costPerMillionInputTokens, 4)},
           {"notes", s.tco.notes}};
    if (s.users) {
        j["users"] = *s.users;
        j["tp"] = s.tp;
        j["replicas"] = s.replicas;
        j["concurrency_per_replica"] = s.concurrencyPerReplica;
        j["tokens_per_s_per_user"] = roundTo(s.tokensPerSPerUser, 2);
        j["ttft_ms"] = roundTo(s.ttftMs, 1);
        j["output_tokens_per_s"] = roundTo(s.outputTokensPerS, 1);
        j["requests_per_s"] = roundTo(s.requestsPerS, 4);
    }
    return j;
}

Json tokenCostTargetJson(const tco::TokenCostTarget& t)
{
    return {{"target_per_million_output_tokens", t.target},
            {"tokens_per_s_per_user", roundTo(t.point.tokensPerSPerUser, 2)},
            {"concurrency", t.point.concurrency},
            {"ttft_ms", roundTo(t.point.ttftMs, 1)},
            {"output_tokens_per_s", roundTo(t.point.outputTokensPerS, 1)},
            {"cost_per_million_output_tokens", optionalMoney(t.tco.costPerMillionOutputTokens, 4)},
            {"complete", t.tco.complete}};
}

} // namespace cd::core
