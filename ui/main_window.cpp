#include "main_window.h"

#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"
#include "catalog/catalog_dock.h"
#include "compare/comparison_dock.h"
#include "document/autosave.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/file_controller.h"
#include "document/selection.h"
#include "document/variant_controller.h"
#include "fabric/fabric_dock.h"
#include "inspector/inspector_dock.h"
#include "issues/issues_dock.h"
#include "language/language.h"
#include "model/design_catalog.h"
#include "model/placement.h"
#include "performance/performance_dock.h"
#include "power/power_dock.h"
#include "quote/quote_dock.h"
#include "quote/quote_pricing.h"
#include "serving/serving_dock.h"
#include "summary_bar.h"
#include "tco/tco_dock.h"
#include "user_paths.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QUndoView>
#include <QUrl>

namespace cd::ui {

MainWindow::MainWindow(const core::CatalogView& catalog, const QString& recoveryFolder,
                       QWidget* parent)
    : MainWindow(Inherited{new DesignDocument(catalog), nullptr, nullptr}, parent)
{
    if (!recoveryFolder.isEmpty())
        m_autosave = new Autosave(*m_document, recoveryFolder, this);
}

MainWindow::MainWindow(Inherited parts, QWidget* parent)
    : QMainWindow(parent), m_document(parts.document), m_selection(new Selection(this)),
      m_edits(new EditController(*m_document, *m_selection, this)),
      m_files(new FileController(*m_document, this)), m_autosave(parts.autosave),
      m_scene(new RackScene(*m_document, *m_selection, this)), m_view(new RackView(*m_scene, this)),
      m_pricing(parts.pricing), m_variants(new VariantController(*m_document, this))
{
    m_document->setParent(this);
    if (m_autosave)
        m_autosave->setParent(this);
    if (!m_pricing)
        m_pricing = new QuotePricing(
            *m_document, QString::fromStdString(catalog::defaultUserDatabasePath()), this);
    m_pricing->setParent(this);
    setCentralWidget(m_view);
    setAcceptDrops(true);
    createDocks();
    createActions();
    // No stretch: the summary keeps its natural width on the right and the messages (refusals,
    // drop reasons) get the rest, instead of being squeezed to nothing.
    statusBar()->addPermanentWidget(new SummaryBar(*m_document, m_pricing, this));

    connectStatusMessages();
    connectDocument();
    connectCanvas();
    restoreGeometry(QSettings().value("window/geometry").toByteArray());
    m_defaultLayoutPending = !restoreState(QSettings().value("window/state").toByteArray());
    updateTitle();
}

void MainWindow::connectStatusMessages()
{
    const auto say = [this](const QString& text) {
        statusBar()->showMessage(text, 6000);
    };
    connect(m_edits, &EditController::message, this, say);
    connect(m_quote, &QuoteDock::message, this, say);
    connect(m_variants, &VariantController::message, this, say);
    connect(m_files, &FileController::message, this, say);
    connect(m_scene, &RackScene::message, this, say);
    connect(m_view, &RackView::message, this, say);
}

void MainWindow::connectDocument()
{
    // Another variant on screen: the selection named objects of the previous one.
    connect(m_document, &DesignDocument::activeVariantChanged, m_selection, &Selection::clear);
    connect(m_document, &DesignDocument::variantsChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DesignDocument::filePathChanged, this, [this] {
        m_selection->clear();
        m_view->fitLegible();
    });
}

void MainWindow::connectCanvas()
{
    connect(m_scene, &RackScene::moveRequested, m_edits, &EditController::moveDevices);
    connect(m_scene, &RackScene::rackMoveRequested, m_edits, &EditController::moveRack);
    connect(m_edits, &EditController::moveRefused, m_scene, [this] { m_scene->rebuild(); });
    connect(m_view, &RackView::catalogItemDropped, m_edits, &EditController::placeCatalogItem);
    connect(m_view, &RackView::designFileDropped, this, [this](const QString& p) {
        if (m_files->maybeSave())
            openFile(p);
    });
}

MainWindow::~MainWindow()
{
    // The undo stack signals while the document dies after us.
    if (!m_handedOver) {
        m_document->undoStack()->disconnect(this);
        m_document->disconnect(this);
    }
}

void MainWindow::createDocks()
{
    m_catalogDock = new CatalogDock(m_document->catalog(), this);
    addDockWidget(Qt::LeftDockWidgetArea, m_catalogDock);
    connect(m_catalogDock, &CatalogDock::activated, this, &MainWindow::addFromCatalog);
    m_inspector = new InspectorDock(*m_document, *m_selection, this);
    addDockWidget(Qt::RightDockWidgetArea, m_inspector);
    auto* history = new QDockWidget(tr("History"), this);
    history->setObjectName("historyDock");
    auto* undoView = new QUndoView(m_document->undoStack(), history);
    undoView->setEmptyLabel(tr("Design as opened"));
    history->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, history);
    const auto bottom = [this](QDockWidget* dock, QDockWidget* tabWith) {
        addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (tabWith)
            tabifyDockWidget(tabWith, dock);
    };
    m_issues = new IssuesDock(*m_document, *m_selection, this);
    bottom(m_issues, nullptr);
    bottom(m_quote = new QuoteDock(*m_document, *m_pricing, this), m_issues);
    bottom(m_power = new PowerDock(*m_document, *m_selection, this), m_quote);
    bottom(m_fabric = new FabricDock(*m_document, *m_selection, this), m_power);
    bottom(m_performance = new PerformanceDock(*m_document, this), m_power);
    bottom(m_serving = new ServingDock(*m_document, this), m_power);
    bottom(m_tco = new TcoDock(*m_document, *m_pricing, this), m_power);
    bottom(m_compare = new ComparisonDock(*m_document, *m_pricing, this), m_power);
    m_issues->raise();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        scrollWhenShort(dock);
}

void MainWindow::scrollWhenShort(QDockWidget* dock)
{
    // A dock's content may need more room than the screen has (the inspector of a server, the
    // fabric panel); as its minimum it pushed the window past 768 px on a 1366x768 screen
    // (issue 19). In a scroll area it takes what there is and scrolls the rest.
    QWidget* content = dock->widget();
    if (!content || qobject_cast<QAbstractScrollArea*>(content))
        return;
    auto* scroll = new QScrollArea(dock);
    scroll->setObjectName(dock->objectName() + "Scroll");
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    dock->setWidget(scroll);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_defaultLayoutPending)
        return;
    m_defaultLayoutPending = false;
    // The canvas gets the room; docks start narrow. Dock sizes only take once the window
    // has its size, hence here rather than in the constructor.
    auto* history = findChild<QDockWidget*>("historyDock");
    resizeDocks({m_catalogDock, m_inspector}, {300, 320}, Qt::Horizontal);
    resizeDocks({m_issues}, {170}, Qt::Vertical);
    resizeDocks({m_inspector, history}, {520, 200}, Qt::Vertical);
    m_view->fitLegible();
}

bool MainWindow::showDock(const QString& name)
{
    // "bom" is the name the quote view had before it priced the bill of materials.
    auto* dock = findChild<QDockWidget*>((name == "bom" ? QStringLiteral("quote") : name) + "Dock");
    if (!dock)
        return false;
    dock->show();
    dock->raise();
    resizeDocks({dock}, {height() * 3 / 5}, Qt::Vertical);
    return true;
}

bool MainWindow::openFile(const QString& path, bool quiet)
{
    return m_files->open(path, quiet);
}

void MainWindow::offerRecovery()
{
    if (!m_autosave)
        return;
    const auto pending = Autosave::pending(QFileInfo(m_autosave->recoveryFile()).absolutePath());
    if (!pending)
        return;
    const QString what = pending->originalPath.isEmpty()
                             ? tr("an untitled design")
                             : QFileInfo(pending->originalPath).fileName();
    const auto answer =
        QMessageBox::question(this, tr("Restore unsaved work?"),
                              tr("Cluster Designer did not close normally. Unsaved changes to %1 "
                                 "were kept. Restore them?")
                                  .arg(what),
                              QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_autosave->discard();
        return;
    }
    restoreRecovery(*pending);
}

bool MainWindow::restoreRecovery(const Autosave::Pending& pending)
{
    try {
        m_document->restore(pending.recoveryFile, pending.originalPath);
    } catch (const std::exception& e) {
        QMessageBox::critical(this, tr("Cannot restore unsaved work"), QString::fromUtf8(e.what()));
        return false;
    }
    statusBar()->showMessage(tr("Restored unsaved work: save it to keep it"), 8000);
    return true;
}

void MainWindow::addFromCatalog(const QString& id)
{
    // Double-click in the catalog: into the selected rack (or the first), lowest free U.
    const core::Design& d = m_document->design();
    QString rack = m_selection->ids().isEmpty() ? QString() : m_selection->ids().first();
    if (const core::Device* dev = d.findDevice(rack.toStdString()))
        rack = QString::fromStdString(dev->rack);
    if (!d.findRack(rack.toStdString()) && !d.racks.empty())
        rack = QString::fromStdString(d.racks.front().id);
    if (rack.isEmpty()) {
        statusBar()->showMessage(tr("Add a rack first (Rack menu)"), 6000);
        return;
    }
    core::Device candidate;
    candidate.id = "\x01new";
    candidate.model = id.toStdString();
    candidate.rack = rack.toStdString();
    candidate.face = m_scene->face();
    const core::CatalogView& catalog = m_document->designCatalog();
    const auto u = core::firstFreeUnit(d, catalog, candidate, 1);
    if (!u) {
        statusBar()->showMessage(tr("No free space for %1 in that rack").arg(id), 6000);
        return;
    }
    m_edits->placeCatalogItem(id, rack, *u, m_scene->face());
}

MainWindow* MainWindow::switchLanguage(const QString& language)
{
    if (!installLanguage(*QCoreApplication::instance(), language))
        return this;
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
    m_handedOver = true;
    m_document->reanalyze(); // the issues' words in the new language
    auto* next = new MainWindow(Inherited{m_document, m_pricing, m_autosave}, nullptr);
    next->setAttribute(Qt::WA_DeleteOnClose);
    next->setUserCatalog(m_userCatalog, m_userDatabasePath);
    next->restoreGeometry(saveGeometry());
    next->restoreState(saveState());
    next->m_defaultLayoutPending = false;
    next->updateTitle();
    next->m_view->fitLegible();
    if (isVisible())
        next->show();
    hide();
    deleteLater();
    return next;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_handedOver) {
        event->accept();
        return;
    }
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue("window/geometry", saveGeometry());
    QSettings().setValue("window/state", saveState());
    if (m_autosave)
        m_autosave->discard();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(".cluster.json")) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(".cluster.json")) {
            event->acceptProposedAction();
            if (m_files->maybeSave())
                openFile(url.toLocalFile());
            return;
        }
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    const core::Project& p = m_document->project();
    const QString variant =
        p.variants.size() > 1
            ? QStringLiteral(" [%1]").arg(QString::fromStdString(p.displayName(p.active)))
            : QString();
    setWindowTitle(
        QStringLiteral("%1%2%3 — Cluster Designer")
            .arg(name, variant, m_document->isModified() ? QStringLiteral(" *") : QString()));
}

bool MainWindow::writeOrSay(const QString& title, const QString& done, const QString& path,
                            const std::function<void()>& write)
{
    try {
        write();
    } catch (const std::exception& e) {
        QMessageBox::warning(this, title, QString::fromUtf8(e.what()));
        return false;
    }
    statusBar()->showMessage(done.arg(QDir::toNativeSeparators(path)), 6000);
    return true;
}

} // namespace cd::ui
