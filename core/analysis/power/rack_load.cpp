#include "rack_load.h"

#include <algorithm>
#include <cstdint>
#include <functional>

namespace cd::core {

std::string_view toString(LoadLimit l)
{
    switch (l) {
    case LoadLimit::Feed:
        return "feed";
    case LoadLimit::FeedFailover:
        return "feed-failover";
    case LoadLimit::AirCooling:
        return "air-cooling";
    }
    return "air-cooling";
}

std::optional<RackLoad> rackLoad(const PowerReport& power, const DistributionReport& distribution,
                                 const RackPower& rack)
{
    // One of power.racks, as every caller passes: its index finds its distribution at once.
    const RackPower* first = power.racks.data();
    const std::less<const RackPower*> before;
    const bool within = !before(&rack, first) && before(&rack, first + power.racks.size());
    const std::size_t index = within ? std::size_t(&rack - first) : SIZE_MAX;
    if (const RackDistribution* rd = distribution.find(rack.rackId, index); rd && rd->feedsSet) {
        // The worst feed by the analysis's own utilisation (normal or failover over usable).
        const FeedLoad* worst = nullptr;
        for (const FeedLoad& f : rd->feeds)
            if (f.usableW > 0 && (!worst || f.utilisation > worst->utilisation))
                worst = &f;
        if (worst) {
            const bool failover = worst->failoverW > worst->normalW;
            return RackLoad{worst->utilisation,
                            failover ? LoadLimit::FeedFailover : LoadLimit::Feed,
                            worst->id,
                            failover ? worst->failoverOf : std::string(),
                            std::max(worst->normalW, worst->failoverW),
                            worst->usableW,
                            true};
        }
    }
    if (power.airLimitW <= 0)
        return std::nullopt;
    return RackLoad{rack.maxW / power.airLimitW,
                    LoadLimit::AirCooling,
                    {},
                    {},
                    rack.maxW,
                    power.airLimitW,
                    false};
}

} // namespace cd::core
