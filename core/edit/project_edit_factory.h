#pragma once

#include "project_edit.h"

#include <string>

// The checked way to make project edits (the GUI's variant menu, tests), as edit_factory.h is
// for design edits: each function returns an edit ready to apply or refuses with a code
// (`no-variant`, `name-empty`, `name-taken`, `last-variant`) and a message; none changes the
// project itself.
namespace cd::core::project_edits {

struct Result
{
    ProjectEditPtr edit;
    std::string error; // empty when `edit` is set
    std::string code;

    explicit operator bool() const { return edit != nullptr; }
};

// A deep copy of variant `index` named `name`, inserted right after it and made active.
Result duplicateVariant(const Project& project, std::size_t index, const std::string& name);
// Names are non-empty and unique within the project.
Result renameVariant(const Project& project, std::size_t index, const std::string& name);
// Refuses to remove the last variant. The active variant stays active; when it is the one
// removed, the one before it (or the new first, when it was first) becomes active.
Result removeVariant(const Project& project, std::size_t index);
// Moves variant `from` to position `to` (both indices in the current list).
Result moveVariant(const Project& project, std::size_t from, std::size_t to);

} // namespace cd::core::project_edits
