#pragma once

// Internal to training.cpp, training_comm.cpp and training_memory.cpp, which together implement
// training.h: the terms of the step model that one of them computes and another uses. Not part
// of the public API; include it from no other file.

namespace cd::core::throughput {

struct ClusterSpec;
struct Parallelism;
struct TrainingConfig;
struct TransformerSpec;

namespace detail {

// Activation bytes of one layer for one micro-batch on one GPU, after Korthikanti et al. 2022
// (training_memory.cpp); `stored`: what the layer keeps for its backward under the recompute.
double layerActivationBytes(const TransformerSpec& m, const TrainingConfig& t, bool stored);

// Weights of the largest pipeline stage on one GPU before any ZeRO sharding: its layers plus
// the embedding (first stage) or output projection (last stage), both when pp = 1. Under expert
// parallelism the experts of a mixture-of-experts layer are split over ep GPUs and kept apart:
// they are reduced and sharded over fewer ranks than the rest.
struct StageWeights
{
    double shared = 0;  // replicated on every dp x cp rank
    double experts = 0; // expert weights, 1/ep of them on this GPU (0 when ep = 1)
    double total() const { return shared + experts; }
};

StageWeights stageWeights(const TransformerSpec& m, const Parallelism& p);

// One layer's weights on one GPU (what ZeRO-3 gathers at a time).
double layerParamsPerGpu(const TransformerSpec& m, const Parallelism& p);

// The ranks that reduce gradients and shard optimizer state together (training_memory.cpp).
int shardGroup(const Parallelism& p);
int expertShardGroup(const Parallelism& p);

// Weights of this GPU once ZeRO 1-3 has sharded them over their groups.
double shardedParams(const StageWeights& w, const Parallelism& p);

// Exposed communication of one layer for one micro-batch on one GPU (training_comm.cpp).
double tpCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens, double share);
double cpCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens, double attnS);
double epCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens, double share);
// Pipeline sends of one micro-batch.
double ppCommS(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
               double tokens);

struct DpComm
{
    double totalS = 0;
    double exposedS = 0;
};

// Data-parallel traffic of one step, and the part compute does not hide.
DpComm dataParallelComm(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t,
                        const StageWeights& w, double microS);

} // namespace detail

} // namespace cd::core::throughput
