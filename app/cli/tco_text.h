#pragma once

#include "analysis/tco/design_tco.h"
#include "tco_sizing_option.h"

#include <ostream>

namespace cd::cli {

// `tco` without --json: the figures a reader checks first, each with its unit, then the
// assumptions with their sources; the sizing answers the flags asked for.
void printTcoText(const core::tco::DesignTco& t, const TcoSizing& sizing, std::ostream& out);

} // namespace cd::cli
