#include "analysis/throughput/serving_weight_format.h"

#include "analysis/throughput/hardware.h"
#include "text/translation.h"

namespace cd::core::throughput {

std::string_view toString(WeightFormat f)
{
    switch (f) {
    case WeightFormat::Bf16:
        return "bf16";
    case WeightFormat::Fp8:
        return "fp8";
    case WeightFormat::Fp4:
        return "fp4";
    case WeightFormat::Int4:
        return "int4";
    }
    return "bf16";
}

std::optional<WeightFormat> weightFormatFromString(std::string_view text)
{
    for (WeightFormat f :
         {WeightFormat::Bf16, WeightFormat::Fp8, WeightFormat::Fp4, WeightFormat::Int4})
        if (text == toString(f))
            return f;
    return std::nullopt;
}

double bytesPerWeight(WeightFormat f)
{
    switch (f) {
    case WeightFormat::Bf16:
        return 2;
    case WeightFormat::Fp8:
        return 1;
    case WeightFormat::Fp4:
        return (4 + 8.0 / 16) / 8;
    case WeightFormat::Int4:
        return (4 + (16 + 4) / 128.0) / 8;
    }
    return 2;
}

std::string_view unsupportedReason(WeightFormat f, const GpuSpec& g)
{
    if (f == WeightFormat::Fp8 && g.fp8Tflops <= 0)
        return CD_TRANSLATE_NOOP("Serving", "has no FP8 tensor cores");
    if (f == WeightFormat::Fp4 && g.fp4Tflops <= 0)
        return CD_TRANSLATE_NOOP("Serving", "has no FP4 tensor cores");
    return {};
}

double peakFlops(WeightFormat f, const GpuSpec& g)
{
    switch (f) {
    case WeightFormat::Fp8:
        return g.fp8Tflops * 1e12;
    case WeightFormat::Fp4:
        return g.fp4Tflops * 1e12;
    case WeightFormat::Bf16:
    case WeightFormat::Int4:
        break;
    }
    return g.bf16Tflops * 1e12;
}

double gemmEfficiency(WeightFormat f, const GpuSpec& g)
{
    // FP4 has no MAMF measurement yet: it takes the GPU's FP8 figure (B200: 76.3 %). A GPU
    // without an FP8 measurement (MI300X, MI325X) takes its own BF16 one: its FP8 kernels come
    // from the same libraries.
    if (f == WeightFormat::Fp8 || f == WeightFormat::Fp4)
        return g.gemmEfficiencyFp8 > 0 ? g.gemmEfficiencyFp8 : g.gemmEfficiency;
    return g.gemmEfficiency;
}

} // namespace cd::core::throughput
