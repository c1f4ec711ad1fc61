#pragma once

// The `tco --json` object (issue 25; docs/tco.md): `tco` with capex, opex_per_year (each cost
// line), cost_per_year, cost_per_gpu_hour, cost_per_million_output_tokens,
// cost_per_million_input_tokens, training_run_cost, training_run_days, energy_share, `cloud`
// (price_per_gpu_hour, cost_same_work, breakeven_utilization, breakeven_months) and
// `assumptions` (each with value, unit and source); serving adds `serving_point` (concurrency,
// tp, tokens_per_s_per_user, ttft_ms, output_tokens_per_s). A figure the workload does not give
// is null.
#include "analysis/tco/design_tco.h"
#include "analysis/tco/tco_sizing.h"
#include "model/json.h"

namespace cd::core {

Json tcoToJson(const tco::DesignTco& t);
// One answer of the sizing chain (tco_sizing.h): gpu_servers, gpus, racks, it_kw, facility_kw,
// complete, capex, cost_per_year, cost_per_gpu_hour, the two token costs (null for training),
// notes, and serving's users, tp, replicas, concurrency_per_replica, tokens_per_s_per_user,
// ttft_ms, output_tokens_per_s, requests_per_s.
Json scaledTcoJson(const tco::ScaledTco& s);
// The speed a token cost allows: target_per_million_output_tokens, tokens_per_s_per_user,
// concurrency, ttft_ms, output_tokens_per_s, cost_per_million_output_tokens, complete.
Json tokenCostTargetJson(const tco::TokenCostTarget& t);

} // namespace cd::core
