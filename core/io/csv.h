#pragma once

#include <string>

namespace cd::core {

// One CSV field (RFC 4180): quoted when it holds a comma, quote or line break.
inline std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

} // namespace cd::core
