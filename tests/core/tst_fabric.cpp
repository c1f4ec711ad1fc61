// Fabrics in a design (issue 6): the file keys, device ports with NICs and breakout, cable
// choice, the generator as one undoable edit, the fabric read back from links, every fabric
// check on a broken design, and the Slurm / cabling exports. Expected figures by hand from
// tests/data/test-catalog.json: t-srv-8u has 8 x 400G OSFP compute ports and 8 GPUs, t-sw-1u
// 32 x 400G fabric ports (1 port per cage), t-sw-800 16 x 800G, t-srv-bare 4 GPUs and no NIC.
#include "analysis/analyze.h"
#include "analysis/fabric/cable_choice.h"
#include "analysis/fabric/fabric_generator.h"
#include "analysis/fabric/fabric_report.h"
#include "analysis/fabric/scale_out.h"
#include "edit/edit_factory.h"
#include "find_issue.h"
#include "io/file/design_file.h"
#include "io/report/fabric_exports.h"
#include "io/load_error.h"
#include "model/device_ports.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace cd;
using core::Design;

namespace {

// `nodes` servers of `model`, four to a 42U rack (U1, 9, 17, 25 for 8U), racks side by side.
Design servers(int nodes, const std::string& model = "t-srv-8u", int units = 8)
{
    Design d;
    d.name = "fabric test";
    const int perRack = 4;
    for (int i = 0; i < nodes; ++i) {
        if (i % perRack == 0) {
            const int r = i / perRack;
            d.racks.push_back({"r" + std::to_string(r + 1), "C" + std::to_string(r + 1),
                               "t-rack-42", 0, r, core::Json::object()});
        }
        core::Device dev;
        dev.id = "d" + std::to_string(i + 1);
        dev.model = model;
        dev.rack = d.racks.back().id;
        dev.u = 1 + (i % perRack) * units;
        dev.name = "gpu" + std::to_string(i + 1);
        d.devices.push_back(dev);
    }
    return d;
}

core::FabricRequest request(const std::string& sw = "t-sw-1u", const char* ratio = "1:1")
{
    core::FabricRequest r;
    r.switchModel = sw;
    r.rackModel = "t-rack-42";
    r.oversubscription = *core::parseOversubscription(ratio);
    return r;
}

Design generated(Design d, const core::FabricRequest& req, core::GeneratedFabric* summary = nullptr)
{
    core::edits::Result r = core::edits::generateFabric(d, test::testCatalog(), req, summary);
    if (!r)
        qWarning("%s", r.error.c_str());
    if (r)
        r.edit->apply(d);
    return d;
}

int errors(const core::Report& r)
{
    return r.count(core::Severity::Error);
}

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
        const auto twin = port(400, "OSFP", 2);
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
        // by air -> 2 racks in a new row.
        QCOMPARE(g.addedRacks, 2);
        QCOMPARE(d.racks.back().row, 1);

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

    void checksOnBrokenFabrics()
    {
        const auto& cat = test::testCatalog();
        const Design good = generated(servers(16), request());
        QCOMPARE(errors(core::analyze(good, cat)), 0);
        const auto linkOf = [](const Design& d, const std::string& device, const std::string& p) {
            for (std::size_t i = 0; i < d.links.size(); ++i)
                if (d.links[i].a.device == device && d.links[i].a.port == p)
                    return i;
            return d.links.size();
        };

        // An uncabled node port.
        Design d = good;
        d.links.erase(d.links.begin() + long(linkOf(d, "d3", "ib2")));
        core::Report r = core::analyze(d, cat);
        QVERIFY(test::findIssue(r, "fabric-node-unconnected", "d3"));

        // The same port on two links.
        d = good;
        core::Link twice = d.links[linkOf(d, "d1", "ib1")];
        twice.id = "dup";
        twice.b.port = "p31";
        d.links.push_back(twice);
        QVERIFY(test::findIssue(core::analyze(d, cat), "port-in-use", "dup"));

        // A 400G port to a 1G port.
        d = good;
        d.links[linkOf(d, "d1", "ib1")].b.port = "mgmt1";
        QVERIFY(test::findIssue(core::analyze(d, cat), "mixed-speed"));

        // A cable shorter than the route between the racks: d1 sits in C1, its leaf in the
        // network row 2.4 m behind.
        d = good;
        d.links[linkOf(d, "d1", "ib1")].lengthM = 1.0;
        QVERIFY(test::findIssue(core::analyze(d, cat), "cable-too-short"));

        // A cable longer than its reach: t-dac-3m at 5 m.
        d = good;
        d.links[linkOf(d, "d1", "ib1")].cable = "t-dac-3m";
        d.links[linkOf(d, "d1", "ib1")].lengthM = 5.0;
        QVERIFY(test::findIssue(core::analyze(d, cat), "cable-reach"));

        // Oversubscription as built: drop 12 of one leaf's 16 uplinks -> 16 / 4 = 4:1 > 1:1.
        d = good;
        const std::string leaf = d.findDevice(d.links[linkOf(d, "d1", "ib1")].b.device)->id;
        int dropped = 0;
        for (auto it = d.links.begin(); it != d.links.end() && dropped < 12;)
            if (it->a.device == leaf) {
                it = d.links.erase(it);
                ++dropped;
            } else {
                ++it;
            }
        r = core::analyze(d, cat);
        const core::Issue* over = test::findIssue(r, "fabric-oversubscribed", leaf);
        QVERIFY(over);
        QVERIFY2(over->message.find("4.00:1") != std::string::npos, over->message.c_str());

        // NICs per GPU: a 4-rail network for 8-GPU nodes.
        core::FabricRequest four = request();
        four.rails = 4;
        r = core::analyze(generated(servers(4), four), cat);
        const core::Issue* nics = test::findIssue(r, "fabric-nics-per-gpu");
        QVERIFY(nics);
        QVERIFY2(nics->message.find("8 GPUs on 4 NIC(s)") != std::string::npos,
                 nics->message.c_str());

        // Leaf ports exhausted: 16 nodes fill every leaf (16 down, 16 up); a 17th server
        // linked by one port to a leaf's management port still has 7 compute ports uncabled.
        d = good;
        d.racks.push_back({"rx", "X", "t-rack-42", 0, 9, core::Json::object()});
        d.devices.push_back({"extra", "t-srv-8u", {}, {}, "rx", 1, core::Face::Front, "gpu17"});
        d.links.push_back({"lx",
                           {"extra", "ib1"},
                           {leaf, "mgmt1"},
                           "",
                           std::nullopt,
                           core::Json::object(),
                           std::string("compute")});
        r = core::analyze(d, cat);
        QVERIFY(test::findIssue(r, "fabric-ports-exhausted"));
        QVERIFY(test::findIssue(r, "fabric-node-unconnected", "extra"));

        // A GPU server left off the compute network.
        d = good;
        d.racks.push_back({"rx", "X", "t-rack-42", 0, 9, core::Json::object()});
        d.devices.push_back({"extra", "t-srv-8u", {}, {}, "rx", 1, core::Face::Front, "gpu17"});
        QVERIFY(test::findIssue(core::analyze(d, cat), "fabric-server-unconnected", "extra"));

        // A leaf cut off from every spine.
        d = good;
        d.links.erase(std::remove_if(d.links.begin(), d.links.end(),
                                     [&](const core::Link& l) { return l.a.device == leaf; }),
                      d.links.end());
        QVERIFY(test::findIssue(core::analyze(d, cat), "fabric-leaf-no-uplink", leaf));

        // A fibre link without its transceivers (t-fibre is fibre by its medium).
        d = good;
        d.links[linkOf(d, "d1", "ib1")].cable = "t-fibre";
        d.links[linkOf(d, "d1", "ib1")].opticA.clear();
        QVERIFY(test::findIssue(core::analyze(d, cat), "fabric-missing-optics"));

        // Three tiers (80 nodes = 5 SUs = 40 leaves > 32 ports; pods of 16 / 8 = 2 SUs): a
        // spine losing 12 of its 16 core links is 16 / 4 = 4:1 towards the cores.
        Design big = generated(servers(80), request());
        const core::Report bigReport = core::analyze(big, cat);
        const core::NetworkReport* bigNet = bigReport.fabric.find("compute");
        QVERIFY(bigNet);
        QCOMPARE(bigNet->tiers, 3);
        const std::string spine = bigNet->spineIds.front();
        int cut = 0;
        for (auto it = big.links.begin(); it != big.links.end() && cut < 12;)
            if (it->a.device == spine) {
                it = big.links.erase(it);
                ++cut;
            } else {
                ++it;
            }
        const core::Issue* spineOver =
            test::findIssue(core::analyze(big, cat), "fabric-spine-oversubscribed", spine);
        QVERIFY(spineOver);
        QVERIFY2(spineOver->message.find("4.00:1") != std::string::npos,
                 spineOver->message.c_str());

        // An Ethernet switch in a network declared InfiniBand.
        d = good;
        d.networks[0].transport = "ib-ndr";
        QVERIFY(test::findIssue(core::analyze(d, cat), "fabric-type-mismatch"));

        // A link naming a network the design does not define.
        d = good;
        d.links[0].network = "storage";
        QVERIFY(test::findIssue(core::analyze(d, cat), "unknown-network"));
    }

    void scaleOutForTheThroughputModel()
    {
        const auto& cat = test::testCatalog();
        const Design d = generated(servers(6), request());
        const core::NodeScaleOut s = core::nodeScaleOut(d, cat);
        QCOMPARE(s.server, std::string("t-srv-8u"));
        QCOMPARE(s.nodes, 6);
        QCOMPARE(s.gpusPerNode, 8);
        QCOMPARE(s.nicsPerNode, 8);
        QCOMPARE(s.gbpsPerNic, 400.0);
        QCOMPARE(s.transport, std::string("roce-400g"));
        QVERIFY(s.fromNetwork);
        // Without a network: the ports say 400G; "ib" ports are taken as InfiniBand.
        const core::NodeScaleOut bare = core::nodeScaleOut(servers(2), cat);
        QCOMPARE(bare.transport, std::string("ib-ndr"));
        QVERIFY(!bare.fromNetwork);
    }

    void exportsSlurmTopologyAndCabling()
    {
        const auto& cat = test::testCatalog();
        const Design d = generated(servers(20), request());
        const core::Report r = core::analyze(d, cat);
        const std::string topo = core::slurmTopology(d, r.fabric);
        // Two SUs (16 + 4 nodes), both under the spines.
        QVERIFY2(topo.find("SwitchName=compute-su1 Nodes=gpu1,gpu2,") != std::string::npos,
                 topo.c_str());
        QVERIFY(topo.find("SwitchName=compute-su2 Nodes=gpu17,gpu18,gpu19,gpu20\n") !=
                std::string::npos);
        QVERIFY(topo.find("SwitchName=compute-spine Switches=compute-su1,compute-su2\n") !=
                std::string::npos);

        const std::string csv = core::cablingCsv(d, cat);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), long(d.links.size() + 1));
        QVERIFY(csv.rfind("link,network,a_device,a_rack,a_u,a_port,b_device,", 0) == 0);
        // gpu1 (C1, U1) ib1 -> leaf su1-r1 p1, in NET-01 at U1 of the row behind.
        QVERIFY2(csv.find(",compute,gpu1,C1,1,ib1,compute-leaf-su1-r1,NET-01,1,p1,") !=
                     std::string::npos,
                 csv.substr(0, 400).c_str());
    }
};

QObject* makeFabricTests()
{
    return new FabricTests;
}

#include "tst_fabric.moc"
