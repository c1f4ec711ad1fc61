// NetBox both ways (issue 22, part 4): File ▸ Import NetBox Device Types adds the device types of
// a devicetype-library file or folder to the user catalog, and they appear in the Catalog dock at
// once; File ▸ Export Hand-off ▸ NetBox writes the design as NetBox's bulk-import CSVs.
#include "catalog.h"
#include "catalog/catalog_dock.h"
#include "document/design_document.h"
#include "document/export_path.h"
#include "io/netbox/netbox_export.h"
#include "main_window.h"
#include "netbox_import.h"
#include "user_database.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace cd::ui {

namespace {

// The per-file lines of an import, for the message box's details.
QString importDetails(const catalog::NetboxImportReport& report)
{
    QStringList lines;
    for (const catalog::NetboxImportedFile& f : report.files) {
        if (!f.error.empty()) {
            lines << MainWindow::tr("Not imported: %1").arg(QString::fromStdString(f.error));
            continue;
        }
        lines << MainWindow::tr("%1 (%2)").arg(QString::fromStdString(f.item),
                                               QString::fromStdString(f.kindReason));
        for (const std::string& s : f.skipped)
            lines << "    " + QString::fromStdString(s);
    }
    return lines.join('\n');
}

} // namespace

void MainWindow::setUserCatalog(catalog::Catalog* catalog, const std::string& userDatabasePath)
{
    m_userCatalog = catalog;
    m_userDatabasePath = userDatabasePath;
}

void MainWindow::addNetboxImport(QMenu* file)
{
    QMenu* netbox = file->addMenu(tr("Import &NetBox Device Types"));
    netbox->setObjectName("netboxImportMenu");
    const auto run = [this](const QString& path) {
        if (!path.isEmpty())
            showNetboxImport(importNetboxDeviceTypes(path));
    };
    netbox->addAction(tr("From &File…"), this, [this, run] {
        run(QFileDialog::getOpenFileName(this, tr("Import NetBox Device Type"), QString(),
                                         tr("NetBox device types (*.yaml *.yml)")));
    });
    netbox->addAction(tr("From F&older…"), this, [this, run] {
        run(QFileDialog::getExistingDirectory(this, tr("Import NetBox Device Types")));
    });
}

catalog::NetboxImportReport MainWindow::importNetboxDeviceTypes(const QString& path)
{
    catalog::NetboxImportReport report;
    if (!m_userCatalog) {
        report.files.push_back(
            {path.toStdString(), {}, {}, {}, {}, tr("no user catalog is open").toStdString()});
        return report;
    }
    try {
        catalog::UserDatabase user(m_userDatabasePath);
        report = catalog::importNetboxDeviceTypes(path.toStdString(), user, *m_userCatalog);
    } catch (const std::exception& e) {
        report.files.push_back({path.toStdString(), {}, {}, {}, {}, e.what()});
        return report;
    }
    m_userCatalog->addUserItems(report.stored);
    m_catalogDock->reload();
    if (!report.stored.items.empty())
        m_catalogDock->selectId(QString::fromStdString(report.stored.items.front().id));
    return report;
}

void MainWindow::showNetboxImport(const catalog::NetboxImportReport& report)
{
    QMessageBox box(report.imported() > 0 ? QMessageBox::Information : QMessageBox::Warning,
                    tr("Import NetBox Device Types"),
                    tr("%1 of %2 device type files imported into the user catalog.")
                        .arg(report.imported())
                        .arg(report.files.size()),
                    QMessageBox::Ok, this);
    box.setInformativeText(tr("The details list what each file lacked or why it was not "
                              "imported."));
    box.setDetailedText(importDetails(report));
    box.exec();
}

bool MainWindow::exportNetbox(const QString& dir)
{
    return writeOrSay(tr("Export for NetBox"), tr("NetBox CSV files written to %1"), dir, [&] {
        core::writeNetboxFiles(
            dir.toStdString(),
            core::netboxCsvFiles(m_document->design(), m_document->designCatalog()));
    });
}

void MainWindow::addNetboxExport(QMenu* handoff)
{
    handoff->addSeparator();
    handoff->addAction(tr("&NetBox (CSV Files)…"), this, [this] {
        const QString start = QFileInfo(suggestedExportPath(*m_document, "-netbox")).filePath();
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export for NetBox"),
                                                              QFileInfo(start).path());
        if (!dir.isEmpty() && exportNetbox(dir))
            rememberExportFolder(dir + "/");
    });
}

} // namespace cd::ui
