#pragma once

// The `tco --json` object (issue 25; docs/tco.md): `tco` with capex, opex_per_year (each cost
// line), cost_per_year, cost_per_gpu_hour, cost_per_million_output_tokens,
// cost_per_million_input_tokens, training_run_cost, training_run_days, energy_share, `cloud`
// (price_per_gpu_hour, cost_same_work, breakeven_utilization, breakeven_months) and
// `assumptions` (each with value, unit and source). A figure the workload does not give is null.
#include "analysis/tco/design_tco.h"
#include "model/json.h"

namespace cd::core {

Json tcoToJson(const tco::DesignTco& t);

} // namespace cd::core
