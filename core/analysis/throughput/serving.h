#pragma once

// Serving a model on a cluster as the engines measure it (issue 18 item 3, docs/predict.md
// "Serving"): time to first token, time per output token and throughput at a concurrency, the
// latency-throughput curve, and the nodes N users need.
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/serving_weight_format.h"
#include "analysis/throughput/transformer.h"

#include <functional>
#include <string>
#include <vector>

namespace cd::core::throughput {

struct ServingInput
{
    std::string engine = "vllm";
    int inputLen = 1024;
    int outputLen = 512;
    int concurrency = 0; // requests in flight over all replicas; 0 = the most the engines run
    int tp = 0;          // GPUs per replica; 0 = the one with the most output at the concurrency
    WeightFormat weights = WeightFormat::Bf16;
    bool kvFp8 = false;
};

struct ServingPoint
{
    int concurrency = 0; // over all replicas
    double ttftMs = 0;
    double tpotMs = 0;
    double tokensPerSPerUser = 0;
    double outputTokensPerS = 0; // all replicas
    double outputTokensPerSPerGpu = 0;
    double requestsPerS = 0;
    bool memoryBound = true;
    // The share of the busiest replica's step its GEMMs spend computing at the sustained rate
    // (rather than waiting on HBM): what lifts a GPU's power above its memory-bound draw.
    double gemmComputeShare = 0;
};

struct ServingEstimate
{
    std::string error;
    std::string engine; // registry id
    int gpus = 0;
    int tp = 0;
    int replicas = 0;
    double weightsPerGpuGb = 0;
    double kvCachePerGpuGb = 0;
    double kvBytesPerToken = 0; // one GPU's share of one token
    double kvTokensPerReplica = 0;
    int maxConcurrency = 0; // over all replicas
    ServingPoint point;
    std::vector<std::string> notes;

    bool ok() const { return error.empty(); }
};

// What is wrong with a serving input: the setting (engine, input_len, output_len, concurrency,
// tp, weights, kv_cache; empty for the model itself) and the message.
struct ServingInputError
{
    std::string setting;
    std::string message;

    bool ok() const { return message.empty(); }
};

// The input checked against the model and the cluster.
ServingInputError checkServingInput(const TransformerSpec& m, const ClusterSpec& c,
                                    const ServingInput& in);

ServingEstimate estimateServing(const TransformerSpec& m, const ClusterSpec& c,
                                const ServingInput& in);

// The estimate's layout at `points` concurrencies from 1 to its maximum, spaced evenly on a log
// scale (the latency-throughput curve).
std::vector<ServingPoint> servingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const ServingInput& in, int points);
// The same for an estimate already made of `in` (estimateServing), without making it again.
std::vector<ServingPoint> servingCurve(const TransformerSpec& m, const ClusterSpec& c,
                                       const ServingInput& in, const ServingEstimate& e,
                                       int points);

struct ServingTarget
{
    int users = 1;                // concurrent requests
    double tokensPerSPerUser = 0; // at least
    double ttftMs = 0;            // at most; 0 = no bound
};

struct ServingSizing
{
    std::string error;
    int nodes = 0;
    int gpus = 0;
    int tp = 0;
    int replicas = 0;
    int concurrencyPerReplica = 0;
    ServingPoint point; // one replica at its concurrency (its throughput times replicas)

    bool ok() const { return error.empty(); }
};

// Whether a point is as fast per user as the target asks and its first token within the bound
// (the target's users are not looked at).
bool meetsTarget(const ServingPoint& p, const ServingTarget& t);

// The largest n in [0, most] for which `meets(n)` holds, by bisection, for a `meets` that holds
// up to some n and fails above it (per-user speed falls and TTFT grows with the requests); 0
// when it fails at 1.
int largestMeeting(int most, const std::function<bool(int)>& meets);

// The fewest nodes of `c`'s kind (its GPU, GPUs per node and NVLink domain) that serve the
// target: for each tensor-parallel size, the most requests a replica runs within the per-user
// rate and the TTFT bound, and as many replicas as the users need.
ServingSizing sizeServing(const TransformerSpec& m, const ClusterSpec& c, const ServingInput& in,
                          const ServingTarget& target);

} // namespace cd::core::throughput
