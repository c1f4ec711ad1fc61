#pragma once

#include "design.h"

#include <string>

namespace cd::core {

// The name a new device gets when the user gives none: the catalog id without its vendor
// prefix and the next free two-digit number, "xe9680-01", "dgx-h100-03", the way racks are
// labelled on site; ids ("d17") mean nothing to the customer reading a quote.
std::string defaultDeviceName(const Design& design, const std::string& catalogId);

} // namespace cd::core
