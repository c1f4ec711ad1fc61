#pragma once

// The defaults of the TCO's assumptions (tco_assumptions.h), each with its source (in English,
// translated where shown: context "TcoSource"); money in USD.
// A default of 0 is a cost the TCO leaves out until the user sets it, and says so.
#include "analysis/power/cooling.h"
#include "analysis/throughput/energy.h"
#include "text/translation.h"

namespace cd::core::tco::defaults {

// Amazon's 10-K for 2024 (filed 7 February 2025): a subset of servers and networking equipment
// moved from a six- to a five-year useful life from 1 January 2025, "particularly in the area of
// artificial intelligence and machine learning".
inline constexpr double kYears = 5;
inline constexpr const char* kYearsSource = CD_TRANSLATE_NOOP(
    "TcoSource", "Amazon 10-K 2024: AI servers depreciated over 5 years from 1 Jan 2025");

// Straight-line, as the published worked TCOs do (Lenovo Press LP2225, May 2025; NVIDIA's "How
// much does your LLM inference cost?", 2025): set a rate for a financed TCO.
inline constexpr double kCostOfCapital = 0;
inline constexpr const char* kCostOfCapitalSource = CD_TRANSLATE_NOOP(
    "TcoSource",
    "0: straight-line, as Lenovo LP2225 and NVIDIA's inference-cost method; set for financing");

inline constexpr double kResidualPct = 0;
inline constexpr const char* kResidualPctSource =
    CD_TRANSLATE_NOOP("TcoSource", "0: nothing assumed back at the end of the life");

// The cooling analysis' default, so that the TCO's facility power is the Power and Cooling dock's
// and the energy figures' (a TCO at 1.56 beside a site at 1.50 had the same design draw two
// powers). Uptime Institute's surveys give averages of 1.5-1.6 (2024: 1.56 at the respondents'
// largest data centre, as Statista reports it); hyperscale sites run 1.1-1.2.
inline constexpr double kPue = cooling::kDefaultPue;
inline constexpr const char* kPueSource =
    CD_TRANSLATE_NOOP("TcoSource", "the cooling analysis' default; Uptime Institute surveys: "
                                   "averages 1.5-1.6 (2024: 1.56)");

inline constexpr double kElectricityPerKwh = throughput::kDefaultUsdPerKwh;
inline constexpr const char* kElectricitySource =
    CD_TRANSLATE_NOOP("TcoSource", "US EIA: average industrial retail price 2023, 8.06 cents/kWh");

// Every hour of the year counted: the cost of an available GPU-hour, the basis rental prices are
// quoted on (and Lenovo LP2225's break-even).
inline constexpr double kUtilization = 1;
inline constexpr const char* kUtilizationSource =
    CD_TRANSLATE_NOOP("TcoSource", "1: every hour counted, as rental prices are quoted");

// What a GPU node draws while its GPUs wait, as a share of its busy draw; it only counts below
// 100 % utilisation. No measurement of an idle 8-GPU node was found: an assumption, shown as one.
inline constexpr double kIdlePowerShare = 0.3;
inline constexpr const char* kIdlePowerShareSource = CD_TRANSLATE_NOOP(
    "TcoSource", "assumption, not a measurement: idle nodes at 30 % of their busy draw");

// CBRE North America Data Center Trends H2 2024 (26 February 2025): average monthly asking rate
// for a 250-500 kW requirement in the primary markets, USD 184.06 per kW (power billed apart).
inline constexpr double kColoPerKwMonth = 184.06;
inline constexpr const char* kColoSource = CD_TRANSLATE_NOOP(
    "TcoSource", "CBRE North America Data Center Trends H2 2024: 184.06 USD/kW-month (250-500 kW)");

inline constexpr double kSupportPct = 0;
inline constexpr const char* kSupportSource =
    CD_TRANSLATE_NOOP("TcoSource", "0: price support as the quote's service lines, or set a share");

// NVIDIA AI Enterprise lists at USD 4,500 a GPU-year (J. Huang, Q3 FY2024 earnings call) and
// comes with H100/H200 SXM systems for five years; open-source stacks need no licence.
inline constexpr double kSoftwarePerGpuYear = 0;
inline constexpr const char* kSoftwareSource = CD_TRANSLATE_NOOP(
    "TcoSource", "0: open-source stack; NVIDIA AI Enterprise lists at 4,500 USD/GPU-year");

} // namespace cd::core::tco::defaults
