#pragma once

// Every efficiency constant of the throughput model, with its source (docs/predict.md lists the
// same). Efficiencies are fractions of a published peak; nothing here is fitted to one case.
#include <string>
#include <string_view>
#include <vector>

namespace cd::core::throughput {

struct Efficiency
{
    double gemm = 0;      // largest bf16 GEMM / peak dense bf16
    double gemmFp8 = 0;   // largest FP8 GEMM / peak dense FP8
    double attention = 0; // fused attention forward + backward / peak dense bf16
    std::string source;
};

// Maximum Achievable Matmul FLOPS (MAMF) per GPU, measured by brute-force shape search: S. Bekman,
// "Machine Learning Engineering", compute/accelerator/README.md, "Maximum Achievable Matmul FLOPS
// comparison table" (github.com/stas00/ml-engineering): BF16 A100 SXM 271.2/312 = 86.9 %,
// A100 PCIe 81.1 %, H100 SXM 80.3 % ("H200 is the same"), B200 77.6 %, GB200 72.9 %, MI325X
// 60.4 %, MI300X 51.4 %; FP8 H100 70.9 %, H200 73.4 %, B200 76.3 %, GB200 72.3 %. The table has
// no FP8 cell for AMD: AMD's own MAMF search (ROCm blog "Measuring Max-Achievable FLOPs - Part 2",
// Feb 2025, hipblaslt-bench, ROCm 6.3) measured MI300X FP8 1,223.6 TFLOPS (footnote; 1,273 in
// its table) of 2,614.9 = 46.8 %, and Microsoft's ND MI300X v5 run (Azure/AI-benchmarking-guide,
// hipBLASLt) 1,222.9 = 46.8 %: 0.468. MI325X FP8 1,519-1,527.7 of 2,614.9 = 58.1-58.4 %: 0.581.
// AMD's reason is physical: dense MFMA runs near 1.2 GHz against the 2.1 GHz of the datasheet.
// Attention: FlashAttention-2 reaches 50-73 % of A100 peak (Dao 2023, arXiv 2307.08691) -> 0.6;
// on H100 it reaches 35 % (Shah et al. 2024, FlashAttention-3, arXiv 2407.08608, abstract) ->
// 0.35, used for every GPU after Ampere. GPUs without a measurement take the median of the
// table (0.78, 0.73) and are marked as estimates.
Efficiency efficiencyOf(std::string_view gpuId);
// The catalog GPU ids the table above has a measurement for (a test holds each to the catalog).
std::vector<std::string_view> measuredGpus();

// The share of the datasheet's HBM bandwidth that a training step's streaming kernels reach
// (element-wise ops, the loss, the optimizer step, FSDP2's copies): 0.87 on NVIDIA GPUs, measured
// on an H200 (tests/device/h200_constants.py, 2026-12-04: decode GEMMs streamed their weights at
// 4.18 of 4.8 TB/s, a device-to-device copy at 4.28); 0.81 on AMD Instinct GPUs, STREAM on
// MI300X (Ambati et al. 2025, "AMD MI300X GPU Performance Analysis", arXiv 2510.27583). Serving's
// decode takes its own (serving_decode_bandwidth.h): ROCm's decode kernels reach less.
double hbmStreamShare(std::string_view gpuId);

// GEMMs of the model are smaller than the MAMF shapes: the fraction reached falls with their
// arithmetic intensity I (FLOP per byte; layerGemmIntensity: M K N / (M K + K N + M N) for an
// M x K by K x N GEMM in bf16) as gemm * I / (I + d0). This is the additive roofline: a GEMM
// takes F / peak + B / bandwidth, so its efficiency is 1 / (1 + d0 / I) with d0 proportional to
// the GPU's ridge point (peak FLOPS / HBM bandwidth). The constant was fitted once: d0 = 400
// reproduced the A100 hardware FLOPs utilisation of Korthikanti et al. 2022 (Table 5 runs) on A100
// 80GB (ridge 312 TFLOPS / 2.039 TB/s = 153 FLOP/B) with hidden / tp standing in for I; with the
// GEMMs' own intensity the least-squares optimum over the same six runs is the same constant
// (scale 1.0 of 0.9-1.2 tried), so it was kept. Every other GPU and precision scales it by its
// own ridge point: H100 SXM bf16 295 FLOP/B gives d0 = 772; H200 (4.8 TB/s) 539. FP8 has twice
// the FLOPS but reads 1-byte operands, twice the elements per byte: its d0 is bf16's (gemmRate
// counts the ridge per bf16-equivalent byte).
inline constexpr double kGemmHalfDimPerRidge = 400.0 / (312e3 / 2039);

// Fused attention backward / forward FLOPs: the backward recomputes the scores and runs 5
// matmuls to the forward's 2. FlashAttention counts it so ("2.5 * f if mode == 'bwd'", flops()
// in Dao-AILab/flash-attention benchmarks/benchmark_flash_attention.py), and its fwd+bwd
// efficiencies (Dao 2023) are measured against 3.5 x the forward FLOPs.
inline constexpr double kFusedAttentionBackward = 2.5;

// The loss reads the output layer's logits in fp32 (Megatron-LM's vocab-parallel cross entropy
// upcasts them, megatron/core/tensor_parallel/cross_entropy.py): at least 4 passes of 4 bytes
// per logit (written and read forward, read and the gradient written backward), HBM-bound.
inline constexpr double kLogitsBytesPerElement = 16;

// PyTorch eager (Hugging Face transformers' Llama, modeling_llama.py): the bytes one layer's
// element-wise ops read and write per token, counted op by op in bf16 (2 bytes) and fp32 (4):
// each RMSNorm upcasts, squares, averages, scales, downcasts and multiplies by its weight
// (36 bytes per element, two norms); rotary embedding of q and k multiplies, negates half,
// concatenates, multiplies and adds (20 bytes per element); the attention output is made
// contiguous (4); SwiGLU's SiLU and product (10 bytes per FFN element); two residual adds
// (6 each). Backward reads and writes about twice as much, as the model's fused path assumes.
inline constexpr double kEagerNormBytes = 36;
inline constexpr double kEagerRopeBytes = 20;
inline constexpr double kEagerContiguousBytes = 4;
inline constexpr double kEagerSwigluBytes = 10;
inline constexpr double kEagerGeluBytes = 4; // a non-gated MLP's one activation
inline constexpr double kEagerResidualBytes = 6;
// What eager PyTorch keeps for backward beyond the fused path's activations (bytes per element):
// each RMSNorm keeps its fp32 input (the square's and the scaling's operand) and its fp32
// normalised output (the weight's multiply), 8 bytes beyond the bf16 norm input counted for
// every stack; SwiGLU keeps the SiLU output as well (2 bytes per FFN element). Counted in
// transformers' LlamaRMSNorm and LlamaMLP under bf16 autocast with fp32 weights (the HF Trainer's
// bf16=True). The eager Llama-3.2-1B and 3B-shaped runs of
// tests/data/validation/h200-2026-12-04.jsonl peak 5-17 % under the memory the model gives with
// these added (it counts their tied embeddings twice: 4.7 and 7.1 GB of weight and optimizer).
inline constexpr double kEagerNormSavedBytes = 8;
inline constexpr double kEagerSwigluSavedBytes = 2;
// Autocast with fp32 weights (transformers' Trainer, bf16=True, no FSDP): the residual stream
// stays fp32, so each linear that reads it casts its input to bf16 per call (read 4, write 2
// bytes per element: Llama's q, k, v, gate and up projections, 5 casts of the hidden state a
// layer; 4 without a gated MLP), and the fp32 weights are cast once a micro-batch (6 bytes per
// parameter). Backward runs the same casts' gradients back to fp32, twice the bytes, as the model
// takes for all element-wise work. Measured on an H200 (tests/data/validation/
// h200-2026-12-04-breakdown.jsonl): copies and casts took 44 ms of an eager Llama-3.2-1B-shaped
// step's 181 ms of kernels; a compiled step 18 ms with its element-wise work.
inline constexpr double kAutocastCastBytes = 6;
// torchao float8 training, dynamic tensorwise scaling (torchao/float8, the recipe torchtitan's
// quantize.linear.float8 converter applies): per element of every linear's input, forward, an
// amax pass (read 2 bytes) and the cast (read 2, write 1), and backward a transposed FP8 copy for
// the weight gradient (read 1, write 1); per element of its output gradient the same: 7 bytes
// each. Counted op by op; torch.compile fuses some into neighbours, which the count ignores.
inline constexpr double kFp8DynamicCastBytes = 7;
// The loss op by op on upcast logits: bf16 logits written and read (4), fp32 copy written (4),
// log-softmax read and written (8), and backward the same chain (14): 30 bytes per logit.
inline constexpr double kEagerLogitsBytes = 30;
// Held at the peak: bf16 logits, their fp32 copy and the fp32 log-softmax kept for backward.
inline constexpr double kEagerLogitsMemoryBytes = 10;

// FlashAttention in Triton against FlashAttention-2: "FlashAttention-2 is around 1.3-1.5x faster
// than FlashAttention in Triton in the forward pass and around 2x faster in the backward pass"
// (Dao 2023, arXiv 2307.08691, section 4.1). llm-foundry's MPT benchmarks ran it
// (scripts/train/benchmarking/submit_benchmarks.py: --attn_impl default 'triton').
inline constexpr double kTritonAttentionForward = 1.4;
inline constexpr double kTritonAttentionBackward = 2.0;

// Without fused (flash) attention, attention runs as batched GEMMs of head size and a
// memory-bound softmax: taken at half the rate of a GEMM of intensity hidden / tp (pre-2022
// Megatron; assumption).
inline constexpr double kUnfusedAttentionFactor = 0.5;

// NCCL over NVLink: "450GB/s is the line rate. With the protocol overhead (~20%) NCCL can get
// an effective NVLink bandwidth of 370GB/s" (S. Jeaugey, NVIDIA, github.com/NVIDIA/nccl-tests
// issue 212) -> 0.8 of one direction.
inline constexpr double kNvlinkEfficiency = 0.8;

// Scale-out: share of line rate NCCL reaches. RDMA on InfiniBand 0.9 and RoCE 0.85 are
// assumptions (NCCL's protocol overhead, smaller on large network messages than NVLink's 20 %;
// RoCE adds Ethernet framing and PFC/ECN congestion control); TCP sockets 0.5: NCCL's socket
// transport copies through host memory and "even with large message sizes we have not been able to
// reliably obtain more than 60% of wire speed over 32Gbps networks" (github.com/NVIDIA/nccl issue
// 209; issue 450 shows the same on 100 Gb/s).
inline constexpr double kIbEfficiency = 0.9;
inline constexpr double kRoceEfficiency = 0.85;
inline constexpr double kTcpEfficiency = 0.5;

// Latency of a ring collective (alpha of the alpha-beta model), as NCCL's own tuning model
// counts it for large (Simple protocol) messages: a base of 8.4 us, plus per ring step 3.4 us
// across NVLink and 14 us across the network (baseLat and hwLat, Ring/Simple, in NVIDIA/nccl
// src/graph/tuning.cc of the 2.18+ releases; the 2020-21 releases of the Megatron-LM papers'
// time, 2.7-2.8, had 9.6 us for the network step). A ring over n ranks on k nodes takes n - 1
// steps for all-gather and reduce-scatter, k - 1 of them across the network; all-reduce twice as
// many. TCP sockets: 30 us per network step (kernel socket round trip, assumption).
inline constexpr double kRingBaseLatencyS = 8.4e-6;
inline constexpr double kNvlinkRingStepLatencyS = 3.4e-6;
inline constexpr double kRdmaStepLatencyS = 14e-6;
inline constexpr double kRdmaStepLatency2020S = 9.6e-6;
inline constexpr double kTcpStepLatencyS = 30e-6;
// Decode-sized messages (a few KB) take NCCL's low-latency protocol: about 1 us per NVLink step
// (Ring/LL 0.47 us plus the LL protocol's own handshake; assumption).
inline constexpr double kNvlinkStepLatencyS = 1e-6;

// Bucket sizes: DeepSpeed ZeRO-3 prefetches 5e7 parameters per gather (stage3_prefetch_bucket
// _size default); Megatron-Core's DDP reduces gradients in buckets of max(40 M, 1 M x dp)
// parameters, "to ensure that chunks used in NCCL ring-reduce implementations are large enough
// to remain bandwidth-bound rather than latency-bound" (megatron/core/distributed/
// distributed_data_parallel.py, bucket_size default).
inline constexpr double kZero3BucketParams = 5e7;
inline constexpr double kDdpBucketParams = 4e7;
inline constexpr double kDdpBucketParamsPerDpRank = 1e6;

// ZeRO-3 of DeepSpeed (2021) and PyTorch FSDP1 under MosaicML Composer (2023, backward_prefetch
// 'BACKWARD_POST'): the share of the per-micro-batch gathers and reduce-scatters that stays
// exposed even when compute could hide it. Fitted once, least squares of the log error over the
// seven such cases of tests/data/validation (not per case): 0.99. Whatever those
// implementations overlap, they give back (a backward gather issued only after the block before
// it, NCCL kernels taking SMs and HBM from the GEMMs, FSDP1's rate limiter stalling the CPU).
inline constexpr double kShardedExposedShare = 1.0;

// Compute that runs beside NCCL collectives slows down: the collectives' kernels hold SMs and
// share HBM, so a GEMM overlapped with communication runs longer than alone. Lee et al. 2025,
// "Characterizing Compute-Communication Overlap in GPU-Accelerated Distributed Deep Learning:
// Performance and Power Implications" (arXiv 2507.03114, abstract): "an average computational
// slowdown of 18.9%, with a maximum of 40.0%", measured on A100, H100, MI250 and MI210 with GPT
// and Llama models (PyTorch). Taken as the share of the sharded traffic a PyTorch-native stack
// hides that still costs time (software_stacks.cpp).
inline constexpr double kOverlapComputeSlowdown = 0.189;

// Adam step: reads fp32 weight, gradient, m, v and writes weight, m, v plus the bf16 copy: 32
// bytes per parameter through HBM (memory-bound).
inline constexpr double kOptimizerBytesPerParam = 32;

// Usable share of HBM: CUDA context, NCCL buffers and allocator fragmentation take the rest.
inline constexpr double kUsableMemoryShare = 0.9;

} // namespace cd::core::throughput
