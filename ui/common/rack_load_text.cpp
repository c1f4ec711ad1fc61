#include "rack_load_text.h"

#include "qstring.h"

#include <QObject>

namespace cd::ui {

QString loadLimitText(const core::RackLoad& load)
{
    switch (load.against) {
    case core::LoadLimit::FeedFailover:
        return QObject::tr("feed %1 when %2 fails").arg(q(load.feed), q(load.failoverOf));
    case core::LoadLimit::Feed:
        return QObject::tr("feed %1").arg(q(load.feed));
    case core::LoadLimit::AirCooling:
        break;
    }
    return QObject::tr("the air cooling limit");
}

} // namespace cd::ui
