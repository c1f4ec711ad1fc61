// Issue 22, item 5: the hand-offs of a design to the people who run the cluster, from the
// command line: Kubernetes node labels, Slurm GPU nodes and the NCCL environment of the bundled
// examples (tests/core/tst_cluster_handoff.cpp checks the writers on hand-built fabrics).
#include "cli_run.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cd::test;

class CliHandoffTests : public QObject
{
    Q_OBJECT
private slots:
    // Issue 22: the hand-offs of a design. The SuperPOD scalable unit (32 DGX H100, one unit
    // of 8 NDR rails): every DGX labelled with the unit, 8 GPUs of GRES each, 8 HCAs. The GB300
    // NVL72 rack is one NVLink domain: its compute trays share the rack as accelerator label.
    void handoffsOfTheExamples()
    {
        QTemporaryDir dir;
        const QString labels = dir.filePath("labels.sh");
        Run r = cli({"fabric", example("dgx-h100-superpod-su.cluster.json"), "--k8s-labels", labels,
                     "--slurm-nodes", "-", "--nccl-env", "-"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("\nNodeName=dgx01 Gres=gpu:h100-sxm:8 Feature=rack-"),
                 r.out.constData());
        QCOMPARE(r.out.count("Name=gpu Type=h100-sxm File=/dev/nvidia[0-7]\n"), 32);
        QVERIFY(r.out.contains("\nexport NCCL_IB_HCA=mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_4,mlx5_5,"
                               "mlx5_6,mlx5_7\n"));
        QFile f(labels);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray script = f.readAll();
        QCOMPARE(script.count("network.topology.nvidia.com/leaf=compute-su1 "), 32);
        QVERIFY(!script.contains("/spine=")); // one unit: no tier above it
        const Run nvl =
            cli({"fabric", example("gb300-nvl72-cdu.cluster.json"), "--k8s-labels", "-"});
        QCOMPARE(nvl.code, 0);
        // One device in the design, 18 hosts: its 1U compute trays of 4 GPUs (72 / 4).
        QCOMPARE(nvl.out.count("network.topology.nvidia.com/accelerator=A01 "), 18);
        QVERIFY2(nvl.out.contains("\nkubectl label node --overwrite 'nvl72-01-tray18' "),
                 nvl.out.constData());
        const Run trays =
            cli({"fabric", example("gb300-nvl72-cdu.cluster.json"), "--slurm-nodes", "-"});
        QCOMPARE(trays.out.count(" Gres=gpu:gb300:4 "), 18);
        // NCCL runs on each tray: its 4 of the rack's 72 ConnectX-8 ports (72 / 18), not 72.
        const Run trayNccl =
            cli({"fabric", example("gb300-nvl72-cdu.cluster.json"), "--nccl-env", "-"});
        QCOMPARE(trayNccl.code, 0);
        QVERIFY2(trayNccl.out.contains("\nexport NCCL_IB_HCA=mlx5_0,mlx5_1,mlx5_2,mlx5_3\n") &&
                     trayNccl.out.contains("4 GPUs per tray (18 trays"),
                 trayNccl.out.constData());
        // AMD Instinct nodes with Pensando Pollara adapters: RCCL over ROCm's peer memory, and
        // the HCA names left for the site to fill in (commented out), not NVIDIA's.
        const Run amd =
            cli({"fabric", example("mi355x-xe9785l-liquid.cluster.json"), "--nccl-env", "-"});
        QCOMPARE(amd.code, 0);
        QVERIFY2(amd.out.contains("amdgpu") && !amd.out.contains("nvidia-peermem") &&
                     amd.out.contains("\n# export NCCL_IB_HCA=") && amd.out.contains("ibv_devices"),
                 amd.out.constData());
    }

    // Issue 22, item 5: the hand-off PDF of the SuperPOD scalable unit. Its 544 links (512
    // compute, 32 out-of-band: the example file) are all listed; the NCCL variables are the
    // --nccl-env file's; the first DGX's first rail runs as the cabling CSV has it. In French
    // with --lang fr; a PDF on standard output and --lang alone are usage errors.
    // Generating a network again takes the switch it has: the SuperPOD's out-of-band network
    // is on an SN2201 (48 x 1GbE), and `--kind oob` without --switch was refused ("switch
    // ports at 400G cannot serve 1G node ports": the compute fabric's QM9700 was the default).
    void regeneratingANetworkKeepsItsSwitch()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("oob.cluster.json");
        const Run r = cli({"fabric", example("dgx-h100-superpod-su.cluster.json"), "--generate",
                           "--kind", "oob", "-o", out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("(1 switch, 32 links)"), r.out.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count("\"model\":\"nvidia-sn2201\""), 1); // a device a line
    }

    void handoffPdf()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("handoff.pdf"), fr = dir.filePath("remise.pdf");
        const QString design = example("dgx-h100-superpod-su.cluster.json");
        CD_VERIFY_SUCCEEDS(cli({"fabric", design, "--handoff-pdf", pdf}));
        const QString text = QString::fromUtf8(run("pdftotext", {"-layout", pdf, "-"}).out);
        for (const char* expected :
             {"Cabling and hand-off", "544", "InfiniBand NDR 400G", "Cabling plan",
              "export NCCL_IB_HCA=mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_7",
              "export NCCL_SOCKET_IFNAME=^docker,lo", "l544"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
        QVERIFY(!text.contains("more links are in the cabling plan CSV"));
        // Each length of DAC by the part that orders it (LinkX: 1 m 980-9IA0F-00N001, 0.5 m
        // 980-9IA0K-00N00A), the DGX cages' flat-top optics apart from the leaves' finned ones
        // (SuperPOD RA Table 8), and no family placeholder left for a customer to decode.
        for (const char* part : {"980-9IA0F-00N001", "MCP4Y10-N001", "980-9IA0K-00N00A",
                                 "980-9I51A-00NS00", "MMA4Z00-NS-FLT", "980-9I510-00NS00"})
            QVERIFY2(text.contains(part), part);
        QVERIFY(!text.contains("Nxxx"));
        const Run csv = cli({"fabric", design, "--cabling-csv", "-"});
        QVERIFY(csv.out.contains(",dgx01,SU1-C01,1,ib1,compute-leaf-su1-r1,"));
        QVERIFY2(text.contains(QString::fromUtf8("dgx01 · SU1-C01 U1 · ib1")), qPrintable(text));

        CD_VERIFY_SUCCEEDS(cli({"fabric", design, "--handoff-pdf", fr, "--lang", "fr"}));
        const QString french = QString::fromUtf8(run("pdftotext", {"-layout", fr, "-"}).out);
        QVERIFY2(french.contains(QString::fromUtf8("Plan de câblage")), qPrintable(french));
        QVERIFY(french.contains(QString::fromUtf8("Environnement NCCL")));
        QVERIFY(!french.contains("Cabling plan"));

        QCOMPARE(cli({"fabric", design, "--handoff-pdf", "-"}).code, 2);
        QCOMPARE(cli({"fabric", design, "--lang", "fr"}).code, 2);
    }

    // Issue 22, part 4 from the command line (netbox_roundtrip reads the export's content):
    // a folder with a bad file beside the library's still imports and exits 0; only bad files
    // exit 1; a bad kind is a usage error; export needs --netbox and refuses a file as folder.
    void netboxInAndOut()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("user.db");
        Run r = cli({"catalog", "import-netbox", CD_TEST_DATA "/netbox/device-types/Nvidia",
                     "--user-db", db});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("imported 2 of 2 NetBox device type file(s)"), r.out.constData());
        r = cli({"catalog", "show", "netbox-nvidia-sn5600", "--user-db", db});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("swp1..swp64"), r.out.constData());
        QFile bad(dir.filePath("bad.yaml"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("model: [\n");
        bad.close();
        r = cli({"catalog", "import-netbox", dir.filePath("bad.yaml"), "--user-db", db});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bad.yaml: line "), r.err.constData());
        QCOMPARE(cli({"catalog", "import-netbox", dir.path(), "--kind", "toaster"}).code, 2);
        QCOMPARE(cli({"catalog", "import-netbox", dir.filePath("none")}).code, 1);
        QCOMPARE(cli({"export", example("dgx-h100-rack.cluster.json")}).code, 2);
        r = cli({"export", example("dgx-h100-rack.cluster.json"), "--netbox", db});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("not a folder"), r.err.constData());
        r = cli({"export", example("dgx-h100-rack.cluster.json"), "--netbox", dir.filePath("nb")});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(dir.filePath("nb/08_cables.csv")));
    }
};

QTEST_GUILESS_MAIN(CliHandoffTests)
#include "tst_cli_handoff.moc"
