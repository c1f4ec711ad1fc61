#pragma once

#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <optional>

namespace cd::core {

// The host memory a server's build-out fits, GB (DIMMs x their `capacity_gb`); nullopt when the
// chassis has no build-out or its DIMMs publish no size.
std::optional<double> hostMemoryGb(const Device& server, const CatalogItem& chassis,
                                   const CatalogView& catalog);

// The GPU memory the server carries, GB; 0 when unknown.
double gpuMemoryGb(const Device& server, const CatalogItem& chassis, const CatalogView& catalog);

// Every server's build-out: a choice its chassis cannot take or memory it cannot run balanced
// is an error (buildout-invalid, buildout-unbalanced-memory); less host memory than GPU memory
// is a warning (buildout-memory-per-gpu).
void checkBuildouts(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
