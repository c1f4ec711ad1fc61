#pragma once

#include "analysis/tco/design_tco.h"

#include <ostream>

namespace cd::cli {

// `tco` without --json: the figures a reader checks first, each with its unit, then the
// assumptions with their sources.
void printTcoText(const core::tco::DesignTco& t, std::ostream& out);

} // namespace cd::cli
