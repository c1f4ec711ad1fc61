#pragma once

#include "json.h"

#include <string>

namespace cd::core {

// The training workload a variant is judged on (docs/file-format.md "Workload"): for now the
// software stack the customer runs, by its registry name (core/analysis/throughput/
// software_stacks.h); empty means the default stack. Keys this version does not know are kept.
struct DesignWorkload
{
    std::string stack;
    Json extra = Json::object();

    bool operator==(const DesignWorkload&) const = default;
};

} // namespace cd::core
