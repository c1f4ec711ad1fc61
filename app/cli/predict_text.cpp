#include "predict_text.h"

#include "analysis/issues/format.h"
#include "cli_args.h"
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
    out << msg(translate("Cli", "Model %1: %2 B parameters, %3 layers, hidden %4, seq %5"),
               {m["name"].get<std::string>(), streamed(m["params_b"].get<double>()),
                jsonNumber(m["layers"]), jsonNumber(m["hidden"]), jsonNumber(m["seq"])})
        << "\n";
    out << msg(translate("Cli", "Cluster: %1 x %2 %3, %4 x %5 Gb/s %6 per node"),
               {jsonNumber(c["nodes"]), jsonNumber(c["gpus_per_node"]), c["gpu"].get<std::string>(),
                jsonNumber(c["nics_per_node"]), streamed(c["gbps_per_nic"].get<double>()),
                c["scale_out"].get<std::string>()})
        << "\n";
    out << msg(translate("Cli",
                         "Layout: tp %1, pp %2, dp %3, cp %4, vp %5, ep %6, micro-batch %7 x "
                         "%8, global batch %9"),
               {jsonNumber(p["tp"]), jsonNumber(p["pp"]), jsonNumber(p["dp"]), jsonNumber(p["cp"]),
                jsonNumber(p["vp"]), jsonNumber(p["ep"]), jsonNumber(p["micro_batch"]),
                jsonNumber(p["micro_batches"]), jsonNumber(p["global_batch"])})
        << msg(translate("Cli", ", ZeRO %1, recompute %2"),
               {jsonNumber(p["zero"]), p["recompute"].get<std::string>()});
    if (p["recompute_layers"].get<int>() > 0)
        out << msg(translate("Cli", " (%1 layers per stage)"), {jsonNumber(p["recompute_layers"])});
    out << ", " << p["precision"].get<std::string>() << "\n";
    if (j.contains("stack_name"))
        out << msg(translate("Cli", "Software stack: %1"), {j["stack_name"].get<std::string>()})
            << "\n";
}

std::string seconds(const core::Json& v)
{
    return fixed(v.get<double>(), 3);
}

void printStepTime(const core::Json& j, std::ostream& out)
{
    const core::Json& b = j["breakdown"];
    out << msg(translate("Cli", "  step time:        %1 s (compute %2, TP comm %3"),
               {seconds(j["step_time_s"]), seconds(b["compute_s"]), seconds(b["tp_comm_s"])});
    if (b["ep_comm_s"].get<double>() > 0)
        out << msg(translate("Cli", ", EP all-to-all %1"), {seconds(b["ep_comm_s"])});
    out << msg(translate("Cli", ", bubble %1, DP comm exposed %2 of %3)"),
               {seconds(b["pp_bubble_s"]), seconds(b["dp_comm_exposed_s"]),
                seconds(b["dp_comm_total_s"])})
        << "\n";
}

void printStep(const core::Json& j, std::ostream& out)
{
    const core::Json& mem = j["memory"];
    printStepTime(j, out);
    out << msg(translate("Cli", "  tokens/s:         %1 (%2 per GPU)"),
               {grouped(j["tokens_per_s"].get<double>(), 0),
                grouped(j["tokens_per_s_per_gpu"].get<double>(), 0)})
        << "\n";
    out << msg(translate("Cli", "  model TFLOPS/GPU: %1, MFU %2 %"),
               {fixed(j["model_tflops_per_gpu"].get<double>(), 1),
                fixed(j["mfu"].get<double>() * 100, 1)})
        << "\n";
    out << msg(translate("Cli", "  memory per GPU:   %1 GB of %2 usable (%3)"),
               {fixed(mem["total_gb"].get<double>(), 1), fixed(mem["usable_gb"].get<double>(), 1),
                j["fits"].get<bool>() ? translate("Cli", "fits")
                                      : msg(translate("Cli", "does NOT fit: %1"),
                                            {j["fits_reason"].get<std::string>()})})
        << "\n";
    if (j.contains("time_to_train_days"))
        out << msg(translate("Cli", "  time to train:    %1 days for %2 tokens"),
                   {fixed(j["time_to_train_days"].get<double>(), 1),
                    streamed(j["train_tokens"].get<double>())})
            << "\n";
}

void printAlternatives(const core::Json& j, std::ostream& out)
{
    if (!j.contains("alternatives"))
        return;
    for (const core::Json& k : j["alternatives"]) {
        const core::Json& p = k["parallelism"];
        out << msg(translate("Cli", "  alternative: tp %1 pp %2 dp %3 vp %4 ep %5 mb %6 %7: %8 "
                                    "tokens/s"),
                   {jsonNumber(p["tp"]), jsonNumber(p["pp"]), jsonNumber(p["dp"]),
                    jsonNumber(p["vp"]), jsonNumber(p["ep"]), jsonNumber(p["micro_batch"]),
                    p["recompute"].get<std::string>(), grouped(k["tokens_per_s"].get<double>(), 0)})
            << "\n";
    }
}

void printScalingAndServing(const core::Json& j, std::ostream& out)
{
    out << translate("Cli", "  scaling:         ");
    for (const core::Json& s : j["scaling"]) {
        out << msg(translate("Cli", " %1 node(s) "), {jsonNumber(s["nodes"])});
        if (s["efficiency"].is_number())
            out << msg(translate("Cli", "%1 %;"), {fixed(s["efficiency"].get<double>() * 100, 0)});
        else
            out << translate("Cli", "does not fit;");
    }
    out << "\n";
    printAlternatives(j, out);
    if (j.contains("inference") && !j["inference"].contains("error")) {
        const core::Json& i = j["inference"];
        out << msg(translate("Cli", "Serving (%1, %2 tokens in, %3 out, tp %4, %5 replica(s)): %6 "
                                    "requests at once, %7 output tokens/s at %8 per user (predict "
                                    "--serve for more)"),
                   {i["engine_name"].get<std::string>(), jsonNumber(i["input_len"]),
                    jsonNumber(i["output_len"]), jsonNumber(i["tp"]), jsonNumber(i["replicas"]),
                    jsonNumber(i["max_concurrency"]),
                    grouped(i["output_tokens_per_s"].get<double>(), 0),
                    fixed(i["tokens_per_s_per_user"].get<double>(), 1)})
            << "\n";
    }
}

// One line: the run's facility energy, its power and PUE, tokens per kWh and the electricity
// cost per million tokens (docs/predict.md "Energy").
void printEnergy(const core::Json& j, std::ostream& out)
{
    if (!j.contains("energy"))
        return;
    const core::Json& e = j["energy"];
    out << translate("Cli", "  energy:           ");
    if (e.contains("error")) {
        out << msg(translate("Cli", "not known: %1"), {e["error"].get<std::string>()}) << "\n";
        return;
    }
    out << msg(translate("Cli", "%1 MWh (facility %2 kW at PUE %3), %4 tokens/kWh, $%5 per million "
                                "tokens at $%6/kWh"),
               {grouped(e["run_energy_mwh"].get<double>(), 1),
                grouped(e["facility_power_kw"].get<double>(), 1), plain(e["pue"].get<double>()),
                grouped(e["tokens_per_kwh"].get<double>(), 0),
                fixed(e["usd_per_million_tokens"].get<double>(), 3),
                plain(e["usd_per_kwh"].get<double>())})
        << "\n";
}

// "an interruption every 12.0 h, a 1,120 GB checkpoint every 30.0 min stalls training ...".
std::string checkpointText(const core::Json& g)
{
    const double stall = g["checkpoint_stall_s"].get<double>();
    const std::string every = grouped(g["checkpoint_interval_min"].get<double>(), 1);
    const std::string write = grouped(g["checkpoint_write_s"].get<double>(), 0);
    if (g["checkpoint_async"].get<bool>())
        return msg(translate("Cli", " every %1 min stalls training %2 s (async save; written to "
                                    "storage in %3 s beside training), "),
                   {every, fixed(stall, stall < 10 ? 2 : 0), write});
    return msg(translate("Cli", " written in %1 s every %2 min, "), {write, every});
}

// One line: the share of wall time that trains after interruptions and checkpoints, and why
// (docs/predict.md "Goodput").
void printGoodput(const core::Json& j, std::ostream& out)
{
    if (!j.contains("goodput"))
        return;
    const core::Json& g = j["goodput"];
    out << translate("Cli", "  goodput:          ");
    if (g.contains("error")) {
        out << msg(translate("Cli", "not known: %1"), {g["error"].get<std::string>()}) << "\n";
        return;
    }
    out << msg(translate("Cli", "%1 % (%2 tokens/s): an interruption every %3 h, a %4 GB "
                                "checkpoint"),
               {fixed(100 * g["goodput_fraction"].get<double>(), 1),
                grouped(g["effective_tokens_per_s"].get<double>(), 0),
                fixed(g["mtbi_hours"].get<double>(), 1),
                grouped(g["checkpoint_size_gb"].get<double>(), 0)})
        << checkpointText(g)
        << msg(translate("Cli", "%1 min to resume"),
               {grouped(g["restore_s"].get<double>() / 60, 1)})
        << "\n";
}

// What the plan changed from what was asked (a global batch no layout divides), right under
// the layout it concerns.
void printNotes(const core::Json& j, std::ostream& out)
{
    if (j.contains("notes"))
        for (const core::Json& n : j["notes"])
            out << msg(translate("Cli", "Note: %1"), {n.get<std::string>()}) << "\n";
}

} // namespace

std::string jsonNumber(const core::Json& v)
{
    return localized(v.dump());
}

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
