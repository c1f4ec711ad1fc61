#include "format.h"

#include "text/c_numbers.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cd::core::format {

namespace {

// printf's "1234.5" with the installed decimal mark.
std::string styled(std::string c)
{
    const std::string& mark = text::numberStyle().decimal;
    if (mark != ".")
        if (const std::size_t point = c.find('.'); point != std::string::npos)
            c.replace(point, 1, mark);
    return c;
}

} // namespace

std::string fixed(double v, int decimals)
{
    return styled(text::cFixed(v, decimals));
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
    return styled(text::cGeneral(v));
}

std::string grouped(double v, int decimals)
{
    const std::string text = text::cFixed(v, decimals);
    const std::size_t sign = text.front() == '-' ? 1 : 0;
    const std::size_t point = std::min(text.find('.'), text.size());
    const std::string& group = text::numberStyle().group;
    std::string out = text.substr(0, sign);
    for (std::size_t i = sign; i < point; ++i) {
        if (i > sign && (point - i) % 3 == 0)
            out += group;
        out.push_back(text[i]);
    }
    return out + styled(text.substr(point));
}

std::string tokenCount(double tokens)
{
    // In billions, in words: "1 T tokens" read as a unit, and "trillion" has no French word
    // that reads the same (a French "billion" is 10^12); the GUI says "1 000 milliards" too.
    if (tokens >= 1e9) {
        const double billions = tokens / 1e9;
        return text::arg(text::translate("Format", "%1 billion"),
                         {grouped(billions, billions == std::floor(billions) ? 0 : 1)});
    }
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
