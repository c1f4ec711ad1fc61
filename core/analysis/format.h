#pragma once

#include <string>

// Figures in issue messages, written the same way everywhere ("40.8 kW", "3300 W").
namespace cd::core::format {

std::string fixed(double v, int decimals);
std::string kw(double watts);    // one decimal: "16.8 kW"
std::string watts(double watts); // whole watts: "3300 W"
// Drops a trailing ".0" so settings read as the user typed them: 400 V, 0.95.
std::string plain(double v);

} // namespace cd::core::format
