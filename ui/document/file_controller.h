#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace cd::ui {

class DesignDocument;

// New (empty or from a template), Open, Save, Save As, recent files and "save changes?"
// questions. Errors are shown in message boxes naming the file and field.
class FileController : public QObject
{
    Q_OBJECT
public:
    FileController(DesignDocument& document, QWidget* window);

    bool open(const QString& path, bool quiet = false);
    bool openDialog();
    bool save();
    bool saveAs();
    bool maybeSave();
    void newEmpty();
    bool newFromTemplate(const QString& resourcePath);
    static QStringList templates(); // ":/examples/….cluster.json"

    QStringList recentFiles() const;
    void clearRecentFiles();

signals:
    void message(const QString& text);
    void recentFilesChanged();

private:
    bool saveTo(const QString& path);
    void remember(const QString& path);

    DesignDocument& m_document;
    QWidget* m_window;
};

} // namespace cd::ui
