#pragma once

#include "analysis/analyze.h"
#include "edit/edit.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace cd::ui {

// One open design: the model, its undo stack and the latest analysis. Every change goes
// through apply(), which pushes a QUndoCommand wrapping a core edit, so undo/redo, the
// modified flag and the views all see the same stream of edits.
class DesignDocument : public QObject
{
    Q_OBJECT
public:
    explicit DesignDocument(const core::CatalogView& catalog, QObject* parent = nullptr);
    ~DesignDocument() override;

    const core::Design& design() const { return m_design; }
    const core::Report& report() const { return m_report; }
    const core::CatalogView& catalog() const { return m_catalog; }
    QUndoStack* undoStack() { return &m_undo; }
    const QString& filePath() const { return m_path; }
    bool isModified() const { return !m_undo.isClean() || m_recovered; }
    // A design restored from a recovery file is unsaved work even with an empty undo stack.
    void markRecovered();

    // Throws core::LoadError / core::SaveError; the GUI shows the message.
    void load(const QString& path);
    void save(const QString& path);
    void reset(core::Design design, const QString& path = {});

    void apply(core::EditPtr edit);

    // Used by the undo commands only.
    core::Design& mutableDesign() { return m_design; }
    void notifyChanged();

signals:
    void changed();
    void modifiedChanged();
    void filePathChanged(const QString& path);

private:
    const core::CatalogView& m_catalog;
    core::Design m_design;
    core::Report m_report;
    QUndoStack m_undo;
    QString m_path;
    bool m_recovered = false;
};

} // namespace cd::ui
