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
Json writeSources(const std::vector<Source>& sources);

} // namespace cd::core
