#include "project_edit.h"
#include "text/translation.h"

namespace cd::core {

namespace {

void check(bool ok, const char* what)
{
    if (!ok)
        throw EditError(std::string("project edit: ") + what);
}

} // namespace

InsertVariant::InsertVariant(std::size_t index, DesignVariant variant, std::size_t activeAfter)
    : m_index(index), m_variant(std::move(variant)), m_activeAfter(activeAfter)
{
}

ProjectEditPtr InsertVariant::apply(Project& project) const
{
    check(m_index <= project.variants.size() && m_activeAfter <= project.variants.size(),
          "insert index out of range");
    const std::size_t activeBefore = project.active;
    project.variants.insert(project.variants.begin() + std::ptrdiff_t(m_index), m_variant);
    project.active = m_activeAfter;
    return std::make_unique<RemoveVariant>(m_index, activeBefore);
}

std::string InsertVariant::description() const
{
    return text::arg(text::translate("Edit", "Add variant \"%1\""), {m_variant.name});
}

ProjectEditPtr RemoveVariant::apply(Project& project) const
{
    check(m_index < project.variants.size() && project.variants.size() > 1 &&
              m_activeAfter + 1 < project.variants.size(),
          "remove index out of range");
    const std::size_t activeBefore = project.active;
    DesignVariant removed = std::move(project.variants[m_index]);
    project.variants.erase(project.variants.begin() + std::ptrdiff_t(m_index));
    project.active = m_activeAfter;
    return std::make_unique<InsertVariant>(m_index, std::move(removed), activeBefore);
}

RenameVariant::RenameVariant(std::size_t index, std::string name)
    : m_index(index), m_name(std::move(name))
{
}

ProjectEditPtr RenameVariant::apply(Project& project) const
{
    check(m_index < project.variants.size(), "rename index out of range");
    std::string old = std::exchange(project.variants[m_index].name, m_name);
    return std::make_unique<RenameVariant>(m_index, std::move(old));
}

std::string RenameVariant::description() const
{
    return text::arg(text::translate("Edit", "Rename variant to \"%1\""), {m_name});
}

ProjectEditPtr MoveVariant::apply(Project& project) const
{
    auto& v = project.variants;
    check(m_from < v.size() && m_to < v.size(), "move index out of range");
    DesignVariant moving = std::move(v[m_from]);
    v.erase(v.begin() + std::ptrdiff_t(m_from));
    v.insert(v.begin() + std::ptrdiff_t(m_to), std::move(moving));
    // The active variant keeps its identity: follow it through the erase and the insert.
    std::size_t a = project.active;
    if (a == m_from)
        a = m_to;
    else {
        if (a > m_from)
            --a;
        if (a >= m_to)
            ++a;
    }
    project.active = a;
    return std::make_unique<MoveVariant>(m_to, m_from);
}

} // namespace cd::core
