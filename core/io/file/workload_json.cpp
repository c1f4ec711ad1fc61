#include "workload_json.h"

#include "analysis/throughput/serving_engine.h"
#include "analysis/throughput/serving_weight_format.h"
#include "analysis/throughput/software_stacks.h"
#include "io/json_extras.h"
#include "text/translation.h"

#include <set>

namespace cd::core {

namespace {

const std::set<std::string> kWorkloadKeys{"stack", "serving"};

// Prompts and outputs up to 2^20 tokens (a million-token context); at most ten million requests
// in flight and 1,024 GPUs a replica: beyond those a typo is likelier than a deployment.
constexpr int kMaxTokens = 1 << 20;
constexpr int kMaxConcurrency = 10'000'000;
constexpr int kMaxTp = 1024;

int boundedInteger(const JsonReader& r, std::string_view key, int most)
{
    const std::optional<int> v = r.optionalInteger(key, 1);
    if (v && *v > most)
        r.failAt(key, text::arg(text::translate("LoadError", "an integer from 1 to %1"),
                                {std::to_string(most)}));
    return v.value_or(0);
}

DesignServing readServing(const JsonReader& r)
{
    r.requireObject();
    DesignServing s;
    s.engine = r.string("engine", "");
    if (!s.engine.empty() && !throughput::findEngine(s.engine))
        r.failAt("engine", text::arg(text::translate("LoadError", "a serving engine: %1"),
                                     {throughput::engineIdList()}));
    s.inputLen = boundedInteger(r, "input_len", kMaxTokens);
    s.outputLen = boundedInteger(r, "output_len", kMaxTokens);
    s.concurrency = boundedInteger(r, "concurrency", kMaxConcurrency);
    s.tp = boundedInteger(r, "tp", kMaxTp);
    s.weights = r.string("weights", "");
    if (!s.weights.empty() && !throughput::weightFormatFromString(s.weights))
        r.failAt("weights", CD_TRANSLATE_NOOP("LoadError", "bf16, fp8, fp4 or int4"));
    const std::string kv = r.string("kv_cache", "bf16");
    if (kv != "bf16" && kv != "fp8")
        r.failAt("kv_cache", CD_TRANSLATE_NOOP("LoadError", "bf16 or fp8"));
    s.kvFp8 = kv == "fp8";
    return s;
}

Json writeServing(const DesignServing& s)
{
    Json j = Json::object();
    if (!s.engine.empty())
        j["engine"] = s.engine;
    for (const auto& [key, value] : {std::pair{"input_len", s.inputLen},
                                     {"output_len", s.outputLen},
                                     {"concurrency", s.concurrency},
                                     {"tp", s.tp}})
        if (value > 0)
            j[key] = value;
    if (!s.weights.empty())
        j["weights"] = s.weights;
    if (s.kvFp8)
        j["kv_cache"] = "fp8";
    return j;
}

} // namespace

std::optional<DesignWorkload> readWorkload(const JsonReader& body)
{
    if (!body.has("workload"))
        return std::nullopt;
    const JsonReader r = body.at("workload");
    r.requireObject();
    DesignWorkload w;
    w.stack = r.string("stack", "");
    if (!w.stack.empty() && !throughput::findStack(w.stack))
        r.failAt("stack", text::arg(text::translate("LoadError", "a software stack: %1"),
                                    {throughput::stackIdList()}));
    if (r.has("serving"))
        w.serving = readServing(r.at("serving"));
    w.extra = extrasOf(r.value(), kWorkloadKeys);
    return w;
}

Json writeWorkload(const DesignWorkload& w)
{
    Json j = Json::object();
    if (!w.stack.empty())
        j["stack"] = w.stack;
    if (w.serving)
        j["serving"] = writeServing(*w.serving);
    appendExtras(j, w.extra);
    return j;
}

} // namespace cd::core
