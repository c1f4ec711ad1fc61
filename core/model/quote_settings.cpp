#include "quote_settings.h"

namespace cd::core {

std::string toString(MarginMode m)
{
    return m == MarginMode::Gross ? "gross" : "markup";
}

std::optional<MarginMode> marginModeFromString(const std::string& s)
{
    if (s == "markup")
        return MarginMode::Markup;
    if (s == "gross")
        return MarginMode::Gross;
    return std::nullopt;
}

std::string toString(RoundingMode m)
{
    return m == RoundingMode::Up ? "up" : "nearest";
}

std::optional<RoundingMode> roundingModeFromString(const std::string& s)
{
    if (s == "nearest")
        return RoundingMode::Nearest;
    if (s == "up")
        return RoundingMode::Up;
    return std::nullopt;
}

} // namespace cd::core
