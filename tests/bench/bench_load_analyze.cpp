// Load + analyze a generated 2,048-node (16,384-GPU) design: 256 racks of 8 x XE9680 plus
// 4 network racks of out-of-band switches, every node's BMC cabled to one.
// Targets (issue 3 §8): analyze under 16 ms, load under 300 ms on the 2-core dev machine.
// Prints the median and minimum of repeated runs.
#include "analysis/analyze.h"
#include "catalog.h"
#include "io/design_file.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <vector>

using namespace cd;
using Clock = std::chrono::steady_clock;

namespace {

core::Design generate(int nodes)
{
    core::Design d;
    d.name = "bench: " + std::to_string(nodes) + " nodes";
    const int perRack = 8; // 8 x 6U XE9680 = 48U
    const int computeRacks = (nodes + perRack - 1) / perRack;
    for (int r = 0; r < computeRacks; ++r)
        d.racks.push_back({"r" + std::to_string(r + 1), "C" + std::to_string(r + 1), "generic-48u",
                           r / 16, r % 16, core::Json::object()});
    for (int n = 0; n < nodes; ++n) {
        core::Device dev;
        dev.id = "n" + std::to_string(n + 1);
        dev.model = "dell-xe9680";
        dev.gpu = "h100-sxm";
        dev.gpuCount = 8;
        dev.rack = "r" + std::to_string(n / perRack + 1);
        dev.u = 1 + (n % perRack) * 6;
        dev.name = "gpu" + std::to_string(n + 1);
        d.devices.push_back(dev);
    }
    // Out-of-band network: every node's BMC port to a 48-port SN2201. (The XE9680 catalog
    // entry lists only its built-in ports; compute NICs are options not yet modelled.)
    const int oobSwitches = (nodes + 47) / 48;
    for (int i = 0; i < 4; ++i)
        d.racks.push_back({"net" + std::to_string(i + 1), "N" + std::to_string(i + 1),
                           "generic-48u", 99, i, core::Json::object()});
    for (int s = 0; s < oobSwitches; ++s) {
        core::Device sw;
        sw.id = "oob" + std::to_string(s + 1);
        sw.model = "nvidia-sn2201";
        sw.rack = "net" + std::to_string(s % 4 + 1);
        sw.u = 1 + s / 4;
        sw.name = sw.id;
        d.devices.push_back(sw);
    }
    for (int n = 0; n < nodes; ++n) {
        core::Link l;
        l.id = "l" + std::to_string(n + 1);
        l.a = {"n" + std::to_string(n + 1), "bmc1"};
        l.b = {"oob" + std::to_string(n / 48 + 1), "ge" + std::to_string(n % 48 + 1)};
        l.lengthM = 10;
        d.links.push_back(l);
    }
    return d;
}

template <typename F>
std::vector<double> time(int runs, F&& f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = Clock::now();
        f();
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms;
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const auto catalog = catalog::Catalog::builtin();
    const core::Design design = generate(2048);
    const auto path = std::filesystem::temp_directory_path() / "cd-bench-2048.cluster.json";
    core::saveDesign(design, path.string());
    const auto bytes = std::filesystem::file_size(path);

    core::Design loaded;
    const auto load = time(runs, [&] { loaded = core::loadDesign(path.string()); });
    core::Report report;
    const auto analyze = time(runs, [&] { report = core::analyze(loaded, *catalog); });
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
