#include "file_controller.h"

#include "common/background_work.h"
#include "design_document.h"
#include "io/file/design_file.h"
#include "io/file/project_file.h"
#include "io/load_error.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace cd::ui {

namespace {

constexpr int kMaxRecent = 8;
const char* kFilter = QT_TRANSLATE_NOOP("FileController", "Cluster designs (*.cluster.json)");

} // namespace

FileController::FileController(DesignDocument& document, QWidget* window)
    : QObject(window), m_document(document), m_window(window)
{
}

bool FileController::open(const QString& path, bool quiet)
{
    try {
        // On a worker thread: a hall of 16,384 nodes takes seconds to read, the window goes
        // on repainting and the user may cancel.
        const std::string file = path.toStdString();
        std::optional<core::Project> project = resultInBackground<core::Project>(
            m_window, tr("Opening %1…").arg(QFileInfo(path).fileName()),
            [file] { return core::loadProject(file); });
        if (!project) {
            emit message(tr("Opening %1 cancelled").arg(QDir::toNativeSeparators(path)));
            return false;
        }
        m_document.reset(std::move(*project), path);
    } catch (const std::exception& e) {
        if (!quiet)
            QMessageBox::critical(m_window, tr("Cannot open design"), QString::fromUtf8(e.what()));
        return false;
    }
    remember(path);
    emit message(tr("Opened %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::openDialog()
{
    if (!maybeSave())
        return false;
    // The folder of the design on screen, else of the last design opened, else home.
    QString folder = QDir::homePath();
    const QStringList recent = recentFiles();
    if (m_document.hasOwnFile())
        folder = QFileInfo(m_document.filePath()).absolutePath();
    else if (!recent.isEmpty())
        folder = QFileInfo(recent.front()).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open design"), folder, tr(kFilter));
    return !path.isEmpty() && open(path);
}

bool FileController::saveTo(const QString& path)
{
    try {
        m_document.save(path);
    } catch (const std::exception& e) {
        QMessageBox::critical(m_window, tr("Cannot save design"), QString::fromUtf8(e.what()));
        return false;
    }
    remember(path);
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::save()
{
    if (!m_document.hasOwnFile())
        return saveAs();
    return saveTo(m_document.filePath());
}

bool FileController::saveAs()
{
    QString suggested = m_document.filePath();
    if (!m_document.hasOwnFile())
        suggested = QDir::home().filePath(QString::fromStdString(m_document.design().name).isEmpty()
                                              ? QStringLiteral("design.cluster.json")
                                              : QString::fromStdString(m_document.design().name) +
                                                    ".cluster.json");
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save design"), suggested, tr(kFilter));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(".cluster.json"))
        path += ".cluster.json";
    return saveTo(path);
}

bool FileController::maybeSave()
{
    if (!m_document.isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("The design has unsaved changes. Save them before going on?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::newEmpty()
{
    if (!maybeSave())
        return;
    core::Design d;
    d.name = tr("New design").toStdString();
    // Start with one empty rack so a first drag from the catalog has somewhere to land.
    if (const core::CatalogItem* rack = m_document.catalog().find("generic-42u"))
        d.racks.push_back({"r1", "A01", rack->id, 0, 0, core::Json::object()});
    m_document.reset(std::move(d));
}

QStringList FileController::templates()
{
    QStringList out;
    for (const QString& name :
         QDir(":/examples").entryList({"*.cluster.json"}, QDir::Files, QDir::Name))
        out << QStringLiteral(":/examples/") + name;
    return out;
}

bool FileController::newFromTemplate(const QString& resourcePath)
{
    if (!maybeSave())
        return false;
    QFile f(resourcePath);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    try {
        m_document.reset(core::parseProject(f.readAll().toStdString(),
                                            QFileInfo(resourcePath).fileName().toStdString()));
    } catch (const std::exception& e) {
        QMessageBox::critical(m_window, tr("Cannot use template"), QString::fromUtf8(e.what()));
        return false;
    }
    emit message(tr("New design from template %1").arg(QFileInfo(resourcePath).fileName()));
    return true;
}

QStringList FileController::recentFiles() const
{
    QStringList files = QSettings().value("recentFiles").toStringList();
    files.erase(std::remove_if(files.begin(), files.end(),
                               [](const QString& p) { return !QFile::exists(p); }),
                files.end());
    return files;
}

void FileController::clearRecentFiles()
{
    QSettings().remove("recentFiles");
    emit recentFilesChanged();
}

void FileController::remember(const QString& path)
{
    if (path.startsWith(':'))
        return;
    QStringList files = QSettings().value("recentFiles").toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue("recentFiles", files);
    emit recentFilesChanged();
}

} // namespace cd::ui
