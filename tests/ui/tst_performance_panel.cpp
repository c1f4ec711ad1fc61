// The Performance panel (issue 7): it shows what the core throughput model computes for the
// design on screen, and recomputes when the design's fabric changes.
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/search.h"
#include "catalog.h"
#include "common/chart_style.h"
#include "common/model_preset_box.h"
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "edit/topology_edit.h"
#include "main_window.h"
#include "performance/performance_dock.h"
#include "performance/storage_dialog.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace cd;
using namespace cd::core::throughput;

namespace {

// The scaling chart's ideal line, not a fabric's.
bool isLinearScaling(const QAbstractSeries* s)
{
    return s->name() == "linear scaling";
}

} // namespace

class PerformancePanelTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    std::unique_ptr<ui::MainWindow> superPod()
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        if (!w->openFile(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json", true))
            return nullptr;
        w->resize(1600, 1000);
        w->show();
        w->showDock("performance");
        return w;
    }

private slots:
    // Issue 23, item 2: Rack ▸ Add Storage… on the SuperPOD scalable unit (32 DGX H100, no
    // storage). Eight WEKApod Nitro of 215.04 TB (the catalog's larger configuration) are
    // 8 x 215.04 = 1,720.32 TB raw and 8 x 32 = 256 GB/s of writes, under the nodes' 32 x 2 x
    // 400 Gb/s = 3,200 GB/s. The dialog shows it before anything changes; OK adds them as one
    // undo step and the dock then shows the same.
    void storageDialogPreviewsThenAddsInOneStep()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::DesignDocument& doc = w->document();
        const std::size_t devices = doc.design().devices.size();
        ui::StorageDialog dialog(doc.design(), doc.designCatalog(), w->performance().workload(),
                                 w.get());
        QVERIFY(dialog.preview()->text().contains("Storage: none in the design"));
        dialog.modelBox()->setCurrentIndex(dialog.modelBox()->findData("weka-wekapod-nitro"));
        QCOMPARE(dialog.capacityBox()->count(), 2);
        dialog.capacityBox()->setCurrentIndex(1);
        QCOMPARE(dialog.capacityTb().value_or(0), 215.04);
        dialog.countBox()->setValue(8);
        dialog.updatePreview();
        const QLocale l;
        QVERIFY2(dialog.preview()->text().contains(l.toString(1720.32, 'f', 1) + " TB raw"),
                 qPrintable(dialog.preview()->text()));
        QCOMPARE(doc.design().devices.size(), devices); // nothing changed yet
        QVERIFY(w->edits().addStorage(dialog.model(), dialog.count(), dialog.capacityTb()));
        QCOMPARE(doc.design().devices.size(), devices + 8);
        const DesignPrediction& p = w->performance().prediction();
        QCOMPARE(p.storage.capacityTb, 8 * 215.04);
        QVERIFY(p.goodput.ok());
        doc.undoStack()->undo();
        QCOMPARE(doc.design().devices.size(), devices);
    }

    // Issue 23, item 2: the async save is a what-if of the panel. On the SuperPOD unit with
    // eight WEKApod Nitro (256 GB/s of writes) Megatron-Core saves through host memory:
    // training stalls for the copy only, under a second (tst_goodput works the formula), not
    // for the 980 GB write of Llama 3 70B; off, it stalls for the write and goodput falls.
    // PyTorch FSDP1 cannot: the box is greyed.
    void asyncSaveIsAWhatIf()
    {
        auto w = superPod();
        QVERIFY(w);
        QVERIFY(w->edits().addStorage("weka-wekapod-nitro", 8, 215.04));
        ui::PerformanceDock& dock = w->performance();
        QCheckBox* async = dock.asyncSaveBox();
        QVERIFY(async->isEnabled() && async->isChecked());
        const Goodput staged = dock.prediction().goodput;
        QVERIFY(staged.ok() && staged.staged);
        QVERIFY(staged.checkpointStallS < 1);
        async->setChecked(false);
        const Goodput sync = dock.prediction().goodput;
        QVERIFY(!sync.staged);
        QCOMPARE(sync.checkpointStallS, sync.checkpointWriteS);
        QVERIFY(sync.goodputFraction < staged.goodputFraction);
        QVERIFY2(dock.results()->text().contains("written in"), qPrintable(dock.results()->text()));
        async->setChecked(true);
        QComboBox* stack = dock.stackBox();
        const int fsdp1 = stack->findData("torch-fsdp1");
        stack->setCurrentIndex(fsdp1);
        emit stack->activated(fsdp1);
        QVERIFY(!async->isEnabled());
        QVERIFY(!dock.prediction().goodput.staged);
    }

    // The panel's tokens/s for its default workload (Llama-3-70B, 1,024 sequences, bf16, auto
    // layout) is the core model's, computed here without the panel: the design's cluster and
    // the layout search.
    void showsTheCoreModelsTokensPerSecond()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::PerformanceDock& dock = w->performance();
        QVERIFY(dock.isVisible());
        const DesignCluster dc = clusterFromDesign(w->document().design(), w->document().catalog());
        QVERIFY(dc.error.empty());
        TrainingConfig base;
        base.par.globalBatch = 1024;
        SearchSpace space;
        space.maxAlternatives = 0;
        const SearchResult found =
            searchParallelism(*findPreset("llama3-70b"), dc.cluster, base, space);
        QVERIFY(!found.best.empty());
        const double expected = found.best.front().estimate.tokensPerS;
        QVERIFY(expected > 0);
        QCOMPARE(dock.prediction().estimate.tokensPerS, expected);
        const QString shown = QLocale().toString(expected, 'f', 0) + " tokens/s";
        QVERIFY2(dock.results()->text().contains(shown), qPrintable(dock.results()->text()));
        // Issue 23: the SuperPOD unit has no storage system, so goodput says why it is missing.
        QVERIFY(!dock.prediction().goodput.ok());
        QVERIFY2(dock.results()->text().contains("Goodput: not estimated: no checkpoint bandwidth"),
                 qPrintable(dock.results()->text()));
    }

    // Issue 18: the software stack is the variant's, set in the panel as one undo step. The
    // eager PyTorch FSDP2 stack runs element-wise ops op by op and so is slower than
    // Megatron-Core on the same design; the panel says which stack it shows; undo restores it.
    void softwareStackIsAnUndoableEditOfTheVariant()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::PerformanceDock& dock = w->performance();
        const double megatron = dock.prediction().estimate.tokensPerS;
        QCOMPARE(dock.prediction().stack, std::string("megatron-core"));
        QComboBox* stack = dock.stackBox();
        const int fsdp2 = stack->findData("torch-fsdp2");
        QVERIFY(fsdp2 >= 0);
        stack->setCurrentIndex(fsdp2);
        emit stack->activated(fsdp2);
        const core::Design& d = w->document().design();
        QVERIFY(d.workload && d.workload->stack == "torch-fsdp2");
        QVERIFY(w->document().isModified());
        QCOMPARE(dock.prediction().stack, std::string("torch-fsdp2"));
        QVERIFY(dock.prediction().estimate.tokensPerS < megatron);
        QVERIFY2(dock.results()->text().contains("PyTorch FSDP2"),
                 qPrintable(dock.results()->text()));
        w->document().undoStack()->undo();
        QVERIFY(!w->document().design().workload);
        QCOMPARE(dock.prediction().estimate.tokensPerS, megatron);
        QCOMPARE(stack->currentData().toString(), QString("megatron-core"));
    }

    // Swapping the compute network from NDR InfiniBand to 100G TCP Ethernet (one undoable
    // edit) lowers the scaling efficiency the panel shows for a data-parallel-heavy workload
    // (Llama-3-8B, tp 2 pp 1 cp 1 fixed: dp 128 reduces gradients across the fabric; the
    // search's cp 2 at 8K tokens is set back to 1).
    void tcpNetworkLowersShownScaling()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::PerformanceDock& dock = w->performance();
        QVERIFY(ui::selectPreset(dock.presetBox(), "llama3-8b"));
        dock.autoLayoutBox()->setChecked(false);
        dock.tpBox()->setValue(2);
        dock.ppBox()->setValue(1);
        dock.cpBox()->setValue(1);
        QCOMPARE(dock.prediction().config.par.dp, 128);
        QVERIFY(dock.prediction().estimate.fits);
        const double ibTokens = dock.prediction().estimate.tokensPerS;
        const double ib = dock.prediction().scalingEfficiency;
        QVERIFY(ib > 0);
        const auto shownEfficiency = [&] {
            return QLocale().toString(dock.prediction().scalingEfficiency * 100, 'f', 0) + " %";
        };
        QVERIFY(dock.results()->text().contains(shownEfficiency()));

        core::Design d = w->document().design();
        bool found = false;
        for (core::Network& n : d.networks)
            if (n.kind == core::NetworkKind::Compute) {
                n.transport = "eth-100g";
                found = true;
            }
        QVERIFY(found);
        w->document().apply(std::make_unique<core::ReplaceTopology>(
            d.racks, d.devices, d.links, d.networks, "compute network to 100G Ethernet"));
        const double tcp = dock.prediction().scalingEfficiency;
        QCOMPARE(dock.prediction().cluster.cluster.scaleOut.name, std::string("eth-100g"));
        QVERIFY2(tcp < ib, qPrintable(QString("TCP %1 vs IB %2").arg(tcp).arg(ib)));
        QVERIFY(dock.prediction().estimate.tokensPerS < ibTokens);
        QVERIFY(dock.results()->text().contains(shownEfficiency()));
        // The three lines now differ: no overlap note.
        QVERIFY(!dock.scalingView()->chart()->title().contains("overlap"));
    }

    // Beside the fabric lines, the design fabric's linear scaling: from the 8 nodes the layout
    // fits on, 8 nodes' tokens/s times N / 8 (core::linearScaling); on or above that fabric's
    // line at every node count, since efficiency is at most 1. The y axis reaches its top.
    void scalingChartShowsLinearScaling()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::PerformanceDock& dock = w->performance();
        QVERIFY(ui::selectPreset(dock.presetBox(), "llama3-70b"));
        const core::throughput::FabricCurve& design = dock.prediction().curves.front();
        QVERIFY(design.design);
        QLineSeries* ideal = nullptr;
        for (QAbstractSeries* s : dock.scalingView()->chart()->series())
            if (isLinearScaling(s))
                ideal = qobject_cast<QLineSeries*>(s);
        QVERIFY(ideal);
        const QList<QPointF> points = ideal->points();
        QVERIFY(points.size() >= 3);
        QCOMPARE(points.front().x(), 8.0);
        const double eight = points.front().y();
        for (const QPointF& p : points) {
            QVERIFY(std::fabs(p.y() - eight * p.x() / 8) < 1e-9 * p.y());
            for (const ScalingPoint& f : design.points)
                if (f.fits && f.nodes == int(p.x()))
                    QVERIFY(f.tokensPerS / 1e3 <= p.y() * (1 + 1e-12));
        }
        auto* y =
            qobject_cast<QValueAxis*>(dock.scalingView()->chart()->axes(Qt::Vertical).front());
        QVERIFY(y && y->max() >= points.back().y());
        // Named in the subtitle, not the legend, which keeps the fabrics' names whole.
        QVERIFY(dock.scalingView()->chart()->title().contains(
            "grey dash-dot: linear scaling from 8 node"));
        QVERIFY(dock.scalingView()->chart()->legend()->markers(ideal).constFirst()->isVisible() ==
                false);
    }

    // Tick numbers carry the decimals their step needs: a range of 0-2 in five ticks is "0.0,
    // 0.5, 1.0, 1.5, 2.0", where "%.0f" wrote "0, 0, 1, 2, 2" on an empty chart. A chart with
    // nothing on it shows no numbers: a model that fits nowhere on the design.
    void tickNumbersFollowTheirStep()
    {
        QValueAxis axis;
        axis.setTickCount(5);
        for (const auto& [top, format] : {std::pair{2.0, "%.1f"}, std::pair{1.0, "%.2f"},
                                          std::pair{300.0, "%.0f"}, std::pair{0.04, "%.2f"}}) {
            axis.setRange(0, top);
            ui::formatTicks(&axis, false);
            QCOMPARE(axis.labelFormat(), QString(format));
            QVERIFY(axis.labelsVisible());
        }
        ui::formatTicks(&axis, true);
        QVERIFY(!axis.labelsVisible());
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        QVERIFY(w->openFile(CD_EXAMPLES "/mixed-dl380a-xe9680.cluster.json", true));
        w->show();
        w->showDock("performance");
        QVERIFY(ui::selectPreset(w->performance().presetBox(), "llama3-70b")); // 2 x 4 H200 NVL
        QVERIFY(!w->performance().prediction().estimate.ok() ||
                !w->performance().prediction().estimate.fits);
        auto* y = qobject_cast<QValueAxis*>(
            w->performance().scalingView()->chart()->axes(Qt::Vertical).front());
        QVERIFY(y && !y->labelsVisible());
    }

    // Where data-parallel traffic hides behind compute the three fabric lines coincide: the
    // chart says so, and each fabric keeps its own dash pattern so the lines stay identifiable.
    // Llama-3-70B with 8,192 sequences per step at TP 4, PP 4 (ZeRO-1): 512 micro-batches hide
    // every reduce. (The search prefers ZeRO-3 there, whose per-micro-batch gathers do depend on
    // the fabric.)
    void coincidingFabricLinesAreExplained()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::PerformanceDock& dock = w->performance();
        QVERIFY(ui::selectPreset(dock.presetBox(), "llama3-70b"));
        QVERIFY(dock.prediction().error.empty());
        const QList<QAbstractSeries*> series = dock.scalingView()->chart()->series();
        QSet<int> dashes;
        for (QAbstractSeries* s : series)
            if (auto* line = qobject_cast<QLineSeries*>(s);
                line && s->type() == QAbstractSeries::SeriesTypeLine && !isLinearScaling(s))
                dashes.insert(int(line->pen().style()));
        QCOMPARE(dashes.size(), 3);
        // Issue 19: the legend names each fabric as a customer reads it, and the subtitle says
        // what its percentage compares: the SU's 32 nodes against 4 x the 8 the layout fits
        // from. Each percentage is the core's efficiency of that fabric's curve.
        const QLocale l;
        QStringList names;
        for (QAbstractSeries* s : series)
            if (s->type() == QAbstractSeries::SeriesTypeLine && !isLinearScaling(s))
                names << s->name();
        QCOMPARE(names.size(), 3);
        const auto& curves = dock.prediction().curves;
        QVERIFY(names[0].startsWith("InfiniBand NDR 400G "));
        QVERIFY(names[1].startsWith("RoCE 400GbE "));
        QVERIFY(names[2].startsWith("Ethernet 400G (TCP) "));
        for (int i = 0; i < 3; ++i) {
            const double eff = core::throughput::scalingEfficiencyAt(curves[i].points, 32);
            QVERIFY2(names[i].endsWith(" " + l.toString(eff * 100, 'f', 0) + " %"),
                     qPrintable(names[i]));
            QVERIFY(!names[i].contains("ib-") && !names[i].contains("roce-"));
        }
        QCOMPARE(dock.prediction().scalingReferenceNodes, 8);
        // The model, GPU and fabric by name in the combo and the results, never by id.
        QCOMPARE(dock.presetBox()->currentText(), QString("Llama 3 70B"));
        const QString results = dock.results()->text();
        QVERIFY2(results.contains("<b>Llama 3 70B</b> on 32 × 8 GPUs (H100 SXM5 80GB), 8 × 400 "
                                  "Gb/s InfiniBand NDR 400G per node"),
                 qPrintable(results));
        QVERIFY2(dock.scalingView()->chart()->title().contains(
                     "%: scaling efficiency 8 → 32 nodes (tokens/s against 4 × those on 8)"),
                 qPrintable(dock.scalingView()->chart()->title()));
        const bool note = dock.scalingView()->chart()->title().contains("fabric lines overlap");
        QCOMPARE(note, dock.prediction().fabricSpread < 0.02);
        dock.findChild<QSpinBox*>("globalBatch")->setValue(8192);
        dock.autoLayoutBox()->setChecked(false);
        dock.tpBox()->setValue(4);
        dock.ppBox()->setValue(4);
        dock.cpBox()->setValue(1);
        dock.vpBox()->setValue(1);
        dock.zeroBox()->setValue(1); // the search's ZeRO-3 stays until changed
        QCOMPARE(dock.prediction().config.par.zero, 1);
        QVERIFY2(dock.prediction().fabricSpread < 0.02,
                 qPrintable(QString::number(dock.prediction().fabricSpread)));
        QVERIFY(dock.scalingView()->chart()->title().contains("fabric lines overlap"));
    }

    // A layout given by hand: the auto search's choice fills the fields; unticking Auto keeps
    // it, and a changed field (expert parallelism for Mixtral 8x7B on the 256-GPU SU) is what
    // the core model computes, shown in the layout line; an impossible one says why.
    void manualLayoutWithExpertParallelism()
    {
        auto w = superPod();
        QVERIFY(w);
        ui::PerformanceDock& dock = w->performance();
        QVERIFY(ui::selectPreset(dock.presetBox(), "mixtral-8x7b"));
        QVERIFY(dock.prediction().error.empty());
        const core::throughput::Parallelism searched = dock.prediction().config.par;
        QCOMPARE(dock.epBox()->value(), searched.ep);
        QVERIFY(!dock.epBox()->isEnabled());
        dock.autoLayoutBox()->setChecked(false);
        QVERIFY(dock.epBox()->isEnabled());
        dock.cpBox()->setValue(1);
        dock.tpBox()->setValue(1);
        dock.ppBox()->setValue(1);
        dock.zeroBox()->setValue(3);
        dock.epBox()->setValue(8);
        QVERIFY2(dock.prediction().error.empty(), dock.prediction().error.c_str());
        const core::throughput::Parallelism& par = dock.prediction().config.par;
        QCOMPARE(par.ep, 8);
        QCOMPARE(par.zero, 3);
        QCOMPARE(par.dp, 256);
        QVERIFY(dock.prediction().estimate.breakdown.epCommS > 0);
        QVERIFY(dock.results()->text().contains("EP 8"));
        dock.epBox()->setValue(3);
        QVERIFY(!dock.prediction().error.empty());
        QVERIFY2(dock.results()->text().contains("does not divide the 8 experts"),
                 qPrintable(dock.results()->text()));
    }
};

QTEST_MAIN(PerformancePanelTests)
#include "tst_performance_panel.moc"
