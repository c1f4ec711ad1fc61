// Fabrics in a design (issue 6), continued from tst_fabric.cpp: every fabric check on a
// broken design, the scale-out the throughput model reads, and the Slurm / cabling exports.
// Expected figures by hand from tests/data/test-catalog.json: t-srv-8u has 8 x 400G OSFP
// compute ports and 8 GPUs, t-sw-1u 32 x 400G fabric ports (1 port per cage).
#include "analysis/analyze.h"
#include "analysis/fabric/fabric_report.h"
#include "analysis/fabric/scale_out.h"
#include "fabric_fixtures.h"
#include "find_issue.h"
#include "io/report/fabric_exports.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;
using core::Design;

namespace {

using test::errors;
using test::generated;
using test::request;
using test::servers;

} // namespace

class FabricCheckTests : public QObject
{
    Q_OBJECT

private slots:
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
        QVERIFY(test::hasIssue(core::analyze(d, cat), "port-in-use", "dup"));

        // A 400G port to a 1G port.
        d = good;
        d.links[linkOf(d, "d1", "ib1")].b.port = "mgmt1";
        QVERIFY(test::hasIssue(core::analyze(d, cat), "mixed-speed"));

        // A cable shorter than the route between the racks: d1 sits in C1, its leaf in the
        // network row 2.4 m behind.
        d = good;
        d.links[linkOf(d, "d1", "ib1")].lengthM = 1.0;
        QVERIFY(test::hasIssue(core::analyze(d, cat), "cable-too-short"));

        // A cable longer than its reach: t-dac-3m at 5 m.
        d = good;
        d.links[linkOf(d, "d1", "ib1")].cable = "t-dac-3m";
        d.links[linkOf(d, "d1", "ib1")].lengthM = 5.0;
        QVERIFY(test::hasIssue(core::analyze(d, cat), "cable-reach"));

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
        QVERIFY(test::hasIssue(core::analyze(d, cat), "fabric-server-unconnected", "extra"));
        // A second server under a node's id is on the network as that node is: links name
        // devices by id. Under a new id it is not.
        d = good;
        d.devices.push_back(*d.findDevice("d1"));
        QVERIFY(!test::hasIssue(core::analyze(d, cat), "fabric-server-unconnected"));
        d.devices.back().id = "d1-copy";
        QVERIFY(test::hasIssue(core::analyze(d, cat), "fabric-server-unconnected", "d1-copy"));

        // A leaf cut off from every spine.
        d = good;
        d.links.erase(std::remove_if(d.links.begin(), d.links.end(),
                                     [&](const core::Link& l) { return l.a.device == leaf; }),
                      d.links.end());
        QVERIFY(test::hasIssue(core::analyze(d, cat), "fabric-leaf-no-uplink", leaf));

        // A fibre link without its transceivers (t-fibre is fibre by its medium).
        d = good;
        d.links[linkOf(d, "d1", "ib1")].cable = "t-fibre";
        d.links[linkOf(d, "d1", "ib1")].opticA.clear();
        QVERIFY(test::hasIssue(core::analyze(d, cat), "fabric-missing-optics"));

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
        const core::Report cutReport = core::analyze(big, cat);
        const core::Issue* spineOver =
            test::findIssue(cutReport, "fabric-spine-oversubscribed", spine);
        QVERIFY(spineOver);
        QVERIFY2(spineOver->message.find("4.00:1") != std::string::npos,
                 spineOver->message.c_str());

        // An Ethernet switch in a network declared InfiniBand.
        d = good;
        d.networks[0].transport = "ib-ndr";
        QVERIFY(test::hasIssue(core::analyze(d, cat), "fabric-type-mismatch"));

        // A link naming a network the design does not define.
        d = good;
        d.links[0].network = "storage";
        QVERIFY(test::hasIssue(core::analyze(d, cat), "unknown-network"));
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

    void generatesFourTiersByHand()
    {
        // 72 nodes x 2 rails on 8-port switches at 1:1, by hand: leaves 4 down / 4 up, SUs of 4
        // nodes -> 18 SUs, 36 leaves > 8 ports: pods of 4 / 2 = 2 SUs -> 9 pods of 4 spines
        // (smallest n | 4 with 4 x 4 / n <= 4). A core reaches at most 8 pods (9 x 4 / n <= 8
        // has no n | 4): a fourth tier. Superpods of 4 pods (a core's 4 down ports) -> 3; cores
        // per group 4 (4 x 4 / c <= 4), 4 groups -> 16 a superpod, 48 in all; super-cores per
        // group: smallest n | 4 with 3 x 4 / n <= 8 -> 2, x 16 groups = 32.
        core::FabricRequest req = request("t-sw-8p");
        req.rails = 2;
        core::GeneratedFabric g;
        const Design d = generated(servers(72), req, &g);
        QVERIFY2(g.ok(), g.error.c_str());
        QCOMPARE(g.tree.tiers, 4);
        QCOMPARE(g.tree.pods, 9);
        QCOMPARE(g.tree.superpods, 3);
        QCOMPARE(g.tree.leaves, 36);
        QCOMPARE(g.tree.spines, 36);
        QCOMPARE(g.tree.cores, 48);
        QCOMPARE(g.tree.superCores, 32);
        // 144 node-leaf, 36 x 4 leaf-spine, 36 x 4 spine-core, 48 x 4 core-super-core.
        QCOMPARE(g.addedLinks, 144 + 144 + 144 + 192);

        // Read back from the links alone: four tiers, every port used once, and the superpods
        // in topology.conf (pods whose spines reach the same cores) under one super-core.
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(!test::findIssue(r, "port-in-use"));
        QVERIFY(!test::findIssue(r, "unknown-port"));
        const core::NetworkReport* n = r.fabric.find("compute");
        QVERIFY(n);
        QCOMPARE(n->tiers, 4);
        QCOMPARE(n->cores, 48);
        QCOMPARE(n->superCores, 32);
        QCOMPARE(n->spineCoreLinks, std::int64_t(144));
        QCOMPARE(n->coreSuperCoreLinks, std::int64_t(192));
        QCOMPARE(n->otherLinks, std::int64_t(0));
        QCOMPARE(n->leafOversubscription, 1.0);
        const std::string topo = core::slurmTopology(d, r.fabric);
        QVERIFY2(topo.find("SwitchName=compute-superpod3 Switches=") != std::string::npos,
                 topo.c_str());
        QVERIFY(topo.find("SwitchName=compute-superpod4") == std::string::npos);
        QVERIFY(topo.find("SwitchName=compute-super-core Switches=compute-superpod1,"
                          "compute-superpod2,compute-superpod3\n") != std::string::npos);
        // Kubernetes labels (Topograph's leaf/spine/core) name the superpod as the core.
        const auto places = core::nodePlacements(d, r.fabric);
        QCOMPARE(places.at("gpu1").top.rfind("compute-superpod", 0), std::size_t(0));
        QVERIFY(places.at("gpu1").top != places.at("gpu72").top);
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

QObject* makeFabricCheckTests()
{
    return new FabricCheckTests;
}

#include "tst_fabric_checks.moc"
