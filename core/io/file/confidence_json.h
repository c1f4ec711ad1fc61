#pragma once

#include "io/json_reader.h"
#include "model/catalog_item.h"

namespace cd::core {

// A catalog fact's "conf": V, S or U (resources/catalog/README.md); anything else fails.
Confidence readConfidence(const JsonReader& r);

} // namespace cd::core
