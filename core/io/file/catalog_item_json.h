#pragma once

#include "io/json_reader.h"
#include "model/catalog_item.h"

#include <vector>

namespace cd::core {

// The catalog item format of resources/catalog/README.md, shared by the built-in catalog
// sources and the `catalog` section a design file embeds.
CatalogItem readCatalogItem(const JsonReader& r);
Json writeCatalogItem(const CatalogItem& item);

std::vector<Source> readSources(const JsonReader& r); // object: id -> {title,url,kind}

// What breaks a bound of input_limits.h in an item that did not come through readCatalogItem
// (one stored in a user database before the bounds existed): "ports[0].count 1000000000 is
// not from 1 to 4096"; empty when none.
std::string itemBoundsProblem(const CatalogItem& item);
Json writeSources(const std::vector<Source>& sources);

} // namespace cd::core
