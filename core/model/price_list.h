#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// One priced part from a reseller's price list. `key` is a part number or a catalog id.
struct PriceListEntry
{
    std::string key;
    double price = 0;
    std::string currency;
    std::optional<double> cost;
    int line = 0; // in the source file, 1-based (the header is line 1)

    bool operator==(const PriceListEntry&) const = default;
};

struct PriceList
{
    std::string name;   // how the user database knows it
    std::string source; // file it was imported from
    std::vector<PriceListEntry> entries;
};

// A line of a price list that could not be used, and why. The good lines import regardless.
struct PriceListProblem
{
    int line = 0;
    std::string field; // column name ("price", "currency", "part_number")
    std::string message;
};

// ISO 4217 codes we accept in price lists and exchange rates.
bool isKnownCurrency(const std::string& code);

} // namespace cd::core
