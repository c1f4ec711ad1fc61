#pragma once

// What a fat-tree sizing reads from catalog items: the rails a server brings and the ports a
// switch offers, with how many ports one transceiver serves at each end.
#include "fat_tree.h"
#include "model/catalog_item.h"

#include <optional>

namespace cd::core {

// NICs of the server on the compute fabric: its ports with role "compute" (DGX H100: 8).
int computeRails(const CatalogItem& server);

// Logical ports of a switch: the `radix` spec, else its fabric ports; nullopt when unknown.
std::optional<int> switchRadix(const CatalogItem& sw);

// Fills rails (when `rails` is 0), radix and ports per transceiver from the catalog.
// Returns an empty string, or why the items cannot size a fabric.
std::string fillFromCatalog(FatTreeInput& in, const CatalogItem& server, const CatalogItem& sw);

} // namespace cd::core
