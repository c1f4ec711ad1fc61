#pragma once

// The Performance panel's two text tabs, each built afresh from a DesignPrediction (core): the
// results (layout, figures, scaling efficiency) and the assumptions behind them. They display;
// they compute nothing.
#include "analysis/throughput/design_prediction.h"

class QString;

namespace cd::ui {

// `trainBillionTokens`: the token count the time to train is for, in billions, as entered.
QString performanceResultsHtml(const core::throughput::DesignPrediction& p,
                               double trainBillionTokens);
QString performanceAssumptionsHtml(const core::throughput::DesignPrediction& p);

} // namespace cd::ui
