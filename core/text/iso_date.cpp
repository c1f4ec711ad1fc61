#include "iso_date.h"

#include <cstdio>

namespace cd::core::text {

std::optional<std::chrono::year_month_day> parseIsoDate(const std::string& text)
{
    int y = 0;
    unsigned m = 0, d = 0;
    char end = 0;
    if (text.size() != 10 || std::sscanf(text.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &end) != 3)
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year(y), std::chrono::month(m),
                                           std::chrono::day(d)};
    if (!date.ok())
        return std::nullopt;
    return date;
}

std::string isoDate(const std::chrono::year_month_day& date)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(date.year()), unsigned(date.month()),
                  unsigned(date.day()));
    return buf;
}

} // namespace cd::core::text
