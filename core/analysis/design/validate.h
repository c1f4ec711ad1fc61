#pragma once

#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

namespace cd::core {

// Checks the rules of a design: unknown catalog ids (warning: they load as placeholders),
// devices outside their rack or overlapping (error), GPU choices the chassis cannot take
// (error), links to missing devices or ports, ports used twice, mixed speeds.
// `ends`, when given, are the design's links already resolved (analyze shares them with the
// fabric report); otherwise they are resolved here.
class LinkEnds;
void validateDesign(const Design& design, const CatalogView& catalog, Issues& issues,
                    const LinkEnds* ends = nullptr);

} // namespace cd::core
