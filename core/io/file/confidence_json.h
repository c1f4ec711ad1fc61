#pragma once

#include "io/json_reader.h"
#include "model/catalog_item.h"

#include <string>
#include <vector>

namespace cd::core {

// A catalog fact's "conf": V, S or U (resources/catalog/README.md); anything else fails.
Confidence readConfidence(const JsonReader& r);

// A cited fact's "src", "conf" and "note": sources are required unless conf is U.
void readCitation(const JsonReader& r, std::vector<std::string>& sources, Confidence& confidence,
                  std::string& note);

} // namespace cd::core
