// The Serving panel (issue 18 item 3): it shows what core's serving model computes for each
// variant, one curve per variant, and the sizing of a target; it recomputes when an input or the
// design changes.
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/serving.h"
#include "catalog.h"
#include "common/model_preset_box.h"
#include "document/design_document.h"
#include "main_window.h"
#include "serving/serving_dock.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QSpinBox>
#include <QTest>

using namespace cd;
using namespace cd::core::throughput;

class ServingPanelTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    std::unique_ptr<ui::MainWindow> open(const char* example)
    {
        auto w = std::make_unique<ui::MainWindow>(*m_catalog);
        if (!w->openFile(QString(CD_EXAMPLES "/") + example, true))
            return nullptr;
        w->resize(1600, 1000);
        w->show();
        w->showDock("serving");
        return w;
    }

    static int lineSeries(QChart* chart)
    {
        int n = 0;
        for (QAbstractSeries* s : chart->series())
            n += qobject_cast<QLineSeries*>(s) != nullptr;
        return n;
    }

private slots:
    // The panel's output per GPU at the engine maximum is core's, computed here without the
    // panel from the design's cluster.
    void showsTheCoreModelsFigures()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::ServingDock& dock = w->serving();
        QVERIFY(dock.isVisible());
        const DesignCluster dc = clusterFromDesign(w->document().design(), w->document().catalog());
        QVERIFY(dc.error.empty());
        const ServingEstimate e = estimateServing(*findPreset(ui::presetIdOf(dock.presetBox())),
                                                  dc.cluster, dock.input());
        QVERIFY(e.ok());
        const QString perGpu = QLocale().toString(e.point.outputTokensPerSPerGpu, 'f', 0);
        QVERIFY2(dock.results()->text().contains(perGpu), qPrintable(dock.results()->text()));
    }

    // One curve per variant: the variants example has several.
    void oneCurvePerVariant()
    {
        auto w = open("dgx-variants.cluster.json");
        QVERIFY(w);
        ui::ServingDock& dock = w->serving();
        const std::size_t variants = w->document().project().variants.size();
        QVERIFY(variants >= 2);
        QCOMPARE(dock.variants().size(), variants);
        int curves = 0;
        for (const VariantServing& v : dock.variants())
            curves += v.error.empty() && !v.curve.empty();
        QCOMPARE(lineSeries(dock.curveView()->chart()), curves);
    }

    // The per-user axis labels at least three ticks inside its range. Llama 3 70B at tp 4 on the
    // SuperPOD unit runs from about 10 tokens/s per user at the engine's maximum to about 45 at
    // one request: on powers of 10 only "10" fell inside, so the curve could not be read.
    void perUserAxisIsLabelled()
    {
        for (const char* example :
             {"dgx-h100-superpod-su.cluster.json", "dgx-variants.cluster.json"}) {
            auto w = open(example);
            QVERIFY(w);
            const auto* x = qobject_cast<QLogValueAxis*>(
                w->serving().curveView()->chart()->axes(Qt::Horizontal).front());
            QVERIFY(x);
            int ticks = 0;
            for (double t = 1; t <= x->max(); t *= x->base())
                ticks += t >= x->min();
            for (double t = 1 / x->base(); t >= x->min(); t /= x->base())
                ticks += t <= x->max();
            QVERIFY2(ticks >= 3, qPrintable(QString("%1: base %2, %3 to %4")
                                                .arg(example)
                                                .arg(x->base())
                                                .arg(x->min())
                                                .arg(x->max())));
        }
    }

    // A concurrency and a sizing target typed in are used: the figures follow the input and the
    // sizing table names each variant.
    void inputsRecompute()
    {
        auto w = open("dgx-variants.cluster.json");
        QVERIFY(w);
        ui::ServingDock& dock = w->serving();
        dock.concurrencyBox()->setValue(8);
        QCOMPARE(dock.variants()[w->document().activeVariant()].estimate.point.concurrency, 8);
        QVERIFY(dock.sizing()->text().isEmpty());
        dock.usersBox()->setValue(500);
        for (std::size_t i = 0; i < dock.variants().size(); ++i)
            QVERIFY(dock.sizing()->text().contains(
                QString::fromStdString(w->document().project().displayName(i)).toHtmlEscaped()));
    }

    // An engine the user picks is the one served with.
    void engineChoiceApplies()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::ServingDock& dock = w->serving();
        dock.engineBox()->setCurrentIndex(dock.engineBox()->findData("tgi"));
        QCOMPARE(dock.input().engine, std::string("tgi"));
        QVERIFY(dock.results()->text().contains("TGI"));
        // TGI runs 128 requests per replica at most (max_concurrent_requests).
        const ServingEstimate& e = dock.variants()[0].estimate;
        QVERIFY(e.maxConcurrency <= 128 * e.replicas);
    }

    // The engine, the lengths, the weights and the concurrency are how the variant is served:
    // each change is one undo step saved in workload.serving, and undo puts the fields back.
    void settingsAreSavedInTheDesign()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::ServingDock& dock = w->serving();
        QVERIFY(!w->document().design().workload || !w->document().design().workload->serving);
        dock.engineBox()->setCurrentIndex(dock.engineBox()->findData("sglang"));
        const auto& saved = w->document().design().workload;
        QVERIFY(saved && saved->serving);
        QCOMPARE(saved->serving->engine, std::string("sglang"));
        dock.concurrencyBox()->setValue(32);
        emit dock.concurrencyBox()->editingFinished();
        QCOMPARE(w->document().design().workload->serving->concurrency, 32);
        QVERIFY(w->document().isModified());
        w->document().undoStack()->undo();
        QCOMPARE(dock.concurrencyBox()->value(), 0);
        QCOMPARE(dock.input().engine, std::string("sglang"));
        w->document().undoStack()->undo();
        QCOMPARE(dock.input().engine, std::string("vllm"));
        QCOMPARE(dock.variants()[0].estimate.engine, std::string("vllm"));
    }
};

QTEST_MAIN(ServingPanelTests)
#include "tst_serving_panel.moc"
