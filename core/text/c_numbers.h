#pragma once

// Numbers written as the C locale writes them, whatever the process's locale (issue 22). Qt's
// application object sets the C library's locale from the environment (LANG / LC_ALL), and
// printf then writes "1,50" on a French system: in CSV files, JSON, part numbers and any text
// that core styles afterwards (format.h). std::to_chars never reads the locale.
#include <string>

namespace cd::core::text {

// printf's "%.*f": 1234.5 with 2 decimals is "1234.50".
std::string cFixed(double v, int decimals);

// printf's "%g": six significant digits, no trailing zeros, an exponent from 1e6 on ("1e+06").
std::string cGeneral(double v);

} // namespace cd::core::text
