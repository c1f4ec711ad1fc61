#include "throughput_json.h"

#include "io/report/json_numbers.h"
#include "text/translation.h"

#include <cmath>

namespace cd::core {

using namespace throughput;

namespace {

double round(double v, int decimals)
{
    return roundTo(v, decimals);
}

double sig(double v, int figures = 4)
{
    return significant(v, figures);
}

Json parallelismJson(const TrainingConfig& t)
{
    const Parallelism& p = t.par;
    return {{"tp", p.tp},
            {"pp", p.pp},
            {"dp", p.dp},
            {"cp", p.cp},
            {"vp", p.vp},
            {"ep", p.ep},
            {"micro_batch", p.microBatch},
            {"global_batch", p.globalBatch},
            {"micro_batches", p.microBatches()},
            {"sequence_parallel", p.sequenceParallel && p.tp > 1},
            {"zero", p.zero},
            {"hsdp_shard_group", p.shardGroupSize},
            {"recompute", std::string(toString(t.recompute))},
            {"recompute_layers", t.recompute == Recompute::Full ? t.recomputeLayers : 0},
            {"precision", std::string(toString(t.precision))}};
}

Json memoryJson(const MemoryBreakdown& m)
{
    return {{"weights_gb", sig(m.weightsGb)},     {"gradients_gb", sig(m.gradientsGb)},
            {"optimizer_gb", sig(m.optimizerGb)}, {"activations_gb", sig(m.activationsGb)},
            {"total_gb", sig(m.totalGb)},         {"usable_gb", sig(m.usableGb)}};
}

// The step's headline figures, in the contract's order.
Json headlineJson(const TrainingEstimate& e)
{
    Json j = Json::object();
    j["step_time_s"] = sig(e.stepTimeS);
    j["tokens_per_s"] = sig(e.tokensPerS);
    j["tokens_per_s_per_gpu"] = sig(e.tokensPerSPerGpu);
    j["model_tflops_per_gpu"] = sig(e.modelTflopsPerGpu);
    j["mfu"] = round(e.mfu, 4);
    j["hfu"] = round(e.hfu, 4);
    j["memory_per_gpu_gb"] = sig(e.memory.totalGb);
    j["fits"] = e.fits;
    if (!e.fits)
        j["fits_reason"] = e.fitsReason;
    return j;
}

Json scalingPointJson(const ScalingPoint& p)
{
    // A node count the layout does not fit on has no throughput and no efficiency:
    // null, with the reason, rather than a 0 that reads as "scales not at all".
    Json point = {{"nodes", p.nodes}, {"fits", p.fits}};
    point["tokens_per_s"] = p.fits ? Json(sig(p.tokensPerS)) : Json(nullptr);
    point["efficiency"] = p.fits ? Json(round(p.efficiency, 4)) : Json(nullptr);
    if (!p.fits)
        point["reason"] =
            text::arg(text::translate("TrainingPlan", "does not fit: %1"), {p.reason});
    return point;
}

// scaling_reference_nodes (with a curve only), scaling_efficiency at the cluster's node count
// and the curve itself.
void appendScaling(Json& j, const std::vector<ScalingPoint>* scaling, int nodes)
{
    double efficiency = 0;
    Json curve = Json::array();
    if (scaling) {
        for (const ScalingPoint& p : *scaling)
            curve.push_back(scalingPointJson(p));
        efficiency = scalingEfficiencyAt(*scaling, nodes);
        j["scaling_reference_nodes"] = scalingReferenceNodes(*scaling);
    }
    j["scaling_efficiency"] = round(efficiency, 4);
    j["scaling"] = curve;
}

Json breakdownJson(const StepBreakdown& b)
{
    return {{"compute_s", sig(b.computeS)},
            {"tp_comm_s", sig(b.tpCommS)},
            {"ep_comm_s", sig(b.epCommS)},
            {"pp_comm_s", sig(b.ppCommS)},
            {"pp_bubble_s", sig(b.ppBubbleS)},
            {"dp_comm_total_s", sig(b.dpCommTotalS)},
            {"dp_comm_exposed_s", sig(b.dpCommExposedS)},
            {"optimizer_s", sig(b.optimizerS)}};
}

void appendTimeToTrain(Json& j, double trainTokens, double tokensPerS)
{
    j["train_tokens"] = trainTokens;
    j["time_to_train_s"] = sig(trainTokens / tokensPerS);
    j["time_to_train_days"] = round(trainTokens / tokensPerS / 86400, 2);
}

Json clusterJson(const ClusterSpec& c, Precision precision)
{
    return {{"gpu", c.gpu.id},
            {"nodes", c.nodes},
            {"gpus_per_node", c.gpusPerNode},
            {"gpus", c.gpus()},
            {"nvlink_domain", c.nvlinkDomain},
            {"scale_out", c.scaleOut.name},
            {"transport", std::string(toString(c.scaleOut.transport))},
            {"nics_per_node", c.nics()},
            {"gbps_per_nic", c.scaleOut.gbpsPerNic},
            {"oversubscription", c.scaleOut.oversubscription},
            {"peak_tflops", precision == Precision::Fp8 ? c.gpu.fp8Tflops : c.gpu.bf16Tflops},
            {"efficiency_source", c.gpu.efficiencySource}};
}

Json alternativesJson(const std::vector<Candidate>& alternatives)
{
    Json alts = Json::array();
    for (const Candidate& k : alternatives)
        alts.push_back({{"parallelism", parallelismJson(k.config)},
                        {"tokens_per_s", sig(k.estimate.tokensPerS)},
                        {"mfu", round(k.estimate.mfu, 4)},
                        {"step_time_s", sig(k.estimate.stepTimeS)},
                        {"memory_per_gpu_gb", sig(k.estimate.memory.totalGb)}});
    return alts;
}

// Six significant figures: energy, tokens per kWh and cost are products and quotients of one
// another, and scripts check them against each other (run_energy_mwh x 1000 x tokens_per_kwh
// = train_tokens) closer than four figures would allow.
Json energyJson(const TrainingEnergy& e)
{
    if (!e.ok())
        return {{"error", e.error}};
    return {{"gpu_power_w", sig(e.gpuPowerW, 6)},
            {"node_power_kw", sig(e.nodePowerKw, 6)},
            {"node_power_estimated", e.nodeEstimated},
            {"it_power_kw", sig(e.itPowerKw, 6)},
            {"pue", e.pue},
            {"facility_power_kw", sig(e.facilityPowerKw, 6)},
            {"run_energy_mwh", sig(e.runEnergyMwh, 6)},
            {"tokens_per_kwh", sig(e.tokensPerKwh, 6)},
            {"usd_per_kwh", e.usdPerKwh},
            {"usd_per_million_tokens", sig(e.usdPerMillionTokens, 6)},
            {"run_cost_usd", sig(e.runCostUsd, 6)},
            {"basis", e.basis}};
}

// parallelism.requested_global_batch beside the batch used, and the plan's `notes` (always an
// array, so that scripts need not test for it).
void appendPlanNotes(Json& j, const PredictionJsonInput& in)
{
    const int used = in.config->par.globalBatch;
    j["parallelism"]["requested_global_batch"] =
        in.requestedGlobalBatch > 0 ? in.requestedGlobalBatch : used;
    Json notes = Json::array();
    if (in.notes)
        for (const std::string& n : *in.notes)
            notes.push_back(n);
    j["notes"] = notes;
}

} // namespace

Json transformerJson(const TransformerSpec& m)
{
    return {{"name", m.name},
            {"layers", m.layers},
            {"hidden", m.hidden},
            {"heads", m.heads},
            {"kv_heads", m.kvHeads},
            {"ffn", m.ffn},
            {"vocab", m.vocab},
            {"seq", m.seq},
            {"experts", m.experts},
            {"params_b", roundTo(m.totalParams() / 1e9, 3)},
            {"active_params_b", roundTo(m.activeParams() / 1e9, 3)},
            {"model_flops_per_token", m.modelFlopsPerToken()}};
}

Json predictionToJson(const PredictionJsonInput& in)
{
    const TrainingEstimate& e = *in.estimate;
    Json j = headlineJson(e);
    appendScaling(j, in.scaling, in.cluster->nodes);
    j["parallelism"] = parallelismJson(*in.config);
    appendPlanNotes(j, in);
    j["breakdown"] = breakdownJson(e.breakdown);
    j["memory"] = memoryJson(e.memory);
    j["tokens_per_step"] = e.tokensPerStep;
    if (in.trainTokens > 0)
        appendTimeToTrain(j, in.trainTokens, e.tokensPerS);
    j["model"] = transformerJson(*in.model);
    j["cluster"] = clusterJson(*in.cluster, in.config->precision);
    if (in.alternatives)
        j["alternatives"] = alternativesJson(*in.alternatives);
    if (in.energy)
        j["energy"] = energyJson(*in.energy);
    return j;
}

} // namespace cd::core
