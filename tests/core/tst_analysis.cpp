// analyze() on the synthetic test catalog: every expected figure is worked out by hand in the
// comment beside it from tests/data/test-catalog.json.
#include "analysis/analyze.h"
#include "analysis/fabric/part_number.h"
#include "io/report/report_json.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

bool hasIssue(const core::Report& r, const std::string& code, core::Severity s,
              const std::string& object = {})
{
    return std::any_of(r.issues.begin(), r.issues.end(), [&](const core::Issue& i) {
        return i.code == code && i.severity == s && (object.empty() || i.object == object);
    });
}

const core::BomLine* line(const core::Report& r, const std::string& part)
{
    for (const auto& l : r.bom.lines)
        if (l.part == part)
            return &l;
    return nullptr;
}

} // namespace

class AnalysisTests : public QObject
{
    Q_OBJECT
private slots:
    // LinkX length codes and the part number a BOM line of a given length orders. The lists
    // are the catalog's (resources/catalog/network.json, from NVIDIA's LinkX pages): MCP7Y00
    // 2 m is MCP7Y00-N002, 1.5 m of MCP4Y10 is 980-9IA0Q-00N01A.
    void cablePartNumbersByLength()
    {
        QCOMPARE(core::linkxLengthCode(3).value(), std::string("003"));
        QCOMPARE(core::linkxLengthCode(30).value(), std::string("030"));
        QCOMPARE(core::linkxLengthCode(0.5).value(), std::string("00A"));
        QCOMPARE(core::linkxLengthCode(2.5).value(), std::string("02A"));
        QVERIFY(!core::linkxLengthCode(0.75));
        QVERIFY(!core::linkxLengthCode(0));
        const std::vector<std::string> mcp7y00{
            "MCP7Y00-N001 / 980-9I432-00N001 (1 m)", "MCP7Y00-N01A / 980-9I926-00N01A (1.5 m)",
            "MCP7Y00-N002 / 980-9I924-00N002 (2 m)",
            "MCP7Y00-N001-FLT / 980-9I433-00N001 (1 m, flat top)"};
        QCOMPARE(core::partNumberForLength(mcp7y00, 2),
                 std::string("MCP7Y00-N002 / 980-9I924-00N002"));
        QCOMPARE(core::partNumberForLength(mcp7y00, 1),
                 std::string("MCP7Y00-N001 / 980-9I432-00N001"));
        QCOMPARE(core::partNumberForLength(mcp7y00, 7), std::string());
        const std::vector<std::string> mcp4y10{"980-9IA0K-00N00A", "980-9IA0F-00N001",
                                               "980-9IA0Q-00N01A", "980-9IA0I-00N002"};
        QCOMPARE(core::partNumberForLength(mcp4y10, 1.5), std::string("980-9IA0Q-00N01A"));
        QCOMPARE(core::partNumberForLength(mcp4y10, 0.5), std::string("980-9IA0K-00N00A"));
        // "N001" inside "N0010" is not the 1 m code.
        QCOMPARE(core::partNumberForLength({"X-N0010"}, 1), std::string());
        // What a quote orders: the length's part, else the first without its note.
        QCOMPARE(core::orderingPartNumber(mcp4y10, 2.0), std::string("980-9IA0I-00N002"));
        QCOMPARE(core::orderingPartNumber(mcp4y10, 7.0), std::string("980-9IA0K-00N00A"));
        QCOMPARE(core::orderingPartNumber({"980-9I510-00NS00 (switch, finned)"}, std::nullopt),
                 std::string("980-9I510-00NS00"));
        QCOMPARE(core::orderingPartNumber({}, 1.0), std::string());
        // NVIDIA's family name with its placeholder, as the product at a length.
        QCOMPARE(core::modelAtLength("MCP4Y10-Nxxx", 0.5), std::string("MCP4Y10-N00A"));
        QCOMPARE(core::modelAtLength("MCA4J80-Nxxx", 5), std::string("MCA4J80-N005"));
        QCOMPARE(core::modelAtLength("MCP4Y10-Nxxx", 0.75), std::string("MCP4Y10-Nxxx"));
        QCOMPARE(core::modelAtLength("MFP7E30 (length-coded)", 5),
                 std::string("MFP7E30 (length-coded)"));
    }

    void counts()
    {
        const core::Report r = core::analyze(test::sampleDesign(), test::testCatalog());
        QCOMPARE(r.servers, 2); // d1 t-srv-8u, d3 t-srv-2u (the switch is not a server)
        QCOMPARE(r.gpus, 12);   // 8 (t-srv-8u default count) + 4 (d3 gpu_count)
        // 8 x 80 GB (t-gpu-a, default of t-srv-8u) + 4 x 48 GB (t-gpu-b) = 640 + 192 = 832
        QCOMPARE(r.gpuMemoryGb, 832.0);
        QCOMPARE(r.racks, 2);
        QCOMPARE(r.gpusByModel.at("t-gpu-a"), 8);
        QCOMPARE(r.gpusByModel.at("t-gpu-b"), 4);
    }

    void power()
    {
        const core::Report r = core::analyze(test::sampleDesign(), test::testCatalog());
        // max: 10000 (t-srv-8u) + 1500 (t-sw-1u) + 2000 (t-srv-2u: no max published; PSU limit
        // of a 1+1 set = 1 x 2000 W) = 13500 W
        QCOMPARE(r.power.maxW, 13500.0);
        // typical: 8000 + 1000 + 2000 (no typical published: its max stands in) = 11000 W
        QCOMPARE(r.power.typicalW, 11000.0);
        // 13500 W x 3.412 BTU/h per W = 46062 BTU/h
        QCOMPARE(r.power.heatBtuPerH, 46062.0);
        QCOMPARE(r.power.racks.size(), std::size_t(2));
        const core::RackPower& a = r.power.racks[0];
        QCOMPARE(a.maxW, 11500.0); // 10000 + 1500
        QCOMPARE(a.uUsed, 9);      // 8U + 1U
        QCOMPARE(a.uTotal, 42);
        QCOMPARE(a.weightKg, 245.0);                // rack 100 + 130 + 15
        QCOMPARE(a.cooling, std::string("air"));    // 11.5 kW <= 20 kW
        QCOMPARE(r.power.racks[1].weightKg, 130.0); // rack 100 + 30
        QCOMPARE(r.power.weightKg, 375.0);
        // Every part has a weight: none counted as 0 kg.
        QCOMPARE(a.unknownWeightItems, 0);
        QCOMPARE(r.power.racks[1].unknownWeightItems, 0);
        QVERIFY(hasIssue(r, "typical-power-unpublished", core::Severity::Info));
    }

    void coolingThresholds_data()
    {
        QTest::addColumn<double>("watts");
        QTest::addColumn<bool>("liquid");
        QTest::addColumn<QString>("cooling");
        QTest::newRow("20 kW air") << 20000.0 << false << "air";
        QTest::newRow("20.001 kW containment") << 20001.0 << false << "air with containment";
        QTest::newRow("30 kW containment") << 30000.0 << false << "air with containment";
        QTest::newRow("40.8 kW rear door") << 40800.0 << false << "rear-door heat exchanger";
        QTest::newRow("75 kW rear door") << 75000.0 << false << "rear-door heat exchanger";
        QTest::newRow("120 kW liquid") << 120000.0 << false << "direct liquid cooling";
        QTest::newRow("small but liquid device") << 5000.0 << true << "direct liquid cooling";
    }

    void coolingThresholds()
    {
        QFETCH(double, watts);
        QFETCH(bool, liquid);
        QFETCH(QString, cooling);
        QCOMPARE(QString::fromStdString(core::coolingFor(watts, liquid)), cooling);
    }

    void liquidDeviceForcesLiquidRack()
    {
        core::Design d = test::sampleDesign();
        core::Device dlc;
        dlc.id = "d9";
        dlc.model = "t-liquid-4u";
        dlc.rack = "r2";
        dlc.u = 10;
        dlc.name = "dlc";
        d.devices.push_back(dlc);
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.power.racks[1].cooling, std::string("direct liquid cooling"));
        QVERIFY(hasIssue(r, "weight-unknown", core::Severity::Warning));
    }

    void bom()
    {
        const core::Report r = core::analyze(test::sampleDesign(), test::testCatalog());
        // t-srv-8u's price includes its GPUs: no t-gpu-a line.
        QVERIFY(!line(r, "t-gpu-a"));
        const core::BomLine* gpu = line(r, "t-gpu-b");
        QVERIFY(gpu);
        QCOMPARE(gpu->quantity, 4);
        QCOMPARE(gpu->total.value(), 32000.0); // 4 x 8000
        QCOMPARE(line(r, "t-rack-42")->quantity, 2);
        QVERIFY(!line(r, "t-rack-42")->unitPrice); // unpriced
        // USD total: 100000 + 20000 + 32000 + 30000 = 182000; the EUR cable is left out.
        QCOMPARE(r.bom.total, 182000.0);
        QCOMPARE(r.bom.currency, std::string("USD"));
        QCOMPARE(r.bom.unpricedLines, 1);
        QVERIFY(hasIssue(r, "price-currency", core::Severity::Warning, "t-dac-3m"));
        QVERIFY(hasIssue(r, "no-price", core::Severity::Warning, "t-rack-42"));
        // Racks first, then servers, GPUs, switches, cables.
        QCOMPARE(r.bom.lines.front().kind, std::string("rack"));
        QCOMPARE(r.bom.lines.back().kind, std::string("cable"));
    }

    void bomCsvQuotesAndTotals()
    {
        core::BomReport bom;
        bom.lines.push_back(
            {"x", "server", "Box, \"big\"", 2, 10.0, 20.0, "USD", true, "2026", "S1,S2"});
        core::BomLine cpu{"c", "server", "- 2 x CPU each", 2, 0.0, 0.0, "USD", true, "", ""};
        cpu.option = cpu.withServer = true;
        bom.lines.push_back(cpu);
        bom.total = 20;
        const std::string csv = core::bomToCsv(bom);
        // The last column tells a build-out sub-line from a line of its own.
        QVERIFY(csv.find("x,server,\"Box, \"\"big\"\"\",2,10.00,20.00,USD,yes,2026,\"S1,S2\","
                         "\r\n") != std::string::npos);
        QVERIFY(csv.find("c,server,- 2 x CPU each,2,0.00,0.00,USD,yes,,,buildout\r\n") !=
                std::string::npos);
        QVERIFY(csv.find("TOTAL,,,,,20.00,USD,yes,,,\r\n") != std::string::npos);
    }

    void issues()
    {
        core::Design d = test::sampleDesign();
        d.devices[2].gpuCount = 3; // t-srv-2u takes 2 or 4
        d.devices[1].u = 8;        // switch into the 8U server (full depth)
        core::Device ghost;
        ghost.id = "d7";
        ghost.model = "vendor-x-unknown";
        ghost.rack = "r2";
        ghost.u = 20;
        ghost.name = "ghost";
        d.devices.push_back(ghost);
        core::Device high;
        high.id = "d8";
        high.model = "t-srv-8u";
        high.rack = "r2";
        high.u = 40; // U40-47 in a 42U rack
        high.name = "high";
        d.devices.push_back(high);
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(hasIssue(r, "gpu-count-invalid", core::Severity::Error, "d3"));
        QVERIFY(hasIssue(r, "overlap", core::Severity::Error, "d2"));
        QVERIFY(hasIssue(r, "unknown-id", core::Severity::Warning, "d7"));
        QVERIFY(hasIssue(r, "outside-rack", core::Severity::Error, "d8"));
        // Errors sort before warnings.
        QVERIFY(r.issues.front().severity == core::Severity::Error);
        // The placeholder is kept: it is still a device of the design, only unanalysed.
        QCOMPARE(d.devices.size(), std::size_t(5));
    }

    // The design embeds its own copy of t-rack-42 rated for 200 kg static load; the embedded
    // entry must win over the catalog's 1000 kg. r1 = 100 + 130 + 15 = 245 kg > 200 kg;
    // r2 = 100 + 30 = 130 kg is within it.
    void overloadedRackUsesEmbeddedEntry()
    {
        core::Design d = test::sampleDesign();
        core::CatalogItem weakRack = *test::testCatalog().find("t-rack-42");
        weakRack.specs.at("static_load_kg").numbers = {200};
        d.embeddedCatalog.push_back(weakRack);
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(hasIssue(r, "rack-overloaded", core::Severity::Error, "r1"));
        QVERIFY(!hasIssue(r, "rack-overloaded", core::Severity::Error, "r2"));
        QVERIFY(!hasIssue(core::analyze(test::sampleDesign(), test::testCatalog()),
                          "rack-overloaded", core::Severity::Error));
    }

    // Review findings of the foundation issue, one test each.
    core::Design withDevice(const std::string& model, const std::string& rack, int u,
                            std::optional<int> gpuCount = std::nullopt)
    {
        core::Design d = test::sampleDesign();
        core::Device x;
        x.id = "x1";
        x.model = model;
        x.rack = rack;
        x.u = u;
        x.name = "x1";
        x.gpuCount = gpuCount;
        d.devices.push_back(x);
        return d;
    }

    // A PDU's rated capacity (7360 W) is what it can carry, not what it draws.
    void pduAddsNoLoad()
    {
        const core::Report base = core::analyze(test::sampleDesign(), test::testCatalog());
        const core::Report r = core::analyze(withDevice("t-pdu", "r1", 1), test::testCatalog());
        QCOMPARE(r.power.maxW, base.power.maxW);
        QCOMPARE(r.power.typicalW, base.power.typicalW);
    }

    // Only a typical draw published: max may not be 0 below it; 13500 + 3000 W.
    void typicalOnlyStandsInForMax()
    {
        const core::Report r =
            core::analyze(withDevice("t-typical-only", "r2", 10), test::testCatalog());
        QCOMPARE(r.power.maxW, 16500.0);
        QCOMPARE(r.power.typicalW, 14000.0); // 11000 + 3000
        QVERIFY(hasIssue(r, "power-typical-only", core::Severity::Warning, "t-typical-only"));
    }

    // "99999999999+1" is no PSU rating: unknown power, no exception, the rack says so.
    void absurdRedundancyTextIsUnknownPower()
    {
        const core::Report r =
            core::analyze(withDevice("t-srv-flex", "r2", 10), test::testCatalog());
        QCOMPARE(r.power.maxW, 13500.0);
        QVERIFY(hasIssue(r, "power-unknown", core::Severity::Warning, "t-srv-flex"));
        QCOMPARE(r.power.racks[1].unknownPowerDevices, 1);
    }

    // default_count 4 wins over the largest listed count (10): 12 + 4 GPUs.
    void defaultCountIsExplicit()
    {
        const core::Report r =
            core::analyze(withDevice("t-srv-flex", "r2", 10), test::testCatalog());
        QCOMPARE(r.gpus, 16);
        QCOMPARE(r.gpuMemoryGb, 832.0 + 4 * 48.0);
    }

    // An impossible count is an error and adds nothing (no overflow from three of them).
    void impossibleGpuCountAddsNothing()
    {
        core::Design d = withDevice("t-srv-flex", "r2", 10, 2000000000);
        for (int i = 0; i < 2; ++i) {
            core::Device more = d.devices.back();
            more.id = "x" + std::to_string(i + 2);
            more.u = 20 + 4 * i;
            d.devices.push_back(more);
        }
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.gpus, 12);
        QVERIFY(hasIssue(r, "gpu-count-invalid", core::Severity::Error, "x1"));
    }

    void rackModelMustBeARack()
    {
        core::Design d = test::sampleDesign();
        d.racks[1].model = "t-srv-8u";
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(hasIssue(r, "not-a-rack", core::Severity::Error, "r2"));
        QCOMPARE(r.power.racks[1].uTotal, 0);
        QCOMPARE(r.power.racks[1].weightKg, 30.0); // the 2U server only, no "rack" weight
        // A model that is not a rack adds no weight, and is not counted as one of unknown weight.
        QCOMPARE(r.power.racks[1].unknownWeightItems, 0);
    }

    // A pile of devices at one U: one overlap per device, not one per pair.
    void overlapsAreReportedOncePerDevice()
    {
        core::Design d = test::sampleDesign();
        for (int i = 0; i < 50; ++i) {
            core::Device s;
            s.id = "p" + std::to_string(i);
            s.model = "t-srv-2u";
            s.rack = "r2";
            s.u = 10;
            s.name = s.id;
            d.devices.push_back(s);
        }
        const core::Report r = core::analyze(d, test::testCatalog());
        const auto overlaps =
            std::count_if(r.issues.begin(), r.issues.end(),
                          [](const core::Issue& i) { return i.code == "overlap"; });
        QCOMPARE(overlaps, 49);
    }

    void reportJsonHasContractKeys()
    {
        const core::Json j =
            core::reportToJson(core::analyze(test::sampleDesign(), test::testCatalog()));
        for (const char* key :
             {"servers", "gpus", "gpu_memory_gb", "racks", "power", "bom", "issues"})
            QVERIFY2(j.contains(key), key);
        for (const char* key : {"max_kw", "typical_kw", "heat_btu_per_h", "per_rack"})
            QVERIFY2(j["power"].contains(key), key);
        for (const char* key : {"rack", "max_kw", "typical_kw", "heat_btu_per_h", "u_used",
                                "u_total", "weight_kg", "cooling"})
            QVERIFY2(j["power"]["per_rack"][0].contains(key), key);
        for (const char* key : {"lines", "total", "currency"})
            QVERIFY2(j["bom"].contains(key), key);
        for (const char* key : {"severity", "code", "message", "object"})
            QVERIFY2(j["issues"][0].contains(key), key);
        QCOMPARE(j["power"]["max_kw"].get<double>(), 13.5);
    }
};

QObject* makeAnalysisTests()
{
    return new AnalysisTests;
}

#include "tst_analysis.moc"
