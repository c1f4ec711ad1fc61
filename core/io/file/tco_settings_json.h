#pragma once

#include "io/json_reader.h"
#include "model/design_tco_settings.h"

#include <optional>

// The `tco` object of a design in a project file (docs/file-format.md "TCO"): the assumptions
// the variant changed, by file key, and `cloud_term`. Readers throw LoadError naming the JSON
// path: a key no assumption has, a value out of its bounds, an unknown term.
namespace cd::core {

std::optional<DesignTcoSettings> readTcoSettings(const JsonReader& body);
Json writeTcoSettings(const DesignTcoSettings& s);

} // namespace cd::core
