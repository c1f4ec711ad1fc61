#pragma once

#include "analysis/issues/issue.h"
#include "cooling_limits.h"
#include "device_power.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Cooling a rack needs at its maximum draw (cooling_limits.h): air up to 20 kW, air with
// containment up to the air limit (30 kW unless the site sets one), rear-door heat exchanger
// up to 75 kW, direct liquid cooling above. A device that is itself liquid-cooled forces
// liquid.
std::string coolingFor(double rackMaxW, bool hasLiquidCooledDevice,
                       double airLimitW = cooling::kDefaultAirLimitW);
bool requiresLiquidCooling(const CatalogItem& item);

struct RackPower
{
    std::string rackId;
    std::string rackName;
    double maxW = 0;
    double typicalW = 0;
    double heatBtuPerH = 0;
    double weightKg = 0;
    int uUsed = 0;
    int uTotal = 0;
    std::string cooling;
    std::optional<double> staticLoadKg;
    bool staticLoadUncertain = false;
    int unknownPowerDevices = 0; // counted as 0 W: the rack's figures are a floor
    // The rack model and devices without a published weight, counted as 0 kg: weightKg and the
    // floor load are then floors, shown as "≥".
    int unknownWeightItems = 0;
    // Devices without a published typical draw, counted at their maximum: typicalW is then an
    // upper bound, shown as "≤".
    int typicalAtMaxDevices = 0;
    int row = 0;
    bool liquidCooledDevice = false;
    std::optional<double> dynamicLoadKg; // rolling load rating of the rack model
    // Floor: the rack's footprint (catalog width x depth) and its weight spread over it.
    std::optional<double> footprintM2;
    bool footprintAssumed = false; // the rack model's width or depth is an assumption
    std::optional<double> floorLoadKgPerM2;
};

// Totals of one row of racks (racks share `Rack::row`).
struct RowPower
{
    int row = 0;
    int racks = 0;
    double maxW = 0;
    double typicalW = 0;
    double heatBtuPerH = 0;
    double weightKg = 0;
};

// A floor limit that is common for data-centre raised floors, used when the site gives none:
// 250 lbf/ft² uniform load = 250 x 4.882 kg/m² = 1220.5 kg/m² (about 12 kN/m²).
inline constexpr double kDefaultFloorLoadKgPerM2 = 1220.5;

struct PowerReport
{
    double maxW = 0;
    double typicalW = 0;
    double heatBtuPerH = 0;
    double weightKg = 0;
    std::vector<RackPower> racks;
    std::vector<RowPower> rows; // ascending row number
    double airLimitW = cooling::kDefaultAirLimitW;
    int typicalAtMaxDevices = 0; // as RackPower's, over the design: typicalW is an upper bound
    int uUsed = 0;               // rack units the devices take, all racks
    int uTotal = 0;              // rack units of all racks (0 for a rack whose model gives none)
};

// Per-rack and total power, heat, weight and space. Devices whose rack is unknown count in
// the totals only.
PowerReport analyzePower(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
