#include "rack_load.h"

#include <QObject>

#include <algorithm>

namespace cd::ui {

std::optional<RackLoad> rackLoad(const core::Report& report, const core::RackPower& rack)
{
    if (const core::RackDistribution* rd = report.distribution.find(rack.rackId);
        rd && rd->feedsSet) {
        // The worst feed by the analysis's own utilisation (normal or failover over usable).
        const core::FeedLoad* worst = nullptr;
        for (const core::FeedLoad& f : rd->feeds)
            if (f.usableW > 0 && (!worst || f.utilisation > worst->utilisation))
                worst = &f;
        if (worst) {
            const bool failover = worst->failoverW > worst->normalW;
            return RackLoad{worst->utilisation,
                            failover
                                ? QObject::tr("feed %1 when %2 fails")
                                      .arg(QString::fromStdString(worst->id),
                                           QString::fromStdString(worst->failoverOf))
                                : QObject::tr("feed %1").arg(QString::fromStdString(worst->id)),
                            std::max(worst->normalW, worst->failoverW), worst->usableW, true};
        }
    }
    if (report.power.airLimitW <= 0)
        return std::nullopt;
    return RackLoad{rack.maxW / report.power.airLimitW, QObject::tr("the air cooling limit"),
                    rack.maxW, report.power.airLimitW, false};
}

} // namespace cd::ui
