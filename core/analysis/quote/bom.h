#pragma once

#include "analysis/fabric/fabric_report.h"
#include "analysis/issues/issue.h"
#include "bom_line.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

struct BomReport
{
    std::vector<BomLine> lines;
    double total = 0; // sum of priced lines in `currency`
    std::string currency = "USD";
    int unpricedLines = 0;
    bool allEstimates = true;
};

// One line per catalog part: racks, servers (one line per build-out, each followed by its
// build-out sub-lines; and their GPUs, unless the system price includes them), fitted NICs,
// switches, storage, PDUs, and from the fabric report the physical cables (per length) and
// transceivers. Prices are the catalog's public estimates; a part without a price is listed without
// one and reported once.
BomReport buildBom(const Design& design, const CatalogView& catalog, const FabricReport& fabric,
                   Issues& issues);

} // namespace cd::core
