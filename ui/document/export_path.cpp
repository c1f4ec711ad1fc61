#include "export_path.h"

#include "design_document.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>

namespace cd::ui {

namespace {

constexpr const char* kLastFolderKey = "export/lastFolder";

QString baseName(const DesignDocument& document)
{
    if (document.hasOwnFile())
        return QFileInfo(document.filePath()).fileName().remove(QStringLiteral(".cluster.json"));
    QString name = QString::fromStdString(document.design().name).trimmed();
    // Characters that no file system takes in a name, or that start a path.
    name.replace(QRegularExpression(QStringLiteral(R"([/\\:*?"<>|\x00-\x1f])")),
                 QStringLiteral("-"));
    return name.isEmpty() ? QStringLiteral("design") : name;
}

QString folder(const DesignDocument& document)
{
    if (document.hasOwnFile())
        return QFileInfo(document.filePath()).absolutePath();
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return QDir::homePath();
}

} // namespace

QString suggestedExportPath(const DesignDocument& document, const QString& suffix)
{
    return QDir(folder(document)).filePath(baseName(document) + suffix);
}

QString askExportPath(QWidget* parent, const QString& title, const DesignDocument& document,
                      const QString& suffix, const QString& filter)
{
    const QString path =
        QFileDialog::getSaveFileName(parent, title, suggestedExportPath(document, suffix), filter);
    rememberExportFolder(path);
    return path;
}

void rememberExportFolder(const QString& path)
{
    if (!path.isEmpty())
        QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

} // namespace cd::ui
