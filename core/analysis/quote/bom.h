#pragma once

#include "analysis/fabric/fabric_report.h"
#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

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
    // (part_number.h); otherwise the catalog item's first.
    std::string partNumber = {};
};

struct BomReport
{
    std::vector<BomLine> lines;
    double total = 0; // sum of priced lines in `currency`
    std::string currency = "USD";
    int unpricedLines = 0;
    bool allEstimates = true;
};

// One line per catalog part: racks, servers (and their GPUs, unless the system price
// includes them), fitted NICs, switches, storage, PDUs, and from the fabric report the
// physical cables (per length) and transceivers. Prices are the catalog's public estimates;
// a part without a price is listed without one and reported once.
BomReport buildBom(const Design& design, const CatalogView& catalog, const FabricReport& fabric,
                   Issues& issues);

} // namespace cd::core
