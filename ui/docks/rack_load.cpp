#include "rack_load.h"

#include <QObject>

#include <algorithm>

namespace cd::ui {

std::optional<RackLoad> rackLoad(const core::Report& report, const std::string& rackId)
{
    if (const core::RackDistribution* rd = report.distribution.find(rackId); rd && rd->feedsSet) {
        std::optional<RackLoad> worst;
        for (const core::FeedLoad& f : rd->feeds) {
            if (f.usableW <= 0)
                continue;
            const bool failover = f.failoverW > f.normalW;
            const double load = std::max(f.normalW, f.failoverW);
            RackLoad l{load / f.usableW,
                       failover ? QObject::tr("feed %1 when %2 fails")
                                      .arg(QString::fromStdString(f.id),
                                           QString::fromStdString(f.failoverOf))
                                : QObject::tr("feed %1").arg(QString::fromStdString(f.id)),
                       load, f.usableW, true};
            if (!worst || l.fraction > worst->fraction)
                worst = l;
        }
        if (worst)
            return worst;
    }
    for (const core::RackPower& rp : report.power.racks)
        if (rp.rackId == rackId && report.power.airLimitW > 0)
            return RackLoad{rp.maxW / report.power.airLimitW, QObject::tr("the air cooling limit"),
                            rp.maxW, report.power.airLimitW, false};
    return std::nullopt;
}

} // namespace cd::ui
