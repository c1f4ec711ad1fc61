#pragma once

#include <string>
#include <string_view>
#include <vector>

// Figures in issue messages, written the same way everywhere ("40.8 kW", "3300 W").
namespace cd::core::format {

std::string fixed(double v, int decimals);
std::string kw(double watts);    // one decimal: "16.8 kW"
std::string watts(double watts); // whole watts: "3300 W"
// Drops a trailing ".0" so settings read as the user typed them: 400 V, 0.95.
std::string plain(double v);
// Thousands grouped, `decimals` places: grouped(1234567.891, 2) = "1,234,567.89" in English,
// "1 234 567,89" with a French number style (text/translation.h), as fixed and plain mark the
// decimals.
std::string grouped(double v, int decimals);
// Token counts as training runs are quoted, always followed by the word for tokens: 10^12 ->
// "1,000 billion" ("1 000 milliards de" in French, before "jetons"), 3 x 10^11 -> "300
// billion", below 10^9 grouped ("5,000,000").
std::string tokenCount(double tokens);
// The items one after another, `separator` between them: joined({"a", "b"}, ", ") = "a, b".
std::string joined(const std::vector<std::string>& items, std::string_view separator);

} // namespace cd::core::format
