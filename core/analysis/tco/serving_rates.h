#pragma once

// A serving operating point as the TCO counts it (issue 25): its output tokens and requests per
// second, and the share of a replica's time its prompts take, which splits a request's cost
// between input and output tokens (docs/tco.md "Tokens").
#include "analysis/tco/tco.h"
#include "analysis/throughput/serving.h"

namespace cd::core::tco {

// The share of a replica's time that goes to prompts at `e`'s operating point: one request's
// prefill pass (its first token with the replica to itself) against its share of the decode
// steps it rides in (its output tokens x the time per output token / the requests each replica
// runs at once).
double prefillShare(const throughput::TransformerSpec& model, const throughput::ClusterSpec& c,
                    const throughput::ServingInput& in, const throughput::ServingEstimate& e);

// The rates of `e`'s operating point, the whole cluster.
TcoWorkload servingRates(const throughput::TransformerSpec& model, const throughput::ClusterSpec& c,
                         const throughput::ServingInput& in, const throughput::ServingEstimate& e);

} // namespace cd::core::tco
