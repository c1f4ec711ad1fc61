#pragma once

// The Serving panel's text: the shown variant's figures (each with its unit) and, for a
// target, the nodes each variant needs. Displays what core computed.
#include "analysis/throughput/design_serving.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace cd::ui {

QString servingResultsHtml(const std::vector<core::throughput::VariantServing>& variants,
                           std::size_t active, const core::throughput::ServingInput& input);
QString servingSizingHtml(const std::vector<core::throughput::VariantServing>& variants,
                          const core::throughput::ServingTarget& target);

} // namespace cd::ui
