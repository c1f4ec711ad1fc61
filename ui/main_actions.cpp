// The menus and shortcuts of the main window. Actions that act on the canvas selection
// (Delete, arrows, Ctrl+D, cut/copy/paste) are bound to the canvas so text fields keep their keys.
#include "buildout/buildout_dialog.h"
#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"
#include "catalog/catalog_dock.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/file_controller.h"
#include "document/selection.h"
#include "fabric/fabric_dock.h"
#include "fabric/fabric_sizing_dialog.h"
#include "fabric/generate_fabric_dialog.h"
#include "inspector/replace_gpu_dialog.h"
#include "language/language.h"
#include "main_window.h"
#include "model/design.h"
#include "performance/performance_dock.h"
#include "performance/storage_dialog.h"
#include "power/power_dock.h"
#include "quote/quote_dock.h"
#include "theme.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include <map>

namespace cd::ui {

void MainWindow::createActions()
{
    createFileMenu();
    createEditMenu();
    createRackMenu();
    createViewMenu();
    createVariantMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, m_files, &FileController::newEmpty);
    QMenu* templates = file->addMenu(tr("New from &Template"));
    for (const QString& t : FileController::templates())
        templates->addAction(QFileInfo(t).fileName().remove(".cluster.json"), this,
                             [this, t] { m_files->newFromTemplate(t); });
    file->addAction(tr("&Open…"), QKeySequence::Open, m_files, &FileController::openDialog);
    addRecentFilesMenu(file);
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, m_files, &FileController::save);
    file->addAction(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), m_files,
                    &FileController::saveAs);
    file->addSeparator();
    addQuoteActions(file);
    addImageExports(file);
    addHandoffExports(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::addRecentFilesMenu(QMenu* file)
{
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        const QStringList files = m_files->recentFiles();
        for (int i = 0; i < files.size(); ++i)
            recent
                ->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(files[i]).fileName()),
                            this,
                            [this, path = files[i]] {
                                if (m_files->maybeSave())
                                    openFile(path);
                            })
                ->setToolTip(files[i]);
        if (files.isEmpty())
            recent->addAction(tr("(none)"))->setEnabled(false);
        recent->addSeparator();
        recent->addAction(tr("Clear list"), m_files, &FileController::clearRecentFiles);
    });
}

void MainWindow::addQuoteActions(QMenu* file)
{
    QMenu* exportQuote = file->addMenu(tr("&Export Quote"));
    exportQuote->addAction(tr("&PDF…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                           [this] { m_quote->exportAs(QuoteFormat::Pdf); });
    exportQuote->addAction(tr("&Excel Workbook…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                           this, [this] { m_quote->exportAs(QuoteFormat::Xlsx); });
    exportQuote->addAction(tr("&CSV…"), this, [this] { m_quote->exportAs(QuoteFormat::Csv); });
    exportQuote->addAction(tr("&JSON…"), this, [this] { m_quote->exportAs(QuoteFormat::Json); });
    file->addAction(tr("&Import Price List…"), this, [this] { m_quote->importPriceList(); });
    addNetboxImport(file);
    file->addAction(tr("&Quote Settings…"), this, [this] { m_quote->editSettings(); });
}

void MainWindow::createEditMenu()
{
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    addUndoActions(edit);
    edit->addSeparator();
    addCanvasActions(edit);
    edit->addSeparator();
    edit->addAction(tr("Find in &Catalog"), QKeySequence::Find, this, [this] {
        m_catalogDock->show();
        m_catalogDock->raise();
        m_catalogDock->searchField()->setFocus();
        m_catalogDock->searchField()->selectAll();
    });
    // "What if it were H200?": every server's GPU at once, one undo step.
    edit->addAction(
        tr("Replace &GPU…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), this, [this] {
            ReplaceGpuDialog dialog(m_document->design(), m_document->designCatalog(), this);
            if (dialog.exec() == QDialog::Accepted)
                m_edits->replaceGpu(dialog.fromGpu(), dialog.toGpu());
        });
}

void MainWindow::addUndoActions(QMenu* edit)
{
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addAction(tr("Undo &History"), QKeySequence(Qt::CTRL | Qt::Key_H), this, [this] {
        if (auto* history = findChild<QDockWidget*>("historyDock")) {
            history->show();
            history->raise();
            history->widget()->setFocus();
        }
    });
}

void MainWindow::addCanvasActions(QMenu* edit)
{
    const auto canvasAction = [&](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        QAction* a = edit->addAction(text, this, slot);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        return a;
    };
    canvasAction(tr("Cu&t"), {QKeySequence::Cut}, [this] { m_edits->cutSelection(); });
    canvasAction(tr("&Copy"), {QKeySequence::Copy}, [this] { m_edits->copySelection(); });
    canvasAction(tr("&Paste"), {QKeySequence::Paste}, [this] { m_edits->paste(); });
    canvasAction(tr("&Duplicate"), {QKeySequence(Qt::CTRL | Qt::Key_D)},
                 [this] { m_edits->duplicateSelection(); });
    canvasAction(tr("De&lete"), {QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)},
                 [this] { m_edits->deleteSelection(); });
    edit->addSeparator();
    canvasAction(tr("Move Up 1 U"), {QKeySequence(Qt::Key_Up)}, [this] { m_edits->nudge(1); });
    canvasAction(tr("Move Down 1 U"), {QKeySequence(Qt::Key_Down)}, [this] { m_edits->nudge(-1); });
    canvasAction(tr("Select &All"), {QKeySequence::SelectAll}, [this] {
        for (QGraphicsItem* item : m_scene->items())
            if (item->flags() & QGraphicsItem::ItemIsSelectable)
                item->setSelected(true);
    });
}

void MainWindow::createRackMenu()
{
    QMenu* rack = menuBar()->addMenu(tr("&Rack"));
    addRackModels(rack);
    rack->addAction(tr("&Duplicate Rack"), this, [this] { m_edits->duplicateSelection(); });
    rack->addAction(tr("&Remove Selected"), this, [this] { m_edits->deleteSelection(); });
    rack->addSeparator();
    rack->addAction(tr("&Site Settings…"), this, [this] { m_power->editSiteSettings(); });
    rack->addAction(tr("Add S&torage…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), this,
                    [this] { addStorage(); });
    rack->addAction(tr("Server &Build-out…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B), this,
                    [this] { editBuildout(); });
    addFabricActions(rack);
    addRemoveFabricMenu(rack);
}

void MainWindow::addRackModels(QMenu* rack)
{
    QMenu* add = rack->addMenu(tr("&Add Rack"));
    for (const core::CatalogItem* item : m_document->catalog().items()) {
        if (item->kind != core::ItemKind::Rack)
            continue;
        QAction* a =
            add->addAction(QString::fromStdString(item->displayName()), this,
                           [this, id = QString::fromStdString(item->id)] { m_edits->addRack(id); });
        if (item->id == "generic-42u") // the usual choice gets the shortcut
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    }
}

void MainWindow::addFabricActions(QMenu* rack)
{
    rack->addAction(tr("&Fabric Sizing…"), this, [this] {
        FabricSizingDialog dialog(m_document->design(), m_document->catalog(), this);
        dialog.exec();
    });
    rack->addAction(tr("&Generate Fabric…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), this,
                    [this] { generateFabric(); });
    rack->addAction(tr("Fabric &Topology"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), this,
                    [this] {
                        m_fabric->show();
                        m_fabric->raise();
                        m_fabric->showTopology();
                    });
    rack->addAction(tr("&Link List"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), this, [this] {
        m_fabric->show();
        m_fabric->raise();
        m_fabric->showLinks();
        m_fabric->filter()->setFocus();
    });
}

void MainWindow::addRemoveFabricMenu(QMenu* rack)
{
    QMenu* remove = rack->addMenu(tr("Re&move Fabric"));
    connect(remove, &QMenu::aboutToShow, this, [this, remove] {
        remove->clear();
        for (const core::Network& n : m_document->design().networks)
            remove->addAction(
                QString::fromStdString(n.name), this,
                [this, id = QString::fromStdString(n.id)] { m_edits->removeFabric(id); });
        if (remove->isEmpty())
            remove->addAction(tr("(no network)"))->setEnabled(false);
    });
}

void MainWindow::generateFabric()
{
    QStringList racks;
    for (const QString& id : m_selection->ids())
        if (m_document->design().findRack(id.toStdString()))
            racks << id;
    GenerateFabricDialog dialog(m_document->design(), m_document->catalog(), racks, this);
    if (dialog.exec() == QDialog::Accepted)
        m_edits->generateFabric(dialog.request());
}

void MainWindow::addStorage()
{
    StorageDialog dialog(m_document->design(), m_document->designCatalog(),
                         m_performance->workload(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_edits->addStorage(dialog.model(), dialog.count(), dialog.capacityTb());
}

// The selected servers of the first selected model with a build-out; the dialog changes them all.
void MainWindow::editBuildout()
{
    const core::Design& design = m_document->design();
    const core::CatalogView& catalog = m_document->designCatalog();
    QStringList ids;
    const core::Device* first = nullptr;
    for (const QString& id : m_selection->ids()) {
        const core::Device* d = design.findDevice(id.toStdString());
        const core::CatalogItem* item = d ? catalog.find(d->model) : nullptr;
        if (!item || !item->buildout || (first && d->model != first->model))
            continue;
        first = first ? first : d;
        ids << id;
    }
    if (!first) {
        QMessageBox::information(this, tr("Server Build-out"),
                                 tr("Select one or more servers whose catalog entry has a "
                                    "build-out (CPUs, memory, drives) first."));
        return;
    }
    BuildoutDialog dialog(*first, *catalog.find(first->model), catalog, int(ids.size()), this);
    if (dialog.exec() == QDialog::Accepted)
        m_edits->setBuildout(ids, dialog.choices());
}

void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this,
                          [this] { m_view->zoomBy(1.25); });
    m_viewMenu->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this,
                          [this] { m_view->zoomBy(0.8); });
    m_viewMenu->addAction(tr("&Fit All"), QKeySequence(Qt::CTRL | Qt::Key_0), this,
                          [this] { m_view->fitAll(); });
    addFaceAndCableToggles();
    addThemeMenu();
    addLanguageMenu();
    m_viewMenu->addSeparator();
    addDockActions();
}

void MainWindow::addDockActions()
{
    // One entry per dock (issue 19: Performance, Serving and Quote were listed twice): it
    // brings the dock to the front, also from behind another tab, or hides it when it is
    // already in front. The docks used most have shortcuts.
    const std::map<QString, QKeySequence> keys{
        {"performanceDock", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
        {"servingDock", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)},
        {"tcoDock", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)},
        {"quoteDock", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)},
        {"powerDock", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W)}};
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        QAction* a = m_viewMenu->addAction(dock->windowTitle());
        a->setObjectName(dock->objectName() + "Action");
        a->setCheckable(true);
        if (const auto k = keys.find(dock->objectName()); k != keys.end())
            a->setShortcut(k->second);
        const auto sync = [a, dock] {
            a->setChecked(dock->isVisible());
        };
        connect(dock, &QDockWidget::visibilityChanged, a, sync);
        connect(dock, &QDockWidget::windowTitleChanged, a, &QAction::setText);
        connect(a, &QAction::triggered, dock, [dock, sync] {
            if (dock->isVisible() && !dock->visibleRegion().isEmpty()) {
                dock->hide();
            } else {
                dock->show();
                dock->raise();
            }
            sync();
        });
        sync();
    }
}

void MainWindow::addFaceAndCableToggles()
{
    QAction* rear = m_viewMenu->addAction(tr("Show &Rear Face"));
    rear->setCheckable(true);
    rear->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(rear, &QAction::toggled, this, [this](bool on) {
        m_scene->setFace(on ? core::Face::Rear : core::Face::Front);
        statusBar()->showMessage(on ? tr("Showing the rear face") : tr("Showing the front face"),
                                 4000);
    });
    QAction* cables = m_viewMenu->addAction(tr("Show &Cables"));
    cables->setCheckable(true);
    cables->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    cables->setToolTip(tr("Draw the links between racks, bundled per rack pair and network"));
    connect(cables, &QAction::toggled, this, [this](bool on) { m_scene->setShowCables(on); });
}

void MainWindow::addThemeMenu()
{
    QMenu* themes = m_viewMenu->addMenu(tr("&Theme"));
    auto* group = new QActionGroup(themes);
    for (const auto& [theme, label] :
         {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
          std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction* a = themes->addAction(label, this, [t = theme] {
            applyTheme(t);
            saveTheme(t);
        });
        a->setCheckable(true);
        a->setChecked(theme == savedTheme());
        group->addAction(a);
    }
}

// The choice is saved and applied at once: the window is rebuilt in the new language around the
// same design (switchLanguage), its undo history and unsaved changes kept.
void MainWindow::addLanguageMenu()
{
    QMenu* languages = m_viewMenu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(languages);
    for (const auto& [code, label] :
         {std::pair{QString(), tr("&System")}, std::pair{QString("en"), QString("&English")},
          std::pair{QString("fr"), QString("&Fran\u00e7ais")}}) {
        QAction* a = languages->addAction(label, this, [this, c = code] {
            saveLanguage(c);
            const QString language = c.isEmpty() ? systemLanguage() : c;
            if (language != installedLanguage())
                // Queued: this action's menu belongs to the window the switch closes.
                QMetaObject::invokeMethod(
                    this, [this, language] { switchLanguage(language); }, Qt::QueuedConnection);
        });
        a->setCheckable(true);
        a->setChecked(code == savedLanguage());
        group->addAction(a);
    }
}

} // namespace cd::ui
