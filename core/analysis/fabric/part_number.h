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

// The part number a customer orders by: the one for `lengthM` where a cable's list names it,
// else the first, without its "(…)" note; empty when the item lists none.
std::string orderingPartNumber(const std::vector<std::string>& partNumbers,
                               std::optional<double> lengthM);

// A LinkX family name written with a length placeholder ("MCP4Y10-Nxxx") as the product at
// `lengthM` ("MCP4Y10-N00A" at 0.5 m); any other name unchanged.
std::string modelAtLength(const std::string& model, double lengthM);
// "Vendor model" as the product at `lengthM` ("NVIDIA MCP4Y10-N00A"), the vendor left out
// where there is none.
std::string productAtLength(const std::string& vendor, const std::string& model, double lengthM);

} // namespace cd::core
