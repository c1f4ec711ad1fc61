// The TCO panel (issue 25): it shows what core's TCO computes for the active variant, its
// assumption edits are saved in the variant (one undo step each, undone exactly), and its charts
// draw the cost lines and the drivers core ranked.
#include "analysis/quote/quote.h"
#include "analysis/tco/tco_sizing.h"
#include "catalog.h"
#include "document/design_document.h"
#include "main_window.h"
#include "tco/tco_dock.h"
#include "tco/tco_sizing_box.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTemporaryDir>
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

    // The sizing questions answer with core's figures for the variant's TCO.
    void sizingAnswers()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::TcoDock& dock = w->tco();
        dock.workloadBox()->setCurrentIndex(dock.workloadBox()->findText("Serving"));
        const int steps = w->document().undoStack()->count();
        dock.sizing()->usersBox()->setValue(500);
        const ScaledTco users = tcoForUsers(dock.result(), {500, 10, 0});
        QVERIFY2(users.ok(), users.error.c_str());
        const QString text = dock.results()->text();
        QVERIFY2(text.contains(QString("%1 GPU servers").arg(users.servers)), qPrintable(text));
        QVERIFY(text.contains(QLocale().toString(*users.tco.costPerMillionOutputTokens, 'f', 3)));
        dock.sizing()->budgetBox()->setValue(1000);
        const ScaledTco budget = tcoForPowerBudget(dock.result(), 1000);
        QVERIFY(dock.results()->text().contains(
            QString("%1 GPU servers").arg(QLocale().toString(budget.servers))));
        // A question is not an edit of the design.
        QCOMPARE(w->document().undoStack()->count(), steps);
        QVERIFY(!w->document().design().tco);
        // Training has no users: the answer says so instead of a figure.
        dock.workloadBox()->setCurrentIndex(dock.workloadBox()->findText("Training"));
        QVERIFY(dock.results()->text().contains("serving question"));
    }

    // Imported cloud prices are the variant's (one undo step) and the comparison's price.
    void importedCloudPrices()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::TcoDock& dock = w->tco();
        QTemporaryDir dir;
        const QString csv = dir.path() + "/prices.csv";
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // CoreWeave's HGX H100, USD 49.24 an instance-hour for 8 GPUs (coreweave.com/pricing).
        f.write("gpu,term,usd_per_gpu_hour,provider,date\n"
                "h100-sxm,on-demand,6.155,CoreWeave,2026-11\n");
        f.close();
        const int steps = w->document().undoStack()->count();
        QVERIFY(dock.importCloudPrices(csv));
        QCOMPARE(w->document().undoStack()->count(), steps + 1);
        QCOMPARE(w->document().design().tco->cloudPrices.size(), std::size_t(1));
        QCOMPARE(dock.result().tco.cloud.pricePerGpuHour, 6.155);
        // An assumption edited after keeps the imported prices.
        dock.field("pue")->setValue(1.3);
        QCOMPARE(w->document().design().tco->cloudPrices.size(), std::size_t(1));
        dock.clearCloudPrices();
        QVERIFY(w->document().design().tco->cloudPrices.empty());
        QCOMPARE(dock.result().tco.cloud.pricePerGpuHour, 10.0); // Oracle's list price
        w->document().undoStack()->undo();
        QCOMPARE(dock.result().tco.cloud.pricePerGpuHour, 6.155);
    }

    // A rental price typed in replaces the table's and is saved as cloud_usd_per_gpu_hour; 0
    // goes back to the table.
    void typedRentalPrice()
    {
        auto w = open("dgx-h100-rack.cluster.json");
        QVERIFY(w);
        ui::TcoDock& dock = w->tco();
        dock.rentalPriceBox()->setValue(7.5);
        QCOMPARE(w->document().design().tco->values.at(kCloudGpuHourKey), 7.5);
        QCOMPARE(dock.result().tco.cloud.pricePerGpuHour, 7.5);
        // The same GPU-hours rented: 32 GPUs x 8,760 h x 7.5 USD.
        QVERIFY(std::abs(dock.result().tco.cloud.costSameWorkPerYear - 32 * 8760 * 7.5) < 0.01);
        dock.rentalPriceBox()->setValue(0);
        QVERIFY(!w->document().design().tco);
        QCOMPARE(dock.result().tco.cloud.pricePerGpuHour, 10.0); // Oracle's list price
    }
};

QTEST_MAIN(TcoPanelTests)
#include "tst_tco_panel.moc"
