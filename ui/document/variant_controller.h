#pragma once

#include <QObject>
#include <QString>

namespace cd::ui {

class DesignDocument;

// Turns variant intents (duplicate the one on screen, rename, remove, step through) into
// checked project edits on the document, one undo step each. Refusals become messages.
class VariantController : public QObject
{
    Q_OBJECT
public:
    explicit VariantController(DesignDocument& document, QObject* parent = nullptr);

    // A name for a copy of the variant on screen that no variant has yet ("… (2)").
    QString suggestedCopyName() const;
    bool duplicateActive(const QString& name);
    bool renameActive(const QString& name);
    bool removeActive();
    void next();
    void previous();

signals:
    void message(const QString& text);

private:
    DesignDocument& m_document;
};

} // namespace cd::ui
