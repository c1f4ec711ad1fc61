#pragma once

// The proposal's TCO page and its formula annex (issue 25; docs/tco.md): each variant's total
// cost of ownership under its own assumptions, training and serving the comparison's model,
// against renting the same GPUs; then every formula the figures come from and the source of
// every assumption. Every figure is core's (VariantAnalysis::tco and servingTco). QtGui only.
#include "analysis/compare/comparison.h"

#include <QRectF>

#include <vector>

class QPainter;

namespace cd::report {

// The TCO table (a column per variant) from `area`'s top; returns the y below it.
double paintTcoTable(QPainter& p, const QRectF& area, const core::Comparison& c,
                     const std::vector<core::VariantAnalysis>& analyses);

// The annex: notation, each formula, and the assumptions' sources; returns the y below it.
double paintTcoAnnex(QPainter& p, const QRectF& area,
                     const std::vector<core::VariantAnalysis>& analyses);

} // namespace cd::report
