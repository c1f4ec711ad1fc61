#pragma once

#include "catalog_sources.h"
#include "model/catalog_view.h"

#include <vector>

namespace cd::catalog {

struct CatalogContents
{
    std::vector<core::CatalogItem> items;
    std::vector<core::Source> sources;
};

// Parses and cross-checks catalog source files: ids unique across files, every cited source
// present (and the same in every file that lists it), GPU options naming GPU items.
// Items and sources of `known` (the built-in catalog, when importing user items) count as
// present. Throws core::LoadError naming the file and JSON path.
CatalogContents parseCatalogSources(const std::vector<CatalogSourceFile>& files,
                                    const core::CatalogView* known = nullptr);

} // namespace cd::catalog
