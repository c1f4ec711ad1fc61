#include "quote_summary.h"

#include "analysis/quote/quote_header.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/search.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>

namespace cd::core {

namespace {

// Sequences per step for the quoted throughput: the `predict` default (docs/predict.md).
constexpr int kGlobalBatch = 1024;

std::string throughputLine(const Design& design, const CatalogView& catalog,
                           const std::string& workload)
{
    using namespace throughput;
    const auto model = findPreset(workload);
    if (!model)
        return {};
    const DesignCluster dc = clusterFromDesign(design, catalog);
    if (!dc.error.empty())
        return {};
    TrainingConfig base;
    base.par.globalBatch = kGlobalBatch;
    const SearchResult found = searchParallelism(*model, dc.cluster, base);
    if (found.best.empty())
        return {};
    const double tps = found.best.front().estimate.tokensPerS;
    return format::grouped(tps, 0) + " tokens/s training " + workload + " (predicted)";
}

} // namespace

QuoteSettings quoteSettingsOf(const Design& design, const std::string& designPath)
{
    QuoteSettings s = design.quote.value_or(QuoteSettings{});
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
    h.date = s.date.empty() ? today : s.date;
    h.validUntil = addDays(h.date, s.validityDays);
    h.gpus = report.gpus;
    h.gpuMemoryGb = report.gpuMemoryGb;
    h.maxKw = report.power.maxW / 1000.0;
    h.throughput = throughputLine(design, catalog, s.workload);
    return h;
}

} // namespace cd::core
