#include "autosave.h"

#include "design_document.h"
#include "io/atomic_file.h"
#include "io/file/project_file.h"

#include <QDir>
#include <QFile>

namespace cd::ui {

namespace {

constexpr const char* kRecoveryName = "recovery.cluster.json";
constexpr const char* kMetaName = "recovery.origin";

} // namespace

Autosave::Autosave(DesignDocument& document, const QString& folder, QObject* parent)
    : QObject(parent), m_document(document), m_folder(folder)
{
    m_timer.setInterval(30 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_timer.start();
    connect(&m_document, &DesignDocument::modifiedChanged, this, [this] {
        if (!m_document.isModified())
            discard();
    });
}

QString Autosave::recoveryFile() const
{
    return QDir(m_folder).filePath(kRecoveryName);
}

bool Autosave::saveNow()
{
    if (!m_document.isModified())
        return false;
    if (!QDir().mkpath(m_folder))
        return false;
    try {
        core::writeFileAtomically(recoveryFile().toStdString(),
                                  core::serializeProject(m_document.project()));
        core::writeFileAtomically(QDir(m_folder).filePath(kMetaName).toStdString(),
                                  m_document.filePath().toStdString());
    } catch (const std::exception&) {
        return false; // a failed autosave must never disturb the user's work
    }
    return true;
}

void Autosave::discard()
{
    QFile::remove(recoveryFile());
    QFile::remove(QDir(m_folder).filePath(kMetaName));
}

std::optional<Autosave::Pending> Autosave::pending(const QString& folder)
{
    const QDir dir(folder);
    if (!QFile::exists(dir.filePath(kRecoveryName)))
        return std::nullopt;
    QFile meta(dir.filePath(kMetaName));
    QString origin;
    if (meta.open(QIODevice::ReadOnly))
        origin = QString::fromUtf8(meta.readAll());
    return Pending{dir.filePath(kRecoveryName), origin};
}

} // namespace cd::ui
