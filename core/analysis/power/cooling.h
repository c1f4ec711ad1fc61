#pragma once

#include "analysis/issues/issue.h"
#include "cooling_limits.h"
#include "model/design.h"
#include "power.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

enum class CoolingClass
{
    Air,
    RearDoor,
    Liquid
};

std::string_view toString(CoolingClass c); // "air", "rear-door", "liquid"
CoolingClass coolingClassFor(double rackMaxW, bool hasLiquidCooledDevice,
                             double airLimitW = cooling::kDefaultAirLimitW);

namespace cooling {

// Server inlet-to-exhaust rise most vendors size fans for: 20 °F (11.1 °C).
inline constexpr double kDefaultDeltaTF = 20.0;
// Industry-typical facility overhead when the site gives no PUE: about 1.5 (Uptime
// Institute's annual surveys report averages of 1.5–1.6).
inline constexpr double kDefaultPue = 1.5;
inline constexpr double kHoursPerYear = 8760.0; // 365 × 24
// ASHRAE TC 9.9 recommended inlet envelope (classes A1–A4): 18–27 °C.
inline constexpr double kAshraeMinInletC = 18.0;
inline constexpr double kAshraeMaxInletC = 27.0;

// Airflow that removes `watts` at a temperature rise of `deltaTF` °F:
// CFM = 3.16 × W / ΔT(°F). From q = P / (ρ·cp·ΔT) with sea-level air ρ = 1.2 kg/m³,
// cp = 1006 J/(kg·K): 1 m³/s = 2118.9 CFM and ΔT(K) = ΔT(°F) / 1.8, so
// CFM = 2118.9 × 1.8 / (1.2 × 1006) × W / ΔT(°F) = 3.16 × W / ΔT(°F).
double airflowCfm(double watts, double deltaTF);
inline constexpr double celsiusRiseToFahrenheit(double deltaTC)
{
    return deltaTC * 1.8;
}

} // namespace cooling

// Air-cooled devices of one catalog model in a rack above the air limit, and the catalog's
// liquid-cooled chassis variant of that model (spec `liquid_cooled_variant`).
struct LiquidVariant
{
    std::string deviceModel; // catalog id of the air-cooled chassis
    std::string variantId;   // catalog id of its liquid-cooled variant
    int count = 0;           // devices of deviceModel in the rack
    // GPU ids those devices carry that the variant does not list: not a drop-in swap.
    std::vector<std::string> gpusNotTaken;
};

// A row's liquid cooling: the heat its liquid-cooled racks reject and the capacity of the
// coolant distribution units (catalog kind `cdu`, not rear-door heat exchangers) placed in it.
struct RowLiquidCooling
{
    int row = 0;
    double liquidHeatW = 0;
    double cduCapacityW = 0;
    std::vector<std::string> liquidRacks; // names
    std::vector<std::string> cdus;        // device names

    bool enough() const { return cduCapacityW >= liquidHeatW; }
};

struct RackCooling
{
    std::string rackId;
    std::string rackName;
    double heatW = 0; // = the rack's maximum electrical draw
    double heatBtuPerH = 0;
    double airflowCfm = 0;
    CoolingClass coolingClass = CoolingClass::Air;
    std::vector<LiquidVariant> liquidVariants; // only when heatW is above the air limit
};

// Heat, airflow and cooling class per rack; facility power and yearly energy for the site.
struct CoolingReport
{
    double deltaTC = 0;
    bool deltaTDefault = true;
    double airLimitW = cooling::kDefaultAirLimitW;
    double pue = cooling::kDefaultPue;
    bool pueDefault = true;
    std::optional<double> inletTempC;
    double itMaxW = 0;
    double itTypicalW = 0;
    double heatBtuPerH = 0;
    double airflowCfm = 0;
    double facilityW = 0;        // IT maximum × PUE
    double facilityTypicalW = 0; // IT typical × PUE
    double energyKwhPerYear = 0; // typical kW × 8760 h × PUE
    std::optional<double> energyPricePerKwh;
    std::optional<double> energyCostPerYear; // only with a price
    std::string currency;
    std::vector<RackCooling> racks;           // in the order of PowerReport::racks
    std::vector<RowLiquidCooling> liquidRows; // rows with liquid-cooled racks or CDUs

    // `hint`: the index where the rack is expected (its PowerReport rack's: the lists share
    // their order), so that a walk over the racks finds each at once; searched otherwise.
    const RackCooling* find(const std::string& rackId, std::size_t hint = SIZE_MAX) const;
};

CoolingReport analyzeCooling(const Design& design, const PowerReport& power, Issues& issues);

} // namespace cd::core
