#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// NVIDIA LinkX length code of a cable part number: whole metres as three digits ("003" for
// 3 m, "030" for 30 m), half metres as two digits and "A" ("00A" for 0.5 m, "01A" for 1.5 m),
// as in MCP4Y10-N01A or 980-9IA0Q-00N01A. nullopt for other lengths (0.25 m steps, > 999 m).
std::optional<std::string> linkxLengthCode(double lengthM);

// The part number among `partNumbers` that orders the cable at `lengthM`: the first whose
// speed letter and length code (N003, H030) ends a word, flat-top variants last, with any
// "(…)" note removed. Empty when none names that length: the caller keeps the family's.
std::string partNumberForLength(const std::vector<std::string>& partNumbers, double lengthM);

} // namespace cd::core
