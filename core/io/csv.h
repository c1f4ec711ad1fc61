#pragma once

#include "text/c_numbers.h"

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

// A number in a CSV field: always a decimal point, whatever language the interface speaks (a
// French "15,0" would split the field).
inline std::string csvNumber(double v, int decimals)
{
    return text::cFixed(v, decimals);
}

// The BOM and quote CSVs' last column: "buildout" for a build-out sub-line of the server line
// above, "fitted" for the adapters fitted in those servers, empty for a line of its own.
inline std::string serverAbove(bool option, bool withServer)
{
    return option ? "buildout" : withServer ? "fitted" : "";
}

} // namespace cd::core
