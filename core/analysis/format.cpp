#include "format.h"

#include <cstdio>

namespace cd::core::format {

std::string fixed(double v, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string kw(double w)
{
    return fixed(w / 1000.0, 1) + " kW";
}

std::string watts(double w)
{
    return fixed(w, 0) + " W";
}

std::string plain(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace cd::core::format
