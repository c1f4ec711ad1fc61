#pragma once

// One training step of a transformer under tensor (TP), pipeline (PP), context (CP) and data
// (DP) parallelism on a cluster (issue 7 item 1, DESIGN.md §6 Throughput). Pure and O(1): the
// parallelism search calls it thousands of times.
#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/hardware.h"
#include "analysis/throughput/transformer.h"

#include <optional>
#include <string>
#include <string_view>

namespace cd::core::throughput {

enum class Precision
{
    Bf16,
    Fp8
};
enum class Recompute
{
    None,
    Selective,
    Full
};
std::string_view toString(Precision p);
std::string_view toString(Recompute r);
std::optional<Precision> precisionFromString(std::string_view text);
std::optional<Recompute> recomputeFromString(std::string_view text);

struct Parallelism
{
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1; // context parallel: the sequence split over cp GPUs
    int vp = 1; // virtual pipeline stages per GPU (interleaved 1F1B)
    // Expert parallel (mixture of experts): each MoE layer's experts split over ep of the dp x cp
    // ranks, tokens sent to them by all-to-all (Megatron-Core --expert-model-parallel-size).
    int ep = 1;
    int microBatch = 1;
    int globalBatch = 1;          // sequences per optimizer step
    bool sequenceParallel = true; // Megatron sequence parallelism within the TP group
    int zero = 1; // 0 none, 1 optimizer state, 2 + gradients, 3 + weights (FSDP FULL_SHARD)
    // ZeRO-3 hybrid sharding (PyTorch HSDP, FSDP1 HYBRID_SHARD / FSDP2 2-D mesh): the weights,
    // gradients and optimizer state sharded over this many of the dp x cp ranks (a node,
    // typically) and replicated across the rest, whose gradients are all-reduced once a step.
    // 0: sharded over all of them (FULL_SHARD).
    int shardGroupSize = 0;

    int gpus() const { return tp * pp * dp * cp; }
    int microBatches() const { return dp * microBatch > 0 ? globalBatch / (dp * microBatch) : 0; }
};

// What the training framework overlaps and fuses. The default is a current Megatron-Core /
// NeMo stack; `legacy()` the 2021-22 Megatron-LM of the Narayanan and Korthikanti papers.
struct SoftwareStack
{
    bool flashAttention = true;
    bool overlapDpComm = true; // gradient reduce during backward, weight gather during forward
    bool overlapTpComm = true; // TP collectives split and overlapped with the GEMMs
    // Bytes per parameter the ZeRO-3 / FSDP weight all-gathers move: 2 when the framework
    // gathers a bf16 working copy (DeepSpeed, Megatron-FSDP, PyTorch FSDP param_dtype bf16), 4
    // when it gathers the fp32 parameters and casts per GEMM under autocast (PyTorch FSDP with
    // param_dtype unset, as MosaicML Composer's 2023 "DEFAULT" FSDP mixed precision set it).
    double shardedGatherBytes = 2;
    // Parameters per ZeRO-3 / FSDP collective: 0 = one transformer layer, as PyTorch FSDP gathers
    // each wrapped block in one collective and Megatron-FSDP each FSDP unit, the TransformerLayer
    // (fsdp_unit_modules=[TransformerLayer, LanguageModelEmbedding], Megatron-LM custom_fsdp docs;
    // suggested_communication_unit_size only bounds the prefetch); DeepSpeed's stacks gather its
    // prefetch bucket (kZero3BucketParams).
    double shardedBucketParams = 0;
    // Fused attention written in Triton (FlashAttention's Triton kernel, the one that supports
    // ALiBi) rather than FlashAttention-2's CUDA kernels: slower by kTritonAttentionForward and
    // kTritonAttentionBackward.
    bool tritonAttention = false;
    // Share of the ZeRO-3 / FSDP traffic compute could hide that stays exposed: 0 for
    // Megatron-Core's FSDP, whose gathers and reduce-scatters run bucket by bucket beside the
    // layers (only the traffic beyond the compute and the last bucket show, as with its
    // distributed optimizer); kOverlapComputeSlowdown for PyTorch's FSDP1 and FSDP2, which
    // prefetch too but slow the compute they overlap; kShardedExposedShare for DeepSpeed ZeRO-3
    // of 2021 (legacy()) and Composer's FSDP1.
    double shardedExposedShare = 0;
    // NCCL's latency of a ring step across an RDMA network (kRdmaStepLatencyS; the 2021-era
    // NCCL of legacy() kRdmaStepLatency2020S). TCP sockets keep kTcpStepLatencyS.
    double rdmaStepLatencyS = kRdmaStepLatencyS;
    // Element-wise work run op by op (PyTorch eager: every norm, rotary embedding, activation
    // and residual add its own kernels, each reading and writing its tensors) rather than fused
    // (Transformer Engine, Megatron's fused kernels, torch.compile): eagerElementwiseBytes.
    bool eagerElementwise = false;
    // Tensor, pipeline, context and expert parallelism: Megatron and torchtitan run them;
    // Hugging Face Trainer / Accelerate FSDP and DeepSpeed ZeRO on transformers' models do not.
    bool modelParallel = true;
    // HBM traffic of the loss per logit (kLogitsBytesPerElement fused; kEagerLogitsBytes when
    // the logits are upcast and the loss runs op by op) and the bytes per logit held at the
    // peak (fp32 logits; kEagerLogitsMemoryBytes adds the bf16 logits and the fp32 log-softmax).
    double logitsBytesPerElement = kLogitsBytesPerElement;
    double logitsMemoryBytes = 4;
    // fp32 weights and an fp32 residual stream under bf16 autocast (Hugging Face Trainer's
    // bf16=True without FSDP): every linear's input cast to bf16 per GEMM, and the weights once a
    // micro-batch (kAutocastCastBytes).
    bool autocastFp32Weights = false;
    // The only ZeRO stage the stack runs (0: plain DistributedDataParallel); -1: any.
    int zeroStage = -1;
    // What "selective" recompute keeps: Megatron's (everything but the attention scores) or
    // torchtitan's op-level policy, which keeps the layer input, the attention output and every
    // other matmul's output and recomputes the rest (opSelectiveShares).
    bool opSelectiveRecompute = false;
    // FP8 as torchao's Float8Linear runs it (dynamic tensorwise scaling): each linear's input and
    // output gradient get an amax pass and a cast, and transposed FP8 copies for the weight
    // gradient, in kernels of their own (kFp8DynamicCastBytes). Transformer Engine folds its
    // casts into the neighbouring kernels and scales from the amax history instead.
    bool fp8DynamicCasts = false;
    // Checkpoints saved asynchronously through host memory (goodput.h kHostStagingGBpsPerGpu):
    // Megatron-Core's --async-save, on by default in NeMo 2 (MegatronStrategy ckpt_async_save),
    // and PyTorch DCP's async_save as torchtitan runs it (checkpoint.async_mode). Hugging Face
    // Trainer, Accelerate and DeepSpeed's default checkpoint engine save synchronously.
    bool asyncCheckpoint = true;
    // ZeRO-3 weights kept per parameter rather than in one flat buffer (PyTorch FSDP2's
    // fully_shard): after each all-gather the gathered buffer is copied out into the layer's
    // parameters (split_with_sizes_copy), and before each reduce-scatter the gradients are copied
    // into one buffer (chunk_cat), on the compute stream (torch/distributed/fsdp/_fully_shard/
    // _fsdp_collectives.py: foreach_all_gather_copy_out, foreach_reduce). FSDP1's flat
    // parameter is the gathered buffer itself, and Megatron-Core gathers into its contiguous
    // parameter buffers: no copies. DeepSpeed's stacks are not charged them (not read).
    bool perParameterShardCopies = false;
    static SoftwareStack legacy()
    {
        SoftwareStack s;
        s.flashAttention = s.overlapDpComm = s.overlapTpComm = s.asyncCheckpoint = false;
        s.rdmaStepLatencyS = kRdmaStepLatency2020S;
        s.shardedExposedShare = kShardedExposedShare;
        s.shardedBucketParams = kZero3BucketParams; // ZeRO-3 beside it was DeepSpeed's
        return s;
    }
};

// Share of the TP collectives hidden behind GEMMs when overlapped: Megatron-Core's
// --tp-comm-overlap pipelines each all-gather / reduce-scatter with the GEMM that consumes it;
// the first and last chunk of each stay exposed. Taken as 0.6.
inline constexpr double kTpOverlapShare = 0.6;

struct TrainingConfig
{
    Parallelism par;
    Precision precision = Precision::Bf16;
    Recompute recompute = Recompute::None;
    // With Recompute::Full: recompute only this many layers of each pipeline stage (Megatron-LM
    // --recompute-method block --recompute-num-layers); 0 = every layer.
    int recomputeLayers = 0;
    SoftwareStack stack;
};

// Share of a stage's layers whose forward is recomputed under Recompute::Full (1 = all).
double recomputeShare(const TransformerSpec& m, const TrainingConfig& t);

// torchtitan's op-level selective checkpointing (torchtitan/models/llama3/infra/parallelize.py,
// _apply_op_sac: save the outputs of aten.mm "except every second mm", of the attention kernels
// and of max): per layer the matmuls run q, k, v, o, then gate, up, down (or fc1, fc2), so q, v,
// gate and down (fc1) are kept and k, o and up (fc2) recomputed. `keptWhole` and `keptSplit` are
// the bytes kept per token in units of hidden (bf16): the layer input whole, and split by tensor
// parallelism the attention output, q, v and the kept MLP outputs; `recomputedGemmShare` the
// share of the layer's matmul FLOPs that backward runs again.
struct OpSelectiveShares
{
    double keptWhole = 0;
    double keptSplit = 0;
    double recomputedGemmShare = 0;
};
OpSelectiveShares opSelectiveShares(const TransformerSpec& m);

struct MemoryBreakdown
{
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsGb = 0;
    double totalGb = 0;
    double usableGb = 0; // capacity x kUsableMemoryShare
};

struct StepBreakdown
{
    double computeS = 0;       // forward + backward (+ recompute) of every micro-batch
    double tpCommS = 0;        // exposed tensor-parallel collectives (in computeS's span)
    double epCommS = 0;        // expert-parallel all-to-all (dispatch and combine), exposed
    double ppCommS = 0;        // activations sent between stages
    double ppBubbleS = 0;      // pipeline fill and drain
    double dpCommTotalS = 0;   // data-parallel traffic of the step, hidden or not
    double dpCommExposedS = 0; // the part compute does not hide
    double optimizerS = 0;     // Adam update (memory-bound)
};

struct TrainingEstimate
{
    std::string error; // invalid configuration: why (nothing else is meaningful then)
    int gpus = 0;
    double stepTimeS = 0;
    StepBreakdown breakdown;
    double tokensPerStep = 0;
    double tokensPerS = 0;
    double tokensPerSPerGpu = 0;
    double modelTflopsPerGpu = 0; // model FLOPs (no recompute) per second per GPU
    double mfu = 0;               // over peak dense FLOPS of the precision used
    double hfu = 0;               // with recompute FLOPs
    MemoryBreakdown memory;
    bool fits = false;
    std::string fitsReason; // why not, when it does not fit

    bool ok() const { return error.empty(); }
};

// FLOP/s one GPU's GEMMs reach at an arithmetic intensity (FLOP per bf16 byte, layerGemmIntensity):
// peak x MAMF x the roofline size factor (efficiency.h, kGemmHalfDimPerRidge).
double gemmRate(const GpuSpec& g, Precision p, double intensity);

// Arithmetic intensity of one layer's GEMMs on one GPU, FLOP per bf16 byte. A GEMM of M x K by
// K x N does 2 M K N FLOPs on 2 (M K + K N + M N) bytes: M K N / (M K + K N + M N). The layer's
// four (QKV and output projections, MLP up and down, split by tp) are combined as their times
// add, each weighted by its FLOPs. M is the micro-batch's tokens; an expert's share of them
// under a mixture of experts (tokens x experts per token x ep / experts).
double layerGemmIntensity(const TransformerSpec& m, int tp, double tokens, int ep = 1);

// Checks the configuration against the model and cluster; empty when it can be estimated.
std::string checkConfig(const TransformerSpec& m, const ClusterSpec& c, const TrainingConfig& t);

MemoryBreakdown memoryPerGpu(const TransformerSpec& m, const ClusterSpec& c,
                             const TrainingConfig& t);

TrainingEstimate estimateTraining(const TransformerSpec& m, const ClusterSpec& c,
                                  const TrainingConfig& t);

} // namespace cd::core::throughput
