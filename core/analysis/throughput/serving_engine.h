#pragma once

// The serving engines the model knows by name (docs/predict.md "Serving"): the defaults that cap
// one replica's batch and memory, and the time each spends per step outside the GPU kernels,
// every figure with its source. `predict --serve --engine NAME` takes them from here.
#include "analysis/throughput/serving_decode_bandwidth.h"

#include <string>
#include <string_view>
#include <vector>

namespace cd::core::throughput {

struct GpuSpec;

// How an engine decides the HBM its KV cache gets.
enum class KvMemoryRule
{
    ShareOfTotal, // vLLM gpu_memory_utilization: weights, activations and cache within a share
    ShareOfFree,  // TensorRT-LLM free_gpu_memory_fraction, TGI's wiggle room: a share of the rest
    SglangStatic  // SGLang mem_fraction_static: the GPU less a reserve sized by the GPU and tp
};

struct ServingEngine
{
    std::string_view id;   // what --engine takes
    std::string_view name; // what a person reads
    // Sequences one replica runs at once by default (vLLM max_num_seqs, TensorRT-LLM
    // max_batch_size, SGLang max_running_requests, TGI max_concurrent_requests); `LargeGpu`
    // where the engine raises it (and its token budget) on GPUs of 70 GiB and more.
    int maxSequences = 256;
    int maxSequencesLargeGpu = 256;
    // Tokens one forward step takes (prefill chunks and decode tokens together).
    int tokenBudget = 8192;
    int tokenBudgetLargeGpu = 8192;
    KvMemoryRule memoryRule = KvMemoryRule::ShareOfTotal;
    double memoryShare = 0.9; // the share of ShareOfTotal and ShareOfFree
    // A sequence's KV cache is held for its whole length from admission (TensorRT-LLM's
    // GUARANTEED_NO_EVICT, TGI's max_batch_total_tokens) rather than grown block by block.
    bool reservesWholeSequence = false;
    // The share of the decode bandwidth its attention reads the KV cache at, and what it spends
    // per sequence and step outside the kernels (serving_decode_bandwidth.h). A replica built
    // with 1 and 0 is the bare kernels of a step, as tests/device/h200_constants.py timed them.
    double kvReadShare = kPagedKvReadShare;
    double sequenceStepS = kSequenceStepS;
    std::string_view source;

    int maxSequencesFor(const GpuSpec& g) const;
    int tokenBudgetFor(const GpuSpec& g) const;
    // SglangStatic: the bytes SGLang keeps outside weights and cache on each GPU.
    double sglangReserveBytes(const GpuSpec& g, int tp) const;
};

// Every engine, vLLM (the default) first.
const std::vector<ServingEngine>& servingEngines();
// Every engine's id, for the messages that list them: "vllm, trt-llm, sglang, tgi".
std::string engineIdList();
// nullptr for a name no engine has.
const ServingEngine* findEngine(std::string_view id);

} // namespace cd::core::throughput
