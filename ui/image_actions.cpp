// File ▸ Export Image: the rack elevations and the fabric topology as PNG or SVG (issue 19).
#include "document/design_document.h"
#include "document/export_path.h"
#include "fabric/fabric_dock.h"
#include "fabric/topology_view.h"
#include "main_window.h"
#include "report/image_export.h"
#include "report/rack_elevation_painter.h"

#include <QMenu>
#include <QPainter>

namespace cd::ui {

namespace {

const char* kImageFilter = QT_TRANSLATE_NOOP("MainWindow", "SVG image (*.svg);;PNG image (*.png)");

} // namespace

void MainWindow::addImageExports(QMenu* file)
{
    QMenu* images = file->addMenu(tr("Export &Image"));
    images->addAction(tr("&Rack Elevations…"), this, [this] {
        const QString path = askExportPath(this, tr("Export Rack Elevations"), *m_document,
                                           QStringLiteral("-elevations.svg"), tr(kImageFilter));
        if (!path.isEmpty())
            exportElevations(path);
    });
    images->addAction(tr("Fabric &Topology…"), this, [this] {
        const QString path = askExportPath(this, tr("Export Fabric Topology"), *m_document,
                                           QStringLiteral("-topology.svg"), tr(kImageFilter));
        if (!path.isEmpty())
            exportTopology(path);
    });
}

bool MainWindow::exportElevations(const QString& path)
{
    const report::RackElevationPainter painter(m_document->design(), m_document->designCatalog(),
                                               m_document->report());
    return writeImageOrSay(path, painter.naturalSize(),
                           [&](QPainter& p, const QRectF& r) { painter.paint(p, r); });
}

bool MainWindow::exportTopology(const QString& path)
{
    // The topology of the network the Fabric dock shows, drawn as it is there.
    TopologyView* view = m_fabric->topology();
    const QSize size = view->size().isEmpty() ? view->sizeHint() : view->size();
    return writeImageOrSay(path, size, [&](QPainter& p, const QRectF&) {
        view->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
    });
}

bool MainWindow::writeImageOrSay(const QString& path, const QSizeF& size,
                                 const std::function<void(QPainter&, const QRectF&)>& paint)
{
    return writeOrSay(tr("Export Image"), tr("Image written to %1"), path,
                      [&] { report::writeImage(path.toStdString(), size, paint); });
}

} // namespace cd::ui
