#pragma once

#include "edit/edit.h"

#include <QUndoCommand>

namespace cd::ui {

class DesignDocument;

// Adapts a core edit to QUndoStack: redo applies the edit and keeps the inverse it returns;
// undo applies that inverse and keeps its inverse for the next redo.
class EditCommand final : public QUndoCommand
{
public:
    EditCommand(DesignDocument& document, core::EditPtr edit);
    void redo() override;
    void undo() override;

private:
    DesignDocument& m_document;
    core::EditPtr m_forward;
    core::EditPtr m_backward;
};

} // namespace cd::ui
