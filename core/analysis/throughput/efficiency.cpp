#include "analysis/throughput/efficiency.h"

#include <array>

namespace cd::core::throughput {

namespace {

struct Row
{
    const char* id;
    double gemm, gemmFp8, attention;
};

constexpr const char* kMamf = "MAMF table, stas00/ml-engineering compute/accelerator/README.md";

// A100 has no FP8: gemmFp8 0. Attention: Ampere 0.6 (FA2), later 0.35 (FA2 on H100).
constexpr std::array kRows{
    Row{"a100-40-sxm", 0.869, 0, 0.6},   Row{"a100-80-sxm", 0.869, 0, 0.6},
    Row{"a100-40-pcie", 0.811, 0, 0.6},  Row{"a100-80-pcie", 0.811, 0, 0.6},
    Row{"h100-sxm", 0.803, 0.709, 0.35}, Row{"h200-sxm", 0.803, 0.734, 0.35},
    Row{"b200", 0.776, 0.763, 0.35},     Row{"gb200", 0.729, 0.723, 0.35},
    Row{"mi300x", 0.514, 0.468, 0.35},   Row{"mi325x", 0.604, 0.581, 0.35},
};

} // namespace

Efficiency efficiencyOf(std::string_view gpuId)
{
    for (const Row& r : kRows)
        if (gpuId == r.id)
            return {r.gemm, r.gemmFp8, r.attention, kMamf};
    return {0.78, 0.73, 0.35, "estimate: median of the MAMF table (no measurement for this GPU)"};
}

double hbmStreamShare(std::string_view gpuId)
{
    return gpuId.rfind("mi", 0) == 0 ? 0.81 : 0.87; // AMD Instinct ids begin "mi"
}

std::vector<std::string_view> measuredGpus()
{
    std::vector<std::string_view> ids;
    for (const Row& r : kRows)
        ids.push_back(r.id);
    return ids;
}

} // namespace cd::core::throughput
