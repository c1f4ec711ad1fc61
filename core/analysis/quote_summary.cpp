#include "quote_summary.h"

#include "analysis/quote/quote_header.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/design_prediction.h"
#include "analysis/throughput/software_stacks.h"
#include "text/translation.h"

#include <filesystem>

namespace cd::core {

namespace {

// The quote's throughput figure: the settings' workload preset, everything else the
// prediction's defaults (design_prediction.h Workload), searched as the Performance dock does.
std::string throughputLine(const Design& design, const CatalogView& catalog,
                           const std::string& workload)
{
    throughput::Workload w;
    w.preset = workload;
    const auto p = throughput::predictForDesign(design, catalog, w, throughput::FabricCurves::Skip);
    if (!p.error.empty())
        return {};
    const throughput::NamedStack* stack = throughput::findNamedStack(p.stack);
    const std::string rate = format::grouped(p.estimate.tokensPerS, 0);
    return stack ? text::arg(
                       text::translate("QuoteSummary", "%1 tokens/s training %2 on %3 (predicted)"),
                       {rate, throughput::modelLabel(workload), stack->name})
                 : text::arg(text::translate("QuoteSummary", "%1 tokens/s training %2 (predicted)"),
                             {rate, throughput::modelLabel(workload)});
}

} // namespace

QuoteSettings quoteSettingsOf(const Design& design, const std::string& designPath)
{
    QuoteSettings s = design.quote.value_or(QuoteSettings{});
    // A design whose quote names no customer is quoted to the design's customer.
    if (s.customer.name.empty())
        s.customer.name = design.customer;
    if (!s.reseller.logo.empty() && std::filesystem::path(s.reseller.logo).is_relative() &&
        !designPath.empty())
        s.reseller.logo =
            (std::filesystem::path(designPath).parent_path() / s.reseller.logo).string();
    return s;
}

QuoteHeader makeQuoteHeader(const Design& design, const CatalogView& catalog, const Report& report,
                            const QuoteSettings& s, const std::string& today)
{
    QuoteHeader h;
    h.designName = design.name;
    h.date = issueDate(s.date, today);
    h.validUntil = addDays(h.date, s.validityDays);
    h.gpus = report.gpus;
    h.gpuMemoryGb = report.gpuMemoryGb;
    h.maxKw = report.power.maxW / 1000.0;
    h.maxKwIsFloor = report.powerIsFloor();
    h.throughput = throughputLine(design, catalog, s.workload);
    return h;
}

} // namespace cd::core
