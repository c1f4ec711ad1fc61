#pragma once

#include "analysis/analyze.h"
#include "analysis/fabric/link_ends.h"
#include "edit/edit.h"
#include "edit/project_edit.h"
#include "edit_command.h"
#include "model/catalog_view.h"
#include "model/design.h"
#include "model/design_catalog.h"
#include "model/project.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>

#include <cstdint>
#include <memory>
#include <optional>

namespace cd::ui {

// One open project: its variants of a design, the undo stack and the latest analysis of the
// variant on screen. Every change goes through apply() (an edit of the shown variant) or
// applyProjectEdit() (the variant list), each pushing a QUndoCommand, so undo/redo, the
// modified flag and the views all see the same stream of edits. One history serves all
// variants: undoing an edit of another variant first brings that variant on screen.
class DesignDocument : public QObject, public EditTarget
{
    Q_OBJECT
public:
    explicit DesignDocument(const core::CatalogView& catalog, QObject* parent = nullptr);
    ~DesignDocument() override;

    const core::Project& project() const { return m_project; }
    // The variant on screen.
    const core::Design& design() const { return m_project.activeDesign(); }
    std::size_t activeVariant() const override { return m_project.active; }
    // The whole analysis of the variant on screen, up to date: after an edit that only placed
    // devices it runs here if the deferred run (before changed()) has not yet.
    const core::Report& report() const;
    // Servers, GPUs, GPU memory, power and BOM of the variant on screen, current after every
    // edit. After a placement edit they come first (figuresChanged()), computed without the
    // rest of the analysis, which runs once the event loop turns and ends with changed().
    const core::DesignFigures& figures() const
    {
        return m_analysisPending ? m_placementFigures : m_report;
    }
    // A placement edit's changed() is still to come: a view that also listens to changed()
    // waits for it rather than read report() now, which would run the analysis the deferral
    // keeps out of the way of the figures.
    bool changePending() const { return m_changePending; }
    // The analysis of the last placement edit has not run (no report() since).
    bool analysisPending() const { return m_analysisPending; }
    // Counts the changes the views were told of: a view that updated early on
    // figuresChanged() knows changed() is for the same change.
    std::uint64_t changeSerial() const { return m_serial; }
    const core::CatalogView& catalog() const { return m_catalog; }
    // The catalog the shown design is analysed against: its embedded entries over catalog().
    // Rebuilt with every change (it points into the design), so read it anew after one.
    const core::CatalogView& designCatalog() const { return *m_designCatalog; }
    QUndoStack* undoStack() { return &m_undo; }
    const QString& filePath() const { return m_path; }
    // A file of the user's to save to: not untitled, not a bundled template (a ":/" resource).
    bool hasOwnFile() const { return !m_path.isEmpty() && !m_path.startsWith(':'); }
    bool isModified() const { return !m_undo.isClean() || m_recovered; }
    // A design restored from a recovery file is unsaved work even with an empty undo stack.
    void markRecovered();

    // Throws core::LoadError / core::SaveError; the GUI shows the message.
    // The whole project of a recovery file (every variant, quote and customer settings),
    // under the path it was edited as: saving writes there, and it counts as unsaved work.
    void restore(const QString& recoveryFile, const QString& originalPath);
    void save(const QString& path);
    void reset(core::Design design, const QString& path = {});
    void reset(core::Project project, const QString& path = {});

    void apply(core::EditPtr edit);
    void applyProjectEdit(core::ProjectEditPtr edit);
    // Shows another variant. Not an edit: nothing changes in the file but the variant it
    // opens on.
    void setActiveVariant(std::size_t index);
    // The analyses again, in the language now installed (their words are made in it): after a
    // language switch. Not an edit.
    void reanalyze() { notifyChanged(); }

    // Used by the undo commands only.
    core::Design& mutableDesign() override { return m_project.activeDesign(); }
    core::Project& mutableProject() override { return m_project; }
    // Brings variant `index` on screen before an edit of it is applied or undone.
    void showVariantForEdit(std::size_t index) override;
    void notifyChanged(core::EditScope scope = core::EditScope::Anything) override;

signals:
    // The figures are current (before changed() for a placement edit, else just before it).
    void figuresChanged();
    // The design changed and report() is its analysis.
    void changed();
    void modifiedChanged();
    void filePathChanged(const QString& path);
    // The variant list changed (added, removed, renamed, reordered).
    void variantsChanged();
    // Another variant is on screen; selections of the previous one no longer apply.
    void activeVariantChanged();

private:
    void analyseNow() const;
    void dropLinkEnds();
    void finishChange();
    std::vector<std::string> variantNames() const;

    const core::CatalogView& m_catalog;
    core::Project m_project;
    std::unique_ptr<core::DesignCatalog> m_designCatalog;
    // Run lazily (report()) between a placement edit and the deferred finishChange().
    mutable core::Report m_report;
    // The figures of a placement edit whose analysis has not run yet.
    core::DesignFigures m_placementFigures;
    mutable bool m_analysisPending = false;
    // The link ends of the last analysis, with the catalog view they were resolved against,
    // kept across placement edits (which change no link, port or part: half a million links
    // at 16,384 nodes are not resolved again); dropped after any other change.
    mutable std::unique_ptr<core::DesignCatalog> m_endsCatalog;
    mutable std::optional<core::LinkEnds> m_ends;
    bool m_changePending = false;
    std::uint64_t m_serial = 0;
    QTimer m_finish;
    QUndoStack m_undo;
    QString m_path;
    bool m_recovered = false;
    // What the views were last told: the variant on screen and the variant list.
    std::size_t m_shown = static_cast<std::size_t>(-1);
    std::vector<std::string> m_variantNames;
};

} // namespace cd::ui
