#pragma once

#include "analysis/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

namespace cd::core {

// Checks the rules of a design: unknown catalog ids (warning: they load as placeholders),
// devices outside their rack or overlapping (error), GPU choices the chassis cannot take
// (error), links to missing devices or ports, ports used twice, mixed speeds.
void validateDesign(const Design& design, const CatalogView& catalog, Issues& issues);

} // namespace cd::core
