#pragma once

// A decoder-only transformer as the throughput model sees it (issue 7): dimensions, parameter
// counts and the model FLOPs of a training token, plus the published presets.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core::throughput {

struct TransformerSpec
{
    std::string name;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; // grouped-query attention: key/value heads (== heads for multi-head)
    int ffn = 0;     // MLP inner size (per expert)
    int vocab = 0;
    int seq = 0;
    bool gatedMlp = false; // SwiGLU: three hidden x ffn matrices instead of two
    bool dropout = true;   // trained with dropout (GPT-3 / Megatron GPT); Llama, MPT: none
    int experts = 1;       // mixture of experts: experts per layer
    int expertsPerToken = 1;
    std::string source; // where the dimensions were read
    int maxContext = 0; // longest sequence the released model takes (serving); 0 = seq

    int headDim() const { return heads > 0 ? hidden / heads : 0; }
    // Longest sequence (prompt and output) the model serves.
    int context() const { return maxContext > 0 ? maxContext : seq; }
    int kvDim() const { return kvHeads * headDim(); }
    // Q, K, V and output projections.
    double attentionParamsPerLayer() const;
    // One expert's MLP.
    double mlpParamsPerExpert() const;
    // Every weight of a layer (all experts) and the weights one token passes through.
    double paramsPerLayer() const;
    double activeParamsPerLayer() const;
    // Input embedding and output projection (untied), vocab x hidden each.
    double embeddingParams() const { return double(vocab) * hidden; }
    double totalParams() const;
    double activeParams() const;
    // Model FLOPs of one training token, no recompute (DESIGN.md §5 `mfu`): 6 x the active
    // matmul weights (layers + output projection) + 12 * layers * seq * hidden for attention
    // (QK^T and AV, forward and backward), the PaLM convention (Chowdhery et al. 2022,
    // appendix B), also Megatron-LM's num_floating_point_operations.
    double modelFlopsPerToken() const;

    std::string check() const; // empty when usable, otherwise what is wrong
};

// Published presets by name (gpt3-175b, llama2-7b, ..., mixtral-8x7b); nullopt if unknown.
std::optional<TransformerSpec> findPreset(std::string_view name);
std::vector<std::string> presetNames();
// The name a customer knows a preset by ("llama3-70b": "Llama 3 70B"); any other name as given.
std::string modelLabel(std::string_view name);

} // namespace cd::core::throughput
