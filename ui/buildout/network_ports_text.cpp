#include "network_ports_text.h"

#include "common/qstring.h"
#include "model/ports_by_role.h"

#include <QCoreApplication>
#include <QLocale>

namespace cd::ui {

QStringList networkPortLines(const core::Device& device, const core::CatalogItem* item,
                             const core::CatalogView& catalog)
{
    QStringList lines;
    const QLocale l;
    for (const core::RolePorts& r : core::portsByRole(device, item, catalog)) {
        QString role = q(core::portRoleTitle(r.role));
        role[0] = role[0].toUpper();
        const QString speed = l.toString(r.speedGbps, 'f', r.speedGbps < 1 ? 1 : 0);
        lines << (r.nicModel.empty()
                      ? QCoreApplication::translate("NetworkPorts", "%1: %2 × %3 Gb/s, built in")
                            .arg(role)
                            .arg(r.ports)
                            .arg(speed)
                      : QCoreApplication::translate("NetworkPorts",
                                                    "%1: %2 × %3 Gb/s on %4 × %5, fitted")
                            .arg(role)
                            .arg(r.ports)
                            .arg(speed)
                            .arg(r.cards)
                            .arg(q(catalog.displayNameOf(r.nicModel))));
    }
    return lines;
}

} // namespace cd::ui
