#include "serving_validation.h"

#include "validation_cases.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/serving.h"

#include <algorithm>
#include <cmath>

namespace cd::test {

using namespace core::throughput;

namespace {

// What a case cannot give the model: an empty string when it can be run.
std::string unsupported(const core::Json& c)
{
    const core::Json& w = c["workload"];
    if (c.contains("excluded"))
        return c["excluded"].get<std::string>();
    if (!w["input_len"].is_number() || !w["output_len"].is_number())
        return "variable request lengths whose mean the source does not state";
    if (!w["concurrency"].is_number() && w["concurrency"] != "max")
        return "a request rate, not a concurrency";
    if (!findPreset(c["model"]["name"].get<std::string>()))
        return "model " + c["model"]["name"].get<std::string>() +
               " is not a preset (its head size is not hidden / heads)";
    return {};
}

ServingInput inputOf(const core::Json& c)
{
    const core::Json& w = c["workload"];
    const core::Json& p = c["precision"];
    ServingInput in;
    in.engine = c["engine"].get<std::string>();
    in.inputLen = w["input_len"].get<int>();
    in.outputLen = w["output_len"].get<int>();
    in.concurrency = w["concurrency"].is_number() ? w["concurrency"].get<int>() : 0;
    in.tp = c["hardware"]["tp"].get<int>();
    in.weights =
        weightFormatFromString(p["weights"].get<std::string>()).value_or(WeightFormat::Bf16);
    // An unstated KV cache follows the checkpoint: NVIDIA's FP8 and FP4 checkpoints carry an
    // FP8 KV cache (trtllm-bench sets it with FP8 quantisation), bf16 ones a bf16 cache.
    in.kvFp8 = p["kv_cache"].is_string()
                   ? p["kv_cache"] == "fp8"
                   : in.weights == WeightFormat::Fp8 || in.weights == WeightFormat::Fp4;
    return in;
}

// One node holding the case's GPUs, one NVLink domain.
ClusterSpec clusterOf(const core::Json& c, const core::CatalogView& cat, std::string& error)
{
    ClusterSpec cluster;
    const std::string id = c["hardware"]["gpu"].get<std::string>();
    const core::CatalogItem* gpu = cat.find(id);
    if (!gpu) {
        error = "GPU " + id + " is not in the catalog";
        return cluster;
    }
    cluster.gpu = gpuSpecFromCatalog(*gpu, &error);
    cluster.nodes = 1;
    cluster.gpusPerNode = cluster.nvlinkDomain = c["hardware"]["gpus"].get<int>();
    return cluster;
}

std::string setupOf(const core::Json& c, const ServingInput& in)
{
    const core::Json& h = c["hardware"];
    return c["model"]["name"].get<std::string>() + ", " + std::to_string(h["gpus"].get<int>()) +
           " x " + h["gpu"].get<std::string>() + " tp " + std::to_string(in.tp) + ", " +
           std::string(toString(in.weights)) + (in.kvFp8 ? " (FP8 KV)" : "") + ", " +
           std::to_string(in.inputLen) + "/" + std::to_string(in.outputLen) + ", " +
           (in.concurrency > 0 ? "concurrency " + std::to_string(in.concurrency) : "max");
}

// The measures a case has that the model predicts: throughput for loaded rows, time per output
// token for single requests, and time to first token wherever it was measured.
void addRows(const core::Json& c, const ServingEstimate& e, ServingRow base,
             std::vector<ServingRow>& rows)
{
    const core::Json& m = c["measured"];
    const bool single = c["workload"]["concurrency"] == 1;
    const auto add = [&](const char* metric, double predicted) {
        if (!m[metric].is_number())
            return;
        ServingRow r = base;
        r.metric = metric;
        r.measured = m[metric].get<double>();
        r.predicted = predicted;
        r.error = predicted / r.measured - 1;
        rows.push_back(r);
    };
    if (single)
        add("tpot_ms", e.point.tpotMs);
    else
        add("output_tokens_per_s", e.point.outputTokensPerS);
    // A maximum-throughput run submits every request at once: its TTFT is mostly queueing.
    if (c["workload"]["concurrency"].is_number())
        add("ttft_ms", e.point.ttftMs);
}

} // namespace

std::vector<ServingRow> runServingValidation(const core::Json& cases, const core::CatalogView& cat)
{
    std::vector<ServingRow> rows;
    for (const core::Json& c : cases) {
        ServingRow base;
        base.id = c["id"].get<std::string>();
        base.engine = c["engine"].get<std::string>();
        if (base.skipped = unsupported(c); !base.skipped.empty()) {
            rows.push_back(base);
            continue;
        }
        const ServingInput in = inputOf(c);
        std::string error;
        const ClusterSpec cluster = clusterOf(c, cat, error);
        const ServingEstimate e =
            error.empty()
                ? estimateServing(*findPreset(c["model"]["name"].get<std::string>()), cluster, in)
                : ServingEstimate{};
        if (!error.empty() || !e.ok()) {
            base.skipped = error.empty() ? e.error : error;
            rows.push_back(base);
            continue;
        }
        base.setup = setupOf(c, in);
        addRows(c, e, base, rows);
    }
    return rows;
}

namespace {

std::string percent(double error)
{
    const long p = std::lround(error * 100);
    return (p > 0 ? "+" : "") + std::to_string(p) + " %";
}

} // namespace

namespace {

// Median and largest absolute error per engine, and over all, of the cases that ran.
std::string perEngineSummary(const std::vector<ServingRow>& rows)
{
    std::vector<std::string> engines;
    for (const ServingRow& r : rows)
        if (r.skipped.empty() &&
            std::find(engines.begin(), engines.end(), r.engine) == engines.end())
            engines.push_back(r.engine);
    engines.push_back("all");
    std::string t =
        "\n| Engine | Comparisons | Median error | Largest error |\n|---|---:|---:|---:|\n";
    for (const std::string& engine : engines) {
        std::vector<double> e;
        for (const ServingRow& r : rows)
            if (r.skipped.empty() && (engine == "all" || r.engine == engine))
                e.push_back(std::fabs(r.error));
        t += "| " + engine + " | " + std::to_string(e.size()) + " | " +
             core::format::fixed(medianOf(e) * 100, 0) + " % | " +
             core::format::fixed(*std::max_element(e.begin(), e.end()) * 100, 0) + " % |\n";
    }
    return t;
}

} // namespace

std::string servingMarkdown(const std::vector<ServingRow>& rows)
{
    using core::format::plain;
    std::string t = "| Case | Engine | Setup | Measure | Measured | Predicted | Error |\n"
                    "|---|---|---|---|---:|---:|---:|\n";
    for (const ServingRow& r : rows)
        if (r.skipped.empty())
            t += "| " + r.id + " | " + r.engine + " | " + r.setup + " | " + r.metric + " | " +
                 plain(r.measured) + " | " + plain(std::round(r.predicted * 10) / 10) + " | " +
                 percent(r.error) + " |\n";
    t += perEngineSummary(rows);
    t += "\nNot run:\n\n";
    for (const ServingRow& r : rows)
        if (!r.skipped.empty())
            t += "- " + r.id + ": " + r.skipped + "\n";
    return t;
}

} // namespace cd::test
