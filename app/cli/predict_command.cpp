// `predict`: training throughput, memory, scaling and a serving estimate of a transformer on a
// cluster given by flags (DESIGN.md §5, issue 7).
#include "analysis/issues/format.h"
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/design_serving.h"
#include "analysis/throughput/energy.h"
#include "analysis/throughput/search.h"
#include "analysis/throughput/serving.h"
#include "analysis/throughput/software_stacks.h"
#include "analysis/throughput/storage_systems.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/training_plan.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/design_links_of.h"
#include "io/report/serving_json.h"
#include "io/report/throughput_json.h"
#include "model/design_catalog.h"
#include "model/workload_defaults.h"
#include "predict_args.h"
#include "predict_goodput.h"
#include "predict_serve.h"
#include "predict_storage.h"
#include "predict_text.h"
#include "user_db_option.h"

#include <charconv>
#include <cmath>
#include <optional>

namespace cd::cli {

namespace {

using namespace core::throughput;
using core::format::fixed;

using core::kDefaultGlobalBatch;
using core::kDefaultTrainTokens;

TransformerSpec modelFrom(const CliArgs& a)
{
    TransformerSpec m;
    if (a.option("--model")) {
        m = *findPreset(modelPresetOption(a, {}));
    } else {
        for (const char* f : {"--layers", "--hidden", "--heads", "--vocab", "--seq"})
            if (!a.option(f))
                throw UsageError(translate("Cli", "predict needs --model PRESET or --layers, "
                                                  "--hidden, --heads, --vocab and --seq"));
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
            throw UsageError(msg(translate("Cli", "unknown --scale-out '%1'; one of %2"),
                                 {*name, joined(scaleOutNames())}));
        // The design's NIC count and oversubscription stay unless their own flags say otherwise.
        const int nics = c.scaleOut.nicsPerNode;
        const double oversubscription = c.scaleOut.oversubscription;
        c.scaleOut = *so;
        c.scaleOut.nicsPerNode = nics;
        c.scaleOut.oversubscription = oversubscription;
    }
    // 0 stands for "one per GPU" only where no flag is given: a given 0 was taken as 8.
    c.scaleOut.nicsPerNode = positiveInt(a, "--nics-per-node", c.scaleOut.nicsPerNode, 1);
    if (const auto o = a.option("--oversubscription")) {
        // Each side a whole finite number ("8abc", "inf", "nan" and "1e-300" ran to NaN step
        // times), the ratio within what a fabric is built with.
        const auto colon = o->find(':');
        const auto number = [](std::string_view t) {
            double v = 0;
            const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
            return r.ec == std::errc() && r.ptr == t.data() + t.size() && std::isfinite(v) ? v
                                                                                           : 0.0;
        };
        const double down = number(std::string_view(*o).substr(0, colon));
        const double up =
            colon == std::string::npos ? 1 : number(std::string_view(*o).substr(colon + 1));
        const double ratio = up > 0 ? down / up : 0;
        if (!(down > 0 && up > 0 && ratio >= 1.0 / 64 && ratio <= 64))
            throw UsageError(msg(translate("Cli", "--oversubscription needs DOWN:UP such as 1:1 "
                                                  "or 2:1 (at most 64:1), not '%1'"),
                                 {*o}));
        c.scaleOut.oversubscription = ratio;
    }
}

ClusterSpec clusterFrom(const CliArgs& a, const core::CatalogView& cat, std::string* error)
{
    if (!a.option("--gpu") || !a.option("--nodes"))
        throw UsageError(
            translate("Cli", "predict needs --gpu ID and --nodes N (or a design file)"));
    ClusterSpec c;
    const std::string gpuId = *a.option("--gpu");
    const core::CatalogItem* gpu = cat.find(gpuId);
    if (!gpu || gpu->kind != core::ItemKind::Gpu) {
        *error = msg(translate("Cli", "--gpu: no GPU '%1' in the catalog"), {gpuId});
        return c;
    }
    c.gpu = gpuSpecFromCatalog(*gpu, error);
    c.nodes = positiveInt(a, "--nodes", 1, 1);
    c.gpusPerNode = positiveInt(a, "--gpus-per-node", 8, 1);
    c.nvlinkDomain = positiveInt(a, "--nvlink-domain", c.gpusPerNode, 1);
    // Without --scale-out: NDR InfiniBand, a 400 Gb/s NIC per GPU, the fabric of NVIDIA's DGX
    // SuperPOD reference architecture (S04); a training prediction says so in its notes
    // (scaleOutAssumedNote). Serving replicas do not talk across nodes.
    const std::string fabric = a.option("--scale-out").value_or(kDefaultScaleOut);
    const auto so = scaleOutPreset(fabric);
    if (!so)
        throw UsageError(msg(translate("Cli", "unknown --scale-out '%1'; one of %2"),
                             {fabric, joined(scaleOutNames())}));
    c.scaleOut = *so;
    c.scaleOut.nicsPerNode = 0; // one per GPU unless --nics-per-node
    applyFabricFlags(a, c);
    return c;
}

// The parallelism the flags give; dp fills the cluster when absent.
Parallelism parallelismFrom(const CliArgs& a, const ClusterSpec& c)
{
    Parallelism p;
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
    // --hsdp N: hybrid sharding over N GPUs, which is ZeRO-3 unless --zero says otherwise (and
    // checkConfig refuses that).
    p.shardGroupSize = positiveInt(a, "--hsdp", 0, 1);
    p.zero = positiveInt(a, "--zero", p.shardGroupSize > 0 ? 3 : 1, 0);
    p.sequenceParallel = !a.flag("--no-sequence-parallel");
    return p;
}

TrainingConfig configFrom(const CliArgs& a, const ClusterSpec& c)
{
    TrainingConfig t;
    t.par = parallelismFrom(a, c);
    if (const auto text = a.option("--precision")) {
        const auto v = precisionFromString(*text);
        if (!v)
            throw UsageError(
                msg(translate("Cli", "--precision is bf16 or fp8, not '%1'"), {*text}));
        t.precision = *v;
    }
    if (const auto text = a.option("--recompute")) {
        const auto v = recomputeFromString(*text);
        if (!v)
            throw UsageError(
                msg(translate("Cli", "--recompute is none, selective or full, not '%1'"), {*text}));
        t.recompute = *v;
    }
    return t;
}

// What the search holds fixed: each layout flag the user gave (and sequence parallelism off
// with --no-sequence-parallel).
SearchSpace searchSpaceFrom(const CliArgs& a, const TrainingConfig& config)
{
    SearchSpace space;
    if (a.option("--tp"))
        space.tp = config.par.tp;
    if (a.option("--pp"))
        space.pp = config.par.pp;
    if (a.option("--dp"))
        space.dp = config.par.dp;
    space.sequenceParallel = config.par.sequenceParallel;
    if (a.option("--micro-batch"))
        space.microBatch = config.par.microBatch;
    if (a.option("--recompute"))
        space.recompute = config.recompute;
    if (a.option("--zero") || a.option("--hsdp"))
        space.zero = config.par.zero;
    if (a.option("--cp"))
        space.cp = config.par.cp;
    if (a.option("--vp"))
        space.vp = config.par.vp;
    if (a.option("--ep"))
        space.ep = config.par.ep;
    return space;
}

// The cluster `predict` runs on: the design's nodes, GPUs and NICs (the fabric flags on top)
// or the flags' own. nullopt, with the message written to `err`, when it cannot be had or the
// model does not hold together.
// `facts`: the design's workload (its software stack and serving settings), the power figures
// of its server and site (or of the GPU alone, its tokens to train still unset) and its
// checkpoint bandwidth. The design is read once for all.
// What a design gives predict beyond its cluster; unset in flags mode but for the energy.
struct DesignFacts
{
    std::optional<core::DesignWorkload> workload;
    EnergyInput energy;
    CheckpointBandwidth checkpoint{0, 0, translate("Cli", "no design: no storage")};
    std::vector<StorageSystem> storage;
    std::string clusterNote; // what the design's cluster assumed or left out (DesignCluster::note)
};

std::optional<ClusterSpec> clusterForPredict(const CliArgs& a, const catalog::Catalog& cat,
                                             const TransformerSpec& model, std::ostream& err,
                                             DesignFacts& facts)
{
    std::string error;
    ClusterSpec cluster;
    if (!a.positional().empty()) { // predict DESIGN: nodes, GPUs and NICs from the design
        const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
        const core::Design design = core::loadDesignForPrediction(path, cat);
        const core::DesignCatalog designCatalog(design, cat);
        const DesignCluster dc = clusterFromDesign(design, designCatalog);
        if (!dc.error.empty()) {
            err << "cluster-designer-cli: predict: " << path << ": " << dc.error << "\n";
            return std::nullopt;
        }
        if (!dc.note.empty())
            err << "cluster-designer-cli: predict: " << path << ": " << dc.note << "\n";
        facts.clusterNote = dc.note;
        cluster = dc.cluster;
        applyFabricFlags(a, cluster);
        facts.workload = design.workload;
        facts.energy = energyInputForDesign(design, designCatalog, dc, 0);
        facts.storage = storageSystems(design, designCatalog);
        facts.checkpoint = checkpointBandwidth(design, designCatalog, facts.storage);
    } else {
        cluster = clusterFrom(a, cat, &error);
        facts.energy = energyInputForGpu(cat.find(cluster.gpu.id), 0);
    }
    if (error.empty())
        error = model.check();
    if (!error.empty()) {
        err << "cluster-designer-cli: predict: " << error << "\n";
        return std::nullopt;
    }
    return cluster;
}

// --pue X (1 to 3) and --electricity-usd-per-kwh X (above 0, below 10) over the figures the
// design or the defaults gave; anything else is a usage error naming the flag.
void applyEnergyFlags(const CliArgs& a, EnergyInput& in)
{
    if (const auto text = a.option("--pue")) {
        // Facility over IT power: 1 at least by definition; one message for every bad value.
        double pue = 0;
        try {
            pue = positiveNumber(a, "--pue", 1); // at most 3 (cli_args.cpp)
        } catch (const UsageError&) {
        }
        if (!(pue >= 1))
            throw UsageError(msg(
                translate("Cli", "--pue is facility / IT power, from 1 to 3, not '%1'"), {*text}));
        in.pue = pue;
        in.pueSource = "--pue";
    }
    const std::string price = "--electricity-usd-per-kwh";
    if (const auto text = a.option(price)) {
        in.usdPerKwh = positiveNumber(a, price, 1); // below 10 (cli_args.cpp)
        in.priceSource = price;
    }
}

// Power and energy of the run (docs/predict.md "Energy"): the design's GPU server and site
// figures, or for flags the GPU alone (the node estimated), then --pue and
// --electricity-usd-per-kwh on top.
TrainingEnergy energyFor(const CliArgs& a, EnergyInput in, const ClusterSpec& cluster,
                         const TrainingEstimate& estimate, double trainTokens)
{
    in.trainTokens = trainTokens;
    applyEnergyFlags(a, in);
    return trainingEnergy(cluster, estimate, in);
}

// The `predict --json` object of a plan: its scaling curve at the chosen layout, the run's
// energy, its software stack and, as `inference`, the model served by vLLM at its defaults on the
// same GPUs (predict --serve gives the rest).
core::Json predictionJson(const CliArgs& a, const DesignFacts& facts, const TransformerSpec& model,
                          const ClusterSpec& cluster, const TrainingPlan& plan,
                          const NamedStack& stack)
{
    const EnergyInput& power = facts.energy;
    const std::vector<ScalingPoint> scaling = scalingCurve(model, cluster, plan.config);
    core::PredictionJsonInput in;
    in.model = &model;
    in.cluster = &cluster;
    in.config = &plan.config;
    in.estimate = &plan.estimate;
    in.requestedGlobalBatch = plan.requestedGlobalBatch;
    in.notes = &plan.notes;
    in.scaling = &scaling;
    in.alternatives = plan.alternatives.empty() && !a.flag("--auto") ? nullptr : &plan.alternatives;
    in.trainTokens = positiveNumber(a, "--train-tokens", kDefaultTrainTokens);
    const TrainingEnergy energy = energyFor(a, power, cluster, plan.estimate, in.trainTokens);
    in.energy = &energy;
    core::Json j = core::predictionToJson(in);
    ServingInput serve;
    serve.weights =
        plan.config.precision == Precision::Fp8 ? WeightFormat::Fp8 : WeightFormat::Bf16;
    j["inference"] = core::servingEstimateJson(serve, estimateServing(model, cluster, serve));
    j["goodput"] = goodputJson(goodputFor(a, facts.checkpoint, model, cluster, plan));
    j["storage"] = a.positional().empty()
                       ? core::Json{{"error", translate("Cli", "no design: no storage")}}
                       : storageJson(storageFor(a, facts.storage, facts.checkpoint.readGBps, model,
                                                plan.estimate.tokensPerS, in.trainTokens));
    if (scaleOutAssumed(a, cluster.nodes))
        j["notes"].push_back(scaleOutAssumedNote());
    // In the JSON too, for scripts (the text has it on stderr): a mixed design's estimate is
    // of part of it.
    if (a.flag("--json") && !facts.clusterNote.empty())
        j["notes"].push_back(facts.clusterNote);
    j["stack"] = std::string(stack.id);
    j["stack_name"] = std::string(stack.name);
    return j;
}

// --context estimated serving beside training until issue 18 gave serving its own mode.
void refuseContext(const CliArgs& a)
{
    if (a.option("--context") && !a.flag("--serve"))
        throw UsageError(translate("Cli", "--context is gone: predict --serve --input-len N "
                                          "--output-len M estimates serving"));
}

} // namespace

int predictCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a = predictArgs(args);
    a.allowPositionals(1);
    // Read where the design's storage sizes a checkpoint, which a run without one skips: check
    // them whatever the run ('nan' and '-1' passed without a design).
    positiveInt(a, "--checkpoints-kept", 1, 1);
    positiveNumber(a, "--bytes-per-token", 1);
    const TransformerSpec model = modelFrom(a);
    auto cat = catalog::Catalog::builtin(userDatabaseOption(a));
    DesignFacts facts;
    const std::optional<ClusterSpec> cluster = clusterForPredict(a, *cat, model, err, facts);
    const std::optional<core::DesignWorkload>& workload = facts.workload;
    EnergyInput& power = facts.energy;
    if (!cluster)
        return 1;
    refuseContext(a);
    if (a.flag("--serve")) {
        applyEnergyFlags(a, power);
        return predictServe(a, model, *cluster, power, servingInputOf(workload), out, err);
    }
    TrainingConfig config = configFrom(a, *cluster);
    const NamedStack& stack =
        *findNamedStack(stackIdFrom(a, workload ? workload->stack : std::string()));
    config.stack = stack.stack;
    // The whole layout given: `predict` estimates exactly that layout; otherwise it searches
    // what the flags leave out, holding what they give.
    const SearchSpace space = searchSpaceFrom(a, config);
    const bool search = a.flag("--auto") || !space.fixesWholeLayout();
    const TrainingPlan plan = planTraining(model, *cluster, config, search, space);
    if (!plan.ok()) {
        err << "cluster-designer-cli: predict: " << plan.error << "\n";
        return 1;
    }
    const core::Json j = predictionJson(a, facts, model, *cluster, plan, stack);
    if (a.flag("--json"))
        out << j.dump(2) << "\n";
    else
        printPredictionText(j, out);
    return 0;
}

} // namespace cd::cli
