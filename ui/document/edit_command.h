#pragma once

#include "edit/edit.h"
#include "edit/project_edit.h"
#include "model/design.h"
#include "model/project.h"

#include <QUndoCommand>

#include <cstddef>

namespace cd::ui {

// What an undo command changes: the project of a document, brought to the variant the edit
// belongs to first (DesignDocument implements it).
class EditTarget
{
public:
    virtual std::size_t activeVariant() const = 0;
    virtual core::Design& mutableDesign() = 0;
    virtual core::Project& mutableProject() = 0;
    virtual void showVariantForEdit(std::size_t index) = 0;
    // After an edit of `scope` (what it could change, core::Edit::scopeOn).
    virtual void notifyChanged(core::EditScope scope) = 0;

protected:
    ~EditTarget() = default;
};

// Adapts a core edit to QUndoStack: redo applies the edit and keeps the inverse it returns;
// undo applies that inverse and keeps its inverse for the next redo. The edit belongs to the
// variant on screen when it was made, which comes back on screen when it is undone or redone.
class EditCommand final : public QUndoCommand
{
public:
    EditCommand(EditTarget& document, core::EditPtr edit);
    void redo() override;
    void undo() override;

private:
    EditTarget& m_document;
    std::size_t m_variant;
    core::EditPtr m_forward;
    core::EditPtr m_backward;
};

// The same for an edit of the project's variant list (duplicate, rename, remove, reorder).
class ProjectEditCommand final : public QUndoCommand
{
public:
    ProjectEditCommand(EditTarget& document, core::ProjectEditPtr edit);
    void redo() override;
    void undo() override;

private:
    EditTarget& m_document;
    core::ProjectEditPtr m_forward;
    core::ProjectEditPtr m_backward;
};

} // namespace cd::ui
