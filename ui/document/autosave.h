#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace cd::ui {

class DesignDocument;

// Writes unsaved work to a recovery file every `interval` while the document is modified,
// and removes it once the work is saved or discarded. After a crash the next start finds it.
class Autosave : public QObject
{
    Q_OBJECT
public:
    Autosave(DesignDocument& document, const QString& folder, QObject* parent = nullptr);

    struct Pending
    {
        QString recoveryFile;
        QString originalPath; // empty for an untitled design
    };
    static std::optional<Pending> pending(const QString& folder);

    void setInterval(int ms) { m_timer.setInterval(ms); }
    bool saveNow(); // true when a recovery file was written
    void discard(); // the work is saved or thrown away: no recovery needed
    QString recoveryFile() const;

private:
    DesignDocument& m_document;
    QString m_folder;
    QTimer m_timer;
};

} // namespace cd::ui
