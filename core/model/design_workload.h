#pragma once

#include "json.h"

#include <optional>
#include <string>

namespace cd::core {

// How the variant is served (`workload.serving`): the Serving dock's settings and the defaults
// of `predict --serve` on the design. 0 or empty means the default: vLLM, 1,024 tokens in, 512
// out, as many requests as the engine runs, the tensor parallel size with the most output,
// bf16 weights and KV cache.
struct DesignServing
{
    std::string engine;  // a serving engine's registry id
    int inputLen = 0;    // tokens
    int outputLen = 0;   // tokens
    int concurrency = 0; // requests in flight over all replicas
    int tp = 0;          // GPUs per replica
    std::string weights; // bf16, fp8, fp4 or int4
    bool kvFp8 = false;

    bool operator==(const DesignServing&) const = default;
};

// The training workload a variant is judged on (docs/file-format.md "Workload"): for now the
// software stack the customer runs, by its registry name (core/analysis/throughput/
// software_stacks.h); empty means the default stack. Keys this version does not know are kept.
struct DesignWorkload
{
    std::string stack;
    std::optional<DesignServing> serving;
    Json extra = Json::object();

    bool operator==(const DesignWorkload&) const = default;
};

} // namespace cd::core
