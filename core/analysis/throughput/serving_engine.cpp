#include "analysis/throughput/serving_engine.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/hardware.h"

#include <algorithm>

namespace cd::core::throughput {

namespace {

constexpr double kMiB = 1048576.0;

// vLLM raises its defaults "for GPUs like H100 and MI300x": 70 GiB and more, A100s excepted
// ("Setting large max_num_batched_tokens for A100 reduces throughput", vLLM PR #17885).
bool largeGpu(const GpuSpec& g)
{
    return g.memoryGb >= 70 && g.id.rfind("a100", 0) != 0;
}

} // namespace

int ServingEngine::maxSequencesFor(const GpuSpec& g) const
{
    return largeGpu(g) ? maxSequencesLargeGpu : maxSequences;
}

int ServingEngine::tokenBudgetFor(const GpuSpec& g) const
{
    return largeGpu(g) ? tokenBudgetLargeGpu : tokenBudget;
}

double ServingEngine::sglangReserveBytes(const GpuSpec& g, int tp) const
{
    // server_args.py _handle_gpu_memory_settings (MiB): 512 + 1.5 x max(chunked prefill, 2048)
    // + 2 x cuda_graph_max_bs + tp / 8 x 1024, at least 10 GiB on GPUs over 60 GiB; the chunk
    // and graph sizes by memory: under 160 GiB 8192 and 256 (512 at tp 4 and more), above
    // 16384 and 512.
    const double mib = g.memoryGb * 1024;
    const bool huge = mib >= 160 * 1024;
    const double chunk = huge ? 16384 : 8192;
    const double graphs = huge || tp >= 4 ? 512 : 256;
    double reserved = 512 + 1.5 * chunk + 2 * graphs + tp / 8.0 * 1024;
    if (mib > 60 * 1024)
        reserved = std::max(reserved, 10.0 * 1024);
    return reserved * kMiB;
}

namespace {

// vLLM V1 (vllm/engine/arg_utils.py _set_default_args @99d7eb5, the v0.11 tree; the same numbers
// by device name since v0.8): the OpenAI server takes max_num_batched_tokens 8192 and
// max_num_seqs 1024 on large GPUs, 2048 and 256 otherwise; chunked prefill always on;
// gpu_memory_utilization 0.9 of the whole GPU (vllm/config/cache.py); KV blocks grown as
// sequences need them.
ServingEngine vllm()
{
    ServingEngine e;
    e.id = "vllm";
    e.name = "vLLM";
    e.maxSequences = 256;
    e.maxSequencesLargeGpu = 1024;
    e.tokenBudget = 2048;
    e.tokenBudgetLargeGpu = 8192;
    e.memoryShare = 0.9;
    e.source = "vllm/engine/arg_utils.py _set_default_args (v0.8-0.11), vllm/config/cache.py";
    return e;
}

// TensorRT-LLM (tensorrt_llm/builder.py BuildConfig @008b2b8d: max_batch_size 2048,
// max_num_tokens 8192; trtllm-serve keeps them): KV cache 0.9 of the memory free after the
// weights (KvCacheConfig.free_gpu_memory_fraction); GUARANTEED_NO_EVICT admits a request only
// when its prompt and whole output fit; the overlap scheduler hides the host's step work.
ServingEngine trtLlm()
{
    ServingEngine e;
    e.id = "trt-llm";
    e.name = "TensorRT-LLM";
    e.maxSequences = e.maxSequencesLargeGpu = 2048;
    e.tokenBudget = e.tokenBudgetLargeGpu = 8192;
    e.memoryRule = KvMemoryRule::ShareOfFree;
    e.memoryShare = 0.9;
    e.reservesWholeSequence = true;
    e.source = "tensorrt_llm/builder.py BuildConfig, llmapi KvCacheConfig, trtllm-serve";
    return e;
}

// SGLang (python/sglang/srt/server_args.py and model_runner.py, v0.5): mem_fraction_static
// from sglangReserveBytes; max_running_requests min(KV tokens / 2, clamp(KV tokens x 512 /
// context, 2048, 4096)), 2048 for the 128K-context models; chunked prefill 8192 below 160 GiB,
// 16384 above; zero-overhead (overlapped) scheduler since v0.4.
ServingEngine sglang()
{
    ServingEngine e;
    e.id = "sglang";
    e.name = "SGLang";
    e.maxSequences = e.maxSequencesLargeGpu = 2048;
    e.tokenBudget = e.tokenBudgetLargeGpu = 8192;
    e.memoryRule = KvMemoryRule::SglangStatic;
    e.source = "sglang/srt/server_args.py _handle_gpu_memory_settings, model_runner.py";
    return e;
}

// Hugging Face TGI v3.3 (launcher/src/main.rs @db931fcf): max_concurrent_requests 128,
// max_batch_prefill_tokens 4096; the KV cache takes 0.9 (TGI_WIGGLE_ROOM) of the memory free
// after the weights and a prefill warm-up, and max_batch_total_tokens counts each request's
// prompt and max_new_tokens.
ServingEngine tgi()
{
    ServingEngine e;
    e.id = "tgi";
    e.name = "Hugging Face TGI";
    e.maxSequences = e.maxSequencesLargeGpu = 128;
    e.tokenBudget = e.tokenBudgetLargeGpu = 4096;
    e.memoryRule = KvMemoryRule::ShareOfFree;
    e.memoryShare = 0.9;
    e.reservesWholeSequence = true;
    e.source = "text-generation-inference launcher/src/main.rs (v3.3)";
    return e;
}

} // namespace

const std::vector<ServingEngine>& servingEngines()
{
    static const std::vector<ServingEngine> engines{vllm(), trtLlm(), sglang(), tgi()};
    return engines;
}

std::string engineIdList()
{
    std::vector<std::string> ids;
    for (const ServingEngine& e : servingEngines())
        ids.emplace_back(e.id);
    return format::joined(ids, ", ");
}

const ServingEngine* findEngine(std::string_view id)
{
    for (const ServingEngine& e : servingEngines())
        if (e.id == id)
            return &e;
    return nullptr;
}

} // namespace cd::core::throughput
