// `tco`: the total cost of ownership of a design (issue 25; docs/tco.md): capex from its priced
// quote, opex from its power and the assumptions, the cost of a GPU-hour, of a million tokens and
// of a training run, against renting the same GPUs.
#include "analysis/issues/format.h"
#include "analysis/quote_summary.h"
#include "analysis/tco/design_tco.h"
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/design_serving.h"
#include "analysis/throughput/software_stacks.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/cloud_price_reader.h"
#include "io/file/design_file.h"
#include "io/load_error.h"
#include "io/report/tco_json.h"
#include "model/design_catalog.h"
#include "predict_serve.h"
#include "price_list_option.h"
#include "tco_sizing_option.h"
#include "tco_text.h"
#include "user_db_option.h"

#include <cmath>
#include <cstdlib>

namespace cd::cli {

namespace {

using namespace core::tco;

// An invalid value of a flag: exit 1 (invalid input, not a usage error), naming the flag.
struct FlagValueError
{
    std::string message;
};

CliArgs tcoArgs(const std::vector<std::string>& args)
{
    std::vector<std::string> values{
        "--user-db",    "--price-list", "--gpu-hour-usd", "--cloud-usd-per-gpu-hour",
        "--cloud-term", "--model",      "--stack",        "--train-tokens",
        "--engine",     "--input-len",  "--output-len",   "--concurrency",
        "--tp",         "--precision",  "--kv-cache",     "--cloud-prices"};
    for (const AssumptionSpec& s : assumptionSpecs())
        values.push_back(s.flag);
    for (const std::string& f : tcoSizingFlags())
        values.push_back(f);
    return CliArgs(args, values, {"--json", "--serve"});
}

// The number a flag gives, all of its text; anything else is a FlagValueError.
double numberOf(const std::string& flag, const std::string& text, const std::string& expected)
{
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v))
        throw FlagValueError{flag + ": " + msg(translate("Cli", "%1, not '%2'"), {expected, text})};
    return v;
}

std::optional<double> priceFlag(const CliArgs& a, const std::string& flag, const char* key,
                                TcoAssumptions& t)
{
    const auto text = a.option(flag);
    if (!text)
        return std::nullopt;
    t.sources[key] = flag;
    return numberOf(flag, *text, translate("Cli", "a price in USD per GPU-hour"));
}

// Each flag over `t` (the defaults with the design's saved values, requestFor); each checked,
// naming its flag.
TcoAssumptions assumptionsFrom(const CliArgs& a, TcoAssumptions t)
{
    for (const AssumptionSpec& s : assumptionSpecs())
        if (const auto text = a.option(s.flag)) {
            t.*s.member = numberOf(s.flag, *text, translate("Cli", "a number"));
            t.sources[s.key] = s.flag;
        }
    t.gpuHourPrice = priceFlag(a, "--gpu-hour-usd", "gpu_hour_price", t);
    t.cloudGpuHour = priceFlag(a, "--cloud-usd-per-gpu-hour", "cloud_gpu_hour", t);
    if (const auto bad = checkAssumptions(t)) {
        const AssumptionSpec* spec = findAssumption(bad->key);
        const std::string flag = spec                           ? spec->flag
                                 : bad->key == "gpu_hour_price" ? "--gpu-hour-usd"
                                                                : "--cloud-usd-per-gpu-hour";
        throw FlagValueError{flag + ": " + bad->message};
    }
    return t;
}

// Flags of the other workload than the one asked for are refused rather than ignored.
void refuseOtherWorkloadFlags(const CliArgs& a)
{
    const bool serve = a.flag("--serve");
    const char* const serving[] = {"--engine", "--input-len", "--output-len", "--concurrency",
                                   "--tp",     "--precision", "--kv-cache"};
    const char* const training[] = {"--stack", "--train-tokens"};
    for (const char* f : serve ? std::vector<const char*>(std::begin(training), std::end(training))
                               : std::vector<const char*>(std::begin(serving), std::end(serving)))
        if (a.option(f))
            throw UsageError(
                msg(serve ? translate("Cli", "%1 is a training setting; tco --serve prices serving")
                          : translate("Cli", "%1 is a serving setting: give --serve"),
                    {f}));
}

TcoRequest requestFrom(const CliArgs& a, const core::Design& design, const std::string& path)
{
    refuseOtherWorkloadFlags(a);
    // A preset the file names but no one has: the file's fault, at its key (it was reported as
    // an unknown --model the user never gave).
    if (!a.option("--model") && design.quote &&
        !core::throughput::findPreset(design.quote->workload))
        throw core::LoadError(
            path, "quote.workload",
            msg(translate("Cli", "a model preset (%1), not '%2'"),
                {joined(core::throughput::presetNames()), design.quote->workload}));
    TcoRequest r = requestFor(design);
    r.assumptions = assumptionsFrom(a, r.assumptions);
    r.serve = a.flag("--serve");
    r.training.preset = modelPresetOption(a, design.quote ? design.quote->workload
                                                          : std::string(core::kDefaultModelPreset));
    r.training.stack = a.option("--stack").value_or("");
    if (a.option("--stack") && !core::throughput::findStack(r.training.stack)) // '' too
        throw InputError(msg(translate("Cli", "tco: --stack %1: no such stack (%2)"),
                             {r.training.stack, core::throughput::stackIdList()}));
    r.training.trainTokens = positiveNumber(a, "--train-tokens", core::kDefaultTrainTokens);
    r.serving = servingInputFrom(a, core::throughput::servingInputOf(design.workload));
    if (const auto term = a.option("--cloud-term")) {
        const auto t = cloudTermFromString(*term);
        if (!t)
            throw UsageError(
                msg(translate("Cli", "--cloud-term is on-demand, 1-year or 3-year, not '%1'"),
                    {*term}));
        r.cloudTerm = *t;
    }
    // An imported table goes before the design's own prices and the built-in table.
    if (const auto file = a.option("--cloud-prices")) {
        std::vector<CloudPrice> own = cloudPricesOf(core::readCloudPriceFile(*file));
        own.insert(own.end(), r.cloudPrices.begin(), r.cloudPrices.end());
        r.cloudPrices = std::move(own);
    }
    return r;
}

// What predict --serve refuses (an unknown engine, FP8 on a GPU without it, a prompt over the
// context) refused here too, naming the flag; it was priced on with a note and exit 0.
std::string servingProblem(const CliArgs& a, const TcoRequest& r, const core::Design& design,
                           const core::CatalogView& catalog)
{
    if (!r.serve)
        return {};
    const auto model = core::throughput::findPreset(r.training.preset);
    const core::throughput::DesignCluster dc = core::throughput::clusterFromDesign(design, catalog);
    if (!model || !dc.error.empty())
        return {}; // the TCO says why it has no serving figures
    return servingInputProblem(a, *model, dc.cluster, r.serving);
}

// The sizing answers under `sizing` in the JSON, each only when asked for.
core::Json withSizing(core::Json j, const TcoSizing& s)
{
    if (!s.users && !s.powerBudget && !s.costTarget)
        return j;
    core::Json z = core::Json::object();
    if (s.users)
        z["users"] = core::scaledTcoJson(*s.users);
    if (s.powerBudget) {
        z["power_budget"] = core::scaledTcoJson(*s.powerBudget);
        z["power_budget"]["budget_kw"] = s.powerBudgetKw;
    }
    if (s.costTarget)
        z["cost_target"] = core::tokenCostTargetJson(*s.costTarget);
    j["sizing"] = z;
    return j;
}

void writeTco(const CliArgs& a, const DesignTco& t, std::ostream& out)
{
    const TcoSizing sizing = sizingFrom(a, t);
    if (a.flag("--json"))
        out << core::Json{{"tco", withSizing(core::tcoToJson(t), sizing)}}.dump(2) << "\n";
    else
        printTcoText(t, sizing, out);
}

} // namespace

int tcoCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a = tcoArgs(args);
    a.allowPositionals(1);
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    try {
        const core::Design design = core::loadDesign(path);
        TcoRequest request = requestFrom(a, design, path);
        const std::string userDb = userDatabaseOption(a);
        auto cat = catalog::Catalog::builtin(userDb);
        const core::DesignCatalog designCatalog(design, *cat);
        if (const std::string problem = servingProblem(a, request, design, designCatalog);
            !problem.empty()) {
            err << "cluster-designer-cli: tco --serve: " << problem << "\n";
            return 1;
        }
        const core::Report report = core::analyze(design, *cat);
        const core::QuoteSettings settings = core::quoteSettingsOf(design, path);
        const auto list = priceListFor(a, settings, designCatalog, userDb, path, err);
        core::Issues issues;
        const core::Quote quote =
            core::buildQuote(report.bom, designCatalog, settings, list ? &*list : nullptr, issues);
        const auto priced = [&](const TcoRequest& r) {
            return tcoForDesign(design, designCatalog, report, quote, settings, r);
        };
        DesignTco t = priced(request);
        if (t.tco.ok())
            if (const auto concurrency = latencyConcurrency(a, t)) {
                request.serving.concurrency = *concurrency;
                t = priced(request);
            }
        if (!t.tco.ok()) {
            err << "cluster-designer-cli: tco: " << path << ": " << t.tco.error << "\n";
            return 1;
        }
        writeTco(a, t, out);
        return 0;
    } catch (const SizingFlagError& e) {
        err << "cluster-designer-cli: tco: " << e.message << "\n";
        return 1;
    } catch (const FlagValueError& e) {
        err << "cluster-designer-cli: tco: " << e.message << "\n";
        return 1;
    }
}

} // namespace cd::cli
