#pragma once

#include "bom_line.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <vector>

// The build-out sub-lines of a BOM's server line (docs/buildout.md): one line per slot, with
// the part's name and vendor part number, quantity = servers, and per server the price the
// slot adds to the server line (0 for the reference configuration, which the server price
// includes; the difference for another part or count).
namespace cd::core {

std::vector<BomLine> buildoutLines(const Device& server, const CatalogItem& chassis,
                                   const CatalogView& catalog, int servers);

} // namespace cd::core
