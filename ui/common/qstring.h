#pragma once

#include <QString>

#include <string>

namespace cd {

// The one conversion of core's UTF-8 text to Qt at the ui's edge (DESIGN.md §2).
inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace cd
