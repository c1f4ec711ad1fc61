#include "analysis/throughput/transformer.h"
#include "io/input_limits.h"
#include "text/translation.h"

#include <array>
#include <utility>

namespace cd::core::throughput {

double TransformerSpec::attentionParamsPerLayer() const
{
    // Q and output projections are hidden x hidden, K and V hidden x kvDim.
    return 2.0 * hidden * hidden + 2.0 * hidden * kvDim();
}

double TransformerSpec::mlpParamsPerExpert() const
{
    return (gatedMlp ? 3.0 : 2.0) * hidden * ffn;
}

double TransformerSpec::paramsPerLayer() const
{
    return attentionParamsPerLayer() + experts * mlpParamsPerExpert();
}

double TransformerSpec::activeParamsPerLayer() const
{
    return attentionParamsPerLayer() + expertsPerToken * mlpParamsPerExpert();
}

double TransformerSpec::totalParams() const
{
    return layers * paramsPerLayer() + 2 * embeddingParams();
}

double TransformerSpec::activeParams() const
{
    return layers * activeParamsPerLayer() + 2 * embeddingParams();
}

double TransformerSpec::modelFlopsPerToken() const
{
    const double matmul = layers * activeParamsPerLayer() + embeddingParams();
    return 6 * matmul + 12.0 * layers * seq * hidden;
}

std::string TransformerSpec::check() const
{
    if (layers < 1 || hidden < 1 || heads < 1 || seq < 1 || vocab < 1 || ffn < 1)
        return text::translate("TrainingChecks",
                               "layers, hidden, heads, ffn, vocab and seq must all be positive");
    const std::pair<const char*, std::pair<int, int>> bounded[] = {
        {"layers", {layers, kMaxLayers}},   {"hidden", {hidden, kMaxHidden}},
        {"heads", {heads, kMaxHeads}},      {"ffn", {ffn, kMaxFfn}},
        {"vocab", {vocab, kMaxVocab}},      {"seq", {seq, kMaxSequence}},
        {"experts", {experts, kMaxExperts}}};
    for (const auto& [name, value] : bounded)
        if (value.first > value.second)
            return text::arg(text::translate("TrainingChecks", "%1 %2 is above %3, the most a "
                                                               "model may have (docs/limits.md)"),
                             {name, std::to_string(value.first), std::to_string(value.second)});
    if (hidden % heads != 0)
        return text::arg(
            text::translate("TrainingChecks", "hidden (%1) must be a multiple of heads (%2)"),
            {std::to_string(hidden), std::to_string(heads)});
    if (kvHeads < 1 || heads % kvHeads != 0)
        return text::translate("TrainingChecks", "kv-heads must divide heads");
    if (experts < 1 || expertsPerToken < 1 || expertsPerToken > experts)
        return text::translate("TrainingChecks",
                               "experts per token must be between 1 and the number of experts");
    return {};
}

namespace {

struct Preset
{
    const char* name;
    const char* label; // as the model's publisher names it, for customer documents
    int layers, hidden, heads, kvHeads, ffn, vocab, seq;
    bool gated, dropout;
    int experts, topK;
    const char* source;
    int context; // positions the released model takes
};

// Dimensions as published. GPT-3: Brown et al. 2020 "Language Models are Few-Shot Learners"
// Table 2.1 (d_ff = 4 d_model, BPE vocabulary 50257, context 2048). Llama 2: Touvron et al.
// 2023 Table 1 and the released params.json (ffn 11008 / 13824 / 28672, vocab 32000, GQA with 8
// KV heads for 70B only). Llama 3 / 3.1: Llama Team 2024 "The Llama 3 Herd of Models" Table 3
// (ffn 14336 / 28672 / 53248, 8 KV heads, vocab 128256, 8192 context in pre-training). MPT:
// mosaicml/llm-foundry scripts/train/yamls/pretrain/mpt-{3b,13b,70b}.yaml (expansion 4, vocab
// 50368, 2048 context; no dropout: MPTConfig defaults attn_pdrop, resid_pdrop, emb_pdrop to 0).
// Llama trains without dropout (Touvron et al. 2023 and the released model code have none); GPT-3
// with Megatron's 0.1. Mixtral: Jiang et al. 2024 "Mixtral of Experts" Table 1.
// Context (the positions a released model takes, for serving): the papers' and configs'
// max_position_embeddings; Llama 3.1 (8B, 70B and the only 405B) was extended to 128K tokens
// (Llama Team 2024, section 3.4.2; config.json max_position_embeddings 131072), Llama 3 has 8K.
constexpr std::array kPresets{
    Preset{"gpt3-125m", "GPT-3 125M", 12, 768, 12, 12, 3072, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"gpt3-350m", "GPT-3 350M", 24, 1024, 16, 16, 4096, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"gpt3-760m", "GPT-3 760M", 24, 1536, 16, 16, 6144, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"gpt3-1.3b", "GPT-3 1.3B", 24, 2048, 16, 16, 8192, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"gpt3-2.7b", "GPT-3 2.7B", 32, 2560, 32, 32, 10240, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"gpt3-6.7b", "GPT-3 6.7B", 32, 4096, 32, 32, 16384, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"gpt3-13b", "GPT-3 13B", 40, 5120, 40, 40, 20480, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1 (d_model 5140 rounded to a multiple of 40 heads)", 2048},
    Preset{"gpt3-175b", "GPT-3 175B", 96, 12288, 96, 96, 49152, 50257, 2048, false, true, 1, 1,
           "Brown et al. 2020 Table 2.1", 2048},
    Preset{"llama2-7b", "Llama 2 7B", 32, 4096, 32, 32, 11008, 32000, 4096, true, false, 1, 1,
           "Touvron et al. 2023 (Llama 2) Table 1, params.json", 4096},
    Preset{"llama2-13b", "Llama 2 13B", 40, 5120, 40, 40, 13824, 32000, 4096, true, false, 1, 1,
           "Touvron et al. 2023 (Llama 2) Table 1, params.json", 4096},
    Preset{"llama2-70b", "Llama 2 70B", 80, 8192, 64, 8, 28672, 32000, 4096, true, false, 1, 1,
           "Touvron et al. 2023 (Llama 2) Table 1, params.json", 4096},
    Preset{"llama3-8b", "Llama 3 8B", 32, 4096, 32, 8, 14336, 128256, 8192, true, false, 1, 1,
           "Llama Team 2024 (Llama 3) Table 3", 8192},
    Preset{"llama3-70b", "Llama 3 70B", 80, 8192, 64, 8, 28672, 128256, 8192, true, false, 1, 1,
           "Llama Team 2024 (Llama 3) Table 3", 8192},
    Preset{"llama3-405b", "Llama 3.1 405B", 126, 16384, 128, 8, 53248, 128256, 8192, true, false, 1,
           1, "Llama Team 2024 (Llama 3.1) Table 3", 131072},
    Preset{"llama3.1-8b", "Llama 3.1 8B", 32, 4096, 32, 8, 14336, 128256, 8192, true, false, 1, 1,
           "Llama Team 2024 (Llama 3.1) Table 3", 131072},
    Preset{"llama3.1-70b", "Llama 3.1 70B", 80, 8192, 64, 8, 28672, 128256, 8192, true, false, 1, 1,
           "Llama Team 2024 (Llama 3.1) Table 3", 131072},
    Preset{"mpt-3b", "MPT-3B", 32, 2560, 32, 32, 10240, 50368, 2048, false, false, 1, 1,
           "llm-foundry yamls/pretrain/mpt-3b.yaml", 2048},
    Preset{"mpt-13b", "MPT-13B", 40, 5120, 40, 40, 20480, 50368, 2048, false, false, 1, 1,
           "llm-foundry yamls/pretrain/mpt-13b.yaml", 2048},
    Preset{"mpt-70b", "MPT-70B", 80, 8192, 64, 64, 32768, 50368, 2048, false, false, 1, 1,
           "llm-foundry yamls/pretrain/mpt-70b.yaml", 2048},
    Preset{"mixtral-8x7b", "Mixtral 8x7B", 32, 4096, 32, 8, 14336, 32000, 32768, true, false, 8, 2,
           "Jiang et al. 2024 (Mixtral of Experts) Table 1", 32768},
    Preset{"mixtral-8x22b", "Mixtral 8x22B", 56, 6144, 48, 8, 16384, 32000, 65536, true, false, 8,
           2, "mistralai/Mixtral-8x22B-v0.1 config.json", 65536},
};

} // namespace

std::optional<TransformerSpec> findPreset(std::string_view name)
{
    for (const Preset& p : kPresets)
        if (name == p.name)
            return TransformerSpec{p.name,    p.layers, p.hidden, p.heads,  p.kvHeads,
                                   p.ffn,     p.vocab,  p.seq,    p.gated,  p.dropout,
                                   p.experts, p.topK,   p.source, p.context};
    return std::nullopt;
}

std::string modelLabel(std::string_view name)
{
    for (const Preset& p : kPresets)
        if (name == p.name)
            return p.label;
    return std::string(name);
}

std::vector<std::string> presetNames()
{
    std::vector<std::string> names;
    for (const Preset& p : kPresets)
        names.emplace_back(p.name);
    return names;
}

} // namespace cd::core::throughput
