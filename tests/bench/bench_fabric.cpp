// Generates the compute fabric of the 2,048-node, 8-rail design of bench_common.h (XE9680 with
// 8 ConnectX-7 fitted, QM9700 at 1:1: 3 tiers, 16,384 links per tier), then analyses the
// result. Targets (issue 6): generation under 200 ms, analyze of the result under 16 ms.
#include "analysis/analyze.h"
#include "analysis/fabric/fabric_generator.h"
#include "analysis/design/validate.h"
#include "bench_common.h"
#include "catalog.h"
#include "edit/edit_factory.h"
#include "model/design_catalog.h"

#include <cstdio>
#include <map>

using namespace cd;

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
    const auto catalog = catalog::Catalog::builtin();
    const core::Design design = bench::generate(2048);
    const core::DesignCatalog view(design, *catalog);
    core::FabricRequest req;
    req.switchModel = "nvidia-qm9700";
    req.nicModel = "connectx-7";
    req.rails = 8;

    core::GeneratedFabric summary;
    core::Design result;
    const auto generate = bench::timeMs(runs, [&] {
        core::edits::Result r = core::edits::generateFabric(design, view, req, &summary);
        if (!r) {
            std::fprintf(stderr, "generation failed: %s\n", r.error.c_str());
            std::exit(1);
        }
        result = design;
        r.edit->apply(result);
    });
    core::Report report;
    const auto analyze = bench::timeMs(runs, [&] { report = core::analyze(result, *catalog); });
    // Where analyze spends its time on this design.
    const core::DesignCatalog resultView(result, *catalog);
    core::Issues scratch;
    const auto validate = bench::timeMs(runs, [&] {
        scratch.clear();
        core::validateDesign(result, resultView, scratch);
    });
    core::FabricReport fabric;
    const auto fabricMs =
        bench::timeMs(runs, [&] { fabric = core::analyzeFabric(result, resultView); });
    const core::NetworkReport* n = report.fabric.find("compute");
    std::printf("fabric: %d tiers, %d leaf, %d spine, %d core; %zu links in the design\n",
                summary.tree.tiers, summary.tree.leaves, summary.tree.spines, summary.tree.cores,
                result.links.size());
    if (n)
        std::printf("read back: %lld node-leaf, %lld leaf-spine, %lld spine-core links\n",
                    (long long)n->nodeLeafLinks, (long long)n->leafSpineLinks,
                    (long long)n->spineCoreLinks);
    std::printf("generate (edit built and applied): median %7.2f ms  min %7.2f ms  (target < "
                "200 ms)  runs %d\n",
                generate[generate.size() / 2], generate.front(), runs);
    std::printf("analyze of the result:             median %7.2f ms  min %7.2f ms  (target < "
                "16 ms)   runs %d\n",
                analyze[analyze.size() / 2], analyze.front(), runs);
    std::printf("  of which validate %.2f ms, fabric report %.2f ms (medians)\n",
                validate[validate.size() / 2], fabricMs[fabricMs.size() / 2]);
    std::printf("issues: %d errors, %d warnings\n", report.count(core::Severity::Error),
                report.count(core::Severity::Warning));
    // The first issues of each kind, so a broken generation shows at once.
    std::map<std::string, int> shown;
    for (const core::Issue& i : report.issues)
        if (i.severity != core::Severity::Info && shown[i.code]++ == 0)
            std::printf("  %s [%s] %s\n", std::string(core::toString(i.severity)).c_str(),
                        i.code.c_str(), i.message.c_str());
    return 0;
}
