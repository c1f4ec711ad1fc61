#pragma once
// The benchmark design: 256 racks of 8 x XE9680 (2,048 nodes, 16,384 GPUs) plus 4 network
// racks of out-of-band switches, every node's BMC cabled to one. Shared by the benchmarks
// so they measure the same design.
#include "model/design.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

namespace cd::bench {

inline cd::core::Design generate(int nodes)
{
    cd::core::Design d;
    d.name = "bench: " + std::to_string(nodes) + " nodes";
    const int perRack = 8; // 8 x 6U XE9680 = 48U
    const int computeRacks = (nodes + perRack - 1) / perRack;
    for (int r = 0; r < computeRacks; ++r)
        d.racks.push_back({"r" + std::to_string(r + 1), "C" + std::to_string(r + 1), "generic-48u",
                           r / 16, r % 16, cd::core::Json::object()});
    for (int n = 0; n < nodes; ++n) {
        cd::core::Device dev;
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
                           "generic-48u", (computeRacks + 15) / 16, i, cd::core::Json::object()});
    for (int s = 0; s < oobSwitches; ++s) {
        cd::core::Device sw;
        sw.id = "oob" + std::to_string(s + 1);
        sw.model = "nvidia-sn2201";
        sw.rack = "net" + std::to_string(s % 4 + 1);
        sw.u = 1 + s / 4;
        sw.name = sw.id;
        d.devices.push_back(sw);
    }
    for (int n = 0; n < nodes; ++n) {
        cd::core::Link l;
        l.id = "l" + std::to_string(n + 1);
        l.a = {"n" + std::to_string(n + 1), "bmc1"};
        l.b = {"oob" + std::to_string(n / 48 + 1), "ge" + std::to_string(n % 48 + 1)};
        l.lengthM = 10;
        d.links.push_back(l);
    }
    return d;
}

// Milliseconds per run of f, sorted: [size/2] is the median, front() the minimum.
template <typename F> std::vector<double> timeMs(int runs, F&& f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count());
    }
    std::sort(ms.begin(), ms.end());
    return ms;
}

} // namespace cd::bench
