#include "predict_text.h"

#include "analysis/issues/format.h"
#include "predict_storage.h"

#include <string>

namespace cd::cli {

namespace {

using core::format::fixed;
using core::format::grouped;
using core::format::plain;

void printSetup(const core::Json& j, std::ostream& out)
{
    const core::Json& p = j["parallelism"];
    const core::Json& c = j["cluster"];
    const core::Json& m = j["model"];
    out << "Model " << m["name"].get<std::string>() << ": " << m["params_b"].get<double>()
        << " B parameters, " << m["layers"] << " layers, hidden " << m["hidden"] << ", seq "
        << m["seq"] << "\n";
    out << "Cluster: " << c["nodes"] << " x " << c["gpus_per_node"] << " "
        << c["gpu"].get<std::string>() << ", " << c["nics_per_node"] << " x "
        << c["gbps_per_nic"].get<double>() << " Gb/s " << c["scale_out"].get<std::string>()
        << " per node\n";
    out << "Layout: tp " << p["tp"] << ", pp " << p["pp"] << ", dp " << p["dp"] << ", cp "
        << p["cp"] << ", vp " << p["vp"] << ", ep " << p["ep"] << ", micro-batch "
        << p["micro_batch"] << " x " << p["micro_batches"] << ", global batch " << p["global_batch"]
        << ", ZeRO " << p["zero"] << ", recompute " << p["recompute"].get<std::string>();
    if (p["recompute_layers"].get<int>() > 0)
        out << " (" << p["recompute_layers"] << " layers per stage)";
    out << ", " << p["precision"].get<std::string>() << "\n";
    if (j.contains("stack_name"))
        out << "Software stack: " << j["stack_name"].get<std::string>() << "\n";
}

void printStep(const core::Json& j, std::ostream& out)
{
    const core::Json& b = j["breakdown"];
    const core::Json& mem = j["memory"];
    out << "  step time:        " << fixed(j["step_time_s"].get<double>(), 3) << " s (compute "
        << fixed(b["compute_s"].get<double>(), 3) << ", TP comm "
        << fixed(b["tp_comm_s"].get<double>(), 3);
    if (b["ep_comm_s"].get<double>() > 0)
        out << ", EP all-to-all " << fixed(b["ep_comm_s"].get<double>(), 3);
    out << ", bubble " << fixed(b["pp_bubble_s"].get<double>(), 3) << ", DP comm exposed "
        << fixed(b["dp_comm_exposed_s"].get<double>(), 3) << " of "
        << fixed(b["dp_comm_total_s"].get<double>(), 3) << ")\n";
    out << "  tokens/s:         " << fixed(j["tokens_per_s"].get<double>(), 0) << " ("
        << fixed(j["tokens_per_s_per_gpu"].get<double>(), 0) << " per GPU)\n";
    out << "  model TFLOPS/GPU: " << fixed(j["model_tflops_per_gpu"].get<double>(), 1) << ", MFU "
        << fixed(j["mfu"].get<double>() * 100, 1) << " %\n";
    out << "  memory per GPU:   " << fixed(mem["total_gb"].get<double>(), 1) << " GB of "
        << fixed(mem["usable_gb"].get<double>(), 1) << " usable ("
        << (j["fits"].get<bool>() ? "fits" : "does NOT fit: " + j["fits_reason"].get<std::string>())
        << ")\n";
    if (j.contains("time_to_train_days"))
        out << "  time to train:    " << fixed(j["time_to_train_days"].get<double>(), 1)
            << " days for " << j["train_tokens"].get<double>() << " tokens\n";
}

void printScalingAndServing(const core::Json& j, std::ostream& out)
{
    out << "  scaling:         ";
    for (const core::Json& s : j["scaling"]) {
        out << " " << s["nodes"] << " node(s) ";
        if (s["efficiency"].is_number())
            out << fixed(s["efficiency"].get<double>() * 100, 0) << " %;";
        else
            out << "does not fit;";
    }
    out << "\n";
    if (j.contains("alternatives"))
        for (const core::Json& k : j["alternatives"])
            out << "  alternative: tp " << k["parallelism"]["tp"] << " pp "
                << k["parallelism"]["pp"] << " dp " << k["parallelism"]["dp"] << " vp "
                << k["parallelism"]["vp"] << " ep " << k["parallelism"]["ep"] << " mb "
                << k["parallelism"]["micro_batch"] << " "
                << k["parallelism"]["recompute"].get<std::string>() << ": "
                << fixed(k["tokens_per_s"].get<double>(), 0) << " tokens/s\n";
    if (j.contains("inference") && !j["inference"].contains("error")) {
        const core::Json& i = j["inference"];
        out << "Serving (" << i["engine_name"].get<std::string>() << ", " << i["input_len"]
            << " tokens in, " << i["output_len"] << " out, tp " << i["tp"] << ", " << i["replicas"]
            << " replica(s)): " << i["max_concurrency"] << " requests at once, "
            << fixed(i["output_tokens_per_s"].get<double>(), 0) << " output tokens/s at "
            << fixed(i["tokens_per_s_per_user"].get<double>(), 1)
            << " per user (predict --serve for more)\n";
    }
}

// One line: the run's facility energy, its power and PUE, tokens per kWh and the electricity
// cost per million tokens (docs/predict.md "Energy").
void printEnergy(const core::Json& j, std::ostream& out)
{
    if (!j.contains("energy"))
        return;
    const core::Json& e = j["energy"];
    out << "  energy:           ";
    if (e.contains("error")) {
        out << "not known: " << e["error"].get<std::string>() << "\n";
        return;
    }
    out << grouped(e["run_energy_mwh"].get<double>(), 1) << " MWh (facility "
        << grouped(e["facility_power_kw"].get<double>(), 1) << " kW at PUE "
        << plain(e["pue"].get<double>()) << "), " << grouped(e["tokens_per_kwh"].get<double>(), 0)
        << " tokens/kWh, $" << fixed(e["usd_per_million_tokens"].get<double>(), 3)
        << " per million tokens at $" << plain(e["usd_per_kwh"].get<double>()) << "/kWh\n";
}

// One line: the share of wall time that trains after interruptions and checkpoints, and why
// (docs/predict.md "Goodput").
void printGoodput(const core::Json& j, std::ostream& out)
{
    if (!j.contains("goodput"))
        return;
    const core::Json& g = j["goodput"];
    out << "  goodput:          ";
    if (g.contains("error")) {
        out << "not known: " << g["error"].get<std::string>() << "\n";
        return;
    }
    out << fixed(100 * g["goodput_fraction"].get<double>(), 1) << " % ("
        << grouped(g["effective_tokens_per_s"].get<double>(), 0)
        << " tokens/s): an interruption every " << fixed(g["mtbi_hours"].get<double>(), 1)
        << " h, a " << grouped(g["checkpoint_size_gb"].get<double>(), 0) << " GB checkpoint";
    const double stall = g["checkpoint_stall_s"].get<double>();
    if (g["checkpoint_async"].get<bool>())
        out << " every " << grouped(g["checkpoint_interval_min"].get<double>(), 1)
            << " min stalls training " << fixed(stall, stall < 10 ? 2 : 0)
            << " s (async save; written to storage in "
            << grouped(g["checkpoint_write_s"].get<double>(), 0) << " s beside training), ";
    else
        out << " written in " << grouped(g["checkpoint_write_s"].get<double>(), 0) << " s every "
            << grouped(g["checkpoint_interval_min"].get<double>(), 1) << " min, ";
    out << grouped(g["restore_s"].get<double>() / 60, 1) << " min to resume\n";
}

// What the plan changed from what was asked (a global batch no layout divides), right under
// the layout it concerns.
void printNotes(const core::Json& j, std::ostream& out)
{
    if (j.contains("notes"))
        for (const core::Json& n : j["notes"])
            out << "Note: " << n.get<std::string>() << "\n";
}

} // namespace

void printPredictionText(const core::Json& j, std::ostream& out)
{
    printSetup(j, out);
    printNotes(j, out);
    printStep(j, out);
    printEnergy(j, out);
    printGoodput(j, out);
    printStorage(j, out);
    printScalingAndServing(j, out);
}

} // namespace cd::cli
