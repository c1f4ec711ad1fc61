#include "main_window.h"

#include "design_document.h"
#include "io/load_error.h"
#include "issues_list.h"
#include "rack_elevation_widget.h"
#include "summary_bar.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>

namespace cd::ui {

MainWindow::MainWindow(const core::CatalogView& catalog, QWidget* parent)
    : QMainWindow(parent), m_document(new DesignDocument(catalog, this))
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(new RackElevationWidget(*m_document, scroll));
    scroll->setWidgetResizable(false);
    setCentralWidget(scroll);

    auto* issuesDock = new QDockWidget(tr("Issues"), this);
    issuesDock->setObjectName("issuesDock");
    issuesDock->setWidget(new IssuesList(*m_document, issuesDock));
    addDockWidget(Qt::BottomDockWidgetArea, issuesDock);

    statusBar()->addPermanentWidget(new SummaryBar(*m_document, this), 1);
    createActions();
    connect(m_document, &DesignDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The undo stack signals cleanChanged while the document dies after us.
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open design"), QString(), tr("Cluster designs (*.cluster.json)"));
        if (!path.isEmpty())
            openFile(path);
    });
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { save(); });
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] { saveAs(); });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    edit->addAction(undo);
    edit->addAction(redo);
}

bool MainWindow::openFile(const QString& path, bool quiet)
{
    try {
        m_document->load(path);
        statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
        return true;
    } catch (const std::exception& e) {
        if (!quiet)
            QMessageBox::critical(this, tr("Cannot open design"), QString::fromUtf8(e.what()));
        return false;
    }
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(":"))
        return saveAs();
    try {
        m_document->save(m_document->filePath());
        statusBar()->showMessage(tr("Saved %1").arg(m_document->filePath()), 4000);
        return true;
    } catch (const std::exception& e) {
        QMessageBox::critical(this, tr("Cannot save design"), QString::fromUtf8(e.what()));
        return false;
    }
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save design"), m_document->filePath(),
                                                tr("Cluster designs (*.cluster.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(".cluster.json"))
        path += ".cluster.json";
    try {
        m_document->save(path);
        return true;
    } catch (const std::exception& e) {
        QMessageBox::critical(this, tr("Cannot save design"), QString::fromUtf8(e.what()));
        return false;
    }
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The design has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void MainWindow::updateTitle()
{
    const QString name = m_document->filePath().isEmpty()
                             ? tr("Untitled")
                             : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(QStringLiteral("%1%2 — Cluster Designer")
                       .arg(name, m_document->isModified() ? QStringLiteral(" *") : QString()));
}

} // namespace cd::ui
