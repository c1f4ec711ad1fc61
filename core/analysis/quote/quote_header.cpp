#include "quote_header.h"

#include <chrono>
#include <cstdio>

namespace cd::core {

std::string addDays(const std::string& isoDate, int days)
{
    int y = 0;
    unsigned m = 0, d = 0;
    if (std::sscanf(isoDate.c_str(), "%d-%u-%u", &y, &m, &d) != 3)
        return {};
    const std::chrono::year_month_day ymd{std::chrono::year(y), std::chrono::month(m),
                                          std::chrono::day(d)};
    if (!ymd.ok())
        return {};
    const std::chrono::year_month_day out{std::chrono::sys_days(ymd) + std::chrono::days(days)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(out.year()), unsigned(out.month()),
                  unsigned(out.day()));
    return buf;
}

std::string todayIso()
{
    const auto now = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{now};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                  unsigned(ymd.day()));
    return buf;
}

std::string issueDate(const std::string& fixed, const std::string& today)
{
    return fixed.empty() ? today : fixed;
}

} // namespace cd::core
