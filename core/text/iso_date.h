#pragma once

// Calendar dates written YYYY-MM-DD, as quotes and documents carry them: one parser for the
// quote file's date, its check and the validity counted from it.
#include <chrono>
#include <optional>
#include <string>

namespace cd::core::text {

// The date `text` names when it is exactly YYYY-MM-DD and a real calendar date ("2025-02-30",
// "2025-6-1" and "99999-01-01" are not); nullopt otherwise.
std::optional<std::chrono::year_month_day> parseIsoDate(const std::string& text);

// `date` written YYYY-MM-DD.
std::string isoDate(const std::chrono::year_month_day& date);

} // namespace cd::core::text
