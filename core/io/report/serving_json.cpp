#include "io/report/serving_json.h"

#include "analysis/throughput/serving_engine.h"
#include "io/report/json_numbers.h"
#include "io/report/throughput_json.h"

namespace cd::core {

using namespace throughput;

Json servingPointJson(const ServingPoint& p)
{
    return {{"concurrency", p.concurrency},
            {"ttft_ms", significant(p.ttftMs)},
            {"tpot_ms", significant(p.tpotMs)},
            {"tokens_per_s_per_user", significant(p.tokensPerSPerUser)},
            {"output_tokens_per_s", significant(p.outputTokensPerS)},
            {"output_tokens_per_s_per_gpu", significant(p.outputTokensPerSPerGpu)},
            {"requests_per_s", significant(p.requestsPerS)},
            {"bound", p.memoryBound ? "memory" : "compute"}};
}

Json servingEstimateJson(const ServingInput& in, const ServingEstimate& e)
{
    if (!e.ok())
        return {{"error", e.error}};
    Json j = servingPointJson(e.point);
    const ServingEngine* engine = findEngine(in.engine);
    j["engine"] = in.engine;
    j["engine_name"] = engine ? std::string(engine->name) : in.engine;
    j["engine_source"] = engine ? std::string(engine->source) : std::string();
    j["weights"] = std::string(toString(in.weights));
    j["kv_cache"] = in.kvFp8 ? "fp8" : "bf16";
    j["input_len"] = in.inputLen;
    j["output_len"] = in.outputLen;
    j["gpus"] = e.gpus;
    j["tp"] = e.tp;
    j["replicas"] = e.replicas;
    j["max_concurrency"] = e.maxConcurrency;
    j["weights_per_gpu_gb"] = significant(e.weightsPerGpuGb);
    j["kv_cache_per_gpu_gb"] = significant(e.kvCachePerGpuGb);
    j["kv_bytes_per_token_per_gpu"] = significant(e.kvBytesPerToken);
    j["kv_tokens_per_replica"] = std::llround(e.kvTokensPerReplica);
    j["notes"] = e.notes; // an array, empty when there is nothing to say
    return j;
}

namespace {

Json sizingJson(const ServingTarget& t, const ServingSizing& s)
{
    Json j = {{"users", t.users},
              {"tokens_per_s_per_user_min", t.tokensPerSPerUser},
              {"ttft_ms_max", t.ttftMs}};
    if (!s.ok()) {
        j["error"] = s.error;
        return j;
    }
    j["nodes"] = s.nodes;
    j["gpus"] = s.gpus;
    j["tp"] = s.tp;
    j["replicas"] = s.replicas;
    j["concurrency_per_replica"] = s.concurrencyPerReplica;
    j["replica"] = servingPointJson(s.point);
    return j;
}

} // namespace

// Six significant figures, as the training `energy`: its figures are checked against each
// other (output_tokens_per_kwh x joules_per_output_token = 3.6e6).
Json servingEnergyJson(const ServingEnergy& e)
{
    if (!e.ok())
        return {{"error", e.error}};
    return {{"gpu_power_w", significant(e.gpuPowerW, 6)},
            {"node_power_kw", significant(e.nodePowerKw, 6)},
            {"node_power_estimated", e.nodeEstimated},
            {"it_power_kw", significant(e.itPowerKw, 6)},
            {"pue", e.pue},
            {"facility_power_kw", significant(e.facilityPowerKw, 6)},
            {"joules_per_output_token", significant(e.joulesPerOutputToken, 6)},
            {"output_tokens_per_kwh", significant(e.outputTokensPerKwh, 6)},
            {"usd_per_kwh", e.usdPerKwh},
            {"usd_per_million_output_tokens", significant(e.usdPerMillionOutputTokens, 6)},
            {"basis", e.basis}};
}

Json servingToJson(const ServingJsonInput& in)
{
    Json j = Json::object();
    j["model"] = transformerJson(*in.model);
    j["model"]["context"] = in.model->context();
    j["cluster"] = {{"gpu", in.cluster->gpu.id},
                    {"nodes", in.cluster->nodes},
                    {"gpus_per_node", in.cluster->gpusPerNode},
                    {"gpus", in.cluster->gpus()},
                    {"nvlink_domain", in.cluster->nvlinkDomain}};
    j["serving"] = servingEstimateJson(*in.input, *in.estimate);
    if (in.curve) {
        Json curve = Json::array();
        for (const ServingPoint& p : *in.curve)
            curve.push_back(servingPointJson(p));
        j["curve"] = curve;
    }
    if (in.target && in.sizing)
        j["sizing"] = sizingJson(*in.target, *in.sizing);
    if (in.energy)
        j["energy"] = servingEnergyJson(*in.energy);
    return j;
}

} // namespace cd::core
