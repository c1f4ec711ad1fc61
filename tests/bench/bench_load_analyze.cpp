// Load + analyze the generated 2,048-node (16,384-GPU) design of bench_common.h.
// Targets (issue 3 §8): analyze under 16 ms, load under 300 ms on the 2-core dev machine.
// Prints the median and minimum of repeated runs.
#include "analysis/analyze.h"
#include "bench_common.h"
#include "catalog.h"
#include "io/file/design_file.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

using namespace cd;

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const auto catalog = catalog::Catalog::builtin();
    const core::Design design = bench::generate(2048);
    const auto path = std::filesystem::temp_directory_path() / "cd-bench-2048.cluster.json";
    core::saveDesign(design, path.string());
    const auto bytes = std::filesystem::file_size(path);

    core::Design loaded;
    const auto load = bench::timeMs(runs, [&] { loaded = core::loadDesign(path.string()); });
    core::Report report;
    const auto analyze = bench::timeMs(runs, [&] { report = core::analyze(loaded, *catalog); });
    std::filesystem::remove(path);

    std::printf("design: %zu racks, %zu devices, %zu links, %d GPUs, %.0f GB; file %.1f MB\n",
                loaded.racks.size(), loaded.devices.size(), loaded.links.size(), report.gpus,
                report.gpuMemoryGb, bytes / 1e6);
    std::printf("load:    median %7.2f ms  min %7.2f ms  (target < 300 ms)  runs %d\n",
                load[load.size() / 2], load.front(), runs);
    std::printf("analyze: median %7.2f ms  min %7.2f ms  (target < 16 ms)   runs %d\n",
                analyze[analyze.size() / 2], analyze.front(), runs);
    std::printf("issues: %d errors, %d warnings\n", report.count(core::Severity::Error),
                report.count(core::Severity::Warning));
    return 0;
}
