#include "analyze.h"

#include "analysis/design/validate.h"
#include "analysis/fabric/link_ends.h"
#include "analysis/issues/design_issue_types.h"
#include "analysis/power/cooling_plant.h"
#include "analysis/power/liquid_variants.h"
#include "model/design_catalog.h"
#include "model/placement.h"

#include <algorithm>
#include <future>
#include <optional>

namespace cd::core {

int Report::count(Severity s) const
{
    return static_cast<int>(std::count_if(issues.begin(), issues.end(),
                                          [s](const Issue& i) { return i.severity == s; }));
}

namespace {

void countCompute(const Design& design, const CatalogView& catalog, Report& r)
{
    for (const Device& d : design.devices) {
        const CatalogItem* item = catalog.find(d.model);
        if (!item || item->kind != ItemKind::Server)
            continue;
        ++r.servers;
        // An impossible GPU choice is reported by the validator; counting it would turn a
        // typo (gpu_count 80000) into figures.
        if (checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
            continue;
        const GpuFit fit = effectiveGpu(d, *item);
        if (fit.count <= 0)
            continue;
        r.gpus += fit.count;
        r.gpusByModel[fit.gpu] += fit.count;
        const CatalogItem* gpu = catalog.find(fit.gpu);
        const auto memory = gpu ? gpu->number("memory_gb") : std::nullopt;
        if (memory)
            r.gpuMemoryGb += fit.count * *memory;
        else
            r.issues.push_back(
                makeIssue(issues::GpuMemoryUnknown, {{"device", d.name}, {"gpu", fit.gpu}}, d.id));
    }
}

// From this many links the fabric report and the power distribution run on a second thread:
// it costs a thread start (tens of microseconds); on a 2,048-node fabric (51,200 links) the
// fabric report alone saved about 1 ms of 15-16 (bench_fabric, quiet 2-core machine). At 16,384
// nodes the distribution's 5,123 racks (about 23 ms) go there too, beside the fabric's 16 ms.
constexpr std::size_t kParallelFabricLinks = 4096;

// What the second thread gives: the fabric report, then the distribution with its issues, which
// the caller puts where the first thread's order has them (after the PSU issues).
struct SecondThread
{
    FabricReport fabric;
    DistributionReport distribution;
    Issues distributionIssues;
};

// The analyses after the link ends: the fabric report and the distribution on `second` when
// given (it is joined here), the rest on this thread, issues in one order either way.
void analyzeWithEnds(const Design& design, const CatalogView& catalog, const LinkEnds& ends,
                     std::future<SecondThread>* second, Report& r)
{
    validateDesign(design, catalog, r.issues, &ends);
    countCompute(design, catalog, r);
    r.power = analyzePower(design, catalog, r.issues);
    r.psu = analyzePsus(design, catalog, r.issues);
    const std::size_t distributionAt = r.issues.size();
    if (!second)
        r.distribution = analyzeDistribution(design, catalog, r.issues);
    r.cooling = analyzeCooling(design, r.power, r.issues);
    suggestLiquidVariants(design, catalog, r.cooling, r.issues);
    checkCoolingPlant(design, catalog, r.cooling, r.issues);
    checkAirCooledRacks(design, catalog, r.power, r.cooling, r.issues);
    if (second) {
        SecondThread done = second->get();
        r.fabric = std::move(done.fabric);
        r.distribution = std::move(done.distribution);
        r.issues.insert(r.issues.begin() + std::ptrdiff_t(distributionAt),
                        done.distributionIssues.begin(), done.distributionIssues.end());
    } else {
        r.fabric = analyzeFabric(design, catalog, &ends);
    }
}

} // namespace

Report analyze(const Design& design, const CatalogView& base)
{
    const DesignCatalog catalog(design, base);
    Report r;
    r.racks = static_cast<int>(design.racks.size());
    const LinkEnds ends(design, catalog);
    // The second thread reads only the design, the link ends (complete once built) and the
    // catalog. It gets a catalog view of its own: a DesignCatalog remembers its last answer.
    std::optional<DesignCatalog> secondCatalog;
    std::future<SecondThread> second;
    if (design.links.size() >= kParallelFabricLinks) {
        secondCatalog.emplace(design, base);
        second = std::async(std::launch::async, [&design, &secondCatalog, &ends] {
            SecondThread s;
            s.fabric = analyzeFabric(design, *secondCatalog, &ends);
            s.distribution = analyzeDistribution(design, *secondCatalog, s.distributionIssues);
            return s;
        });
    }
    analyzeWithEnds(design, catalog, ends, second.valid() ? &second : nullptr, r);
    r.nvlink = analyzeNvlink(design, catalog);
    r.issues.insert(r.issues.end(), r.fabric.issues.begin(), r.fabric.issues.end());
    r.bom = buildBom(design, catalog, r.fabric, r.issues);
    std::stable_sort(r.issues.begin(), r.issues.end(), [](const Issue& a, const Issue& b) {
        return static_cast<int>(a.severity) < static_cast<int>(b.severity);
    });
    return r;
}

} // namespace cd::core
