#include "edit_command.h"

namespace cd::ui {

EditCommand::EditCommand(EditTarget& document, core::EditPtr edit)
    : m_document(document), m_variant(document.activeVariant()), m_forward(std::move(edit))
{
    setText(QString::fromStdString(m_forward->description()));
}

void EditCommand::redo()
{
    m_document.showVariantForEdit(m_variant);
    const core::EditScope scope = m_forward->scopeOn(m_document.mutableDesign());
    // Only the edit that undoes this one is kept: a fabric of half a million links is held by
    // the design alone, not by the design and the undo stack.
    m_backward = std::move(*m_forward).applyOnce(m_document.mutableDesign());
    m_forward.reset();
    m_document.notifyChanged(scope);
}

void EditCommand::undo()
{
    m_document.showVariantForEdit(m_variant);
    const core::EditScope scope = m_backward->scopeOn(m_document.mutableDesign());
    m_forward = std::move(*m_backward).applyOnce(m_document.mutableDesign());
    m_backward.reset();
    m_document.notifyChanged(scope);
}

ProjectEditCommand::ProjectEditCommand(EditTarget& document, core::ProjectEditPtr edit)
    : m_document(document), m_forward(std::move(edit))
{
    setText(QString::fromStdString(m_forward->description()));
}

void ProjectEditCommand::redo()
{
    m_backward = m_forward->apply(m_document.mutableProject());
    m_document.notifyChanged(core::EditScope::Anything);
}

void ProjectEditCommand::undo()
{
    m_forward = m_backward->apply(m_document.mutableProject());
    m_document.notifyChanged(core::EditScope::Anything);
}

} // namespace cd::ui
