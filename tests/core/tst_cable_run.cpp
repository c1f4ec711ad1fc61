// Cable runs between rack positions and the medium their length allows (issue 6, item 4).
// Lengths by hand: 1 U = 44.45 mm; 600 mm racks; 2.4 m row pitch; tray 0.3 m above the rack;
// slack 10 %, at least 0.3 m. Reach from hardware.json reach-summary (S09-S11).
#include "analysis/fabric/cable_run.h"

#include <QTest>

using namespace cd::core;

class CableRunTests : public QObject
{
    Q_OBJECT

private slots:
    void withinOneRack()
    {
        // U1 to U10: 9 x 0.04445 = 0.40005 m; slack max(0.04, 0.3) = 0.3 -> 0.70005 m.
        const double run = cabling::runLengthM({0, 0, 42, 1}, {0, 0, 42, 10});
        QVERIFY(qAbs(run - 0.70005) < 1e-9);
        QCOMPARE(*cabling::orderableLengthM(run), 1.0);
        // 1 m at NDR: a passive DAC (2 m reach).
        const auto m = cabling::mediumFor(1.0, 400);
        QVERIFY(m && m->medium == cabling::Medium::PassiveCopper);
        QCOMPARE(m->reachM, 2.0);
    }

    void toTheNextRack()
    {
        // U1 of a 42U rack: up 42 x 0.04445 + 0.3 = 2.1669 m; U40 next door: 3 x 0.04445 +
        // 0.3 = 0.43335 m; along 0.6 m -> 3.20025 m; slack 0.320025 -> 3.520275 m -> 4 m.
        const double run = cabling::runLengthM({0, 0, 42, 1}, {0, 1, 42, 40});
        QVERIFY(qAbs(run - 3.520275) < 1e-9);
        QCOMPARE(*cabling::orderableLengthM(run), 4.0);
        // 4 m at NDR: too long for a 2 m DAC, within a 5 m active copper cable.
        QVERIFY(cabling::mediumFor(4.0, 400)->medium == cabling::Medium::ActiveCopper);
        // A 2x400G splitter DAC reaches 3 m: 2.5 m still passive.
        QVERIFY(cabling::mediumFor(2.5, 400, true)->medium == cabling::Medium::PassiveCopper);
        QVERIFY(cabling::mediumFor(2.5, 400, false)->medium == cabling::Medium::ActiveCopper);
    }

    void acrossRows()
    {
        // Both at U1 of 42U racks: 2 x 2.1669 = 4.3338; 5 racks along = 3.0; 2 rows across =
        // 4.8 -> 12.1338 m; slack 1.21338 -> 13.34718 m -> 15 m.
        const double run = cabling::runLengthM({0, 0, 42, 1}, {2, 5, 42, 1});
        QVERIFY(qAbs(run - 13.34718) < 1e-9);
        QCOMPARE(*cabling::orderableLengthM(run), 15.0);
        // 15 m: NDR needs optics (multimode SR4, 50 m on OM4); HDR 200G still an AOC (100 m).
        const auto ndr = cabling::mediumFor(15, 400);
        QVERIFY(ndr->medium == cabling::Medium::Transceivers);
        QCOMPARE(ndr->reachM, 50.0);
        QVERIFY(cabling::mediumFor(15, 200)->medium == cabling::Medium::ActiveOptical);
    }

    void limits()
    {
        QCOMPARE(*cabling::orderableLengthM(0.2), 0.5);
        QCOMPARE(*cabling::orderableLengthM(100), 100.0);
        QVERIFY(!cabling::orderableLengthM(100.5));
        QCOMPARE(cabling::mediumFor(600, 400)->reachM, 2000.0); // single-mode FR4
        QVERIFY(!cabling::mediumFor(2500, 400));
        QCOMPARE(cabling::toString(cabling::Medium::ActiveOptical), std::string_view("AOC"));
        // 3 m: a 100G QSFP28 DAC reaches 5 m; at 200G no DAC reach is on record: AOC.
        QVERIFY(cabling::mediumFor(3, 100)->medium == cabling::Medium::PassiveCopper);
        QVERIFY(cabling::mediumFor(3, 200)->medium == cabling::Medium::ActiveOptical);
        QCOMPARE(cabling::mediumFor(40, 200, true)->reachM, 500.0); // past the 30 m splitter AOC
    }
};

QObject* makeCableRunTests()
{
    return new CableRunTests;
}

#include "tst_cable_run.moc"
