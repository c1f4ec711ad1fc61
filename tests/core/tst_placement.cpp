// Placement rules (issue 3 §4): inside the rack, no overlap on a face, full-depth devices
// block both faces; GPU model and count must suit the chassis.
#include "model/placement.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;

Q_DECLARE_METATYPE(core::Face)

class PlacementTests : public QObject
{
    Q_OBJECT
private slots:
    void placement_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("rack");
        QTest::addColumn<int>("u");
        QTest::addColumn<core::Face>("face");
        QTest::addColumn<QString>("problem"); // empty: fits

        // sampleDesign: r1 holds t-srv-8u (full depth) at U1-8 and t-sw-1u (half depth,
        // rear) at U40; r2 holds t-srv-2u at U1-2. Racks are 42U.
        QTest::newRow("free slot") << "t-srv-8u" << "r1" << 9 << core::Face::Front << "";
        QTest::newRow("full depth reaches rear switch") << "t-srv-8u" << "r1" << 35 << core::Face::Front << "overlap";
        QTest::newRow("exactly at U42") << "t-sw-1u" << "r1" << 42 << core::Face::Front << "";
        QTest::newRow("past the top") << "t-srv-2u" << "r1" << 42 << core::Face::Front << "outside-rack";
        QTest::newRow("below U1") << "t-sw-1u" << "r1" << 0 << core::Face::Front << "outside-rack";
        QTest::newRow("overlap full depth from rear")
            << "t-sw-1u" << "r1" << 8 << core::Face::Rear << "overlap";
        QTest::newRow("half depth front under rear switch")
            << "t-sw-1u" << "r1" << 40 << core::Face::Front << "";
        QTest::newRow("half depth same face") << "t-sw-1u" << "r1" << 40 << core::Face::Rear << "overlap";
        QTest::newRow("full depth against rear switch")
            << "t-srv-2u" << "r1" << 39 << core::Face::Front << "overlap";
        QTest::newRow("other rack free") << "t-srv-8u" << "r2" << 3 << core::Face::Front << "";
        QTest::newRow("unknown rack") << "t-srv-8u" << "r9" << 1 << core::Face::Front << "unknown-rack";
        QTest::newRow("gpu is not rack mounted") << "t-gpu-a" << "r2" << 10 << core::Face::Front
                                                 << "not-rack-mountable";
        QTest::newRow("zero-U pdu anywhere") << "t-pdu" << "r1" << 1 << core::Face::Rear << "";
    }

    void placement()
    {
        QFETCH(QString, model);
        QFETCH(QString, rack);
        QFETCH(int, u);
        QFETCH(core::Face, face);
        QFETCH(QString, problem);
        const core::Design d = test::sampleDesign();
        core::Device c;
        c.id = "new";
        c.model = model.toStdString();
        c.rack = rack.toStdString();
        c.u = u;
        c.face = face;
        const auto p = core::checkPlacement(d, test::testCatalog(), c);
        QCOMPARE(QString::fromStdString(p ? p->code : std::string()), problem);
    }

    void movingDeviceIgnoresItself()
    {
        const core::Design d = test::sampleDesign();
        core::Device moved = *d.findDevice("d1");
        moved.u = 2; // overlaps its own old position only
        QVERIFY(!core::checkPlacement(d, test::testCatalog(), moved));
    }

    void gpuChoice_data()
    {
        QTest::addColumn<QString>("chassis");
        QTest::addColumn<QString>("gpu"); // "-" = not set
        QTest::addColumn<int>("count");   // -1 = not set
        QTest::addColumn<QString>("problem");
        QTest::newRow("defaults") << "t-srv-8u" << "-" << -1 << "";
        QTest::newRow("listed gpu, listed count") << "t-srv-8u" << "t-gpu-b" << 8 << "";
        QTest::newRow("count 4 in 8-only chassis") << "t-srv-8u" << "t-gpu-a" << 4 << "gpu-count-invalid";
        QTest::newRow("gpu not taken") << "t-srv-2u" << "t-gpu-a" << 2 << "gpu-not-supported";
        QTest::newRow("unknown gpu") << "t-srv-2u" << "h999" << 2 << "unknown-gpu";
        QTest::newRow("zero gpus") << "t-srv-2u" << "-" << 0 << "gpu-count-invalid";
        QTest::newRow("gpu in gpu-less chassis") << "t-liquid-4u" << "t-gpu-a" << 1 << "gpu-not-supported";
    }

    void gpuChoice()
    {
        QFETCH(QString, chassis);
        QFETCH(QString, gpu);
        QFETCH(int, count);
        QFETCH(QString, problem);
        const core::CatalogItem* item = test::testCatalog().find(chassis.toStdString());
        QVERIFY(item);
        std::optional<std::string> g;
        if (gpu != "-")
            g = gpu.toStdString();
        std::optional<int> c;
        if (count >= 0)
            c = count;
        const auto p = core::checkGpuChoice(*item, test::testCatalog(), g, c);
        QCOMPARE(QString::fromStdString(p ? p->code : std::string()), problem);
    }

    void effectiveGpuUsesChassisDefault()
    {
        core::Device d;
        d.model = "t-srv-8u";
        const auto fit = core::effectiveGpu(d, *test::testCatalog().find("t-srv-8u"));
        QCOMPARE(fit.gpu, std::string("t-gpu-a"));
        QCOMPARE(fit.count, 8);
    }

    void portNames()
    {
        const core::CatalogItem* sw = test::testCatalog().find("t-sw-1u");
        int index = 0;
        QVERIFY(sw->portGroupOf("p32", &index));
        QCOMPARE(index, 32);
        QVERIFY(!sw->portGroupOf("p33"));
        QVERIFY(!sw->portGroupOf("p0"));
        QVERIFY(!sw->portGroupOf("p01"));
        QVERIFY(!sw->portGroupOf("p"));
        QVERIFY(sw->portGroupOf("mgmt1"));
    }
};

QObject* makePlacementTests()
{
    return new PlacementTests;
}

#include "tst_placement.moc"
