#pragma once

// How the edit factories answer (edit_factory.cpp, power_edit_factory.cpp): an edit, or a
// refusal with a machine-readable code and a message for the user.
#include "edit_factory.h"

#include <string>

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
