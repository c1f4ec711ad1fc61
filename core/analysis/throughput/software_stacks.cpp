#include "software_stacks.h"

#include "analysis/issues/format.h"

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
// block one FSDP unit, no TP overlap, and Composer's FSDP defaults: backward_prefetch
// 'BACKWARD_POST' and forward_prefetch False (composer/utils/parallelism.py, FSDPConfig), so a
// block's backward gather starts only once the block before it is done and its traffic stays
// exposed (kShardedExposedShare, fitted to these runs); `amp` for its "DEFAULT" mixed
// precision, whose unset param_dtype all-gathers the fp32 parameters (mosaicml/composer
// get_mixed_precision).
SoftwareStack llmFoundry(bool amp)
{
    SoftwareStack s;
    s.overlapTpComm = false;
    s.modelParallel = false; // FSDP1 under Composer: data sharding only, as torch-fsdp1
    s.tritonAttention = true;
    s.shardedExposedShare = kShardedExposedShare;
    s.asyncCheckpoint = false; // Composer saves synchronously, then uploads
    if (amp)
        s.shardedGatherBytes = 4;
    return s;
}

// PyTorch-native FSDP with Hugging Face models (transformers' modeling code, eager): SDPA's
// FlashAttention-2 kernel, one FSDP unit per decoder layer (transformer auto-wrap), bf16
// gathers (param_dtype bf16), element-wise ops and the loss op by op, no TP overlap.
// Both prefetch the next block's all-gather on a stream of their own: FSDP2 always, FSDP1 with
// PyTorch's default backward_prefetch BACKWARD_PRE (torch.distributed.fsdp
// FullyShardedDataParallel; IBM's fms-fsdp main_training.py leaves it so) and the CPU running
// ahead in forward (limit_all_gathers keeps one block in flight). What stays exposed is the
// last block's traffic and the slowdown of the compute the rest overlaps, measured under
// PyTorch (kOverlapComputeSlowdown). Megatron-Core's FSDP is not charged it: its two validated
// ZeRO-3 runs (Megatron-Bridge Llama 3 8B on 8 H100, 70B on GB200) come out 4-5 % slow with it.
SoftwareStack torchNative(bool fsdp1, bool compiled)
{
    SoftwareStack s;
    s.overlapTpComm = false;
    s.shardedExposedShare = kOverlapComputeSlowdown;
    s.eagerElementwise = !compiled;
    s.modelParallel = !fsdp1;
    s.asyncCheckpoint = !fsdp1; // FSDP1 is Hugging Face Trainer's and Accelerate's: synchronous
    s.opSelectiveRecompute = !fsdp1; // FSDP2 is torchtitan's: its "selective" is op-level
    s.fp8DynamicCasts = true;        // FP8 through torchao's Float8Linear
    s.perParameterShardCopies = !fsdp1;
    if (!compiled) {
        s.logitsBytesPerElement = kEagerLogitsBytes;
        s.logitsMemoryBytes = kEagerLogitsMemoryBytes;
    }
    return s;
}

// Hugging Face Trainer without FSDP (DistributedDataParallel, or one GPU) with bf16=True: the
// eager kernels of torch-fsdp1, fp32 weights under autocast, ZeRO 0.
SoftwareStack hfTrainer()
{
    SoftwareStack s = torchNative(true, false);
    s.autocastFp32Weights = true;
    s.zeroStage = 0;
    return s;
}

// Current DeepSpeed ZeRO with Hugging Face models: as PyTorch FSDP1 for the kernels, with
// DeepSpeed's prefetch bucket (kZero3BucketParams) and the ZeRO-3 exposure of its 2021 cases.
SoftwareStack deepspeedNow()
{
    SoftwareStack s = torchNative(true, false);
    s.shardedBucketParams = kZero3BucketParams;
    s.shardedExposedShare = kShardedExposedShare;
    return s;
}

// PyTorch-native training, torchtitan's and Hugging Face's.
std::vector<NamedStack> torchStacks()
{
    return {
        {"torch-fsdp2", "PyTorch FSDP2 (eager)",
         "fully_shard per decoder layer, bf16 gathers prefetched, SDPA flash attention, "
         "element-wise ops and loss run op by op (PyTorch docs; transformers modeling_llama)",
         torchNative(false, false)},
        {"torch-fsdp2-compile", "PyTorch FSDP2 + torch.compile",
         "as torch-fsdp2, with Inductor fusing the element-wise ops and the loss (torchtitan)",
         torchNative(false, true)},
        {"torch-fsdp1", "PyTorch FSDP1 / Hugging Face Trainer / Accelerate",
         "FULL_SHARD with transformer auto-wrap and PyTorch's default backward prefetch, eager "
         "element-wise ops and fp32 logits (transformers Trainer, Accelerate)",
         torchNative(true, false)},
        {"torch-fsdp1-compile", "PyTorch FSDP1 + torch.compile",
         "as torch-fsdp1, with Inductor fusing the element-wise ops and the loss (IBM fms-fsdp's "
         "compiled runs)",
         torchNative(true, true)},
        {"hf-trainer", "Hugging Face Trainer (DDP, bf16 autocast)",
         "transformers Trainer with bf16=True and no FSDP: fp32 weights under autocast, eager "
         "element-wise ops and loss, DistributedDataParallel (transformers Trainer docs)",
         hfTrainer()},
        {"deepspeed", "DeepSpeed ZeRO (Hugging Face models)",
         "ZeRO 1-3 with its prefetch bucket, eager Hugging Face modeling code", deepspeedNow()},
    };
}

// The stacks of the published runs of 2021-23 that the validation sets hold.
std::vector<NamedStack> historicStacks()
{
    return {
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
}

} // namespace

const std::vector<NamedStack>& softwareStacks()
{
    static const std::vector<NamedStack> stacks = [] {
        std::vector<NamedStack> all{
            {"megatron-core", "Megatron-Core / NeMo",
             "Transformer Engine, fused attention, overlapped gradient reduce and parameter "
             "gather (NVIDIA Megatron-Core docs)",
             SoftwareStack{}}};
        for (auto part : {torchStacks(), historicStacks()})
            all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return stacks;
}

std::string stackIdList()
{
    std::vector<std::string> ids;
    for (const NamedStack& s : softwareStacks())
        ids.emplace_back(s.id);
    return format::joined(ids, ", ");
}

const NamedStack* findNamedStack(std::string_view id)
{
    for (const NamedStack& s : softwareStacks())
        if (s.id == id)
            return &s;
    return nullptr;
}

std::string_view stackName(std::string_view id)
{
    const NamedStack* s = findNamedStack(id);
    return s ? s->name : id;
}

std::optional<SoftwareStack> findStack(std::string_view id)
{
    for (const NamedStack& s : softwareStacks())
        if (s.id == id)
            return s.stack;
    return std::nullopt;
}

} // namespace cd::core::throughput
