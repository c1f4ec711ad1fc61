// The TCO panel (issue 25): it shows what core's TCO computes for the active variant, its
// assumption edits are saved in the variant (one undo step each, undone exactly), and its charts
// draw the cost lines and the drivers core ranked.
#include "analysis/quote/quote.h"
#include "catalog.h"
#include "document/design_document.h"
#include "main_window.h"
#include "tco/tco_dock.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLocale>
#include <QTest>
#include <QUndoStack>

using namespace cd;
using namespace cd::core::tco;

class TcoPanelTests : public QObject
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
        w->showDock("tco");
        return w;
    }

private slots:
    // The panel's cost of a GPU-hour is core's, computed here from the quote and the defaults.
    void showsTheCoreFigures()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::TcoDock& dock = w->tco();
        QVERIFY(dock.isVisible());
        const Tco& t = dock.result().tco;
        QVERIFY2(t.ok(), t.error.c_str());
        // Independently: the capex is the quote's net subtotal, priced here by core from the
        // design's BOM; the GPU-hours 32 GPUs x 8,760 h x the default utilisation.
        core::Issues issues;
        const core::Design& d = w->document().design();
        const core::Quote q =
            core::buildQuote(w->document().report().bom, w->document().designCatalog(),
                             d.quote.value_or(core::QuoteSettings{}), nullptr, issues);
        QCOMPARE(t.capex, q.subtotal);
        QVERIFY(std::abs(t.gpuHoursPerYear - 32 * 8760 * defaultAssumptions().utilization) < 1e-6);
        // Every field holds its default exactly (a rounded 184.06 would be saved as a change).
        for (const AssumptionSpec& spec : assumptionSpecs())
            QCOMPARE(dock.field(spec.key)->value(), defaultAssumptions().*spec.member);
        const QString perHour = QLocale().toString(t.costPerGpuHour, 'f', 2);
        QVERIFY2(dock.results()->text().contains(perHour), qPrintable(dock.results()->text()));
    }

    // An edited assumption is saved in the variant as one undo step; undo restores the file.
    void editsAreSavedAndUndone()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::TcoDock& dock = w->tco();
        const double before = dock.result().tco.costPerGpuHour;
        QVERIFY(!w->document().design().tco);
        const int steps = w->document().undoStack()->count();
        dock.field("pue")->setValue(1.2);
        QVERIFY(w->document().design().tco);
        QCOMPARE(w->document().design().tco->values.at("pue"), 1.2);
        QCOMPARE(w->document().undoStack()->count(), steps + 1);
        QVERIFY(dock.result().tco.costPerGpuHour < before); // less energy a year
        w->document().undoStack()->undo();
        QVERIFY(!w->document().design().tco);
        QCOMPARE(dock.field("pue")->value(), defaultAssumptions().pue);
        QCOMPARE(dock.result().tco.costPerGpuHour, before);
    }

    // Serving gives the cost of a million tokens; the charts draw core's lines and drivers.
    void servingAndCharts()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::TcoDock& dock = w->tco();
        dock.workloadBox()->setCurrentIndex(dock.workloadBox()->findText("Serving"));
        QVERIFY(dock.result().tco.costPerMillionOutputTokens);
        QVERIFY(dock.results()->text().contains("per million output tokens"));
        const auto charts = dock.findChildren<QChartView*>();
        QCOMPARE(charts.size(), 2);
        int sets = 0;
        for (QChartView* v : charts)
            for (QAbstractSeries* s : v->chart()->series())
                if (auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(s))
                    sets += int(bars->count());
        // The breakdown: capital and each opex line above 0; the tornado: two sets.
        int lines = 1;
        for (const CostLine& l : dock.result().tco.opex)
            lines += l.perYear > 0;
        QCOMPARE(sets, lines + 2);
    }
};

QTEST_MAIN(TcoPanelTests)
#include "tst_tco_panel.moc"
