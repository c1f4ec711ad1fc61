#include "predict_serve.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/serving.h"
#include "io/report/serving_json.h"
#include "predict_text.h"

#include <cmath>
#include <map>

namespace cd::cli {

namespace {

using namespace core::throughput;
using core::format::fixed;
using core::format::grouped;

// Training's own flags have no meaning for a serving estimate: refused rather than ignored.
void refuseTrainingFlags(const CliArgs& a)
{
    for (const char* f : {"--pp", "--dp", "--cp", "--vp", "--ep", "--micro-batch", "--global-batch",
                          "--recompute", "--zero", "--hsdp", "--train-tokens", "--stack",
                          "--context", "--checkpoint-gbs", "--interruptions-per-million-gpu-hours",
                          "--restart-min", "--checkpoints-kept", "--bytes-per-token"})
        if (a.option(f))
            throw UsageError(msg(translate("Cli", "%1 is a training setting; predict --serve "
                                                  "takes --engine, --input-len, --output-len, "
                                                  "--concurrency, --tp, --precision, --kv-cache, "
                                                  "--pue and --electricity-usd-per-kwh"),
                                 {f}));
    for (const char* f : {"--auto", "--legacy-stack", "--no-sequence-parallel", "--compile"})
        if (a.flag(f))
            throw UsageError(
                msg(translate("Cli", "%1 is a training setting, not one of predict --serve"), {f}));
}

} // namespace

ServingInput servingInputFrom(const CliArgs& a, ServingInput in)
{
    in.engine = a.option("--engine").value_or(in.engine);
    in.inputLen = positiveInt(a, "--input-len", in.inputLen, 0);
    in.outputLen = positiveInt(a, "--output-len", in.outputLen, 0);
    if (a.option("--concurrency")) {
        in.concurrency = positiveInt(a, "--concurrency", 0, 0);
        if (in.concurrency == 0)
            in.concurrency = -1; // asked for none: checkServingInput refuses it
    }
    in.tp = positiveInt(a, "--tp", in.tp, 1);
    if (const auto text = a.option("--precision")) {
        const auto f = weightFormatFromString(*text);
        if (!f)
            throw UsageError(msg(
                translate("Cli", "--precision is bf16, fp8, fp4 or int4 with --serve, not '%1'"),
                {*text}));
        in.weights = *f;
    }
    if (const auto text = a.option("--kv-cache")) {
        if (*text != "bf16" && *text != "fp8")
            throw UsageError(msg(translate("Cli", "--kv-cache is bf16 or fp8, not '%1'"), {*text}));
        in.kvFp8 = *text == "fp8";
    }
    return in;
}

namespace {

// The flag each setting of checkServingInput came from, or the design's key when no flag gave
// it.
std::string flagOf(const CliArgs& a, const std::string& setting)
{
    static const std::map<std::string, std::string> flags{{"engine", "--engine"},
                                                          {"input_len", "--input-len"},
                                                          {"output_len", "--output-len"},
                                                          {"concurrency", "--concurrency"},
                                                          {"tp", "--tp"},
                                                          {"weights", "--precision"},
                                                          {"kv_cache", "--kv-cache"}};
    const auto it = flags.find(setting);
    if (it == flags.end())
        return {};
    return a.option(it->second) ? it->second + ": " : "workload.serving." + setting + ": ";
}

void printServing(const core::Json& j, std::ostream& out)
{
    const core::Json& m = j["model"];
    const core::Json& s = j["serving"];
    out << msg(translate("Cli", "Model %1: %2 B parameters (%3 B active), context %4 tokens"),
               {m["name"].get<std::string>(), streamed(m["params_b"].get<double>()),
                streamed(m["active_params_b"].get<double>()), jsonNumber(m["context"])})
        << "\n";
    out << msg(translate("Cli", "Serving on %1 x %2 with %3: tp %4, %5 replica(s), %6 weights, %7 "
                                "KV cache, %8 tokens in, %9 out"),
               {jsonNumber(s["gpus"]), j["cluster"]["gpu"].get<std::string>(),
                s["engine_name"].get<std::string>(), jsonNumber(s["tp"]), jsonNumber(s["replicas"]),
                s["weights"].get<std::string>(), s["kv_cache"].get<std::string>(),
                jsonNumber(s["input_len"]), jsonNumber(s["output_len"])})
        << "\n";
    for (const core::Json& n : s["notes"])
        out << msg(translate("Cli", "Note: %1"), {n.get<std::string>()}) << "\n";
    out << msg(translate("Cli", "  concurrency:        %1 request(s) of at most %2 (KV cache %3 GB "
                                "per GPU, %4 tokens per replica)"),
               {jsonNumber(s["concurrency"]), jsonNumber(s["max_concurrency"]),
                fixed(s["kv_cache_per_gpu_gb"].get<double>(), 1),
                grouped(s["kv_tokens_per_replica"].get<double>(), 0)})
        << "\n";
    out << msg(translate("Cli", "  first token (TTFT): %1 ms"),
               {fixed(s["ttft_ms"].get<double>(), 1)})
        << "\n";
    out << msg(translate("Cli", "  per output token:   %1 ms (%2 tokens/s per user)"),
               {fixed(s["tpot_ms"].get<double>(), 2),
                fixed(s["tokens_per_s_per_user"].get<double>(), 1)})
        << "\n";
    out << msg(translate("Cli", "  output:             %1 tokens/s (%2 per GPU), %3 requests/s, "
                                "%4-bound"),
               {grouped(s["output_tokens_per_s"].get<double>(), 0),
                grouped(s["output_tokens_per_s_per_gpu"].get<double>(), 0),
                fixed(s["requests_per_s"].get<double>(), 2), s["bound"].get<std::string>()})
        << "\n";
}

void printEnergy(const core::Json& j, std::ostream& out)
{
    const core::Json& e = j["energy"];
    if (e.contains("error")) {
        out << msg(translate("Cli", "  energy:             %1"), {e["error"].get<std::string>()})
            << "\n";
        return;
    }
    out << msg(translate("Cli", "  energy:             %1 W per GPU, %2 kW facility, %3 J per "
                                "output token, %4 USD electricity per million output tokens"),
               {fixed(e["gpu_power_w"].get<double>(), 0),
                fixed(e["facility_power_kw"].get<double>(), 1),
                fixed(e["joules_per_output_token"].get<double>(), 3),
                fixed(e["usd_per_million_output_tokens"].get<double>(), 4)})
        << "\n";
}

void printSizing(const core::Json& j, std::ostream& out);

void printServingText(const core::Json& json, std::ostream& out)
{
    printServing(json, out);
    printEnergy(json, out);
    printSizing(json, out);
}

void printSizing(const core::Json& j, std::ostream& out)
{
    if (!j.contains("sizing"))
        return;
    const core::Json& z = j["sizing"];
    out << msg(translate("Cli", "Sizing: %1 concurrent users at %2 tokens/s or more each"),
               {jsonNumber(z["users"]), jsonNumber(z["tokens_per_s_per_user_min"])});
    if (z["ttft_ms_max"].get<double>() > 0)
        out << msg(translate("Cli", ", first token within %1 ms"), {jsonNumber(z["ttft_ms_max"])});
    if (z.contains("error")) {
        out << msg(translate("Cli", ": %1"), {z["error"].get<std::string>()}) << "\n";
        return;
    }
    out << msg(translate("Cli", ": %1 node(s), %2 GPUs as %3 replica(s) of tp %4, %5 users each "
                                "(%6 tokens/s per user, TTFT %7 ms)"),
               {jsonNumber(z["nodes"]), jsonNumber(z["gpus"]), jsonNumber(z["replicas"]),
                jsonNumber(z["tp"]), jsonNumber(z["concurrency_per_replica"]),
                fixed(z["replica"]["tokens_per_s_per_user"].get<double>(), 1),
                fixed(z["replica"]["ttft_ms"].get<double>(), 0)})
        << "\n";
}

} // namespace

// --users N with --tokens-per-user X and --ttft-ms Y: the sizing target, or nullopt.
std::optional<ServingTarget> targetFrom(const CliArgs& a)
{
    if (!a.option("--users")) {
        for (const char* f : {"--tokens-per-user", "--ttft-ms"})
            if (a.option(f))
                throw UsageError(
                    msg(translate("Cli", "%1 sizes a deployment: give --users N too"), {f}));
        return std::nullopt;
    }
    ServingTarget t;
    t.users = positiveInt(a, "--users", 1, 1);
    t.tokensPerSPerUser = positiveNumber(a, "--tokens-per-user", 10);
    t.ttftMs = a.option("--ttft-ms") ? positiveNumber(a, "--ttft-ms", 0) : 0;
    return t;
}

std::string servingInputProblem(const CliArgs& a, const TransformerSpec& model,
                                const ClusterSpec& cluster, const ServingInput& in)
{
    const ServingInputError e = checkServingInput(model, cluster, in);
    return e.ok() ? std::string() : flagOf(a, e.setting) + e.message;
}

int predictServe(const CliArgs& a, const TransformerSpec& model, const ClusterSpec& cluster,
                 const EnergyInput& power, const ServingInput& saved, std::ostream& out,
                 std::ostream& err)
{
    refuseTrainingFlags(a);
    const ServingInput in = servingInputFrom(a, saved);
    const std::optional<ServingTarget> target = targetFrom(a);
    const int points = positiveInt(a, "--curve-points", 16, 2);
    if (const std::string problem = servingInputProblem(a, model, cluster, in); !problem.empty()) {
        err << "cluster-designer-cli: predict --serve: " << problem << "\n";
        return 1;
    }
    const ServingEstimate estimate = estimateServing(model, cluster, in);
    if (!estimate.ok()) {
        err << "cluster-designer-cli: predict --serve: " << estimate.error << "\n";
        return 1;
    }
    const std::vector<ServingPoint> curve = servingCurve(model, cluster, in, estimate, points);
    std::optional<ServingSizing> sizing;
    if (target)
        sizing = sizeServing(model, cluster, in, *target);
    const ServingEnergy energy = servingEnergy(cluster, estimate, power);
    const core::Json json =
        core::servingToJson({&model, &cluster, &in, &estimate, &curve, target ? &*target : nullptr,
                             sizing ? &*sizing : nullptr, &energy});
    if (a.flag("--json"))
        out << json.dump(2) << "\n";
    else
        printServingText(json, out);
    return 0;
}

} // namespace cd::cli
