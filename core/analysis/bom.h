#pragma once

#include "analysis/issue.h"
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
    std::string priceSource; // source ids, comma separated
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
// includes them), switches, storage, PDUs, cables from links. Prices are the catalog's
// public estimates; a part without a price is listed without one and reported.
BomReport buildBom(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
