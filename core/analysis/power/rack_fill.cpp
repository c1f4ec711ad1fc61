#include "rack_fill.h"

#include "cooling_limits.h"

#include <algorithm>

namespace cd::core {

int devicesPerRack(const Design& design, const CatalogItem& item, int rackU, int itemU)
{
    const double airLimitW = design.site && design.site->airLimitKw
                                 ? *design.site->airLimitKw * 1000
                                 : cooling::kDefaultAirLimitW;
    const std::optional<double> itemW =
        item.largest("max_power_w") ? item.largest("max_power_w") : item.largest("typical_power_w");
    int perRack = std::max(1, (rackU - 2) / std::max(1, itemU));
    if (itemW && *itemW > 0)
        perRack = std::max(1, std::min(perRack, int(airLimitW / *itemW)));
    return perRack;
}

} // namespace cd::core
