#pragma once

#include "edit.h"

#include <string>

// How the edit factories answer (edit_factory.cpp, power_edit_factory.cpp): an edit, or a
// refusal with a machine-readable code and a message for the user.
namespace cd::core::edits {

struct Result
{
    EditPtr edit;
    std::string error; // empty when `edit` is set
    std::string code;  // machine-readable reason: overlap, outside-rack, …

    explicit operator bool() const { return edit != nullptr; }
};

} // namespace cd::core::edits

namespace cd::core::edits::detail {

inline Result refuse(std::string code, std::string message)
{
    return Result{nullptr, std::move(message), std::move(code)};
}

inline Result accept(EditPtr edit)
{
    return Result{std::move(edit), {}, {}};
}

} // namespace cd::core::edits::detail
