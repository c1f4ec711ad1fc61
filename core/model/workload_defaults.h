#pragma once

// The training workload every prediction assumes where the user names none: the Performance
// dock, `predict`, the quote's throughput line and the comparison all start from these
// (docs/predict.md "Defaults"). They live in the model because the project file stores the
// workload a quote or comparison names.
namespace cd::core {

inline constexpr const char* kDefaultModelPreset = "llama3-70b";
inline constexpr int kDefaultGlobalBatch = 1024;    // sequences per step
inline constexpr double kDefaultTrainTokens = 1e12; // tokens the time to train is for (1 T)

} // namespace cd::core
