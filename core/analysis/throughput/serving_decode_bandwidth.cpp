#include "analysis/throughput/serving_decode_bandwidth.h"

#include <array>

namespace cd::core::throughput {

namespace {

struct Row
{
    std::string_view gpu;
    double share;
    std::string_view source;
};

// Measured on one H200 (tests/device/h200_constants.py, 2026-12-04): decode GEMMs of 33 MB to
// 940 MB of weights took 11.8 us plus their bytes at 4.18 TB/s, 0.87 of the datasheet's 4.8 (a
// device-to-device copy: 4.28 TB/s). STREAM-like copies reach "up to 90 %" on NVIDIA GPUs and 81 %
// on MI300X (Ambati et al. 2025, "AMD MI300X GPU Performance Analysis", arXiv 2510.27583). Taken:
// 0.87 on NVIDIA; 0.6 on AMD (vLLM on ROCm), checked against the batch-1 rows of
// tests/data/validation/serving-cases.json.
constexpr std::string_view kNvidia = "0.87: measured on an H200, decode GEMMs stream their "
                                     "weights at 4.18 of 4.8 TB/s";
constexpr std::string_view kAmd = "0.6: STREAM reaches 81 % on MI300X (arXiv 2510.27583), "
                                  "ROCm decode kernels less (assumption)";
constexpr std::array kRows{
    Row{"a100-40-sxm", 0.87, kNvidia},  Row{"a100-80-sxm", 0.87, kNvidia},
    Row{"a100-40-pcie", 0.87, kNvidia}, Row{"a100-80-pcie", 0.87, kNvidia},
    Row{"h100-sxm", 0.87, kNvidia},     Row{"h100-pcie", 0.87, kNvidia},
    Row{"h100-nvl", 0.87, kNvidia},     Row{"h200-sxm", 0.87, kNvidia},
    Row{"h200-nvl", 0.87, kNvidia},     Row{"b200", 0.87, kNvidia},
    Row{"gb200", 0.87, kNvidia},        Row{"l40s", 0.87, kNvidia},
    Row{"mi300x", 0.6, kAmd},           Row{"mi325x", 0.6, kAmd},
};

} // namespace

DecodeBandwidth decodeBandwidth(std::string_view gpuId)
{
    for (const Row& r : kRows)
        if (r.gpu == gpuId)
            return {r.share, r.source};
    return {0.87, "no measurement for this GPU: 0.87, as the NVIDIA GPUs (assumption)"};
}

} // namespace cd::core::throughput
