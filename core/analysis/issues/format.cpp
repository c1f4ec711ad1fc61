#include "format.h"

#include <algorithm>
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

std::string grouped(double v, int decimals)
{
    const std::string text = fixed(v, decimals);
    const std::size_t sign = text.front() == '-' ? 1 : 0;
    const std::size_t point = std::min(text.find('.'), text.size());
    std::string out = text.substr(0, sign);
    for (std::size_t i = sign; i < point; ++i) {
        if (i > sign && (point - i) % 3 == 0)
            out.push_back(',');
        out.push_back(text[i]);
    }
    return out + text.substr(point);
}

std::string tokenCount(double tokens)
{
    if (tokens >= 1e12)
        return plain(tokens / 1e12) + " T";
    if (tokens >= 1e9)
        return plain(tokens / 1e9) + " B";
    return grouped(tokens, 0);
}

std::string joined(const std::vector<std::string>& items, std::string_view separator)
{
    std::string out;
    for (const std::string& item : items) {
        if (!out.empty())
            out += separator;
        out += item;
    }
    return out;
}

} // namespace cd::core::format
