#pragma once

#include "analysis/tco/design_tco.h"

class QChart;

namespace cd::ui {

// The cost of a year by what it pays for (capital, energy, colocation, ...), one bar.
QChart* tcoBreakdownChart(const core::tco::DesignTco& t);
// The drivers that move the cost of a GPU-hour most, each set 20 % below and above its value:
// the change in the cost of a GPU-hour, largest first (a tornado chart).
QChart* tcoSensitivityChart(const core::tco::DesignTco& t);

} // namespace cd::ui
