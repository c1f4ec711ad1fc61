#include "translation.h"

#include <utility>

namespace cd::core::text {

namespace {

Lookup& lookup()
{
    static Lookup installed;
    return installed;
}

NumberStyle& style()
{
    static NumberStyle installed;
    return installed;
}

} // namespace

void setLookup(Lookup l)
{
    lookup() = std::move(l);
}

std::string translate(const char* context, const char* english)
{
    if (!lookup())
        return english;
    std::string found = lookup()(context, english);
    return found.empty() ? std::string(english) : found;
}

std::string arg(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        const bool digit = i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9';
        const std::size_t n = digit ? std::size_t(pattern[i + 1] - '1') : args.size();
        if (c == '%' && n < args.size()) {
            out += *(args.begin() + n);
            ++i;
        } else {
            out.push_back(c);
        }
    }
    return out;
}

const NumberStyle& numberStyle()
{
    return style();
}

void setNumberStyle(NumberStyle s)
{
    style() = std::move(s);
}

} // namespace cd::core::text
