// `predict`: training throughput, memory, scaling and a serving estimate of a transformer on a
// cluster given by flags (DESIGN.md §5, issue 7).
#include "analysis/issues/format.h"
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/inference.h"
#include "analysis/throughput/search.h"
#include "analysis/throughput/training.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/design_file.h"
#include "io/report/throughput_json.h"
#include "model/design_catalog.h"
#include "user_paths.h"

#include <charconv>
#include <cmath>

namespace cd::cli {

namespace {

using namespace core::throughput;
using core::format::fixed;

// Defaults when a flag is absent: 1,024 sequences per step, 10^12 tokens to train.
constexpr int kDefaultGlobalBatch = 1024;
constexpr double kDefaultTrainTokens = 1e12;

TransformerSpec modelFrom(const CliArgs& a)
{
    TransformerSpec m;
    if (a.option("--model")) {
        m = *findPreset(modelPresetOption(a, {}));
    } else {
        for (const char* f : {"--layers", "--hidden", "--heads", "--vocab", "--seq"})
            if (!a.option(f))
                throw UsageError("predict needs --model PRESET or --layers, --hidden, --heads, "
                                 "--vocab and --seq");
        m.name = "custom";
        m.source = "command line";
    }
    m.layers = positiveInt(a, "--layers", m.layers, 1);
    m.hidden = positiveInt(a, "--hidden", m.hidden, 1);
    m.heads = positiveInt(a, "--heads", m.heads, 1);
    m.kvHeads = positiveInt(a, "--kv-heads",
                            a.option("--heads") || m.kvHeads == 0 ? m.heads : m.kvHeads, 1);
    m.ffn = positiveInt(a, "--ffn", m.ffn > 0 && !a.option("--hidden") ? m.ffn : 4 * m.hidden, 1);
    m.vocab = positiveInt(a, "--vocab", m.vocab, 1);
    m.seq = positiveInt(a, "--seq", m.seq, 1);
    if (a.flag("--gated"))
        m.gatedMlp = true;
    if (a.flag("--no-dropout"))
        m.dropout = false;
    m.experts = positiveInt(a, "--experts", m.experts, 1);
    m.expertsPerToken = positiveInt(a, "--top-k", m.expertsPerToken, 1);
    return m;
}

void applyFabricFlags(const CliArgs& a, ClusterSpec& c)
{
    if (const auto name = a.option("--scale-out")) {
        const auto so = scaleOutPreset(*name);
        if (!so)
            throw UsageError("unknown --scale-out '" + *name + "'; one of " +
                             joined(scaleOutNames()));
        // The design's NIC count and oversubscription stay unless their own flags say otherwise.
        const int nics = c.scaleOut.nicsPerNode;
        const double oversubscription = c.scaleOut.oversubscription;
        c.scaleOut = *so;
        c.scaleOut.nicsPerNode = nics;
        c.scaleOut.oversubscription = oversubscription;
    }
    c.scaleOut.nicsPerNode = positiveInt(a, "--nics-per-node", c.scaleOut.nicsPerNode, 0);
    if (const auto o = a.option("--oversubscription")) {
        const auto colon = o->find(':');
        double down = 0, up = 0;
        try {
            down = std::stod(o->substr(0, colon));
            up = colon == std::string::npos ? 1 : std::stod(o->substr(colon + 1));
        } catch (const std::exception&) {
        }
        if (down <= 0 || up <= 0)
            throw UsageError("--oversubscription needs DOWN:UP such as 1:1 or 2:1, not '" + *o +
                             "'");
        c.scaleOut.oversubscription = down / up;
    }
}

ClusterSpec clusterFrom(const CliArgs& a, const core::CatalogView& cat, std::string* error)
{
    if (!a.option("--gpu") || !a.option("--nodes"))
        throw UsageError("predict needs --gpu ID and --nodes N (or a design file)");
    ClusterSpec c;
    const std::string gpuId = *a.option("--gpu");
    const core::CatalogItem* gpu = cat.find(gpuId);
    if (!gpu || gpu->kind != core::ItemKind::Gpu) {
        *error = "--gpu: no GPU '" + gpuId + "' in the catalog";
        return c;
    }
    c.gpu = gpuSpecFromCatalog(*gpu, error);
    c.nodes = positiveInt(a, "--nodes", 1, 1);
    c.gpusPerNode = positiveInt(a, "--gpus-per-node", 8, 1);
    c.nvlinkDomain = positiveInt(a, "--nvlink-domain", c.gpusPerNode, 1);
    const std::string fabric = a.option("--scale-out").value_or(c.nodes > 1 ? "" : "ib-ndr");
    if (fabric.empty())
        throw UsageError("predict on more than one node needs --scale-out " +
                         joined(scaleOutNames()));
    const auto so = scaleOutPreset(fabric);
    if (!so)
        throw UsageError("unknown --scale-out '" + fabric + "'; one of " + joined(scaleOutNames()));
    c.scaleOut = *so;
    c.scaleOut.nicsPerNode = 0; // one per GPU unless --nics-per-node
    applyFabricFlags(a, c);
    return c;
}

TrainingConfig configFrom(const CliArgs& a, const TransformerSpec& m, const ClusterSpec& c)
{
    TrainingConfig t;
    Parallelism& p = t.par;
    p.globalBatch = positiveInt(a, "--global-batch", kDefaultGlobalBatch, 1);
    p.microBatch = positiveInt(a, "--micro-batch", 1, 1);
    p.tp = positiveInt(a, "--tp", 1, 1);
    p.pp = positiveInt(a, "--pp", 1, 1);
    p.cp = positiveInt(a, "--cp", 1, 1);
    p.vp = positiveInt(a, "--vp", 1, 1);
    p.ep = positiveInt(a, "--ep", 1, 1);
    const int modelGpus = p.tp * p.pp * p.cp;
    p.dp = positiveInt(a, "--dp",
                       modelGpus > 0 && c.gpus() % modelGpus == 0 ? c.gpus() / modelGpus : 1, 1);
    p.zero = positiveInt(a, "--zero", 1, 0);
    p.sequenceParallel = !a.flag("--no-sequence-parallel");
    if (const auto text = a.option("--precision")) {
        const auto v = precisionFromString(*text);
        if (!v)
            throw UsageError("--precision is bf16 or fp8, not '" + *text + "'");
        t.precision = *v;
    }
    if (const auto text = a.option("--recompute")) {
        const auto v = recomputeFromString(*text);
        if (!v)
            throw UsageError("--recompute is none, selective or full, not '" + *text + "'");
        t.recompute = *v;
    }
    if (a.flag("--legacy-stack"))
        t.stack = SoftwareStack::legacy();
    (void)m;
    return t;
}

void printText(const core::Json& j, std::ostream& out)
{
    const core::Json& p = j["parallelism"];
    const core::Json& c = j["cluster"];
    const core::Json& m = j["model"];
    const core::Json& b = j["breakdown"];
    const core::Json& mem = j["memory"];
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
        out << "Serving (tp " << i["tp"] << ", " << i["replicas"] << " replica(s), context "
            << i["context_tokens"] << "): " << i["max_sequences"] << " sequences, decode "
            << fixed(i["decode_tokens_per_s"].get<double>(), 0) << " tokens/s, prefill "
            << fixed(i["prefill_tokens_per_s"].get<double>(), 0) << " tokens/s\n";
    }
}

} // namespace

int predictCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a(args,
                    {"--gpu",
                     "--nodes",
                     "--gpus-per-node",
                     "--nvlink-domain",
                     "--scale-out",
                     "--nics-per-node",
                     "--oversubscription",
                     "--model",
                     "--layers",
                     "--hidden",
                     "--heads",
                     "--kv-heads",
                     "--ffn",
                     "--vocab",
                     "--seq",
                     "--experts",
                     "--top-k",
                     "--global-batch",
                     "--micro-batch",
                     "--tp",
                     "--pp",
                     "--dp",
                     "--cp",
                     "--vp",
                     "--ep",
                     "--precision",
                     "--recompute",
                     "--zero",
                     "--train-tokens",
                     "--context",
                     "--user-db"},
                    {"--json", "--auto", "--gated", "--no-dropout", "--no-sequence-parallel",
                     "--legacy-stack"});
    const TransformerSpec model = modelFrom(a);
    auto cat = catalog::Catalog::builtin(
        a.option("--user-db").value_or(catalog::defaultUserDatabasePath()));
    std::string error;
    ClusterSpec cluster;
    if (!a.positional().empty()) { // predict DESIGN: nodes, GPUs and NICs from the design
        const std::string path = a.positional(0, "design file");
        const core::Design design = core::loadDesign(path);
        const core::DesignCatalog designCatalog(design, *cat);
        const DesignCluster dc = clusterFromDesign(design, designCatalog);
        if (!dc.error.empty()) {
            err << "cluster-designer-cli: predict: " << path << ": " << dc.error << "\n";
            return 1;
        }
        if (!dc.note.empty())
            err << "cluster-designer-cli: predict: " << path << ": " << dc.note << "\n";
        cluster = dc.cluster;
        applyFabricFlags(a, cluster);
    } else {
        cluster = clusterFrom(a, *cat, &error);
    }
    if (error.empty())
        error = model.check();
    if (!error.empty()) {
        err << "cluster-designer-cli: predict: " << error << "\n";
        return 1;
    }
    TrainingConfig config = configFrom(a, model, cluster);
    const bool parallelismGiven = a.option("--tp") || a.option("--pp") || a.option("--dp");
    std::vector<Candidate> alternatives;
    TrainingEstimate estimate;
    if (a.flag("--auto") || !parallelismGiven) {
        SearchSpace space;
        if (a.option("--micro-batch"))
            space.microBatch = config.par.microBatch;
        if (a.option("--recompute"))
            space.recompute = config.recompute;
        if (a.option("--zero"))
            space.zero = config.par.zero;
        if (a.option("--cp"))
            space.cp = config.par.cp;
        if (a.option("--vp"))
            space.vp = config.par.vp;
        if (a.option("--ep"))
            space.ep = config.par.ep;
        SearchResult found = searchParallelism(model, cluster, config, space);
        if (found.best.empty()) {
            err << "cluster-designer-cli: predict: " << found.error << "\n";
            return 1;
        }
        config = found.best.front().config;
        estimate = found.best.front().estimate;
        alternatives.assign(found.best.begin() + 1, found.best.end());
    } else {
        estimate = estimateTraining(model, cluster, config);
        if (!estimate.ok()) {
            err << "cluster-designer-cli: predict: " << estimate.error << "\n";
            return 1;
        }
    }
    const std::vector<ScalingPoint> scaling = scalingCurve(model, cluster, config);
    InferenceInput inf;
    inf.contextTokens = positiveInt(a, "--context", 0, 1);
    inf.weights = config.precision;
    const InferenceEstimate serving = estimateInference(model, cluster, inf);
    core::PredictionJsonInput in;
    in.model = &model;
    in.cluster = &cluster;
    in.config = &config;
    in.estimate = &estimate;
    in.scaling = &scaling;
    in.alternatives = alternatives.empty() && !a.flag("--auto") ? nullptr : &alternatives;
    in.inference = &serving;
    in.trainTokens = positiveNumber(a, "--train-tokens", kDefaultTrainTokens);
    const core::Json j = core::predictionToJson(in);
    if (a.flag("--json"))
        out << j.dump(2) << "\n";
    else
        printText(j, out);
    return 0;
}

} // namespace cd::cli
