// Issue 9: every figure of the comparison equals the analysis of its variant run on its own
// (analyze, the fabric report, predictForDesign, buildQuote), on the example project of four
// DGX variants (tests/data/variants-dgx.cluster.json, built with `fabric --generate`), and the
// best marks are where those independent figures say.
#include "analysis/compare/comparison.h"
#include "analysis/compare/comparison_summary.h"
#include "analysis/issues/format.h"
#include "catalog.h"
#include "io/file/project_file.h"
#include "io/json_reader.h"
#include "model/design_catalog.h"
#include "model/network.h"
#include "price_list_import.h"

#include <QTest>

#include <cmath>

using namespace cd;

namespace {

// What the test works out for one variant, straight from the analyses.
struct Expected
{
    std::map<std::string, double> figures;
    std::map<std::string, std::string> texts;
};

Expected expectedFor(const core::Design& d, const core::CatalogView& builtin,
                     const std::string& workload, double trainTokens, const core::PriceList* prices)
{
    Expected e;
    const core::DesignCatalog cat(d, builtin);
    const core::Report r = core::analyze(d, builtin);
    auto& f = e.figures;
    f["gpus"] = r.gpus;
    f["gpu_memory_gb"] = r.gpuMemoryGb;
    f["servers"] = r.servers;
    f["racks"] = r.racks;
    for (const core::RackPower& rp : r.power.racks) {
        f["rack_units_used"] += rp.uUsed;
        f["rack_units_total"] += rp.uTotal;
    }
    f["max_kw"] = r.power.maxW / 1000;
    f["typical_kw"] = r.power.typicalW / 1000;
    f["heat_btu_per_h"] = r.power.heatBtuPerH;
    for (const core::NetworkReport& n : r.fabric.networks) {
        f["switches"] += n.leaves + n.spines + n.cores;
        for (const core::PartCount& c : n.cables)
            f["cables"] += double(c.count);
        for (const core::PartCount& t : n.transceivers)
            f["transceivers"] += double(t.count);
        if (n.kind == "compute")
            e.texts["fabric"] = std::string(core::findTransport(n.transport)->label);
    }
    core::throughput::Workload w;
    w.preset = workload;
    w.trainTokens = trainTokens;
    const auto pred = core::throughput::predictForDesign(d, cat, w);
    [&] {
        QVERIFY2(pred.error.empty(), pred.error.c_str());
    }();
    f["tokens_per_s"] = pred.estimate.tokensPerS;
    // Against the fewest nodes the layout fits on (search.h); where that is all of the design's
    // the ratio is 1 by definition, and the comparison gives no figure but why.
    const int nodes = pred.cluster.cluster.nodes;
    if (pred.scalingReferenceNodes < nodes)
        f["scaling_efficiency"] = pred.scalingEfficiency * 100;
    else
        e.texts["scaling_efficiency"] =
            "not measured (the layout needs all " + std::to_string(nodes) + " nodes)";
    // Time to train = tokens / (tokens/s), in days of 86,400 s.
    f["time_to_train_days"] = trainTokens / pred.estimate.tokensPerS / 86400;
    core::Issues issues;
    const core::Quote q =
        core::buildQuote(r.bom, cat, d.quote.value_or(core::QuoteSettings{}), prices, issues);
    [&] {
        QCOMPARE(q.unpricedLines, 0);
    }();
    f["quote_total"] = q.total;
    f["unpriced_lines"] = q.unpricedLines;
    f["cost_per_token_per_s"] = q.total / pred.estimate.tokensPerS;
    return e;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class VariantComparisonTests : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_catalog = catalog::Catalog::builtin();
        const std::string path = std::string(CD_TEST_DATA) + "/variants-dgx.cluster.json";
        m_project = core::loadProject(path);
        QCOMPARE(m_project.variants.size(), std::size_t(4));
        // Assembled from four `fabric --generate` outputs: saved back unchanged.
        QCOMPARE(core::serializeProject(m_project), core::readWholeFile(path));
        // Illustrative reseller prices for what the catalog has no estimate of (DGX H200,
        // SN5600, racks, cables, optics), so every quote is complete.
        m_prices = catalog::readPriceListFile(std::string(CD_TEST_DATA) + "/variants-prices.csv",
                                              *m_catalog)
                       .list;
    }

    void figuresEqualTheVariantsOwnAnalyses_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<double>("trainTokens");
        QTest::newRow("llama3-70b, 1 T tokens") << "llama3-70b" << 1e12;
        QTest::newRow("llama3-8b, 15 T tokens") << "llama3-8b" << 15e12;
    }

    void figuresEqualTheVariantsOwnAnalyses()
    {
        QFETCH(QString, workload);
        QFETCH(double, trainTokens);
        core::ComparisonOptions o;
        o.workload = workload.toStdString();
        o.trainTokens = trainTokens;
        o.priceList = &m_prices;
        const core::Comparison c = core::compareVariants(m_project, *m_catalog, o);
        QCOMPARE(c.variants.size(), std::size_t(4));
        for (std::size_t v = 0; v < m_project.variants.size(); ++v) {
            const Expected e = expectedFor(m_project.variants[v].design, *m_catalog, o.workload,
                                           trainTokens, &m_prices);
            for (const auto& [key, value] : e.figures) {
                const core::ComparisonRow* row = c.find(key);
                QVERIFY2(row, key.c_str());
                QVERIFY2(row->cells[v].value, key.c_str());
                QVERIFY2(close(*row->cells[v].value, value),
                         (key + ": " + std::to_string(*row->cells[v].value) + " vs " +
                          std::to_string(value))
                             .c_str());
            }
            QCOMPARE(c.find("fabric")->cells[v].text, e.texts.at("fabric"));
            if (const auto unmeasured = e.texts.find("scaling_efficiency");
                unmeasured != e.texts.end()) {
                QVERIFY(!c.find("scaling_efficiency")->cells[v].value);
                QCOMPARE(c.find("scaling_efficiency")->cells[v].text, unmeasured->second);
            }
        }
    }

    // The SuperPOD unit's 32 nodes against the 8 Llama 3 70B's layout fits on: a figure, the
    // prediction's own; the four-node variants' layouts need all four nodes, so none of them has
    // one (above), and the summary says why rather than "100 %".
    void scalingEfficiencyWhereThereIsAReference()
    {
        const core::Project unit =
            core::loadProject(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
        core::ComparisonOptions o;
        const core::Comparison c = core::compareVariants(unit, *m_catalog, o);
        core::throughput::Workload w;
        w.preset = o.workload;
        w.trainTokens = o.trainTokens;
        const auto pred =
            core::throughput::predictForDesign(unit.variants[0].design, *m_catalog, w);
        QCOMPARE(pred.scalingReferenceNodes, 8);
        QCOMPARE(pred.cluster.cluster.nodes, 32);
        const core::ComparisonCell& cell = c.find("scaling_efficiency")->cells[0];
        QVERIFY(cell.value && close(*cell.value, pred.scalingEfficiency * 100));
        const core::Comparison four = core::compareVariants(m_project, *m_catalog, o);
        QVERIFY(core::variantSummary(four, 0).find(
                    "scaling efficiency not measured (the layout needs all 4 nodes)") !=
                std::string::npos);
    }

    // The best marks agree with the independent figures: the most tokens/s, the lowest cost
    // per token/s, the lowest maximum power; GPUs are shared by the three 4-node variants,
    // so the 8-node one is best alone.
    void bestMarks()
    {
        core::ComparisonOptions o;
        o.priceList = &m_prices;
        const core::Comparison c = core::compareVariants(m_project, *m_catalog, o);
        std::vector<Expected> e;
        for (const core::DesignVariant& v : m_project.variants)
            e.push_back(expectedFor(v.design, *m_catalog, "llama3-70b", 1e12, &m_prices));
        const auto argBest = [&](const std::string& key, bool higher) {
            std::size_t best = 0;
            for (std::size_t v = 1; v < e.size(); ++v)
                if (higher ? e[v].figures.at(key) > e[best].figures.at(key)
                           : e[v].figures.at(key) < e[best].figures.at(key))
                    best = v;
            return best;
        };
        QCOMPARE(c.find("tokens_per_s")->best.value(), argBest("tokens_per_s", true));
        QCOMPARE(c.find("cost_per_token_per_s")->best.value(),
                 argBest("cost_per_token_per_s", false));
        QCOMPARE(c.find("max_kw")->best.value(), argBest("max_kw", false));
        QCOMPARE(c.find("gpus")->best.value(), std::size_t(3));
        QVERIFY(c.find("gpus")->differs);
        // The fabric differs (IB against RoCE), and has no best.
        QVERIFY(c.find("fabric")->differs);
        QVERIFY(!c.find("fabric")->best);
    }

    // NVIDIA publishes no typical draw for the DGX: its maximum stands in, so each variant's
    // typical power is a bound, shown "≤" while the value still orders the row (issue 19).
    // A liquid rack whose CDU publishes no power: its power and heat are floors, which a
    // customer document keeps ("≥ 126.7 kW"); the summary names the cooling once and says the
    // design has no compute fabric (it has no switch) rather than "fabric none with 0 switches".
    void floorsStayInCustomerDocuments()
    {
        const core::Project liquid =
            core::loadProject(std::string(CD_EXAMPLES) + "/xe9780l-liquid-cdu.cluster.json");
        const core::Comparison c = core::compareVariants(liquid, *m_catalog, {});
        const core::Comparison shown = core::withoutUnknownRows(c);
        for (const char* key : {"max_kw", "typical_kw", "heat_btu_per_h"}) {
            const core::ComparisonRow* row = shown.find(key);
            QVERIFY2(row, key);
            QVERIFY2(row->cells[0].text.rfind("≥ ", 0) == 0, row->cells[0].text.c_str());
        }
        const std::string summary = core::variantSummary(c, 0);
        QVERIFY2(summary.find("cooling at least") == std::string::npos &&
                     summary.find("no compute fabric") != std::string::npos &&
                     summary.find("0 switches") == std::string::npos,
                 summary.c_str());
    }

    void typicalPowerIsABound()
    {
        const core::Comparison c =
            core::compareVariants(m_project, *m_catalog, core::ComparisonOptions{});
        const core::ComparisonRow* row = c.find("typical_kw");
        for (const core::ComparisonCell& cell : row->cells) {
            QVERIFY(cell.value);
            QCOMPARE(cell.text, "≤ " + core::format::grouped(*cell.value, 1));
        }
    }

    // A quote with a line the catalog cannot price is incomplete: it shows its floor and is
    // never best. Each variant gets a device whose model no catalog has (a placeholder, as a
    // user's import that failed would leave).
    void incompleteQuotesAreNeverBest()
    {
        core::Project incomplete = m_project;
        for (core::DesignVariant& v : incomplete.variants) {
            core::Device placeholder;
            placeholder.id = "placeholder-1";
            placeholder.model = "vendor-part-not-in-any-catalog";
            v.design.devices.push_back(placeholder);
        }
        const core::Comparison c =
            core::compareVariants(incomplete, *m_catalog, core::ComparisonOptions{});
        for (const char* key : {"quote_total", "cost_per_token_per_s"}) {
            const core::ComparisonRow* row = c.find(key);
            QVERIFY(!row->best);
            for (const core::ComparisonCell& cell : row->cells) {
                QVERIFY(!cell.value);
                QCOMPARE(cell.text.rfind("≥ ", 0), std::size_t(0));
            }
        }
        // H100 IB: 4 DGX H100 at the 199,000 USD estimate, the QM9700 at 50,000, the 16 DAC
        // cables (4 x 1 m, 8 x 1.5 m, 4 x 2 m) at the MCP4Y10 estimate of 186 each (NET-32)
        // = 2,976, the generic 42U cabinet at 1,799 (the APC AR3100 it stands for),
        // installation 4 x 2,000 and support 4 x 3 x 5,000 from the quote settings: 918,775;
        // the placeholder is unpriced.
        QCOMPARE(c.find("quote_total")->cells[0].text, std::string("≥ 918,775.00"));
        QCOMPARE(c.find("unpriced_lines")->cells[0].value.value(), 1.0);
        QVERIFY(core::variantSummary(c, 0).find(
                    "quote total ≥ 918,775.00 USD (1 line without a price), ≥ ") !=
                std::string::npos);
        // With the price list the rack (1,500) is priced and the 16 DAC cables take the list's
        // 300 each: 796,000 + 50,000 + 68,000 + 1,500 + 4,800 = 920,300 USD.
        core::ComparisonOptions o;
        o.priceList = &m_prices;
        const core::Comparison priced = core::compareVariants(m_project, *m_catalog, o);
        QCOMPARE(priced.find("quote_total")->cells[0].value.value(), 920300.0);
        QCOMPARE(priced.find("quote_total")->cells[0].text, std::string("920,300.00"));
    }

private:
    std::unique_ptr<catalog::Catalog> m_catalog;
    core::Project m_project;
    core::PriceList m_prices;
};

QObject* makeVariantComparisonTests()
{
    return new VariantComparisonTests;
}

#include "tst_variant_comparison.moc"
