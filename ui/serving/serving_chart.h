#pragma once

// The Serving panel's chart: each variant's output tokens/s per GPU against tokens/s per user
// over its concurrencies (core's servingCurve), the point at the chosen concurrency marked. It
// displays; it computes nothing.
#include "analysis/throughput/design_serving.h"

#include <cstddef>
#include <vector>

class QChart;

namespace cd::ui {

QChart* servingCurveChart(const std::vector<core::throughput::VariantServing>& variants,
                          std::size_t active);

} // namespace cd::ui
