#include "comparison.h"

#include "comparison_rows.h"

#include "analysis/throughput/software_stacks.h"
#include "analysis/throughput/transformer.h"
#include "model/network.h"

#include "analysis/issues/format.h"
#include "model/design_catalog.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

namespace cd::core {

namespace {

using text::translate;

constexpr double kSecondsPerDay = 86400;

// A power figure, or its floor as text when some device has no published power.
std::optional<double> powerFigure(const Report& r, double value, int decimals, std::string& text)
{
    if (!r.powerIsFloor())
        return value;
    text = "≥ " + format::grouped(value, decimals);
    return std::nullopt;
}

// The cooling of the rack that needs the most, in the words the rack itself shows ("air with
// containment", not a bare "air"): the highest class, then the most power within it.
std::string coolingText(const Report& r)
{
    const RackPower* worst = nullptr;
    CoolingClass worstClass = CoolingClass::Air;
    for (const RackPower& rp : r.power.racks) {
        const RackCooling* c = r.cooling.find(rp.rackId, std::size_t(&rp - r.power.racks.data()));
        const CoolingClass cls = c ? c->coolingClass : CoolingClass::Air;
        if (!worst || cls > worstClass || (cls == worstClass && rp.maxW > worst->maxW)) {
            worst = &rp;
            worstClass = cls;
        }
    }
    if (!worst)
        return translate("Comparison", "none");
    const std::string cooling = translate("Cooling", worst->cooling.c_str());
    return r.powerIsFloor() ? text::arg(translate("Comparison", "at least %1"), {cooling})
                            : cooling;
}

std::string fabricText(const Report& r)
{
    for (const NetworkReport& n : r.fabric.networks)
        if (n.kind == "compute") {
            if (n.transport.empty())
                return translate("Comparison", "compute (transport not set)");
            const Transport* t = findTransport(n.transport);
            return t ? std::string(t->label) : n.transport;
        }
    return translate("Comparison", "none");
}

template <typename Count> double networkSum(const Report& r, Count count)
{
    double sum = 0;
    for (const NetworkReport& n : r.fabric.networks)
        sum += count(n);
    return sum;
}

double partSum(const std::vector<PartCount>& parts)
{
    double sum = 0;
    for (const PartCount& p : parts)
        sum += double(p.count);
    return sum;
}

// The quote's total when every line has a price; with unpriced lines it is a floor, shown
// as "≥ total" and never compared.
std::optional<double> quoteTotal(const VariantAnalysis& a, std::string& text)
{
    if (a.quote.lines.empty()) {
        text = translate("Comparison", "no quote");
        return std::nullopt;
    }
    if (a.quote.unpricedLines > 0) {
        text = "≥ " + format::grouped(a.quote.total, 2);
        return std::nullopt;
    }
    return a.quote.total;
}

// The quotes' currency when all share one, else empty (the money rows then have no best).
std::string commonCurrency(const std::vector<VariantAnalysis>& analyses)
{
    for (const VariantAnalysis& a : analyses)
        if (a.quote.currency != analyses.front().quote.currency)
            return {};
    return analyses.empty() ? std::string() : analyses.front().quote.currency;
}

void addMoneyRows(RowBuilder& b, const std::vector<VariantAnalysis>& analyses)
{
    const std::string currency = commonCurrency(analyses);
    const Better better = currency.empty() ? Better::None : Better::Lower;
    const std::string unit =
        currency.empty() ? translate("Comparison", "mixed currencies") : currency;
    b.number("quote_total", translate("Comparison", "Quote total"), unit, better, 2,
             [](const VariantAnalysis& a, std::string& t) { return quoteTotal(a, t); });
    b.number("unpriced_lines", translate("Comparison", "Quote lines without a price"),
             translate("Comparison", "lines"), Better::Lower, 0,
             [](const VariantAnalysis& a, std::string&) {
                 return std::optional<double>(a.quote.unpricedLines);
             });
    b.number("cost_per_token_per_s", translate("Comparison", "Cost per token/s"),
             text::arg(translate("Comparison", "%1 per token/s"), {unit}), better, 2,
             [](const VariantAnalysis& a, std::string& t) -> std::optional<double> {
                 std::string predicted;
                 const auto tps = tokensPerS(a, predicted);
                 const auto total = quoteTotal(a, t);
                 if (!tps || *tps <= 0) {
                     t = translate("Comparison", "unknown");
                     return std::nullopt;
                 }
                 if (!total) {
                     if (a.quote.unpricedLines > 0 && !a.quote.lines.empty())
                         t = "≥ " + format::grouped(a.quote.total / *tps, 2);
                     return std::nullopt;
                 }
                 return *total / *tps;
             });
}

void addSizeRows(RowBuilder& b)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    using Opt = std::optional<double>;
    b.number("gpus", translate("Comparison", "GPUs"), translate("Comparison", "GPUs"),
             Better::Higher, 0, [](A a, T) { return Opt(a.report.gpus); });
    b.number("gpu_memory_gb", translate("Comparison", "GPU memory"), translate("Comparison", "GB"),
             Better::Higher, 0, [](A a, T) { return Opt(a.report.gpuMemoryGb); });
    b.number("servers", translate("Comparison", "Servers"), translate("Comparison", "servers"),
             Better::None, 0, [](A a, T) { return Opt(a.report.servers); });
    b.number("racks", translate("Comparison", "Racks"), translate("Comparison", "racks"),
             Better::Lower, 0, [](A a, T) { return Opt(a.report.racks); });
    b.number("rack_units_used", translate("Comparison", "Rack units used"), "U", Better::Lower, 0,
             [](A a, T) { return Opt(a.report.power.uUsed); });
    b.number("rack_units_total", translate("Comparison", "Rack units available"), "U", Better::None,
             0, [](A a, T) { return Opt(a.report.power.uTotal); });
}

void addPowerAndCoolingRows(RowBuilder& b)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    b.number("max_kw", translate("Comparison", "Power, maximum"), "kW", Better::Lower, 1,
             [](A a, T t) { return powerFigure(a.report, a.report.power.maxW / 1000, 1, t); });
    b.number("typical_kw", translate("Comparison", "Power, typical"), "kW", Better::Lower, 1,
             [](A a, T t) {
                 const double kw = a.report.power.typicalW / 1000;
                 // Maxima stand in for unpublished typical draws: the figure is a bound, and says
                 // so.
                 if (a.report.power.typicalAtMaxDevices > 0 && !a.report.powerIsFloor())
                     t = "≤ " + format::grouped(kw, 1);
                 return powerFigure(a.report, kw, 1, t);
             });
    b.number("heat_btu_per_h", translate("Comparison", "Heat"), "BTU/h", Better::Lower, 0,
             [](A a, T t) { return powerFigure(a.report, a.report.power.heatBtuPerH, 0, t); });
    b.text("cooling", translate("Comparison", "Cooling class (worst rack)"),
           [](A a) { return coolingText(a.report); });
}

void addNetworkRows(RowBuilder& b)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    using Opt = std::optional<double>;
    b.text("fabric", translate("Comparison", "Compute fabric"),
           [](A a) { return fabricText(a.report); });
    b.number("switches", translate("Comparison", "Switches"), translate("Comparison", "switches"),
             Better::None, 0, [](A a, T) {
                 return Opt(networkSum(a.report, [](const NetworkReport& n) {
                     return double(n.leaves + n.spines + n.cores + n.superCores);
                 }));
             });
    b.number("cables", translate("Comparison", "Cables"), translate("Comparison", "cables"),
             Better::None, 0, [](A a, T) {
                 return Opt(networkSum(a.report,
                                       [](const NetworkReport& n) { return partSum(n.cables); }));
             });
    b.number("transceivers", translate("Comparison", "Transceivers"),
             translate("Comparison", "transceivers"), Better::None, 0, [](A a, T) {
                 return Opt(networkSum(
                     a.report, [](const NetworkReport& n) { return partSum(n.transceivers); }));
             });
}

// Against the fewest nodes the layout fits on (search.h). Where that is all of the design's, the
// ratio is 1 by definition and says nothing of how the design scales: no figure, and why.
std::optional<double> scalingEfficiency(const VariantAnalysis& a, std::string& text)
{
    if (!tokensPerS(a, text) || a.prediction.scalingReferenceNodes == 0)
        return std::nullopt;
    const int nodes = a.prediction.cluster.cluster.nodes;
    if (a.prediction.scalingReferenceNodes >= nodes) {
        text =
            nodes == 1
                ? translate("Comparison", "not measured (one node)")
                : text::arg(translate("Comparison", "not measured (the layout needs all %1 nodes)"),
                            {std::to_string(nodes)});
        return std::nullopt;
    }
    return a.prediction.scalingEfficiency * 100;
}

// The throughput rows, for the workload and token count in `options`.
void addTrainingRows(RowBuilder& b, const ComparisonOptions& options)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    using Opt = std::optional<double>;
    b.text("software_stack", translate("Comparison", "Software stack"),
           [](A a) { return std::string(throughput::stackName(a.prediction.stack)); });
    b.number("tokens_per_s",
             text::arg(translate("Comparison", "Training throughput, %1"),
                       {throughput::modelLabel(options.workload)}),
             translate("Comparison", "tokens/s"), Better::Higher, 0,
             [](A a, T t) { return tokensPerS(a, t); });
    b.number("scaling_efficiency", translate("Comparison", "Scaling efficiency"), "%",
             Better::Higher, 1, [](A a, T t) { return scalingEfficiency(a, t); });
    b.number("electricity_usd_per_million_tokens",
             translate("Comparison", "Electricity per million tokens"), "USD", Better::Lower, 3,
             [](A a, T t) {
                 if (!tokensPerS(a, t) || !a.prediction.energy.ok())
                     return Opt();
                 return Opt(a.prediction.energy.usdPerMillionTokens);
             });
}

// The time and energy of the options' training run.
void addTrainingRunRows(RowBuilder& b, const ComparisonOptions& options)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    using Opt = std::optional<double>;
    b.number("time_to_train_days",
             text::arg(translate("Comparison", "Time to train %1 tokens"),
                       {format::tokenCount(options.trainTokens)}),
             translate("Comparison", "days"), Better::Lower, 1, [](A a, T t) {
                 if (!tokensPerS(a, t) || a.prediction.timeToTrainS <= 0)
                     return Opt();
                 return Opt(a.prediction.timeToTrainS / kSecondsPerDay);
             });
    b.number("training_energy_mwh",
             text::arg(translate("Comparison", "Energy to train %1 tokens"),
                       {format::tokenCount(options.trainTokens)}),
             "MWh", Better::Lower, 1, [](A a, T t) {
                 if (!tokensPerS(a, t) || !a.prediction.energy.ok())
                     return Opt();
                 return Opt(a.prediction.energy.runEnergyMwh);
             });
}

} // namespace

std::optional<double> tokensPerS(const VariantAnalysis& a, std::string& text)
{
    if (!a.prediction.error.empty()) {
        text = translate("Comparison", "not predicted");
        return std::nullopt;
    }
    return a.prediction.estimate.tokensPerS;
}

std::string_view toString(Better b)
{
    switch (b) {
    case Better::Higher:
        return "higher";
    case Better::Lower:
        return "lower";
    case Better::None:
        break;
    }
    return "none";
}

const ComparisonRow* Comparison::find(std::string_view key) const
{
    for (const ComparisonRow& r : rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

VariantAnalysis analyzeVariant(const Design& design, const CatalogView& catalog,
                               const ComparisonOptions& options)
{
    VariantAnalysis a;
    const DesignCatalog designCatalog(design, catalog);
    a.report = analyze(design, catalog);
    throughput::Workload w;
    w.preset = options.workload;
    w.trainTokens = options.trainTokens;
    a.prediction = throughput::predictForDesign(design, designCatalog, w);
    if (const auto model = throughput::findPreset(options.workload))
        a.serving = throughput::servingForDesign(
            design, designCatalog, *model, throughput::servingInputOf(design.workload), nullptr, 2);
    const QuoteSettings settings = design.quote.value_or(QuoteSettings{});
    a.quote = buildQuote(a.report.bom, designCatalog, settings, options.priceList, a.quoteIssues);
    tco::TcoRequest r = tco::requestFor(design);
    r.training = w;
    a.tco = tco::tcoForDesign(design, designCatalog, a.report, a.quote, settings, r,
                              {&a.prediction, nullptr});
    r.serve = true;
    r.serving = throughput::servingInputOf(design.workload);
    a.servingTco = tco::tcoForDesign(design, designCatalog, a.report, a.quote, settings, r,
                                     {nullptr, &a.serving});
    return a;
}

Comparison compareAnalyses(const std::vector<std::string>& names,
                           const std::vector<VariantAnalysis>& analyses,
                           const ComparisonOptions& options)
{
    RowBuilder b(analyses);
    addSizeRows(b);
    addPowerAndCoolingRows(b);
    addNetworkRows(b);
    addTrainingRows(b, options);
    addTrainingRunRows(b, options);
    addGoodputRows(b);
    addStorageRows(b);
    addServingRows(b, options);
    addMoneyRows(b, analyses);
    addTcoRows(b, commonCurrency(analyses));
    return Comparison{names, options.workload, options.trainTokens, b.take(),
                      throughput::modelLabel(options.workload)};
}

std::vector<VariantAnalysis> analyzeVariants(const Project& project, const CatalogView& catalog,
                                             const ComparisonOptions& options)
{
    std::vector<VariantAnalysis> out;
    for (const DesignVariant& v : project.variants)
        out.push_back(analyzeVariant(v.design, catalog, options));
    return out;
}

std::vector<std::string> variantNames(const Project& project)
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < project.variants.size(); ++i)
        names.push_back(project.displayName(i));
    return names;
}

Comparison compareVariants(const Project& project, const CatalogView& catalog,
                           const ComparisonOptions& options)
{
    return compareAnalyses(variantNames(project), analyzeVariants(project, catalog, options),
                           options);
}

Comparison withoutUnknownRows(Comparison c)
{
    // A floor ("≥ 126.7" kW where a device's power is unknown) is a figure the customer needs,
    // not an unknown one: a liquid rack's proposal lost its power and heat rows.
    std::erase_if(c.rows, [](const ComparisonRow& r) {
        return !r.unit.empty() && std::none_of(r.cells.begin(), r.cells.end(),
                                               [](const ComparisonCell& c) { return c.known(); });
    });
    return c;
}

} // namespace cd::core
