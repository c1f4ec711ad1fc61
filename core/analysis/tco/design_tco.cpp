#include "design_tco.h"

#include "text/translation.h"

#include "analysis/issues/format.h"
#include "analysis/power/device_power.h"
#include "analysis/tco/serving_rates.h"
#include "analysis/throughput/design_serving.h"
#include "analysis/throughput/software_stacks.h"
#include "model/design_catalog.h"

namespace cd::core::tco {

namespace {

const char* const kSitePriceSource =
    CD_TRANSLATE_NOOP("TcoSource", "the design's site energy price");
const char* const kSitePriceNotConverted = CD_TRANSLATE_NOOP(
    "TcoSource", "the default (US EIA 2023 industrial average): the design's site price is in a "
                 "currency the quote has no exchange rate for, so it is not used");

using namespace throughput;

// The typical draw of every device that is not one of the cluster's GPU nodes (switches,
// storage, head nodes): what runs whether the GPUs work or wait.
double otherDevicesKw(const Design& design, const CatalogView& catalog, const std::string& node)
{
    double w = 0;
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || d.model == node)
            continue;
        w += devicePowerOf(d, *item, catalog, devicePower(*item)).typicalW;
    }
    return w / 1000;
}

// Busy and idle IT power: the GPU nodes at the workload's draw (energy.h, serving_energy.h) or
// at their idle share of it, the other devices at their typical draw.
void setPower(TcoFacts& f, double nodesBusyKw, double otherKw, double idleShare, double nodeKw)
{
    f.busyItKw = nodesBusyKw + otherKw;
    f.idleItKw = nodesBusyKw * idleShare + otherKw;
    f.powerBasis = text::arg(text::translate("Tco", "GPU nodes at %1 kW each busy, %2 kW idle; "
                                                    "the other devices at their typical draw, "
                                                    "%3 kW"),
                             {format::fixed(nodeKw, 2), format::fixed(nodeKw * idleShare, 2),
                              format::fixed(otherKw, 1)});
}

struct WorkloadPower
{
    TcoWorkload rates;
    double nodesKw = 0;
    double nodeKw = 0; // one node
    std::string basis;
    std::string error;
    std::optional<ServingBasis> serving;
};

WorkloadPower trainingPower(const DesignPrediction& pred, double trainTokens)
{
    WorkloadPower p;
    if (!pred.error.empty() || !pred.energy.ok()) {
        p.error = pred.error.empty() ? pred.energy.error : pred.error;
        return p;
    }
    p.rates.trainTokens = trainTokens;
    p.rates.goodputApplied = pred.goodput.ok();
    p.rates.trainTokensPerS =
        p.rates.goodputApplied ? pred.goodput.effectiveTokensPerS : pred.estimate.tokensPerS;
    p.nodesKw = pred.energy.itPowerKw;
    p.nodeKw = pred.energy.nodePowerKw;
    p.basis = text::arg(text::translate("Tco", "%1 training (%2)"),
                        {modelLabel(pred.model.name), stackName(pred.stack)});
    return p;
}

WorkloadPower servingPower(const VariantServing& v, const TransformerSpec& model,
                           const ServingInput& in)
{
    WorkloadPower p;
    const ServingEstimate& e = v.estimate;
    if (!v.error.empty() || !e.ok() || !v.energy.ok()) {
        p.error = !v.error.empty() ? v.error : !e.ok() ? e.error : v.energy.error;
        return p;
    }
    p.rates = servingRates(model, v.cluster.cluster, in, e);
    p.nodesKw = v.energy.itPowerKw;
    p.nodeKw = v.energy.nodePowerKw;
    p.basis = text::arg(text::translate("Tco", "%1 served by %2 at %3 requests in flight"),
                        {modelLabel(model.name), e.engine, std::to_string(e.point.concurrency)});
    p.serving = ServingBasis{model, v.cluster.cluster, in, {}, e};
    return p;
}

// The workload's figures: those the caller has (`known`), else predicted here.
WorkloadPower workloadPower(const Design& design, const CatalogView& catalog, const TcoRequest& r,
                            const KnownWorkload& known)
{
    const auto model = modelFor(r.training);
    if (!model) {
        WorkloadPower p;
        p.error = text::arg(text::translate("Tco", "no model preset '%1'"), {r.training.preset});
        return p;
    }
    if (r.serve)
        return servingPower(known.serving
                                ? *known.serving
                                : servingForDesign(design, catalog, *model, r.serving, nullptr, 0),
                            *model, r.serving);
    return trainingPower(known.training
                             ? *known.training
                             : predictForDesign(design, catalog, r.training, FabricCurves::Skip),
                         r.training.trainTokens);
}

// The site's energy price where it is in the quote's own currency (not USD): it replaces the
// converted default, unless the user set a price of their own.
void sitePriceInQuoteCurrency(TcoAssumptions& a, const Design& design, const std::string& currency)
{
    if (!design.site || !design.site->energyPricePerKwh ||
        design.site->currency.value_or("USD") != currency ||
        a.sources["electricity_per_kwh"] != kSitePriceNotConverted)
        return;
    a.electricityPerKwh = *design.site->energyPricePerKwh;
    a.sources["electricity_per_kwh"] = kSitePriceSource;
}

// USD figures in the quote's currency: its rate for USD (units of the currency per USD).
std::optional<double> currencyPerUsd(const QuoteSettings& s, const std::string& currency)
{
    if (currency == "USD")
        return 1.0;
    const auto it = s.exchangeRates.find("USD");
    if (it == s.exchangeRates.end())
        return std::nullopt;
    return it->second;
}

// The quote's own support lines stand in for the default support share (never for one the
// user set).
void supportFromQuote(TcoAssumptions& a, const QuoteSettings& s, const Quote& q)
{
    const AssumptionSpec& spec = *findAssumption("support_pct");
    if (a.sources["support_pct"] != spec.defaultSource || s.supportYears <= 0)
        return;
    for (const QuoteLine& l : q.lines)
        if (l.category == "service" && l.part.find("support") != std::string::npos) {
            a.supportPct = 0;
            a.sources["support_pct"] = text::arg(
                text::translate("TcoSource",
                                "0: the quote's own support lines (%1 years) are in capex"),
                {std::to_string(s.supportYears)});
        }
}

void setCloudPrice(TcoFacts& f, const std::string& gpu, const TcoRequest& r, double rate)
{
    const CloudTerm term = r.cloudTerm;
    const std::optional<CloudPrice> p = cloudPrice(gpu, term, r.cloudPrices);
    if (!p) {
        f.cloudPriceSource =
            text::arg(text::translate("CloudPrices", "no %1 cloud price for the GPU '%2' in the "
                                                     "table: give --cloud-usd-per-gpu-hour"),
                      {toString(term), gpu});
        return;
    }
    f.cloudPricePerGpuHour = p->usdPerGpuHour * rate;
    // The table's offers and sources in the reader's language; a user's own as given.
    f.cloudPriceSource = p->provider + ", " + text::translate("CloudPrices", p->offer.c_str()) +
                         " (" + p->date + "; " + text::translate("CloudPrices", p->source.c_str()) +
                         ")";
}

// Without the workload's figures (a model that does not fit, an engine that cannot serve it) the
// GPU nodes' busy draw is their typical draw from the power analysis; no token figures.
WorkloadPower typicalPower(const Report& report, double otherKw, int nodes, std::string why)
{
    WorkloadPower p;
    p.nodesKw = std::max(0.0, report.power.typicalW / 1000 - otherKw);
    p.nodeKw = nodes > 0 ? p.nodesKw / nodes : 0;
    p.basis = text::translate("Tco", "no workload figures");
    p.error = std::move(why);
    return p;
}

void fillFacts(TcoFacts& f, const Quote& quote, const Report& report)
{
    f.currency = quote.currency;
    f.capex = quote.subtotal;
    f.unpricedLines = quote.unpricedLines;
    f.gpus = report.gpus;
    f.servers = report.servers;
    f.racks = report.racks;
    f.provisionedItKw = report.power.maxW / 1000;
}

// What a serving TCO was made of, with the design's energy inputs, for tco_sizing.h.
std::optional<ServingBasis> servingBasis(std::optional<ServingBasis> b, const Design& design,
                                         const CatalogView& catalog, const DesignCluster& dc)
{
    if (b)
        b->energy = energyInputForDesign(design, DesignCatalog(design, catalog), dc, 0);
    return b;
}

} // namespace

TcoAssumptions designDefaults(const Design& design)
{
    TcoAssumptions a = defaultAssumptions();
    if (!design.site)
        return a;
    const SiteSettings& site = *design.site;
    if (site.pue) {
        a.pue = *site.pue;
        a.sources["pue"] = CD_TRANSLATE_NOOP("TcoSource", "the design's site PUE");
    }
    if (const std::optional<double> usd = siteUsdPricePerKwh(site)) {
        a.electricityPerKwh = *usd;
        a.sources["electricity_per_kwh"] = kSitePriceSource;
    } else if (site.energyPricePerKwh) {
        // In another currency: tcoForDesign takes it where the quote is in that currency;
        // otherwise the default stands, and says why the site's price does not.
        a.sources["electricity_per_kwh"] = kSitePriceNotConverted;
    }
    return a;
}

TcoRequest requestFor(const Design& design)
{
    TcoRequest r;
    r.assumptions = designDefaults(design);
    if (!design.tco)
        return r;
    r.assumptions = withSettings(r.assumptions, *design.tco);
    r.cloudTerm = cloudTermFromString(design.tco->cloudTerm).value_or(CloudTerm::OnDemand);
    r.cloudPrices = cloudPricesOf(design.tco->cloudPrices);
    return r;
}

namespace {

// Why the TCO has no tokens or training run: the workload's figures could not be had.
std::string noWorkloadNote(const std::string& why)
{
    return text::arg(text::translate("Tco", "the workload gives no figures (%1): no tokens or "
                                            "training run; the busy hours draw the GPU nodes' "
                                            "typical power"),
                     {why});
}

// A design of several GPU server models is estimated on its most numerous one: its tokens are
// those GPUs', its costs the whole design's.
std::string partOfTheDesignNote(const DesignCluster& dc)
{
    return text::arg(text::translate("Tco", "the workload runs on %1 of the design's %2 GPUs (its "
                                            "most numerous GPU server); the costs are the whole "
                                            "design's, so each token carries the other GPUs' "
                                            "share"),
                     {std::to_string(dc.cluster.gpus()), std::to_string(dc.designGpus)});
}

// Why the TCO has no workload figures, or that they are of part of the design.
void addWorkloadNote(std::vector<std::string>& notes, const std::string& error,
                     const DesignCluster& dc)
{
    if (!error.empty())
        notes.push_back(noWorkloadNote(error));
    else if (dc.gpusLeftOut() > 0)
        notes.push_back(partOfTheDesignNote(dc));
}

} // namespace

DesignTco tcoForDesign(const Design& design, const CatalogView& catalog, const Report& report,
                       const Quote& quote, const QuoteSettings& settings, const TcoRequest& r,
                       const KnownWorkload& known)
{
    DesignTco out;
    const auto rate = currencyPerUsd(settings, quote.currency);
    if (!rate) {
        out.tco.error = text::arg(
            text::translate("Tco", "the quote is in %1 and quote.exchange_rates gives no rate for "
                                   "USD: the USD assumptions cannot be converted"),
            {quote.currency});
        return out;
    }
    out.assumptions = convertedFromUsd(r.assumptions, *rate);
    sitePriceInQuoteCurrency(out.assumptions, design, quote.currency);
    supportFromQuote(out.assumptions, settings, quote);
    const DesignCluster dc = clusterFromDesign(design, catalog);
    if (!dc.error.empty()) {
        out.tco.error = dc.error;
        return out;
    }
    const double otherKw = otherDevicesKw(design, catalog, dc.server);
    WorkloadPower p = workloadPower(design, catalog, r, known);
    if (!p.error.empty())
        p = typicalPower(report, otherKw, dc.cluster.nodes, p.error);
    out.workload = p.basis;
    fillFacts(out.facts, quote, report);
    out.facts.gpuServers = dc.cluster.nodes;
    out.facts.gpusPerServer = dc.cluster.gpusPerNode;
    setPower(out.facts, p.nodesKw, otherKw, out.assumptions.idlePowerShare, p.nodeKw);
    setCloudPrice(out.facts, dc.cluster.gpu.id, r, *rate);
    out.cloudPrices = cloudPrices(dc.cluster.gpu.id, r.cloudPrices);
    out.tco = computeTco(out.facts, out.assumptions, p.rates);
    out.workloadRates = p.rates;
    out.otherItKw = otherKw;
    out.serving = servingBasis(std::move(p.serving), design, catalog, dc);
    out.sensitivity = gpuHourSensitivity(out.facts, out.assumptions);
    addWorkloadNote(out.tco.notes, p.error, dc);
    return out;
}

} // namespace cd::core::tco
