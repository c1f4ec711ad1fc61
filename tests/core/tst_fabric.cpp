// Fabrics in a design (issue 6): the file keys, device ports with NICs and breakout, cable
// choice, the generator as one undoable edit and the fabric read back from links (the checks
// on broken designs and the exports are in tst_fabric_checks.cpp). Expected figures by hand from
// tests/data/test-catalog.json: t-srv-8u has 8 x 400G OSFP compute ports and 8 GPUs, t-sw-1u
// 32 x 400G fabric ports (1 port per cage), t-sw-800 16 x 800G, t-srv-bare 4 GPUs and no NIC.
#include "analysis/analyze.h"
#include "analysis/fabric/cable_choice.h"
#include "analysis/fabric/fabric_generator.h"
#include "analysis/fabric/fabric_report.h"
#include "edit/edit_factory.h"
#include "fabric_fixtures.h"
#include "find_issue.h"
#include "io/file/design_file.h"
#include "io/load_error.h"
#include "model/device_ports.h"
#include "test_catalog.h"

#include <QTest>

#include <cstdio>
#include <map>
#include <set>

using namespace cd;
using core::Design;

namespace {

using test::errors;
using test::generated;
using test::request;
using test::servers;

core::DevicePort port(double gbps, const char* connector, int portsInCage)
{
    core::DevicePort p;
    p.name = "x1";
    p.speedGbps = gbps;
    p.connector = connector;
    p.portsInCage = portsInCage;
    return p;
}

} // namespace

class FabricTests : public QObject
{
    Q_OBJECT

private slots:
    void fileKeysRoundTrip()
    {
        Design d = test::sampleDesign();
        d.networks.push_back({"compute", "Compute fabric", core::NetworkKind::Compute, "ib-ndr",
                              "t-sw-1u", 8, "2:1", core::Json{{"future", 1}}});
        d.devices[1].network = "compute";
        d.devices[1].portSplit = 2;
        d.devices[2].nics = {{"t-nic-400", 2}};
        d.links[0].network = "compute";
        d.links[0].opticA = "opt-a";
        d.links[0].opticB = "opt-b";
        const std::string text = core::serializeDesign(d);
        const Design back = core::parseDesign(text, "mem.cluster.json");
        QCOMPARE(core::serializeDesign(back), text);
        QCOMPARE(back.networks.size(), std::size_t(1));
        QCOMPARE(back.networks[0].oversubscription, std::string("2:1"));
        QCOMPARE(back.devices[2].nics[0].count, 2);
        QCOMPARE(back.devices[1].portSplit, 2);
        QCOMPARE(back.links[0].opticB, std::string("opt-b"));
        QVERIFY(text.find("\"future\": 1") != std::string::npos);
    }

    void badNetworkKeysNameThePath()
    {
        const std::string base = R"({"format":"cluster-designer","schema_version":1,"name":"x",
            "networks":[{"id":"n","kind":"compute","transport":"%s","oversubscription":"%s"}]})";
        const auto load = [&](const char* transport, const char* ratio) -> std::string {
            char text[512];
            std::snprintf(text, sizeof text, base.c_str(), transport, ratio);
            try {
                core::parseDesign(text, "bad.cluster.json");
            } catch (const core::LoadError& e) {
                return e.what();
            }
            return {};
        };
        QVERIFY(load("ib-ndr", "1:1").empty());
        const std::string transport = load("infiniband", "1:1");
        QVERIFY2(transport.find("networks[0].transport") != std::string::npos, transport.c_str());
        const std::string ratio = load("ib-ndr", "2-1");
        QVERIFY2(ratio.find("networks[0].oversubscription") != std::string::npos, ratio.c_str());
    }

    void portsOfNicsAndBreakout()
    {
        const auto& cat = test::testCatalog();
        core::Device bare;
        bare.model = "t-srv-bare";
        bare.nics = {{"t-nic-400", 3}};
        const auto nicPorts = core::devicePorts(bare, cat.find(bare.model), cat);
        QCOMPARE(nicPorts.size(), std::size_t(3));
        QCOMPARE(nicPorts[2].name, std::string("nic3"));
        QCOMPARE(nicPorts[2].role, std::string("compute"));
        QCOMPARE(nicPorts[2].nicModel, std::string("t-nic-400"));

        core::Device sw;
        sw.model = "t-sw-800";
        sw.portSplit = 2;
        const auto split = core::devicePorts(sw, cat.find(sw.model), cat);
        // 16 x 800G -> 32 x 400G, two per cage.
        QCOMPARE(split.size(), std::size_t(32));
        QCOMPARE(split[3].name, std::string("swp2s1"));
        QCOMPARE(split[3].speedGbps, 400.0);
        QCOMPARE(split[3].cage, 1);
        QCOMPARE(split[3].portsInCage, 2);
        QVERIFY(core::findDevicePort(sw, cat.find(sw.model), cat, "swp16s1"));
        QVERIFY(!core::findDevicePort(sw, cat.find(sw.model), cat, "swp16"));

        // A server's 400G OSFP compute ports pair up in twin-port cages: ib3 and ib4 share one.
        core::Device srv;
        srv.model = "t-srv-8u";
        const auto ib4 = core::findDevicePort(srv, cat.find(srv.model), cat, "ib4");
        QVERIFY(ib4);
        QCOMPARE(ib4->cage, 1);
        QCOMPARE(ib4->portsInCage, 2);
    }

    void cableChoiceByLengthAndEnds()
    {
        using core::cabling::chooseCable;
        auto twin = port(400, "OSFP", 2);
        twin.role = "fabric"; // a switch's cage
        const auto single = port(400, "OSFP", 1);
        const auto qsfp = port(400, "QSFP112", 1);
        // 1.8 m run -> 2 m, twin to twin: passive DAC (2 m reach, S09).
        auto c = chooseCable(1.8, twin, twin);
        QCOMPARE(c.cable, std::string("nvidia-mcp4y10-dac-800g"));
        QCOMPARE(c.lengthM, 2.0);
        QVERIFY(c.opticA.empty());
        // Same ends, but the cage's other port goes elsewhere: optics.
        c = chooseCable(1.8, twin, twin, false);
        QCOMPARE(c.opticA, std::string("nvidia-mma4z00-ns"));
        // 4.5 m -> 5 m: active copper (5 m).
        QCOMPARE(chooseCable(4.5, twin, twin).cable, std::string("nvidia-mca4j80-acc-800g"));
        // Twin switch cage to single-port node at 2.5 m: the splitter DAC (3 m reach).
        QCOMPARE(chooseCable(2.5, twin, single).cable,
                 std::string("nvidia-mcp7y00-dac-800g-2x400g"));
        // 20 m: multimode fibre with SR4 optics at each end, by the end's cage.
        c = chooseCable(20, twin, single);
        QCOMPARE(c.cable, std::string("nvidia-mfp7e10-mpo12apc-mm"));
        QCOMPARE(c.opticA, std::string("nvidia-mma4z00-ns"));
        QCOMPARE(c.opticB, std::string("nvidia-mma4z00-ns400"));
        // A DGX H100's twin-port cage at the other end takes the flat-top twin, the switch the
        // finned one (SuperPOD RA Table 8).
        auto dgxCage = port(400, "OSFP", 2);
        dgxCage.role = "compute";
        c = chooseCable(20, twin, dgxCage);
        QCOMPARE(c.opticA, std::string("nvidia-mma4z00-ns"));
        QCOMPARE(c.opticB, std::string("nvidia-mma4z00-ns-flt"));
        // 60 m: beyond SR4's 50 m, single-mode DR4; the catalog has no QSFP112 DR4.
        c = chooseCable(60, twin, qsfp);
        QCOMPARE(c.cable, std::string("nvidia-mfp7e30-mpo12apc-sm"));
        QCOMPARE(c.opticA, std::string("nvidia-mms4x00-ns"));
        QVERIFY(c.opticB.empty());
        QVERIFY(!c.problem.empty());
        // 200G at 20 m: an AOC (100 m reach).
        QCOMPARE(chooseCable(20, port(200, "QSFP56", 1), port(200, "QSFP56", 1)).cable,
                 std::string("nvidia-mfs1s00-aoc-200g"));
    }

    void longRunsTakeSwitchToSwitchOptics()
    {
        using core::cabling::chooseCable;
        auto twin = port(400, "OSFP", 2);
        twin.role = "fabric"; // a switch's cage
        const auto single = port(400, "OSFP", 1);
        // 243 m between twin-port switch cages: past NVIDIA's 100 m fibres (NET-07), a trunk
        // made to length in 10 m steps (250 m) with the 500 m DR4 MMS4X00-NM at both ends (NET-08).
        auto c = chooseCable(243, twin, twin);
        QCOMPARE(c.lengthM, 250.0);
        QCOMPARE(c.cable, std::string("generic-os2-mpo12apc-trunk"));
        QCOMPARE(c.opticA, std::string("nvidia-mms4x00-nm"));
        QCOMPARE(c.opticB, std::string("nvidia-mms4x00-nm"));
        QVERIFY(c.problem.empty());
        // 800 m: beyond DR4's 500 m, the 2 km FR4 MMS4X50-NM over duplex LC (NET-09).
        c = chooseCable(800, twin, twin);
        QCOMPARE(c.cable, std::string("generic-os2-lc-duplex"));
        QCOMPARE(c.opticA, std::string("nvidia-mms4x50-nm"));
        QVERIFY(c.problem.empty());
        // A single-port node end reaches only 100 m with these optics (NET-08).
        c = chooseCable(150, twin, single);
        QVERIFY(c.cable.empty());
        QVERIFY(!c.problem.empty());
        // XDR (MMS4A00, 500 m) on NVIDIA's MFP7E30 to 100 m (NET-07), a trunk beyond: a 2,048-node
        // DGX B300 hall had 8,280 spine-to-core runs of 110-150 m on the 100 m fibre.
        const auto xdr = port(800, "OSFP", 2);
        QCOMPARE(chooseCable(90, xdr, xdr).cable, std::string("nvidia-mfp7e30-mpo12apc-sm"));
        c = chooseCable(143, xdr, xdr);
        QVERIFY(c.lengthM == 150 && c.opticA == std::string("nvidia-mms4a00") && c.problem.empty());
        QCOMPARE(c.cable, std::string("generic-os2-mpo12apc-trunk"));
        // Past FR4's 2 km, and XDR past its 500 m: nothing in the catalog, said so.
        QVERIFY(!chooseCable(2500, twin, twin).problem.empty());
        QVERIFY(!chooseCable(600, port(800, "OSFP", 2), port(800, "OSFP", 2)).problem.empty());
    }

    void placesSwitchesBesideTheirNodes()
    {
        // 256 nodes, four a rack and one rack a row: a hall 64 rows (154 m) deep. t-sw-1u (32
        // ports) at 1:1: SUs of 16 nodes (4 rows), 16 SUs x 8 rails = 128 leaves > 32 ports:
        // three tiers, pods of 16 / 8 = 2 SUs (32 nodes, 8 rows), 16 spines a pod, 64 cores.
        Design hall = servers(256);
        for (std::size_t i = 0; i < hall.racks.size(); ++i) {
            hall.racks[i].row = int(i);
            hall.racks[i].position = 0;
        }
        core::GeneratedFabric g;
        const Design d = generated(hall, request(), &g);
        QCOMPARE(g.tree.tiers, 3);
        QCOMPARE(g.tree.pods, 8);
        QCOMPARE(g.tree.cores, 64);
        // The middle node of SU s is 16s + 7, in rack 4s + 1; of pod p 32p + 15, in rack 8p + 3;
        // of the hall 127, in rack 31: each switch at the end of that row (position 1 on).
        int checked = 0;
        for (const core::Device& dev : d.devices) {
            if (dev.network != "compute")
                continue;
            const core::Rack* rack = d.findRack(dev.rack);
            QVERIFY(rack);
            QVERIFY(rack->position >= 1);
            int s = 0, p = 0, r = 0;
            if (std::sscanf(dev.name.c_str(), "compute-leaf-su%d-r%d", &s, &r) == 2)
                QCOMPARE(rack->row, 4 * (s - 1) + 1);
            else if (std::sscanf(dev.name.c_str(), "compute-spine-p%d-%d", &p, &r) == 2)
                QCOMPARE(rack->row, 8 * (p - 1) + 3);
            else
                QCOMPARE(rack->row, 31);
            ++checked;
        }
        QCOMPARE(checked, 128 + 128 + 64);
        // The farthest run, a core (row 31) to a spine of pod 0 (row 3), is 28 rows = 67 m
        // along the floor, within the 100 m of DR4; with every switch in a row behind the hall
        // (row 64), gpu1's runs to its leaves were 64 x 2.4 = 154 m.
        for (const core::Link& l : d.links)
            QVERIFY2(l.lengthM && *l.lengthM <= 100, l.id.c_str());
    }

    void generatesTwoTiersByHand()
    {
        // 20 nodes x 8 rails on 32-port switches at 1:1: 16 down / 16 up per leaf, 2 SUs of
        // 16 nodes -> 16 leaves. Spines: smallest n dividing 16 with 16 x (16 / n) <= 32 ->
        // n = 8, each leaf sends 2 links to each spine. Links: 20 x 8 = 160 node-leaf,
        // 16 x 16 = 256 leaf-spine.
        core::GeneratedFabric g;
        const Design before = servers(20);
        const Design d = generated(before, request(), &g);
        QCOMPARE(g.tree.leaves, 16);
        QCOMPARE(g.tree.spines, 8);
        QCOMPARE(g.addedSwitches, 24);
        QCOMPARE(g.addedLinks, 416);
        QCOMPARE(int(d.links.size()), 416);
        // 24 switches of 1U, 1.5 kW: (42 - 2) / 1 = 40 per rack by units, 30 kW / 1.5 kW = 20
        // by air -> 2 racks, at the end of the nodes' one row (racks 0-4): positions 5 and 6.
        QCOMPARE(g.addedRacks, 2);
        QCOMPARE(d.racks.back().row, 0);
        QCOMPARE(d.racks.back().position, 6);

        // Node 17 (index 16) is the first of SU 2: its rail 3 goes to leaf su2-r3, port p1.
        const core::Link* l = nullptr;
        for (const core::Link& x : d.links)
            if (x.a.device == "d17" && x.a.port == "ib3")
                l = &x;
        QVERIFY(l);
        QCOMPARE(d.findDevice(l->b.device)->name, std::string("compute-leaf-su2-r3"));
        QCOMPARE(l->b.port, std::string("p1"));

        // Read back from the links alone: same tiers and counts, every port used once.
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(errors(r), 0);
        const core::NetworkReport* n = r.fabric.find("compute");
        QVERIFY(n);
        QCOMPARE(n->tiers, 2);
        QCOMPARE(n->leaves, 16);
        QCOMPARE(n->spines, 8);
        QCOMPARE(n->nodes, 20);
        QCOMPARE(n->nodeLeafLinks, std::int64_t(160));
        QCOMPARE(n->leafSpineLinks, std::int64_t(256));
        QCOMPARE(n->nodePortsCabled, 160);
        // SU 2's leaves carry 4 nodes on 16 uplinks: 0.25; SU 1's 16 on 16: 1.0 is the worst.
        QCOMPARE(n->leafOversubscription, 1.0);
        QVERIFY(!test::findIssue(r, "fabric-oversubscribed"));
        QVERIFY(!test::findIssue(r, "fabric-node-unconnected"));
        // Transport from a non-InfiniBand switch at the nodes' 400G.
        QCOMPARE(d.networks.at(0).transport, std::string("roce-400g"));
    }

    void generationIsOneUndoStep()
    {
        Design d = servers(6);
        const std::string before = core::serializeDesign(d);
        core::edits::Result r = core::edits::generateFabric(d, test::testCatalog(), request());
        QVERIFY(r);
        core::EditPtr undo = r.edit->apply(d);
        const std::string after = core::serializeDesign(d);
        QVERIFY(after != before);
        core::EditPtr redo = undo->apply(d);
        QCOMPARE(core::serializeDesign(d), before);
        redo->apply(d);
        QCOMPARE(core::serializeDesign(d), after);
    }

    void regeneratingReplacesTheNetwork()
    {
        // First 1:1 for 16 nodes: one SU of 8 leaves (16 down, 16 up each) = 128 node links and
        // 8 x 16 = 128 uplinks. Then 2:1: leaf up = ceil(32 x 1 / 3) = 11, down 21, one SU ->
        // 8 leaves; spines: n | 11 with 8 x (11 / n) <= 32 -> n = 11.
        Design d = generated(servers(16), request());
        const std::size_t racksBefore = d.racks.size();
        core::GeneratedFabric g;
        d = generated(d, request("t-sw-1u", "2:1"), &g);
        QCOMPARE(g.tree.leafDown, 21);
        QCOMPARE(g.tree.spines, 11);
        QCOMPARE(g.removedLinks, 16 * 8 + 8 * 16);
        QCOMPARE(int(d.links.size()), 16 * 8 + 8 * 11);
        int switches = 0;
        for (const core::Device& dev : d.devices)
            switches += dev.network == std::string("compute") ? 1 : 0;
        QCOMPARE(switches, 8 + 11);
        // The old network rack went with its switches; one new one took its place.
        QCOMPARE(d.racks.size(), racksBefore);
        QCOMPARE(d.networks.size(), std::size_t(1));
        QCOMPARE(d.networks[0].oversubscription, std::string("2:1"));
        // 16 nodes on 11 uplinks: 16 / 11 = 1.45 <= 2.
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(qAbs(r.fabric.find("compute")->leafOversubscription - 16.0 / 11) < 1e-9);
        QVERIFY(!test::findIssue(r, "fabric-oversubscribed"));
    }

    void fitsNicsAndBreaksOutPorts()
    {
        // 10 bare servers get 4 x t-nic-400 each; 800G switch ports split in two 400G ports:
        // radix 32 as above -> 16 down, 1 SU, 4 leaves; spines n | 16 with 4 x 16 / n <= 32 ->
        // n = 2.
        core::FabricRequest req = request("t-sw-800");
        req.nicModel = "t-nic-400";
        req.rails = 4;
        core::GeneratedFabric g;
        const Design d = generated(servers(10, "t-srv-bare", 4), req, &g);
        QVERIFY(g.ok());
        QCOMPARE(g.fittedNodes, 10);
        QCOMPARE(g.tree.leaves, 4);
        QCOMPARE(g.tree.spines, 2);
        QCOMPARE(d.findDevice("d1")->nics.at(0).count, 4);
        const core::Device* leaf = nullptr;
        for (const core::Device& dev : d.devices)
            if (dev.name == "compute-leaf-su1-r1")
                leaf = &dev;
        QVERIFY(leaf);
        QCOMPARE(leaf->portSplit, 2);
        const core::Report r = core::analyze(d, test::testCatalog());
        QCOMPARE(errors(r), 0);
        QVERIFY(!test::findIssue(r, "mixed-speed"));
        // Each node: 4 GPUs on 4 NICs, so no NIC-per-GPU warning.
        QVERIFY(!test::findIssue(r, "fabric-nics-per-gpu"));
        // The NICs are BOM lines: 10 x 4.
        int nics = 0;
        for (const core::BomLine& line : r.bom.lines)
            if (line.part == "t-nic-400")
                nics = line.quantity;
        QCOMPARE(nics, 40);
    }

    void refusesWhatItCannotBuild()
    {
        const auto& cat = test::testCatalog();
        // Bare servers and no NIC to fit.
        auto r = core::edits::generateFabric(servers(2, "t-srv-bare", 4), cat, request());
        QVERIFY(!r);
        QVERIFY2(r.error.find("no compute ports") != std::string::npos, r.error.c_str());
        // A port already taken by a hand-made link is not taken over.
        Design d = servers(2);
        d.devices.push_back({"sw", "t-sw-1u", {}, {}, "r1", 40, core::Face::Front, "handmade"});
        d.links.push_back({"l1", {"d2", "ib5"}, {"sw", "p1"}, "", std::nullopt});
        r = core::edits::generateFabric(d, cat, request());
        QVERIFY(!r);
        QVERIFY2(r.error.find("gpu2 port ib5 is already linked") != std::string::npos,
                 r.error.c_str());
        // 800G switch ports cannot serve 100G node ports (neither equal nor 2- or 4-way).
        Design small = servers(1, "t-srv-2u", 2);
        r = core::edits::generateFabric(small, cat, request("t-sw-800"));
        QVERIFY(!r);
        QVERIFY(!core::edits::generateFabric(servers(2), cat, request("t-srv-8u")));
    }
};

QObject* makeFabricTests()
{
    return new FabricTests;
}

#include "tst_fabric.moc"
