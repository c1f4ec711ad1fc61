#pragma once

// The Performance panel's three charts, each built afresh from a DesignPrediction (core): the
// step-time breakdown, tokens/s against node count per fabric, and memory per GPU against what
// is usable. They display; they compute nothing.
#include "analysis/throughput/design_prediction.h"

class QChart;
class QString;

namespace cd::ui {

QChart* stepBreakdownChart(const core::throughput::DesignPrediction& p);
QChart* scalingChart(const core::throughput::DesignPrediction& p);
// The note the scaling chart carries when the fabric lines coincide; empty otherwise.
QString overlapNote(const core::throughput::DesignPrediction& p);
// What the legend's percentages compare ("%: scaling efficiency 8 → 32 nodes ..."); empty when
// the design has no smaller node count to compare with.
QString efficiencySubtitle(const core::throughput::DesignPrediction& p);
QChart* memoryFitChart(const core::throughput::DesignPrediction& p);

} // namespace cd::ui
