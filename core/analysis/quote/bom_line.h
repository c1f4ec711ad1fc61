#pragma once

#include <optional>
#include <string>

namespace cd::core {

struct BomLine
{
    std::string part; // catalog id
    std::string kind;
    std::string description;
    int quantity = 0;
    std::optional<double> unitPrice;
    std::optional<double> total;
    std::string currency;
    bool estimate = true;
    std::string priceDate;
    std::string priceSource;                      // source ids, comma separated
    std::optional<double> lengthM = std::nullopt; // cables: one line per part and length
    // The vendor part number: for a cable, the one whose length code orders this length
    // (part_number.h); otherwise the catalog item's first, without its note.
    std::string partNumber = {};
    // A build-out sub-line of the server line above it (bom_buildout.h): kind "server", the
    // part a component, quantity the servers, the price what the slot adds per server.
    bool option = false;
    // A build-out sub-line of the reference configuration: in the server line's price.
    bool reference = false;
    // Listed beneath its server line: a build-out sub-line, or the adapters fitted in each of
    // those servers (a priced line of its own, kind "nic").
    bool withServer = false;
    // A build-out sub-line's parts per server, and the reference it is priced against, so a
    // price list that prices both can price the difference (quote.h).
    int countPerServer = 0;
    std::string referencePart = {};
    int referenceCountPerServer = 0;
};

} // namespace cd::core
