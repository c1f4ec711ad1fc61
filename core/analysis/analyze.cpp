#include "analyze.h"

#include "analysis/design/validate.h"
#include "analysis/fabric/link_ends.h"
#include "analysis/issues/power_issue_types.h"
#include "analysis/power/cooling_plant.h"
#include "analysis/power/liquid_variants.h"
#include "model/design_catalog.h"

#include <algorithm>
#include <future>
#include <iterator>
#include <optional>

namespace cd::core {

int Report::count(Severity s) const
{
    return static_cast<int>(std::count_if(issues.begin(), issues.end(),
                                          [s](const Issue& i) { return i.severity == s; }));
}

bool Report::powerIsFloor() const
{
    return std::any_of(issues.begin(), issues.end(),
                       [](const Issue& i) { return i.code == issues::PowerUnknown.code; });
}

namespace {

// From this many links the power side of the analysis (power, PSUs, distribution, cooling) runs
// on a second thread beside the validation and the fabric report: it costs a thread start (tens
// of microseconds). Timed part by part at 16,384 nodes on a 2-core machine, after the link ends'
// 25 ms: the power side about 38 ms, the validation and the fabric report about 37. With the
// fabric report and the distribution on the second thread instead, that side took 41-50 ms
// against 29 (docs/performance.md).
constexpr std::size_t kParallelFabricLinks = 4096;

// The power side, its issues in the order one thread makes them.
struct PowerSide
{
    PowerReport power;
    PsuReport psu;
    DistributionReport distribution;
    CoolingReport cooling;
    Issues issues;
};

PowerSide analyzePowerSide(const Design& design, const CatalogView& catalog)
{
    PowerSide s;
    s.power = analyzePower(design, catalog, s.issues);
    s.psu = analyzePsus(design, catalog, s.issues);
    s.distribution = analyzeDistribution(design, catalog, s.issues);
    s.cooling = analyzeCooling(design, s.power, s.issues);
    suggestLiquidVariants(design, catalog, s.cooling, s.issues);
    checkCoolingPlant(design, catalog, s.cooling, s.issues);
    checkAirCooledRacks(design, catalog, s.power, s.cooling, s.issues);
    return s;
}

} // namespace

Report analyze(const Design& design, const CatalogView& base, const LinkEnds* kept)
{
    const DesignCatalog catalog(design, base);
    Report r;
    r.racks = static_cast<int>(design.racks.size());
    // The link ends take both threads first (link_ends.h); then the power side, which reads
    // only the design and the catalog, runs beside the validation and the fabric report. It
    // gets a catalog view of its own: a DesignCatalog remembers its last answer.
    std::optional<LinkEnds> own;
    const LinkEnds& ends = kept ? *kept : own.emplace(design, catalog);
    std::optional<DesignCatalog> secondCatalog;
    std::future<PowerSide> second;
    if (design.links.size() >= kParallelFabricLinks) {
        secondCatalog.emplace(design, base);
        second = std::async(std::launch::async, [&design, &secondCatalog] {
            return analyzePowerSide(design, *secondCatalog);
        });
    }
    validateDesign(design, catalog, r.issues, &ends);
    countCompute(design, catalog, r, r.issues);
    r.fabric = analyzeFabric(design, catalog, &ends);
    PowerSide power = second.valid() ? second.get() : analyzePowerSide(design, catalog);
    r.power = std::move(power.power);
    r.psu = std::move(power.psu);
    r.distribution = std::move(power.distribution);
    r.cooling = std::move(power.cooling);
    r.issues.insert(r.issues.end(), std::make_move_iterator(power.issues.begin()),
                    std::make_move_iterator(power.issues.end()));
    r.nvlink = analyzeNvlink(design, catalog);
    r.issues.insert(r.issues.end(), r.fabric.issues.begin(), r.fabric.issues.end());
    r.bom = buildBom(design, catalog, r.fabric, r.issues);
    std::stable_sort(r.issues.begin(), r.issues.end(), [](const Issue& a, const Issue& b) {
        return static_cast<int>(a.severity) < static_cast<int>(b.severity);
    });
    return r;
}

} // namespace cd::core
