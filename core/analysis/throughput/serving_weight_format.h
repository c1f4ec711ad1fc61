#pragma once

// How a served model's weights are stored (issue 18 item 3): the bytes each weight takes in HBM,
// scales included, and the tensor-core rate its GEMMs run at.
#include <optional>
#include <string_view>

namespace cd::core::throughput {

struct GpuSpec;

enum class WeightFormat
{
    Bf16,
    Fp8,
    Fp4, // NVFP4 / MXFP4: needs FP4 tensor cores (Blackwell)
    Int4 // AWQ / GPTQ, dequantised to bf16 in the GEMM
};

std::string_view toString(WeightFormat f);
std::optional<WeightFormat> weightFormatFromString(std::string_view text);

// HBM bytes per weight. FP4: NVFP4 keeps one FP8 (E4M3) scale per 16 values, 4.5 bits a weight
// (NVIDIA, "Introducing NVFP4", developer.nvidia.com blog, 2025); INT4: AWQ and GPTQ keep an
// fp16 scale and a 4-bit zero point per group of 128 (AutoAWQ's default q_group_size 128),
// 4.16 bits a weight.
double bytesPerWeight(WeightFormat f);

// Whether the GPU's tensor cores run the format; an empty reason when they do.
std::string_view unsupportedReason(WeightFormat f, const GpuSpec& g);

// Peak dense FLOPS the format's GEMMs run at, and the share of it the largest GEMMs reach
// (the MAMF efficiencies of efficiency.h). INT4 weights are dequantised to bf16 in the kernel
// (AWQ and Marlin GEMMs), so they compute at the bf16 rate.
double peakFlops(WeightFormat f, const GpuSpec& g);
double gemmEfficiency(WeightFormat f, const GpuSpec& g);

} // namespace cd::core::throughput
