// The rack canvas on the 2,048-node design of bench_common.h (260 racks):
//   scene build        a new RackScene built from the document,
//                      including its destruction                 (issue 4 target < 300 ms)
//   edit -> summary    DesignDocument::apply() of one rename until the summary bar shows the
//                      new figures: analysis, scene rebuild and summary, as after a user's edit
//                                                                 (issue 4 target < 16 ms)
//   repaint            one synchronous render of a 1600 x 1000 view showing every rack,
//                      and of the same view at 1:1 scale (labels drawn)
// Runs on the offscreen platform; prints the median and minimum of repeated runs. A design
// file as second argument replaces the generated one (issue 24: the 16,384-node hall of
// tests/bench/make_hall.py with its fabric, where a device edit's cycle target is 50 ms):
//   bench_scene [RUNS] [DESIGN.cluster.json]
#include "bench_common.h"
#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"
#include "catalog.h"
#include "document/design_document.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "summary_bar.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace cd;

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;

    const auto catalog = catalog::Catalog::builtin();
    ui::DesignDocument document(*catalog);
    if (argc > 2)
        document.reset(core::loadDesign(argv[2]));
    else
        document.reset(bench::generate(2048));
    ui::Selection selection;
    ui::RackScene scene(document, selection);
    ui::RackView view(scene);
    view.resize(1600, 1000);
    view.show();
    view.fitAll();
    ui::SummaryBar summary(document);

    // A fresh scene each run: building every item, as on opening the design.
    const auto build = bench::timeMs(runs, [&] { ui::RackScene fresh(document, selection); });

    // The stopwatch stops in a slot connected after the scene's and the summary's, so it
    // sees the summary text the user would see.
    QElapsedTimer clock;
    double lastMs = 0;
    QObject::connect(&document, &ui::DesignDocument::changed, &summary,
                     [&] { lastMs = clock.nsecsElapsed() / 1e6; });
    int round = 0;
    const auto renameFirstDevice = [&] {
        core::Device renamed = document.design().devices.front();
        renamed.name = "bench-" + std::to_string(++round);
        auto result = core::edits::updateDevice(document.design(), *catalog, renamed);
        if (!result) {
            std::fprintf(stderr, "edit refused: %s\n", result.error.c_str());
            std::exit(1);
        }
        clock.start(); // building the edit is not part of the cycle being measured
        document.apply(std::move(result.edit));
        return lastMs;
    };
    renameFirstDevice(); // warm-up
    std::vector<double> editMs;
    for (int i = 0; i < runs; ++i)
        editMs.push_back(renameFirstDevice());
    std::sort(editMs.begin(), editMs.end());

    const auto repaint = bench::timeMs(runs, [&] { (void)view.viewport()->grab(); });
    view.resetTransform(); // 1:1, every label drawn
    const auto repaintNear = bench::timeMs(runs, [&] { (void)view.viewport()->grab(); });

    std::printf("scene: %zu racks, %zu devices, %lld items; summary: %s\n",
                document.design().racks.size(), document.design().devices.size(),
                static_cast<long long>(scene.items().size()), qPrintable(summary.text().left(120)));
    std::printf("scene build:    median %7.2f ms  min %7.2f ms  (target < 300 ms)  runs %d\n",
                build[build.size() / 2], build.front(), runs);
    std::printf("edit->summary:  median %7.2f ms  min %7.2f ms  (target < 16 ms)   runs %d\n",
                editMs[editMs.size() / 2], editMs.front(), runs);
    std::printf("repaint (fit):  median %7.2f ms  min %7.2f ms                     runs %d\n",
                repaint[repaint.size() / 2], repaint.front(), runs);
    std::printf("repaint (1:1):  median %7.2f ms  min %7.2f ms                     runs %d\n",
                repaintNear[repaintNear.size() / 2], repaintNear.front(), runs);
    return 0;
}
