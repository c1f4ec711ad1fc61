#pragma once

#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

namespace cd::core {

// The GPU memory the server carries, GB; 0 when unknown.
double gpuMemoryGb(const Device& server, const CatalogItem& chassis, const CatalogView& catalog);

// Every server's build-out: a choice its chassis cannot take or memory it cannot run balanced
// is an error (buildout-invalid, buildout-unbalanced-memory); less host memory than GPU memory
// is a warning (buildout-memory-per-gpu).
void checkBuildouts(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
