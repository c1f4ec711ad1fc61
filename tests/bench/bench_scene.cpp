// The rack canvas on the 2,048-node design of bench_common.h (260 racks):
//   scene build        a new RackScene built from the document,
//                      including its destruction                 (issue 4 target < 300 ms)
//   rename/move -> summary   DesignDocument::apply() of one rename (a move of a device one
//                      unit up and back) until the summary bar shows the new figures and
//                      the canvas has the devices where they are (both placement edits)
//                      (issue 4 target < 16 ms at 2,048 nodes; issue 24: 50 ms at 16,384)
//   rename/move -> views     until every view has the edit: the whole analysis and the
//                      scene, once the event loop turns
//   window rename/move       the same in the application's main window
//   repaint            one synchronous render of a 1600 x 1000 view showing every rack,
//                      and of the same view at 1:1 scale (labels drawn)
// Runs on the offscreen platform; prints the median and minimum of repeated runs. A design
// file as second argument replaces the generated one (issue 24: the 16,384-node hall of
// tests/bench/make_hall.py with its fabric):
//   bench_scene [RUNS] [DESIGN.cluster.json]
#include "bench_common.h"
#include "canvas/rack_scene.h"
#include "canvas/rack_view.h"
#include "catalog.h"
#include "document/design_document.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "main_window.h"
#include "summary_bar.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

using namespace cd;

namespace {

// Times edits from DesignDocument::apply() with two stopwatches, each stopped in a slot
// connected after the summary's and the scene's: the summary's figures (figuresChanged: for a
// placement edit before the rest of the analysis, issue 24) and every view (changed, once the
// event loop has turned). Medians and minima of `runs` after a warm-up.
class EditCycles
{
public:
    EditCycles(ui::DesignDocument& document, const core::CatalogView& catalog, QObject& context,
               int runs)
        : m_document(document), m_catalog(catalog), m_runs(runs)
    {
        QObject::connect(&document, &ui::DesignDocument::figuresChanged, &context,
                         [this] { m_figuresMs = m_clock.nsecsElapsed() / 1e6; });
        QObject::connect(&document, &ui::DesignDocument::changed, &context,
                         [this] { m_allMs = m_clock.nsecsElapsed() / 1e6; });
    }

    // Renames the first device, with a new name each time.
    void renames(const char* label = "rename")
    {
        series(label, [this] {
            core::Device renamed = m_document.design().devices.front();
            renamed.name = "bench-" + std::to_string(++m_round);
            return core::edits::updateDevice(m_document.design(), m_catalog, renamed);
        });
    }

    // Moves a device that can go one unit up, up and back: a move the user makes, to and fro.
    void moves(const char* label = "move")
    {
        std::string id;
        int home = 0;
        for (const core::Device& d : m_document.design().devices)
            if (!d.rack.empty() && core::edits::moveDevice(m_document.design(), m_catalog, d.id,
                                                           {d.rack, d.u + 1, d.face})) {
                id = d.id;
                home = d.u;
                break;
            }
        if (id.empty())
            return;
        series(label, [this, id, home] {
            const core::Device& d = *m_document.design().findDevice(id);
            return core::edits::moveDevice(m_document.design(), m_catalog, id,
                                           {d.rack, d.u == home ? home + 1 : home, d.face});
        });
    }

private:
    std::pair<double, double> cycle(core::edits::Result result)
    {
        if (!result) {
            std::fprintf(stderr, "edit refused: %s\n", result.error.c_str());
            std::exit(1);
        }
        m_allMs = -1;
        m_clock.start(); // building the edit is not part of the cycle being measured
        m_document.apply(std::move(result.edit));
        while (m_allMs < 0)
            QCoreApplication::processEvents();
        return {m_figuresMs, m_allMs};
    }

    template <typename MakeEdit> void series(const char* what, MakeEdit makeEdit)
    {
        cycle(makeEdit()); // warm-up
        std::vector<double> first, all;
        for (int i = 0; i < m_runs; ++i) {
            const auto [f, a] = cycle(makeEdit());
            first.push_back(f);
            all.push_back(a);
        }
        print(what, "summary", first);
        print(what, "views", all);
    }

    void print(const char* edit, const char* until, std::vector<double>& ms) const
    {
        std::sort(ms.begin(), ms.end());
        std::printf("%-13s -> %-8s median %7.2f ms  min %7.2f ms  runs %d\n", edit, until,
                    ms[ms.size() / 2], ms.front(), m_runs);
    }

    ui::DesignDocument& m_document;
    const core::CatalogView& m_catalog;
    int m_runs;
    int m_round = 0;
    QElapsedTimer m_clock;
    double m_figuresMs = 0;
    double m_allMs = -1;
};

// A fresh scene each run: building every item, as on opening the design.
void timeSceneBuild(ui::DesignDocument& document, ui::Selection& selection, int runs)
{
    const auto build = bench::timeMs(runs, [&] { ui::RackScene fresh(document, selection); });
    std::printf("scene build:    median %7.2f ms  min %7.2f ms  (target < 300 ms)  runs %d\n",
                build[build.size() / 2], build.front(), runs);
}

// The same edits in the application's window, with the docks a user first sees (issues,
// inspector, history, catalog) and the quote's pricing between the document and the summary.
void timeWindowEdits(const core::CatalogView& catalog, core::Design design, int runs)
{
    ui::MainWindow window(catalog);
    window.resize(1600, 1000);
    window.show();
    window.document().reset(std::move(design));
    QApplication::processEvents();
    EditCycles edits(window.document(), catalog, window, runs);
    edits.renames("window rename");
    edits.moves("window move");
}

} // namespace

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

    timeSceneBuild(document, selection, runs);
    EditCycles edits(document, *catalog, summary, runs);
    edits.renames();
    edits.moves();
    timeWindowEdits(*catalog, document.design(), runs);

    const auto repaint = [&](const char* what) {
        const auto ms = bench::timeMs(runs, [&] { (void)view.viewport()->grab(); });
        std::printf("repaint (%s):  median %7.2f ms  min %7.2f ms  runs %d\n", what,
                    ms[ms.size() / 2], ms.front(), runs);
    };
    repaint("fit");
    view.resetTransform(); // 1:1, every label drawn
    repaint("1:1");
    std::printf("scene: %zu racks, %zu devices, %lld items; summary: %s\n",
                document.design().racks.size(), document.design().devices.size(),
                static_cast<long long>(scene.items().size()), qPrintable(summary.text().left(120)));
    return 0;
}
