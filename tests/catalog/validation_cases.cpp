#include "validation_cases.h"

#include "analysis/throughput/software_stacks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <regex>

namespace cd::test {

using namespace core::throughput;
using core::Json;

namespace {

int intOr(const Json& j, const char* key, int fallback)
{
    return j.contains(key) && j[key].is_number() ? j[key].get<int>() : fallback;
}

std::string textOr(const Json& j, const char* key)
{
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

bool startsWith(const std::string& s, const char* prefix)
{
    return s.rfind(prefix, 0) == 0;
}

// Model: a preset when the case names one of ours, else the dimensions the case gives.
// Rules for absent fields: heads = hidden / 128 (the head size of GPT-3 and Llama), ffn = 4 x
// hidden (GPT), vocab 51200 (Megatron-LM's padded GPT-2 vocabulary, as the Narayanan README
// states), kv heads = heads, dropout on, GELU (not gated).
std::optional<TransformerSpec> modelOf(const Json& c)
{
    const Json& m = c["model"];
    const std::string name = textOr(m, "name");
    std::optional<TransformerSpec> spec;
    if (name == "llama3.1-405b")
        spec = findPreset("llama3-405b");
    else if (name == "gpt-175b")
        spec = findPreset("gpt3-175b");
    else
        spec = findPreset(name);
    if (!spec) {
        if (!m.contains("layers") || !m.contains("hidden"))
            return std::nullopt;
        spec = TransformerSpec{};
        spec->name = name;
        spec->layers = intOr(m, "layers", 0);
        spec->hidden = intOr(m, "hidden", 0);
        spec->heads = intOr(m, "heads", spec->hidden / 128);
        spec->kvHeads = intOr(m, "kv_heads", spec->heads);
        spec->ffn = intOr(m, "ffn_hidden", 4 * spec->hidden);
        spec->vocab = 51200;
        if (m.contains("dropout") && m["dropout"].is_boolean())
            spec->dropout = m["dropout"].get<bool>();
        if (m.contains("gated") && m["gated"].is_boolean())
            spec->gatedMlp = m["gated"].get<bool>();
    }
    spec->seq = intOr(m, "seq_len", spec->seq);
    spec->vocab = intOr(m, "vocab", spec->vocab);
    return spec;
}

// Scale-out: the case's own when named; otherwise the system the source ran on as its notes
// say (Selene: 8 x HDR 200G per DGX A100) or the reference DGX H100 (8 x NDR 400G).
std::optional<ScaleOut> scaleOutOf(const Json& c)
{
    // A case that names a preset (stack-cases.json, mapped from its source's words) takes it.
    if (const std::string preset = textOr(c["hardware"], "scale_out_preset"); !preset.empty())
        return scaleOutPreset(preset);
    const std::string named = textOr(c["hardware"], "scale_out");
    if (named == "roce-1600gbps-per-node") // 8 x 200G RoCE
        return scaleOutPreset("roce-200g");
    if (!named.empty())
        return std::nullopt;
    return scaleOutPreset(startsWith(textOr(c["hardware"], "gpu"), "a100") ? "ib-hdr" : "ib-ndr");
}

// The training framework of each source (their papers and READMEs), as a named stack of
// software_stacks.h: Megatron-LM 2021-22
// without fused attention or communication overlap; DeepSpeed ZeRO-3 of the same papers with
// prefetch; llm-foundry FSDP with FlashAttention; Megatron-Core / NeMo with everything.
// llm-foundry's tables give each run's FSDP mixed-precision mode: "DEFAULT" for the autocast
// (amp_bf16, amp_fp8) H100 runs, "PURE" for the bf16 A100 runs. Composer's DEFAULT of the time
// leaves FSDP's param_dtype unset (mosaicml/composer get_mixed_precision: "elif mixed_precision
// == 'DEFAULT': reduce_dtype = get_torch_dtype(precision); buffer_dtype = torch.float32"), so
// the fp32 parameters are all-gathered.
std::string stackOf(const std::string& id, int zero, const std::string& precision)
{
    std::string name = "megatron-core";
    if (startsWith(id, "narayanan21") || startsWith(id, "korthikanti22"))
        name = zero >= 3 ? "deepspeed-2021" : "megatron-legacy";
    else if (startsWith(id, "llmfoundry"))
        name = precision.find("amp_") != std::string::npos ? "llm-foundry-amp" : "llm-foundry";
    return name;
}

// Megatron-LM num_floating_point_operations per token (megatron/training/training.py, r0.8):
// 12 l h^2 [ (1 + g/a + s/h) + (ffn/h)(3/2 if SwiGLU) + V / (2 l h) ].
double megatronFlopsPerToken(const TransformerSpec& m)
{
    const double h = m.hidden;
    return 12.0 * m.layers * h * h *
           (1 + double(m.kvHeads) / m.heads + m.seq / h + m.ffn / h * (m.gatedMlp ? 1.5 : 1.0) +
            m.vocab / (2.0 * m.layers * h));
}

// Narayanan et al. 2021 eq. 3 (counts the recompute forward): 96 l h^2 (1 + s/6h + V/16lh)
// per sequence, per token divided by s.
double narayananFlopsPerToken(const TransformerSpec& m)
{
    const double h = m.hidden;
    return 96.0 * m.layers * h * h * (1 + m.seq / (6 * h) + m.vocab / (16.0 * m.layers * h));
}

std::string layoutText(const TrainingConfig& t)
{
    const Parallelism& p = t.par;
    char text[128];
    std::string recompute(toString(t.recompute));
    if (t.recompute == Recompute::Full && t.recomputeLayers > 0)
        recompute += "(" + std::to_string(t.recomputeLayers) + ")";
    std::snprintf(text, sizeof text, "tp%d pp%d dp%d%s%s mb%d %s z%d", p.tp, p.pp, p.dp,
                  p.cp > 1 ? (" cp" + std::to_string(p.cp)).c_str() : "",
                  p.vp > 1 ? (" vp" + std::to_string(p.vp)).c_str() : "", p.microBatch,
                  recompute.c_str(), p.zero);
    return text;
}

ValidationRow runCase(const Json& c, const core::CatalogView& cat)
{
    ValidationRow row;
    row.id = c["id"].get<std::string>();
    if (c.contains("excluded")) {
        row.skipped = c["excluded"].get<std::string>();
        return row;
    }
    const Json& hw = c["hardware"];
    const Json& par = c["parallelism"];
    const core::CatalogItem* gpuItem = cat.find(textOr(hw, "gpu"));
    if (!gpuItem) {
        row.skipped = "GPU '" + textOr(hw, "gpu") + "' is not in the catalog";
        return row;
    }
    const std::optional<TransformerSpec> model = modelOf(c);
    if (!model) {
        row.skipped = "the source gives no layer count or hidden size";
        return row;
    }
    const std::optional<ScaleOut> scaleOut = scaleOutOf(c);
    if (!scaleOut) {
        row.skipped = "scale-out '" + textOr(hw, "scale_out") + "' not modelled";
        return row;
    }
    ClusterSpec cluster;
    std::string error;
    cluster.gpu = gpuSpecFromCatalog(*gpuItem, &error);
    const int total = hw["gpus_total"].get<int>();
    cluster.gpusPerNode = intOr(hw, "gpus_per_node", 8);
    // GB200 NVL72: the rack is one NVLink domain (one NIC per GPU), as design_cluster models
    // it; runs use a power of two of its 72 GPUs per rack, at most 64.
    if (textOr(hw, "gpu") == "gb200")
        for (cluster.gpusPerNode = 64; total % cluster.gpusPerNode != 0;)
            cluster.gpusPerNode /= 2;
    cluster.nvlinkDomain = cluster.gpusPerNode;
    cluster.nodes = total / cluster.gpusPerNode;
    cluster.scaleOut = *scaleOut;
    cluster.scaleOut.nicsPerNode = intOr(hw, "nics_per_node", 0); // 0: one per GPU

    TrainingConfig base;
    Parallelism& p = base.par;
    p.globalBatch = par["global_batch"].get<int>();
    const int mp = intOr(par, "model_parallel_size", 0);
    // A model-parallel size without its split: TP fills the NVLink domain first (Megatron's
    // rule), PP takes the rest.
    p.tp = intOr(par, "tp", mp > 0 ? std::min(mp, cluster.gpusPerNode) : 0);
    p.pp = intOr(par, "pp", mp > 0 && p.tp > 0 ? mp / p.tp : 0);
    p.cp = intOr(par, "cp", 1);
    p.vp = intOr(par, "vp", 0); // 0: not given, the search chooses
    std::smatch interleave;
    const std::string notes = textOr(c, "notes");
    if (p.vp == 0 && std::regex_search(notes, interleave, std::regex("interleaving=(\\d+)")))
        p.vp = std::stoi(interleave[1]);
    const bool sharded = intOr(par, "zero_stage", 0) == 3 ||
                         (par.contains("fsdp") && !par["fsdp"].is_null() && par["fsdp"] != false);
    const bool legacyMegatron =
        startsWith(row.id, "narayanan21") || startsWith(row.id, "korthikanti22");
    p.zero = sharded ? 3 : (legacyMegatron ? 0 : 1);
    p.shardGroupSize = sharded ? intOr(par, "hsdp", 0) : 0;
    // A case that names its stack (tests/data/validation/stack-cases.json) takes it from the
    // registry; the older sets are mapped by source.
    row.stack =
        c.contains("stack") ? textOr(c, "stack") : stackOf(row.id, p.zero, textOr(c, "precision"));
    base.stack = findStack(row.stack).value();
    base.precision = startsWith(textOr(c, "precision"), "fp8") ? Precision::Fp8 : Precision::Bf16;
    if (par.contains("sequence_parallel") && par["sequence_parallel"].is_boolean())
        p.sequenceParallel = par["sequence_parallel"].get<bool>();

    // What the source does not give, the search chooses: the layout when no split is given,
    // the micro-batch, the interleaving and the recompute when absent (the fastest that fits).
    SearchSpace space;
    space.tp = p.tp;
    space.pp = p.pp;
    space.cp = p.cp;
    space.zero = p.zero;
    space.vp = p.vp;
    space.microBatch = intOr(par, "micro_batch", 0);
    if (const auto rc = recomputeFromString(textOr(par, "recompute")))
        space.recompute = *rc;
    else if (startsWith(row.id, "narayanan21")) // eq. 3 counts the recompute: every run used it
        space.recompute = Recompute::Full;
    space.maxAlternatives = 0;
    TrainingConfig config;
    TrainingEstimate e;
    if (space.tp > 0 && space.pp > 0 && space.microBatch > 0 && space.recompute) {
        p.dp = cluster.gpus() / (p.tp * p.pp * p.cp);
        p.vp = std::max(1, p.vp);
        config = base;
        config.par.microBatch = space.microBatch;
        config.recompute = *space.recompute;
        e = estimateTraining(*model, cluster, config);
    } else {
        const SearchResult found = searchParallelism(*model, cluster, base, space);
        if (found.best.empty()) {
            row.skipped = "no layout: " + found.error;
            return row;
        }
        config = found.best.front().config;
        config.par.sequenceParallel = p.sequenceParallel && config.par.tp > 1;
        e = estimateTraining(*model, cluster, config);
    }
    if (!e.ok()) {
        row.skipped = e.error;
        return row;
    }
    row.layout = layoutText(config);
    // For reviewing a case: where its step time goes (s) and its memory per GPU (GB).
    if (std::getenv("CD_VALIDATION_DEBUG")) {
        const StepBreakdown& b = e.breakdown;
        std::fprintf(stderr,
                     "%s: step %.3f micro-batches %d compute %.3f tp %.3f pp %.3f bubble %.3f "
                     "dp-total %.3f dp-exposed %.3f optimizer %.3f | memory %.1f of %.1f: "
                     "weights %.1f gradients %.1f optimizer %.1f activations %.1f\n",
                     row.id.c_str(), e.stepTimeS, config.par.microBatches(), b.computeS, b.tpCommS,
                     b.ppCommS, b.ppBubbleS, b.dpCommTotalS, b.dpCommExposedS, b.optimizerS,
                     e.memory.totalGb, e.memory.usableGb, e.memory.weightsGb, e.memory.gradientsGb,
                     e.memory.optimizerGb, e.memory.activationsGb);
    }
    const Json& meas = c["measured"];
    const int gpus = cluster.gpus();
    row.memoryGb = e.memory.totalGb;
    if (meas.contains("peak_memory_gb") && meas["peak_memory_gb"].is_number())
        row.measuredPeakGb = meas["peak_memory_gb"].get<double>() * 1.073741824;
    if (meas.contains("step_time_s")) {
        row.metric = "step time s";
        row.measured = meas["step_time_s"].get<double>();
        row.predicted = e.stepTimeS;
    } else if (meas.contains("tokens_per_s_total")) {
        row.metric = "tokens/s";
        row.measured = meas["tokens_per_s_total"].get<double>();
        row.predicted = e.tokensPerS;
    } else if (meas.contains("tokens_per_s_per_gpu")) {
        row.metric = "tokens/s/GPU";
        row.measured = meas["tokens_per_s_per_gpu"].get<double>();
        row.predicted = e.tokensPerSPerGpu;
    } else if (meas.contains("tflops_per_gpu") && startsWith(row.id, "narayanan21")) {
        row.metric = "TFLOPS/GPU (eq. 3)";
        row.measured = meas["tflops_per_gpu"].get<double>();
        row.predicted = narayananFlopsPerToken(*model) * e.tokensPerS / gpus / 1e12;
    } else if (meas.contains("mfu") && startsWith(row.id, "megatron24")) {
        row.metric = "MFU (Megatron)";
        row.measured = meas["mfu"].get<double>();
        row.predicted =
            megatronFlopsPerToken(*model) * e.tokensPerS / gpus / 1e12 / cluster.gpu.bf16Tflops;
    } else {
        row.skipped = "no measure the model predicts";
        return row;
    }
    row.error = row.predicted / row.measured - 1;
    return row;
}

} // namespace

std::vector<ValidationRow> runValidation(const Json& cases, const core::CatalogView& cat)
{
    std::vector<ValidationRow> rows;
    for (const Json& c : cases)
        rows.push_back(runCase(c, cat));
    return rows;
}

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

namespace {

// Median and largest absolute error of the expressed cases, stack by stack (in order of first
// appearance).
std::string perStackSummary(const std::vector<ValidationRow>& rows)
{
    std::vector<std::string> stacks;
    for (const ValidationRow& r : rows)
        if (r.skipped.empty() && std::find(stacks.begin(), stacks.end(), r.stack) == stacks.end())
            stacks.push_back(r.stack);
    std::string out = "\n| stack | cases | median error | largest error |\n|---|---:|---:|---:|\n";
    char line[256];
    for (const std::string& s : stacks) {
        std::vector<double> e;
        for (const ValidationRow& r : rows)
            if (r.skipped.empty() && r.stack == s)
                e.push_back(std::fabs(r.error));
        std::snprintf(line, sizeof line, "| %s | %zu | %.1f %% | %.1f %% |\n", s.c_str(), e.size(),
                      medianOf(e) * 100, *std::max_element(e.begin(), e.end()) * 100);
        out += line;
    }
    return out;
}

} // namespace

std::string validationMarkdown(const std::vector<ValidationRow>& rows)
{
    std::string out = "| case | measure | measured | predicted | error | layout modelled |\n"
                      "|---|---|---:|---:|---:|---|\n";
    std::vector<double> errors;
    char line[512];
    for (const ValidationRow& r : rows) {
        if (!r.skipped.empty()) {
            std::snprintf(line, sizeof line, "| %s | not expressible: %s | | | | |\n", r.id.c_str(),
                          r.skipped.c_str());
        } else {
            errors.push_back(std::fabs(r.error));
            std::snprintf(line, sizeof line, "| %s | %s | %.4g | %.4g | %+.1f %% | %s |\n",
                          r.id.c_str(), r.metric.c_str(), r.measured, r.predicted, r.error * 100,
                          r.layout.c_str());
        }
        out += line;
    }
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        const size_t n = errors.size();
        const double median = medianOf(errors);
        std::snprintf(
            line, sizeof line,
            "\n%zu cases expressed of %zu; median absolute error %.1f %%, largest %.1f %%; "
            "%zu within 10 %%, %zu within 25 %%.\n",
            n, rows.size(), median * 100, errors.back() * 100,
            size_t(std::count_if(errors.begin(), errors.end(), [](double e) { return e <= 0.10; })),
            size_t(
                std::count_if(errors.begin(), errors.end(), [](double e) { return e <= 0.25; })));
        out += line + perStackSummary(rows);
    }
    return out;
}

} // namespace cd::test
