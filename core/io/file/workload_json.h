#pragma once

#include "io/json_reader.h"
#include "model/design_workload.h"

#include <optional>

// The `workload` keys of a design in a project file (docs/file-format.md "Workload"). Readers
// throw LoadError naming the JSON path; a stack the registry does not know is refused there.
namespace cd::core {

std::optional<DesignWorkload> readWorkload(const JsonReader& body);
Json writeWorkload(const DesignWorkload& w);

} // namespace cd::core
