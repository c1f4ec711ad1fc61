#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

enum class Severity
{
    Error,
    Warning,
    Info
};

std::string_view toString(Severity s);

// Something the user should look at, tied to the object it concerns (an id of a rack,
// device or link, or a catalog id) so the GUI can select it.
struct Issue
{
    Severity severity = Severity::Warning;
    std::string code;
    std::string message;
    std::string object;
};

using Issues = std::vector<Issue>;

} // namespace cd::core
