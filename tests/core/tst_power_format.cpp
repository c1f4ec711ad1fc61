// The power keys of a project file (issue 5): rack `power`, PDU `feed`, device `inlets`,
// top-level `site`. They load into typed fields, save back byte for byte, are refused with
// the JSON path when wrong, and change only through edits whose inverse restores the file.
#include "analysis/analyze.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;

namespace {

core::Design withPdus()
{
    core::Design d = test::sampleDesign();
    d.devices.push_back(test::device("p1", "t-pdu", "r1", 1));
    d.devices.push_back(test::device("p2", "t-pdu", "r1", 1));
    d.devices.push_back(test::device("p9", "t-pdu", "r2", 1));
    d.racks[0].power = test::abFeeds(32);
    return d;
}

std::string header(const std::string& body)
{
    return R"({"format":"cluster-designer","schema_version":1,"name":"t",)" + body + "}";
}

} // namespace

class PowerFormatTests : public QObject
{
    Q_OBJECT

    // Applies, checks it changed the file, undoes (byte for byte), redoes (byte for byte).
    void roundTrip(core::Design& d, core::edits::Result r)
    {
        QVERIFY2(r, r.error.c_str());
        const std::string before = core::serializeDesign(d);
        core::EditPtr inverse = r.edit->apply(d);
        const std::string after = core::serializeDesign(d);
        QVERIFY2(after != before, "the edit changed nothing");
        core::EditPtr redo = inverse->apply(d);
        QCOMPARE(core::serializeDesign(d), before);
        redo->apply(d);
        QCOMPARE(core::serializeDesign(d), after);
        // And the edited design survives a save/load unchanged.
        QCOMPARE(core::serializeDesign(core::parseDesign(after, "mem.cluster.json")), after);
    }

private slots:
    void goldenHasTypedPowerFields()
    {
        const core::Design d = core::loadDesign(test::testDataPath("golden-v1.cluster.json"));
        QVERIFY(d.site);
        QCOMPARE(d.site->pue.value(), 1.4);
        QCOMPARE(d.site->energyPricePerKwh.value(), 0.15);
        QCOMPARE(d.site->currency.value(), std::string("EUR"));
        QCOMPARE(d.site->airLimitKw.value(), 30.0);
        QCOMPARE(d.site->deltaTC.value(), 11.0);
        QVERIFY(d.site->extra.contains("x_site_note")); // unknown key inside a known object
        QVERIFY(!d.extra.contains("site"));
        const core::Rack& r1 = d.racks[0];
        QVERIFY(r1.power);
        QCOMPARE(r1.power->feeds.size(), std::size_t(2));
        QCOMPARE(r1.power->feeds[0].phases, 3);
        QCOMPARE(r1.power->feeds[0].voltageV, 400.0);
        QCOMPARE(r1.power->feeds[0].currentA, 32.0);
        QCOMPARE(r1.power->feeds[0].powerFactor.value(), 0.95);
        QVERIFY(!r1.power->feeds[1].powerFactor); // absent stays absent
        QCOMPARE(r1.power->feeds[1].extra.at("x_breaker").get<std::string>(), std::string("CB-12"));
        QVERIFY(!d.racks[1].power);
        QCOMPARE(d.devices[0].inlets.size(), std::size_t(2));
        QCOMPARE(d.devices[0].inlets[1].pdu, std::string("d4"));
        QCOMPARE(d.devices[0].inlets[1].phase.value(), 2);
        QVERIFY(!d.devices[0].extra.contains("inlets"));
        QCOMPARE(d.devices[3].feed.value(), std::string("A"));
    }

    void settingsRoundTripThroughText()
    {
        core::Design d = withPdus();
        d.devices[3].feed = "A";
        d.devices[0].inlets = {{"p1", 3, core::Json::object()},
                               {"p2", std::nullopt, core::Json::object()}};
        core::SiteSettings site;
        site.pue = 1.25;
        site.currency = "USD";
        d.site = site;
        const std::string text = core::serializeDesign(d);
        const core::Design back = core::parseDesign(text, "mem.cluster.json");
        QCOMPARE(core::serializeDesign(back), text);
        QVERIFY(back.racks[0].power == d.racks[0].power);
        QVERIFY(back.site == d.site);
        QCOMPARE(back.devices, d.devices);
        // Only what was set is written: no keys for settings left unset.
        QVERIFY(text.find("energy_price_per_kwh") == std::string::npos);
        QVERIFY(text.find("\"inlets\"") != std::string::npos);
    }

    void badSettingsNameThePath_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("expected");
        const std::string rack = R"("racks":[{"id":"r1","name":"A","model":"t-rack-42","power":)";
        QTest::newRow("two phases")
            << QString::fromStdString(header(
                   rack + R"({"feeds":[{"id":"A","phases":2,"voltage_v":400,"current_a":32}]}}])"))
            << "racks[0].power.feeds[0].phases"
            << "1 or 3 phases";
        QTest::newRow("power factor above 1")
            << QString::fromStdString(header(
                   rack +
                   R"({"feeds":[{"id":"A","phases":3,"voltage_v":400,"current_a":32,"power_factor":1.2}]}}])"))
            << "racks[0].power.feeds[0].power_factor"
            << "from 0.5 to 1";
        // Just above 0 the feed's usable power was 0 and its load "inf %".
        QTest::newRow("tiny voltage")
            << QString::fromStdString(header(
                   rack +
                   R"({"feeds":[{"id":"A","phases":3,"voltage_v":1e-300,"current_a":32}]}}])"))
            << "racks[0].power.feeds[0].voltage_v"
            << "from 12 to 1000 V";
        QTest::newRow("missing current")
            << QString::fromStdString(
                   header(rack + R"({"feeds":[{"id":"A","phases":1,"voltage_v":230}]}}])"))
            << "racks[0].power.feeds[0].current_a"
            << "a number";
        QTest::newRow("feed id twice")
            << QString::fromStdString(header(
                   rack +
                   R"({"feeds":[{"id":"A","phases":1,"voltage_v":230,"current_a":16},{"id":"A","phases":1,"voltage_v":230,"current_a":16}]}}])"))
            << "racks[0].power.feeds[1].id"
            << "appears twice";
        QTest::newRow("inlet phase 4")
            << QString::fromStdString(header(
                   R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"inlets":[{"pdu":"p1","phase":4}]}])"))
            << "devices[0].inlets[0].phase"
            << "a phase 1, 2 or 3";
        QTest::newRow("site pue below 1")
            << QString::fromStdString(header(R"("site":{"pue":0.9})")) << "site.pue"
            << "between 1 and 5";
        // The TCO's bound on its energy price, which the site's replaces (docs/tco.md).
        QTest::newRow("site energy price above 10")
            << QString::fromStdString(header(R"("site":{"energy_price_per_kwh":11})"))
            << "site.energy_price_per_kwh"
            << "from 0 to 10";
        QTest::newRow("pdu feed not text")
            << QString::fromStdString(
                   header(R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"feed":1}])"))
            << "devices[0].feed"
            << "a string";
    }

    void badSettingsNameThePath()
    {
        QFETCH(QString, text);
        QFETCH(QString, where);
        QFETCH(QString, expected);
        try {
            core::parseDesign(text.toStdString(), "bad.cluster.json");
            QFAIL("loaded");
        } catch (const core::LoadError& e) {
            QCOMPARE(QString::fromStdString(e.where()), where);
            QVERIFY2(QString::fromStdString(e.expected()).contains(expected), e.what());
        }
    }

    // Every power key of the golden file replaced by values of every JSON type: the loader
    // either accepts the file or throws LoadError; nothing else escapes, nothing crashes.
    void powerKeysSurviveWrongTypes()
    {
        const core::Json golden =
            core::Json::parse(core::readWholeFile(test::testDataPath("golden-v1.cluster.json")));
        const std::vector<core::Json::json_pointer> paths{
            core::Json::json_pointer("/site"),
            core::Json::json_pointer("/site/pue"),
            core::Json::json_pointer("/site/currency"),
            core::Json::json_pointer("/site/delta_t_c"),
            core::Json::json_pointer("/racks/0/power"),
            core::Json::json_pointer("/racks/0/power/feeds"),
            core::Json::json_pointer("/racks/0/power/feeds/0"),
            core::Json::json_pointer("/racks/0/power/feeds/0/id"),
            core::Json::json_pointer("/racks/0/power/feeds/0/phases"),
            core::Json::json_pointer("/racks/0/power/feeds/0/voltage_v"),
            core::Json::json_pointer("/racks/0/power/feeds/0/power_factor"),
            core::Json::json_pointer("/devices/0/inlets"),
            core::Json::json_pointer("/devices/0/inlets/0"),
            core::Json::json_pointer("/devices/0/inlets/0/pdu"),
            core::Json::json_pointer("/devices/0/inlets/1/phase"),
            core::Json::json_pointer("/devices/3/feed")};
        const std::vector<core::Json> values{nullptr,
                                             true,
                                             0,
                                             -1,
                                             3,
                                             1e300,
                                             -1e300,
                                             0.5,
                                             "",
                                             "A",
                                             core::Json::array(),
                                             core::Json::array({1, "x"}),
                                             core::Json::object(),
                                             core::Json::object({{"id", 1}})};
        int accepted = 0, refused = 0;
        for (const auto& path : paths)
            for (const core::Json& v : values) {
                core::Json doc = golden;
                doc[path] = v;
                try {
                    const core::Design d = core::parseDesign(doc.dump(), "fuzz.cluster.json");
                    // Whatever loads must analyse and save without throwing.
                    core::analyze(d, test::testCatalog());
                    core::serializeDesign(d);
                    ++accepted;
                } catch (const core::LoadError&) {
                    ++refused;
                }
            }
        QCOMPARE(accepted + refused, int(paths.size() * values.size()));
        QVERIFY(refused > 0 && accepted > 0);
    }

    void setRackPowerAndUndo()
    {
        core::Design d = test::sampleDesign();
        roundTrip(d, core::edits::setRackPower(d, "r1", test::abFeeds(32)));
        QCOMPARE(d.racks[0].power->feeds[1].id, std::string("B"));
        // Clearing is an edit too, and its inverse brings the feeds back.
        roundTrip(d, core::edits::setRackPower(d, "r1", std::nullopt));
        QVERIFY(!d.racks[0].power);
    }

    void setRackPowerRefusesBadFeeds()
    {
        const core::Design d = test::sampleDesign();
        core::RackPowerSettings bad = test::abFeeds(32);
        bad.feeds[1].phases = 2;
        auto r = core::edits::setRackPower(d, "r1", bad);
        QVERIFY(!r);
        QCOMPARE(r.code, std::string("invalid-feed"));
        bad = test::abFeeds(32);
        bad.feeds[1].id = "A";
        QCOMPARE(core::edits::setRackPower(d, "r1", bad).code, std::string("invalid-feed"));
        QCOMPARE(core::edits::setRackPower(d, "r9", test::abFeeds(32)).code,
                 std::string("unknown-rack"));
        QCOMPARE(core::edits::setRackPower(d, "r1", std::nullopt).code, std::string("no-change"));
    }

    void setSiteSettingsAndUndo()
    {
        core::Design d = test::sampleDesign();
        core::SiteSettings s;
        s.pue = 1.4;
        s.energyPricePerKwh = 0.15;
        s.currency = "EUR";
        s.airLimitKw = 30;
        s.deltaTC = 11;
        roundTrip(d, core::edits::setSiteSettings(d, s));
        QCOMPARE(d.site->pue.value(), 1.4);
        s.pue = 0.5;
        QCOMPARE(core::edits::setSiteSettings(d, s).code, std::string("invalid-site"));
        roundTrip(d, core::edits::setSiteSettings(d, std::nullopt));
    }

    void setPduFeedAndUndo()
    {
        core::Design d = withPdus();
        roundTrip(d, core::edits::setPduFeed(d, test::testCatalog(), "p2", "B"));
        QCOMPARE(d.findDevice("p2")->feed.value(), std::string("B"));
        // r1 has feeds A and B only; d1 is a server, not a PDU.
        QCOMPARE(core::edits::setPduFeed(d, test::testCatalog(), "p1", "C").code,
                 std::string("unknown-feed"));
        QCOMPARE(core::edits::setPduFeed(d, test::testCatalog(), "d1", "A").code,
                 std::string("not-a-pdu"));
        roundTrip(d, core::edits::setPduFeed(d, test::testCatalog(), "p2", std::nullopt));
    }

    void setDeviceInletsAndUndo()
    {
        core::Design d = withPdus();
        const std::vector<core::InletAssignment> inlets{{"p1", 1, core::Json::object()},
                                                        {"p2", std::nullopt, core::Json::object()}};
        roundTrip(d, core::edits::setDeviceInlets(d, test::testCatalog(), "d1", inlets));
        QCOMPARE(d.findDevice("d1")->inlets.size(), std::size_t(2));
        // Back to automatic assignment.
        roundTrip(d, core::edits::setDeviceInlets(d, test::testCatalog(), "d1", {}));
        // p9 is a PDU of rack r2; d2 is a switch.
        QCOMPARE(
            core::edits::setDeviceInlets(d, test::testCatalog(), "d1", {{"p9", std::nullopt, {}}})
                .code,
            std::string("unknown-pdu"));
        QCOMPARE(
            core::edits::setDeviceInlets(d, test::testCatalog(), "d1", {{"d2", std::nullopt, {}}})
                .code,
            std::string("unknown-pdu"));
        QCOMPARE(core::edits::setDeviceInlets(d, test::testCatalog(), "d1", {{"p1", 5, {}}}).code,
                 std::string("invalid-inlet"));
    }

    // Inlet assignments live within a rack: removing a PDU or moving a device away returns
    // the affected devices to automatic assignment, in the same undo step.
    void removingAPduUnplugsItsDevices()
    {
        core::Design d = withPdus();
        d.findDevice("d1")->inlets = {{"p1", std::nullopt, {}}, {"p2", std::nullopt, {}}};
        d.findDevice("d2")->inlets = {{"p2", std::nullopt, {}}};
        auto r = core::edits::removeDevices(d, {"p1"});
        core::Design applied = d;
        r.edit->apply(applied);
        QVERIFY(applied.findDevice("d1")->inlets.empty());
        QCOMPARE(applied.findDevice("d2")->inlets.size(), std::size_t(1)); // p2 stays
        roundTrip(d, core::edits::removeDevices(d, {"p1"}));
    }

    void movingToAnotherRackClearsInlets()
    {
        core::Design d = withPdus();
        d.findDevice("d1")->inlets = {{"p1", std::nullopt, {}}};
        auto r =
            core::edits::moveDevice(d, test::testCatalog(), "d1", {"r2", 10, core::Face::Front});
        QVERIFY2(r, r.error.c_str());
        core::Design applied = d;
        r.edit->apply(applied);
        QVERIFY(applied.findDevice("d1")->inlets.empty());
        roundTrip(d, core::edits::moveDevice(d, test::testCatalog(), "d1",
                                             {"r2", 10, core::Face::Front}));
        // Within the rack the assignment stays.
        core::Design same = withPdus();
        same.findDevice("d1")->inlets = {{"p1", std::nullopt, {}}};
        auto up =
            core::edits::moveDevice(same, test::testCatalog(), "d1", {"r1", 20, core::Face::Front});
        QVERIFY2(up, up.error.c_str());
        up.edit->apply(same);
        QCOMPARE(same.findDevice("d1")->inlets.size(), std::size_t(1));
    }

    // A duplicated rack's devices plug into the duplicated PDUs, not the originals.
    void duplicatedRackKeepsItsOwnInlets()
    {
        core::Design d = withPdus();
        d.findDevice("d1")->inlets = {{"p1", std::nullopt, {}}, {"p2", std::nullopt, {}}};
        auto r = core::edits::duplicateRack(d, test::testCatalog(), "r1");
        QVERIFY2(r, r.error.c_str());
        core::Design applied = d;
        r.edit->apply(applied);
        const core::Device* copy = nullptr;
        for (const core::Device& dev : applied.devices)
            if (dev.name == "gpu01-copy")
                copy = &dev;
        QVERIFY(copy);
        QCOMPARE(copy->inlets.size(), std::size_t(2));
        for (const core::InletAssignment& a : copy->inlets) {
            const core::Device* pdu = applied.findDevice(a.pdu);
            QVERIFY(pdu);
            QCOMPARE(pdu->rack, copy->rack);
            QVERIFY(a.pdu != "p1" && a.pdu != "p2");
        }
    }
};

QObject* makePowerFormatTests()
{
    return new PowerFormatTests;
}

#include "tst_power_format.moc"
