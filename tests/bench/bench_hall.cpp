// A data hall at hyperscale (issue 24): the design tests/bench/make_hall.py writes (DGX H100 or
// DGX B300 racks in rows, no links), its compute fabric generated on the network's own switch
// (QM9700 or Q3400-RA, 8 rails), saved, then loaded, analysed, checked and predicted as the CLI
// does. Prints one row of docs/performance.md: each step's median time and the process's peak
// memory while it generates and saves, and again (reset) while it loads, analyses, checks and
// predicts.
//
// Run: python3 tests/bench/make_hall.py 2048 /tmp/hall.cluster.json [h100|b300]
//      build/tests/bench/bench_hall /tmp/hall.cluster.json [RUNS]
#include "analysis/analyze.h"
#include "analysis/fabric/fabric_generator.h"
#include "analysis/throughput/checkpoint_storage.h"
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/energy.h"
#include "analysis/throughput/storage_systems.h"
#include "bench_common.h"
#include "catalog.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "io/file/design_links_of.h"
#include "model/design_catalog.h"

#include <malloc.h>
#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>

using namespace cd;

namespace {

// The process's peak resident memory since the last resetPeak(): Linux's VmHWM, which writing
// "5" to /proc/self/clear_refs resets (proc(5)); the lifetime peak where that cannot be read.
double peakMb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::atof(line.c_str() + 6) / 1024.0; // kilobytes
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}

void resetPeak()
{
    malloc_trim(0); // what earlier steps freed goes back to the system, not into the next peak
    std::ofstream("/proc/self/clear_refs") << "5";
}

double median(const std::vector<double>& ms)
{
    return ms[ms.size() / 2];
}

core::Design generated(const core::Design& hall, const catalog::Catalog& catalog,
                       std::vector<double>& ms, int runs)
{
    const core::DesignCatalog view(hall, catalog);
    core::FabricRequest req;
    req.switchModel = core::defaultSwitchFor(hall, core::NetworkKind::Compute, req.networkId);
    req.nicModel = "connectx-7"; // only for servers without compute ports of their own
    req.rails = 8;
    core::Design result;
    const auto generate = [&] {
        core::edits::Result r = core::edits::generateFabric(hall, view, req, nullptr);
        if (!r) {
            std::fprintf(stderr, "generation failed: %s\n", r.error.c_str());
            std::exit(1);
        }
        result = hall;
        std::move(*r.edit).applyOnce(result);
    };
    ms = bench::timeMs(runs, generate);
    // The peak is a single generation's, as a user's: each timed run above still held the
    // design the run before it made.
    result = core::Design{};
    resetPeak();
    generate();
    return result;
}

// What `predict DESIGN` does before the model runs: the design read for its cluster.
void predictInputs(const std::string& path, const catalog::Catalog& catalog)
{
    const core::Design design = core::loadDesignForPrediction(path, catalog);
    const core::DesignCatalog view(design, catalog);
    const core::throughput::DesignCluster dc = core::throughput::clusterFromDesign(design, view);
    const auto energy = core::throughput::energyInputForDesign(design, view, dc, 0);
    const auto checkpoint = core::throughput::checkpointBandwidth(design, view);
    if (!dc.error.empty() || checkpoint.source.empty() || energy.nodeSource.empty())
        std::fprintf(stderr, "predict inputs: %s\n", dc.error.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_hall HALL.cluster.json [RUNS]\n");
        return 2;
    }
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    const auto catalog = catalog::Catalog::builtin();
    const core::Design hall = core::loadDesign(argv[1]);
    std::vector<double> generate;
    const std::string cabled = std::string(argv[1]) + ".cabled.json";
    double generatePeak = 0;
    {
        // Generated, saved and let go: the steps after it hold the design they load, one
        // design at a time as a user's process does, and their peak is measured on its own.
        const core::Design fabric = generated(hall, *catalog, generate, runs);
        core::saveDesign(fabric, cabled);
        generatePeak = peakMb();
    }
    resetPeak();

    const auto load = bench::timeMs(runs, [&] { (void)core::loadDesign(cabled); });
    const auto predict = bench::timeMs(runs, [&] { predictInputs(cabled, *catalog); });
    const core::Design design = core::loadDesign(cabled);
    core::Report report;
    const auto analyze = bench::timeMs(runs, [&] { report = core::analyze(design, *catalog); });
    const core::DesignCatalog view(design, *catalog);
    const auto check = bench::timeMs(runs, [&] { (void)core::analyzeFabric(design, view); });
    std::remove(cabled.c_str());

    std::printf("%zu nodes, %zu links, %zu devices: %d errors\n", hall.devices.size(),
                design.links.size(), design.devices.size(), report.count(core::Severity::Error));
    std::map<std::string, int> errors;
    for (const core::Issue& i : report.issues)
        if (i.severity == core::Severity::Error)
            ++errors[i.code];
    for (const auto& [code, n] : errors)
        std::printf("  %d x %s\n", n, code.c_str());
    std::printf("| nodes | load | analyze | fabric check | predict DESIGN | generate | peak, "
                "generate and save | peak, load to predict |\n");
    std::printf("| %zu | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.0f MB | %.0f MB |\n",
                hall.devices.size(), median(load), median(analyze), median(check), median(predict),
                median(generate), generatePeak, peakMb());
    return 0;
}
