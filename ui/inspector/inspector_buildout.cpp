// The build-out row of InspectorDock: what a server carries, read-only; the Server Build-out
// dialog changes it.
#include "inspector_dock.h"

#include "buildout/network_ports_text.h"
#include "common/qstring.h"
#include "document/design_document.h"
#include "model/server_buildout.h"

#include <QFormLayout>
#include <QLabel>

namespace cd::ui {

void InspectorDock::refreshBuildout(const core::Device& device, const core::CatalogItem* item)
{
    const bool shown = item && item->buildout;
    if (auto* form = qobject_cast<QFormLayout*>(m_buildout->parentWidget()->layout()))
        form->setRowVisible(m_buildout, shown);
    QStringList lines;
    if (shown)
        for (const core::FittedPart& p : core::fittedParts(device, *item))
            if (p.count > 0)
                lines << tr("%1 × %2").arg(p.count).arg(
                    q(m_document.designCatalog().displayNameOf(p.part)));
    if (shown)
        lines << networkPortLines(device, item, m_document.designCatalog());
    m_buildout->setText(lines.join(QLatin1Char('\n')));
}

} // namespace cd::ui
