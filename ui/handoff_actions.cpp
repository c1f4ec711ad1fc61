// File ▸ Export Hand-off: the files a design is handed to the people who run the cluster with
// (issue 22): Slurm topology.conf and GPU nodes, Kubernetes node labels, the NCCL environment
// and the cabling plan, as `cluster-designer-cli fabric DESIGN --topology-conf …` writes them.
#include "analysis/quote/quote_header.h"
#include "document/design_document.h"
#include "document/export_path.h"
#include "io/atomic_file.h"
#include "io/report/cluster_handoff.h"
#include "io/report/fabric_exports.h"
#include "language/language.h"
#include "main_window.h"
#include "quote/quote_pricing.h"
#include "report/handoff_pdf.h"

#include <QMenu>

namespace cd::ui {

namespace {

struct HandoffEntry
{
    HandoffFile kind;
    const char* menuText;
    const char* suffix;
    const char* filter;
};

const HandoffEntry kHandoffs[] = {
    {HandoffFile::SlurmTopology,
     QT_TRANSLATE_NOOP("MainWindow", "Slurm &Topology (topology.conf)…"), "-topology.conf",
     QT_TRANSLATE_NOOP("MainWindow", "Slurm configuration (*.conf)")},
    {HandoffFile::SlurmNodes, QT_TRANSLATE_NOOP("MainWindow", "Slurm &GPU Nodes…"),
     "-slurm-nodes.conf", QT_TRANSLATE_NOOP("MainWindow", "Slurm configuration (*.conf)")},
    {HandoffFile::KubernetesLabels, QT_TRANSLATE_NOOP("MainWindow", "&Kubernetes Node Labels…"),
     "-k8s-labels.sh", QT_TRANSLATE_NOOP("MainWindow", "Shell script (*.sh)")},
    {HandoffFile::NcclEnvironment, QT_TRANSLATE_NOOP("MainWindow", "&NCCL Environment…"),
     "-nccl.env", QT_TRANSLATE_NOOP("MainWindow", "Environment file (*.env *.sh)")},
    {HandoffFile::CablingPlan, QT_TRANSLATE_NOOP("MainWindow", "&Cabling Plan (CSV)…"),
     "-cabling.csv", QT_TRANSLATE_NOOP("MainWindow", "CSV (*.csv)")},
};

} // namespace

void MainWindow::addHandoffExports(QMenu* file)
{
    QMenu* handoff = file->addMenu(tr("Export &Hand-off"));
    handoff->setObjectName("handoffMenu");
    handoff->addAction(tr("Hand-off &Document (PDF)…"), this, [this] {
        const QString path = askExportPath(this, tr("Export Hand-off"), *m_document,
                                           QStringLiteral("-handoff.pdf"), tr("PDF (*.pdf)"));
        if (!path.isEmpty())
            exportHandoffPdf(path);
    });
    handoff->addSeparator();
    for (const HandoffEntry& e : kHandoffs)
        handoff->addAction(tr(e.menuText), this, [this, e] {
            const QString path = askExportPath(this, tr("Export Hand-off"), *m_document,
                                               QString::fromLatin1(e.suffix), tr(e.filter));
            if (!path.isEmpty())
                exportHandoff(e.kind, path);
        });
    addNetboxExport(handoff);
}

std::string MainWindow::handoffText(HandoffFile kind) const
{
    const core::Design& d = m_document->design();
    const core::CatalogView& catalog = m_document->designCatalog();
    const core::FabricReport& fabric = m_document->report().fabric;
    switch (kind) {
    case HandoffFile::SlurmTopology:
        return core::slurmTopology(d, fabric);
    case HandoffFile::SlurmNodes:
        return core::slurmNodes(d, catalog, fabric);
    case HandoffFile::KubernetesLabels:
        return core::kubernetesNodeLabels(d, catalog, fabric);
    case HandoffFile::NcclEnvironment:
        return core::ncclEnvironment(d, catalog);
    case HandoffFile::CablingPlan:
        return core::cablingCsv(d, catalog);
    }
    return {};
}

bool MainWindow::exportHandoffPdf(const QString& path)
{
    return writeOrSay(tr("Export Hand-off"), tr("Written to %1"), path, [&] {
        const core::QuoteSettings& settings = m_pricing->settings();
        const DocumentLanguage language(QString::fromStdString(settings.language));
        report::writeHandoffPdf({m_document->design(), m_document->designCatalog(),
                                 m_document->report().fabric, settings,
                                 core::issueDate(settings.date, core::todayIso())},
                                path.toStdString());
    });
}

bool MainWindow::exportHandoff(HandoffFile kind, const QString& path)
{
    return writeOrSay(tr("Export Hand-off"), tr("Written to %1"), path,
                      [&] { core::writeFileAtomically(path.toStdString(), handoffText(kind)); });
}

} // namespace cd::ui
