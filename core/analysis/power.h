#pragma once

#include "analysis/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Where a device's power figure came from, so the user can judge it.
enum class PowerBasis { Published, PsuLimit, TypicalOnly, Unknown };

struct DevicePower
{
    double maxW = 0;
    double typicalW = 0;
    PowerBasis maxBasis = PowerBasis::Unknown;
    bool typicalPublished = false;
};

// Max draw: the published maximum; without one, the nameplate limit of the PSUs that must
// carry the load (N of an N+M set × rating); without that, the published typical figure (a
// floor, flagged). Typical: the published figure, else the max (a conservative stand-in that
// the report flags). PDUs distribute power and draw none of their rated capacity.
DevicePower devicePower(const CatalogItem& item);

// Cooling a rack needs at its maximum draw (shared/reference/hardware.json rules
// air-cooling-limit S32 S33, rear-door-hx S29 S30 S51, direct-liquid-cooling S50):
// air up to 20 kW, air with containment up to 30 kW, rear-door heat exchanger up to 75 kW,
// direct liquid cooling above. A device that is itself liquid-cooled forces liquid.
std::string coolingFor(double rackMaxW, bool hasLiquidCooledDevice);
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
};

struct PowerReport
{
    double maxW = 0;
    double typicalW = 0;
    double heatBtuPerH = 0;
    double weightKg = 0;
    std::vector<RackPower> racks;
};

// Per-rack and total power, heat, weight and space. Devices whose rack is unknown count in
// the totals only.
PowerReport analyzePower(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
