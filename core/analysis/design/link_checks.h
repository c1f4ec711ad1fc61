#pragma once

// The checks of each link of a design (internal to validate.cpp): its ends' devices and ports,
// ports used twice, mixed speeds and its cable's reach.
#include "analysis/fabric/link_ends.h"
#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

namespace cd::core {

void checkLinks(const Design& design, const CatalogView& catalog, const LinkEnds& resolved,
                Issues& issues);

} // namespace cd::core
