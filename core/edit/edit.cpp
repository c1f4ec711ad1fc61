#include "edit.h"

#include <algorithm>

namespace cd::core {

CompoundEdit::CompoundEdit(std::string description, std::vector<EditPtr> parts)
    : m_description(std::move(description)), m_parts(std::move(parts))
{
}

EditPtr CompoundEdit::apply(Design& design) const
{
    std::vector<EditPtr> inverses;
    inverses.reserve(m_parts.size());
    try {
        for (const EditPtr& part : m_parts)
            inverses.push_back(part->apply(design));
    } catch (...) {
        // Leave the design as it was: undo what already ran, newest first.
        for (auto it = inverses.rbegin(); it != inverses.rend(); ++it)
            (*it)->apply(design);
        throw;
    }
    std::reverse(inverses.begin(), inverses.end());
    return std::make_unique<CompoundEdit>(m_description, std::move(inverses));
}

EditScope CompoundEdit::scopeOn(const Design& before) const
{
    for (const EditPtr& part : m_parts)
        if (part->scopeOn(before) != EditScope::Placement)
            return EditScope::Anything;
    return m_parts.empty() ? EditScope::Anything : EditScope::Placement;
}

} // namespace cd::core
