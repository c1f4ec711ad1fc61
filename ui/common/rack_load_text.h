#pragma once

#include "analysis/power/rack_load.h"

#include <QString>

namespace cd::ui {

// What a rack's load is measured against, in words: "feed B when A fails", "the air cooling
// limit" (core/analysis/power/rack_load.h computes the figure; the canvas and the Power dock
// show it).
QString loadLimitText(const core::RackLoad& load);

} // namespace cd::ui
