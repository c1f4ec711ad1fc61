#include "software_stacks.h"

namespace cd::core::throughput {

namespace {

// DeepSpeed ZeRO-3 as the 2021-22 papers ran it beside Megatron-LM: the same kernels and NCCL,
// but ZeRO-3 prefetches the next parameters while a layer computes (DeepSpeed's configuration
// reference: stage3_prefetch_bucket_size).
SoftwareStack deepspeed2021()
{
    SoftwareStack s = SoftwareStack::legacy();
    s.overlapDpComm = true;
    return s;
}

// MosaicML llm-foundry (PyTorch FSDP1 under Composer): MPT's attention in Triton
// (scripts/train/benchmarking/submit_benchmarks.py: --attn_impl default 'triton'), each MPT
// block one FSDP unit, no TP overlap, FSDP1's exposed share; `amp` for its "DEFAULT" mixed
// precision, whose unset param_dtype all-gathers the fp32 parameters (mosaicml/composer
// get_mixed_precision).
SoftwareStack llmFoundry(bool amp)
{
    SoftwareStack s;
    s.overlapTpComm = false;
    s.tritonAttention = true;
    s.shardedBucketParams = 0;
    s.shardedExposedShare = kShardedExposedShare;
    if (amp)
        s.shardedGatherBytes = 4;
    return s;
}

} // namespace

const std::vector<NamedStack>& softwareStacks()
{
    static const std::vector<NamedStack> stacks{
        {"megatron-core", "Megatron-Core / NeMo",
         "Transformer Engine, fused attention, overlapped gradient reduce and parameter gather "
         "(NVIDIA Megatron-Core docs)",
         SoftwareStack{}},
        {"megatron-legacy", "Megatron-LM 2021-22",
         "Narayanan et al. 2021, Korthikanti et al. 2022: no fused attention, no communication "
         "overlap, 2021-era NCCL",
         SoftwareStack::legacy()},
        {"deepspeed-2021", "DeepSpeed ZeRO-3 (2021-22)",
         "Megatron-LM 2021-22 kernels with DeepSpeed's ZeRO-3 prefetch overlapping the gathers",
         deepspeed2021()},
        {"llm-foundry", "MosaicML llm-foundry (PyTorch FSDP1, bf16)",
         "Triton attention, one FSDP unit per block, FSDP1 exposure (llm-foundry benchmarks)",
         llmFoundry(false)},
        {"llm-foundry-amp", "MosaicML llm-foundry (PyTorch FSDP1, autocast)",
         "as llm-foundry, with Composer's DEFAULT mixed precision gathering fp32 parameters",
         llmFoundry(true)},
    };
    return stacks;
}

std::optional<SoftwareStack> findStack(std::string_view id)
{
    for (const NamedStack& s : softwareStacks())
        if (s.id == id)
            return s.stack;
    return std::nullopt;
}

} // namespace cd::core::throughput
