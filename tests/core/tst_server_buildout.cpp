// Issue 23, item 1: a server's build-out. tests/data/test-catalog.json's t-bo-node (6U, 10,000 W
// published maximum, USD 100,000, 8 x t-gpu-a of 80 GB) has the reference configuration
// 2 x t-cpu-a (300 W, USD 5,000, 8 memory channels), 32 x t-dimm-64 (64 GB, 10 W, USD 500) and
// 2 x t-nvme (20 W, no price). Every expected figure is worked by hand beside its check.
#include "analysis/analyze.h"
#include "analysis/design/buildout_checks.h"
#include "buildout_fixture.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "io/load_error.h"
#include "model/buildout_figures.h"
#include "model/design_catalog.h"
#include "model/ports_by_role.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

core::Design memoryOnFirst(const core::Design& d, const std::string& part, int count)
{
    return test::withEdit(
        d, core::edits::setBuildout(d, test::testCatalog(), {"n1"}, {{"memory", {part, count}}}));
}

int count(const core::Issues& issues, const std::string& code)
{
    return int(std::count_if(issues.begin(), issues.end(),
                             [&](const core::Issue& i) { return i.code == code; }));
}

} // namespace

class ServerBuildoutTests : public QObject
{
    Q_OBJECT

private slots:
    // The reference configuration is in the server price and the published maximum: each
    // server line is followed by its three slots at 0, and nothing moves.
    void referenceIsInTheServerPrice()
    {
        const core::Report r = core::analyze(test::twoNodes(), test::testCatalog());
        QCOMPARE(r.power.maxW, 20000.0); // 2 x 10,000 W
        QCOMPARE(r.bom.total, 200000.0); // 2 x USD 100,000 (t-gpu-a has no price)
        const auto server = std::find_if(r.bom.lines.begin(), r.bom.lines.end(),
                                         [](const core::BomLine& l) { return l.kind == "server"; });
        QVERIFY(server != r.bom.lines.end());
        QCOMPARE(server->quantity, 2);
        for (int i = 1; i <= 3; ++i) {
            QVERIFY((server + i)->option);
            QCOMPARE((server + i)->quantity, 2);
            QCOMPARE(*(server + i)->total, 0.0);
        }
        QCOMPARE((server + 2)->part, std::string("t-dimm-64"));
        QCOMPARE((server + 2)->partNumber, std::string("TD-64"));
        QVERIFY(QString::fromStdString((server + 2)->description)
                    .contains("- 32 x Test DIMM 64 GB each"));
    }

    // Half the DIMMs on one node: 16 x 10 W = 160 W less power, 16 x USD 500 = USD 8,000 less,
    // in a line of its own; undo restores both.
    void fewerDimmsLowerPowerAndPrice()
    {
        const core::Design before = test::twoNodes();
        auto r = core::edits::setBuildout(before, test::testCatalog(), {"n1"},
                                          {{"memory", {"t-dimm-64", 16}}});
        QVERIFY2(r, r.error.c_str());
        core::Design after = before;
        core::EditPtr undo = r.edit->apply(after);
        QCOMPARE(after.devices[0].buildout.at("memory").count, 16);
        const core::Report changed = core::analyze(after, test::testCatalog());
        QCOMPARE(changed.power.maxW, 20000.0 - 160.0);
        QCOMPARE(changed.bom.total, 200000.0 - 8000.0);
        const auto servers =
            std::count_if(changed.bom.lines.begin(), changed.bom.lines.end(),
                          [](const core::BomLine& l) { return l.kind == "server" && !l.option; });
        QCOMPARE(servers, 2L); // the reference node and the changed one
        undo->apply(after);
        QVERIFY(after.devices == before.devices);
        QCOMPARE(core::analyze(after, test::testCatalog()).power.maxW, 20000.0);
    }

    // CPU B on both: 2 x 350 - 2 x 300 = +100 W and 2 x 7,000 - 2 x 5,000 = +USD 4,000 each.
    void fasterCpusRaisePowerAndPrice()
    {
        const core::Design d = test::withEdit(
            test::twoNodes(), core::edits::setBuildout(test::twoNodes(), test::testCatalog(),
                                                       {"n1", "n2"}, {{"cpu", {"t-cpu-b", 2}}}));
        const core::BuildoutFigures f = core::buildoutFigures(
            d.devices[0], *test::testCatalog().find("t-bo-node"), test::testCatalog());
        QCOMPARE(f.powerDeltaW, 100.0);
        QCOMPARE(*f.slotFigures[0].priceDelta, 4000.0);
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.power.maxW, 20200.0);
        QCOMPARE(r.bom.total, 208000.0);
    }

    // Two more drives: +40 W, but no price for the drive, so the line is unpriced.
    void unpricedDrivesLeaveTheLineUnpriced()
    {
        const core::Design d = test::withEdit(
            test::twoNodes(), core::edits::setBuildout(test::twoNodes(), test::testCatalog(),
                                                       {"n2"}, {{"data", {"t-nvme", 4}}}));
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.power.maxW, 20040.0);
        const core::Report ref = core::analyze(test::twoNodes(), test::testCatalog());
        QCOMPARE(r.bom.unpricedLines, ref.bom.unpricedLines + 1);
    }

    // 24 DIMMs on 2 CPUs of 8 channels (16 channels): not a multiple, so refused; a file that
    // says so loads and shows the error.
    // t-nvme-15 publishes no power: a server fitted with it says its draw leaves the change
    // out (the 2 x 20 W of the reference drives stay in the 10,000 W figure); the reference
    // server says nothing.
    void unknownPartPowerIsSaid()
    {
        core::Design d = test::twoNodes();
        d = test::withEdit(d, core::edits::setBuildout(d, test::testCatalog(), {"n1"},
                                                       {{"data", {"t-nvme-15", 4}}}));
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(count(r.issues, "buildout-power-unknown"), 1);
        const auto it = std::find_if(r.issues.begin(), r.issues.end(), [](const core::Issue& i) {
            return i.code == "buildout-power-unknown";
        });
        QCOMPARE(it->object, std::string("n1"));
        QVERIFY(it->severity == core::Severity::Info);
        QVERIFY2(it->message.find("Test NVMe 15.36 TB (Data drives)") != std::string::npos,
                 it->message.c_str());
    }

    // t-srv-8u has 8 x 400G compute ports and a 1G BMC port built in; 2 fitted t-nic-400 (one
    // 400G compute port each) make a line of their own, after the built-in compute ports and
    // before the BMC, whatever order the ports come in.
    void portsAreListedByRole()
    {
        core::Device d;
        d.model = "t-srv-8u";
        d.nics = {{"t-nic-400", 2}};
        const auto roles =
            core::portsByRole(d, test::testCatalog().find("t-srv-8u"), test::testCatalog());
        QCOMPARE(roles.size(), std::size_t(3));
        QCOMPARE(roles[0].role, std::string("compute"));
        QCOMPARE(roles[0].ports, 8);
        QVERIFY(roles[0].nicModel.empty());
        QCOMPARE(roles[1].nicModel, std::string("t-nic-400"));
        QCOMPARE(roles[1].ports, 2);
        QCOMPARE(roles[1].cards, 2);
        QCOMPARE(roles[1].speedGbps, 400.0);
        QCOMPARE(roles[2].role, std::string("oob"));
        QCOMPARE(core::portRoleTitle(roles[2].role), std::string("BMC"));
        QCOMPARE(roles[2].ports, 1);
    }

    void unbalancedMemoryIsAnError()
    {
        const core::Design d = test::twoNodes();
        auto r = core::edits::setBuildout(d, test::testCatalog(), {"n1"},
                                          {{"memory", {"t-dimm-64", 24}}});
        QVERIFY(!r);
        QCOMPARE(r.code, std::string("buildout-unbalanced-memory"));
        QVERIFY(QString::fromStdString(r.error).contains("multiple of 16"));
        core::Design loaded = d;
        loaded.devices[0].buildout["memory"] = {"t-dimm-64", 24};
        const core::Report report = core::analyze(loaded, test::testCatalog());
        QCOMPARE(count(report.issues, "buildout-unbalanced-memory"), 1);
    }

    // A part the slot does not list and a count past the slots are refused by name.
    void choicesOutsideTheCatalogAreRefused()
    {
        const core::Design d = test::twoNodes();
        auto wrongPart =
            core::edits::setBuildout(d, test::testCatalog(), {"n1"}, {{"memory", {"t-cpu-a", 32}}});
        QCOMPARE(wrongPart.code, std::string("buildout-invalid"));
        auto tooMany = core::edits::setBuildout(d, test::testCatalog(), {"n1"},
                                                {{"memory", {"t-dimm-64", 48}}});
        QCOMPARE(tooMany.code, std::string("buildout-invalid"));
        QVERIFY(QString::fromStdString(tooMany.error).contains("8 to 32"));
        auto noSlot =
            core::edits::setBuildout(d, test::testCatalog(), {"n1"}, {{"gpu", {"t-cpu-a", 1}}});
        QCOMPARE(noSlot.code, std::string("buildout-invalid"));
        auto asIs = core::edits::setBuildout(d, test::testCatalog(), {"n1"},
                                             {{"memory", {"t-dimm-64", 32}}});
        QCOMPARE(asIs.code, std::string("no-change"));
    }

    // 8 x 80 GB = 640 GB of GPU memory: 32 x 16 GB = 512 GB is less (a warning), 32 x 64 GB =
    // 2,048 GB is not.
    void lessHostThanGpuMemoryIsAWarning()
    {
        const core::Design small = memoryOnFirst(test::twoNodes(), "t-dimm-16", 32);
        const core::CatalogItem& node = *test::testCatalog().find("t-bo-node");
        QCOMPARE(*core::hostMemoryGb(small.devices[0], node, test::testCatalog()), 512.0);
        QCOMPARE(core::gpuMemoryGb(small.devices[0], node, test::testCatalog()), 640.0);
        const core::Report r = core::analyze(small, test::testCatalog());
        QCOMPARE(count(r.issues, "buildout-memory-per-gpu"), 1);
        const auto it = std::find_if(r.issues.begin(), r.issues.end(), [](const core::Issue& i) {
            return i.code == "buildout-memory-per-gpu";
        });
        QVERIFY(it->severity == core::Severity::Warning);
        QCOMPARE(it->object, std::string("n1"));
        QCOMPARE(count(core::analyze(test::twoNodes(), test::testCatalog()).issues,
                       "buildout-memory-per-gpu"),
                 0);
    }

    // A second edit changes only the slot it names: the memory of the first stays.
    void editsMergeSlotBySlot()
    {
        const core::Design d = memoryOnFirst(test::twoNodes(), "t-dimm-64", 16);
        const core::Design both = test::withEdit(
            d, core::edits::setBuildout(d, test::testCatalog(), {"n1"}, {{"cpu", {"t-cpu-b", 2}}}));
        QCOMPARE(both.devices[0].buildout.size(), std::size_t(2));
        QCOMPARE(both.devices[0].buildout.at("memory").count, 16);
    }

    // A build-out the chassis cannot take: the device still moves, gets a BOM line of its own
    // (not the reference one's), and a chassis without a build-out reports stored choices,
    // which an empty edit clears.
    void invalidBuildoutsStayEditableAndApart()
    {
        core::Design d = test::twoNodes();
        d.devices[0].buildout["memory"] = {"t-cpu-a", 32};
        core::Device moved = d.devices[0];
        moved.u = 20;
        QVERIFY(core::edits::updateDevice(d, test::testCatalog(), moved));
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(count(r.issues, "buildout-invalid"), 1);
        const auto servers =
            std::count_if(r.bom.lines.begin(), r.bom.lines.end(),
                          [](const core::BomLine& l) { return l.kind == "server" && !l.option; });
        QCOMPARE(servers, 2L);
        core::Design plain = d;
        plain.devices[1].model = "t-srv-bare";
        plain.devices[1].buildout["cpu"] = {"t-cpu-a", 2};
        QCOMPARE(count(core::analyze(plain, test::testCatalog()).issues, "buildout-invalid"), 2);
        const core::Design cleared =
            test::withEdit(plain, core::edits::setBuildout(plain, test::testCatalog(), {"n2"}, {}));
        QVERIFY(cleared.devices[1].buildout.empty());
    }

    // A saved design embeds the components it uses and the references they are measured from.
    void savedDesignsEmbedTheirComponents()
    {
        const core::Design d = memoryOnFirst(test::twoNodes(), "t-dimm-16", 32);
        const std::vector<std::string> ids = core::catalogIdsUsedBy(d, test::testCatalog());
        for (const char* id : {"t-cpu-a", "t-dimm-64", "t-dimm-16", "t-nvme"})
            QVERIFY2(std::find(ids.begin(), ids.end(), id) != ids.end(), id);
        QVERIFY(std::find(ids.begin(), ids.end(), "t-cpu-b") == ids.end()); // offered, not used
    }

    // The design file keeps only the changed slots, and a count past the bounds names its path.
    void fileKeepsTheChoicesAndRefusesAbsurdCounts()
    {
        const core::Design d = memoryOnFirst(test::twoNodes(), "t-dimm-16", 16);
        const std::string text = core::serializeDesign(d);
        const core::Design back = core::parseDesign(text, "b.cluster.json");
        QCOMPARE(back.devices[0].buildout, d.devices[0].buildout);
        QVERIFY(back.devices[1].buildout.empty());
        std::string absurd = text;
        const std::string from = "\"count\":16"; // a device a line, without spaces
        absurd.replace(absurd.find(from), from.size(), "\"count\":1000000000");
        try {
            core::parseDesign(absurd, "b.cluster.json");
            QFAIL("a billion DIMMs loaded");
        } catch (const core::LoadError& e) {
            QVERIFY2(QString(e.what()).contains("buildout.memory.count"), e.what());
        }
    }
    // t-psu-node publishes no maximum: its limit is the 3 of its 3+3 x 3,000 W PSUs that must
    // carry it, 9,000 W. Its build-out's PSUs move that limit, the PSU report and the cords.
    void psusSetTheLimitTheReportAndTheCords()
    {
        core::Design d = test::twoNodes();
        d.devices[0].model = d.devices[1].model = "t-psu-node";
        const core::Report ref = core::analyze(d, test::testCatalog());
        QCOMPARE(ref.psu.devices.size(), std::size_t(2));
        QCOMPARE(ref.psu.devices[0].capacityW, 3 * 3000.0);
        QCOMPARE(ref.psu.devices[0].maxW, 9000.0);
        // Six 2,000 W PSUs, still 3+3: 3 x 2,000 = 6,000 W, for the limit and the report.
        d = test::withEdit(d, core::edits::setBuildout(d, test::testCatalog(), {"n1"},
                                                       {{"psu", {"t-psu-2000", 6}}}));
        core::Report r = core::analyze(d, test::testCatalog());
        const core::DevicePsu& smaller = r.psu.devices[0];
        QCOMPARE(smaller.ratingW, 2000.0);
        QCOMPARE(smaller.maxW, 3 * 2000.0);
        QCOMPARE(smaller.redundancy, std::string("3+3"));
        QCOMPARE(smaller.psuModel, std::string("Test PSU 2000 W"));
        QCOMPARE(r.psu.devices[1].maxW, 9000.0);
        // The nameplate-limit note names each limit: 6,000 W (3 x 2,000 W) and 9,000 W.
        QCOMPARE(count(r.issues, "power-from-psu-rating"), 2);
        QVERIFY(std::any_of(r.issues.begin(), r.issues.end(), [](const core::Issue& i) {
            return i.code == "power-from-psu-rating" &&
                   i.message.find("6000 W") != std::string::npos &&
                   i.message.find("(3+3 x 2000 W)") != std::string::npos;
        }));
        // Four 3,000 W PSUs: the load still needs 3, so 3+1 and the limit stays 9,000 W; 3 x
        // 3,000 W survive one failure, and the device has 4 cords where its neighbour has 6.
        d = test::withEdit(d, core::edits::setBuildout(d, test::testCatalog(), {"n1"},
                                                       {{"psu", {"t-psu-3000", 4}}}));
        r = core::analyze(d, test::testCatalog());
        QCOMPARE(r.psu.devices[0].redundancy, std::string("3+1"));
        QCOMPARE(r.psu.devices[0].maxW, 3 * 3000.0);
        QVERIFY(!r.psu.devices[0].overCapacity);
        QCOMPARE(r.psu.devices[0].onePsuFailedW, 3 * 3000.0);
        const auto& inlets = r.distribution.racks[0].inlets;
        const auto cords = [&](const std::string& id) {
            return std::count_if(inlets.begin(), inlets.end(),
                                 [&](const core::InletLoad& i) { return i.deviceId == id; });
        };
        QCOMPARE(cords("n1"), 4L);
        QCOMPARE(cords("n2"), 6L);
    }
};

QObject* makeServerBuildoutTests()
{
    return new ServerBuildoutTests;
}

#include "tst_server_buildout.moc"
