#pragma once

// Edits of a project's variant list (issue 9): insert (duplicate), remove, rename, reorder.
// Like a Design Edit (edit.h), apply() performs the change and returns the edit that undoes
// it, so apply followed by the returned edit gives back the same project, byte for byte in
// the saved file, active variant included. Edits inside one variant stay Design edits: the
// GUI keeps one undo history per variant and one for the project's variant list.
#include "edit/edit.h"
#include "model/project.h"

#include <cstddef>
#include <memory>
#include <string>

namespace cd::core {

class ProjectEdit
{
public:
    virtual ~ProjectEdit() = default;
    virtual std::unique_ptr<ProjectEdit> apply(Project& project) const = 0;
    virtual std::string description() const = 0;
};

using ProjectEditPtr = std::unique_ptr<ProjectEdit>;

// Puts `variant` at `index` and makes variant `activeAfter` the active one (the new one, for
// a duplicate). The inverse removes it and restores the active variant.
class InsertVariant final : public ProjectEdit
{
public:
    InsertVariant(std::size_t index, DesignVariant variant, std::size_t activeAfter);
    ProjectEditPtr apply(Project& project) const override;
    std::string description() const override;

private:
    std::size_t m_index;
    DesignVariant m_variant;
    std::size_t m_activeAfter;
};

// Takes out the variant at `index` and makes `activeAfter` (an index in the shorter list)
// the active one. The inverse puts it back and restores the active variant.
class RemoveVariant final : public ProjectEdit
{
public:
    RemoveVariant(std::size_t index, std::size_t activeAfter)
        : m_index(index), m_activeAfter(activeAfter)
    {
    }
    ProjectEditPtr apply(Project& project) const override;
    std::string description() const override { return "Remove variant"; }

private:
    std::size_t m_index;
    std::size_t m_activeAfter;
};

class RenameVariant final : public ProjectEdit
{
public:
    RenameVariant(std::size_t index, std::string name);
    ProjectEditPtr apply(Project& project) const override;
    std::string description() const override;

private:
    std::size_t m_index;
    std::string m_name;
};

// Moves the variant at `from` to position `to`; the active variant stays the same variant.
class MoveVariant final : public ProjectEdit
{
public:
    MoveVariant(std::size_t from, std::size_t to) : m_from(from), m_to(to) {}
    ProjectEditPtr apply(Project& project) const override;
    std::string description() const override { return "Reorder variants"; }

private:
    std::size_t m_from;
    std::size_t m_to;
};

} // namespace cd::core
