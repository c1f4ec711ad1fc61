// Issue 22, item 5: the hand-offs to the people who run the cluster, on a generated fabric of
// the test catalog whose shape is known by construction: 20 eight-GPU servers on 1U 64-port
// switches make two scalable units of 16 and 4 nodes under one spine tier (tst_fabric_checks
// reads the same tree out of topology.conf), four servers to a rack (C1..C5).
#include "analysis/analyze.h"
#include "fabric_fixtures.h"
#include "io/report/cluster_handoff.h"
#include "io/report/fabric_exports.h"
#include "io/report/nccl_setup.h"
#include "test_catalog.h"
#include "text/translation.h"

#include <QTest>

#include <algorithm>
#include <sstream>

using namespace cd;
using namespace cd::test;

namespace {

// The line of `text` that starts with `prefix`; empty when none does.
std::string lineStarting(const std::string& text, const std::string& prefix)
{
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(prefix, 0) == 0)
            return line;
    return {};
}

long linesStarting(const std::string& text, const std::string& prefix)
{
    std::istringstream in(text);
    long n = 0;
    for (std::string line; std::getline(in, line);)
        n += line.rfind(prefix, 0) == 0 ? 1 : 0;
    return n;
}

} // namespace

class ClusterHandoffTests : public QObject
{
    Q_OBJECT
private slots:
    // One kubectl line per GPU node; the node's scalable unit is its leaf label and the spine
    // tier above both units its spine label, as topology.conf names them.
    void kubernetesLabelsFollowTheTree()
    {
        const core::Design d = generated(servers(20), request());
        const core::Report r = core::analyze(d, testCatalog());
        const std::string labels = core::kubernetesNodeLabels(d, testCatalog(), r.fabric);
        QVERIFY(labels.rfind("#!/bin/sh\n", 0) == 0);
        QCOMPARE(linesStarting(labels, "kubectl label node --overwrite "), 20L);
        QCOMPARE(lineStarting(labels, "kubectl label node --overwrite 'gpu1' "),
                 std::string("kubectl label node --overwrite 'gpu1' "
                             "network.topology.nvidia.com/leaf=compute-su1 "
                             "network.topology.nvidia.com/spine=compute-spine "
                             "cluster-designer/rack=C1"));
        // gpu17 is the first node of the second unit (16 per unit), in rack C5 (4 per rack).
        QCOMPARE(lineStarting(labels, "kubectl label node --overwrite 'gpu17' "),
                 std::string("kubectl label node --overwrite 'gpu17' "
                             "network.topology.nvidia.com/leaf=compute-su2 "
                             "network.topology.nvidia.com/spine=compute-spine "
                             "cluster-designer/rack=C5"));
        // No NVLink domain spans a rack here: no accelerator label.
        QVERIFY(labels.find("/accelerator=") == std::string::npos);
    }

    // A name the shell or Kubernetes would misread: the node name as kubelet registers a host
    // (lower case, an RFC 1123 subdomain: letters, digits, '-' and '.', alphanumeric at both
    // ends), quoted for the shell; a label value of letters, digits, '-', '_' and '.' that starts
    // and ends with a letter or digit.
    void namesAreQuotedAndLabelValuesValid()
    {
        core::Design d = servers(2);
        d.devices[0].name = "It's Node_01.";
        d.racks[0].name = "(row 1) / rack 7 ";
        const core::Report r = core::analyze(d, testCatalog());
        const std::string labels = core::kubernetesNodeLabels(d, testCatalog(), r.fabric);
        QVERIFY2(labels.find("kubectl label node --overwrite 'it-s-node-01' "
                             "cluster-designer/rack=row-1----rack-7\n") != std::string::npos,
                 labels.c_str());
    }

    // Slurm: each GPU node's GRES of its GPU type and count, its rack and unit as features,
    // and its eight /dev/nvidia files.
    void slurmNodesCarryTheirGpus()
    {
        const core::Design d = generated(servers(20), request());
        const core::Report r = core::analyze(d, testCatalog());
        const std::string slurm = core::slurmNodes(d, testCatalog(), r.fabric);
        QVERIFY(slurm.find("\nGresTypes=gpu\n") != std::string::npos);
        QCOMPARE(linesStarting(slurm, "NodeName="), 40L); // slurm.conf and gres.conf
        QCOMPARE(lineStarting(slurm, "NodeName=gpu17 Gres"),
                 std::string("NodeName=gpu17 Gres=gpu:t-gpu-a:8 Feature=rack-C5,compute-su2"));
        QCOMPARE(lineStarting(slurm, "NodeName=gpu17 Name"),
                 std::string("NodeName=gpu17 Name=gpu Type=t-gpu-a File=/dev/nvidia[0-7]"));
        // A server carrying four GPUs of another type (the sample design's 2U server).
        const core::Design sample = sampleDesign();
        const std::string small =
            core::slurmNodes(sample, testCatalog(), core::analyze(sample, testCatalog()).fabric);
        QVERIFY2(small.find("Type=t-gpu-b File=/dev/nvidia[0-3]\n") != std::string::npos,
                 small.c_str());
    }

    // NCCL: eight rails of RoCE give eight HCAs and the RoCE v2 GID; InfiniBand ports without
    // a network give the HCAs alone; a TCP fabric turns the IB transport off.
    void ncclEnvironmentFollowsTheTransport()
    {
        const core::Design roce = generated(servers(6), request());
        const std::string env = core::ncclEnvironment(roce, testCatalog());
        QVERIFY2(env.find("\nexport NCCL_IB_HCA=mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_4,mlx5_5,"
                          "mlx5_6,mlx5_7\n") != std::string::npos,
                 env.c_str());
        QVERIFY(env.find("\nexport NCCL_IB_GID_INDEX=3\n") != std::string::npos);
        QVERIFY(env.find("NCCL_IB_DISABLE") == std::string::npos);
        QVERIFY(env.find("8 x 400 Gb/s RoCE per node, 8 GPUs per node (roce-400g)") !=
                std::string::npos);
        // The same settings as the PDF reads them: the traffic class a suggestion to adapt.
        const core::NcclSetup setup = core::ncclSetup(roce, testCatalog());
        QStringList names;
        for (const core::NcclVariable& v : setup.variables)
            names << QString::fromStdString(v.name) + (v.suggested ? "?" : "");
        QCOMPARE(names, QStringList({"NCCL_IB_HCA", "NCCL_IB_GID_INDEX", "NCCL_IB_TC?",
                                     "NCCL_SOCKET_IFNAME"}));
        QVERIFY(env.find("\n# export NCCL_IB_TC=106\n") != std::string::npos);
        QVERIFY(!setup.gpuDirect.empty());

        const std::string ib = core::ncclEnvironment(servers(2), testCatalog());
        QVERIFY(ib.find("(ib-ndr)") != std::string::npos);
        QVERIFY(ib.find("\nexport NCCL_IB_HCA=mlx5_0,") != std::string::npos);
        QVERIFY(ib.find("NCCL_IB_GID_INDEX") == std::string::npos);

        core::Design tcp = roce;
        tcp.networks[0].transport = "eth-400g";
        const std::string sockets = core::ncclEnvironment(tcp, testCatalog());
        QVERIFY(sockets.find("\nexport NCCL_IB_DISABLE=1\n") != std::string::npos);
        QVERIFY(sockets.find("NCCL_IB_HCA") == std::string::npos);
        QVERIFY(core::ncclSetup(tcp, testCatalog()).gpuDirect.empty()); // no RDMA

        // A line break in the design's name stays inside the comment: no line of the file
        // starts with what followed it.
        core::Design named = roce;
        named.name = "lab\nrm -rf /";
        const std::string quoted = core::ncclEnvironment(named, testCatalog());
        QVERIFY(quoted.find("\nrm -rf") == std::string::npos);
        QVERIFY(quoted.find("lab rm -rf /") != std::string::npos);

        const std::string none = core::ncclEnvironment(core::Design{}, testCatalog());
        QVERIFY(none.find("No scale-out fabric is known") != std::string::npos);
        QVERIFY(none.find("export") == std::string::npos);
    }

    // The cabling CSV is for tools: a length stays "10.0" when the interface writes numbers
    // the French way (a "10,0" would split the field), so every row keeps the header's 15
    // columns.
    void cablingCsvKeepsDecimalPoints()
    {
        const core::Design d = generated(servers(6), request());
        core::text::setNumberStyle({",", " "});
        const std::string csv = core::cablingCsv(d, testCatalog());
        core::text::setNumberStyle({});
        std::istringstream lines(csv);
        std::string line;
        int rows = 0, withLength = 0;
        while (std::getline(lines, line)) {
            QCOMPARE(std::count(line.begin(), line.end(), ','), 14);
            withLength += line.find(".0,") != std::string::npos ? 1 : 0;
            ++rows;
        }
        QCOMPARE(rows, int(d.links.size()) + 1);
        QVERIFY(withLength > 0);
    }
};

QObject* makeClusterHandoffTests()
{
    return new ClusterHandoffTests;
}

#include "tst_cluster_handoff.moc"
