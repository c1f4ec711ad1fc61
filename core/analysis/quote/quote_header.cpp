#include "quote_header.h"

#include "text/iso_date.h"

#include <chrono>

namespace cd::core {

std::string addDays(const std::string& isoDate, int days)
{
    const auto date = text::parseIsoDate(isoDate);
    if (!date)
        return {};
    return text::isoDate(std::chrono::sys_days(*date) + std::chrono::days(days));
}

std::string todayIso()
{
    return text::isoDate(std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
}

std::string issueDate(const std::string& fixed, const std::string& today)
{
    return fixed.empty() ? today : fixed;
}

} // namespace cd::core
