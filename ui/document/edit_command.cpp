#include "edit_command.h"

#include "design_document.h"

namespace cd::ui {

EditCommand::EditCommand(DesignDocument& document, core::EditPtr edit)
    : m_document(document), m_forward(std::move(edit))
{
    setText(QString::fromStdString(m_forward->description()));
}

void EditCommand::redo()
{
    m_backward = m_forward->apply(m_document.mutableDesign());
    m_document.notifyChanged();
}

void EditCommand::undo()
{
    m_forward = m_backward->apply(m_document.mutableDesign());
    m_document.notifyChanged();
}

} // namespace cd::ui
