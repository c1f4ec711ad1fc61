// Every edit: apply, then the inverse it returned, must give back the design byte for byte in
// the saved JSON (DESIGN.md §2); applying the inverse's inverse must redo exactly.
#include "analysis/quote_summary.h"
#include "edit/edit_factory.h"
#include "edit/object_edits.h"
#include "fabric_fixtures.h"
#include "io/file/design_file.h"
#include "model/device_naming.h"
#include "power_fixtures.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;
using core::edits::Placement;

class EditTests : public QObject
{
    Q_OBJECT

    // Applies, checks the change happened, undoes, compares, redoes, compares.
    void roundTrip(core::Design& d, core::EditPtr edit)
    {
        QVERIFY(edit);
        const std::string before = core::serializeDesign(d);
        core::EditPtr inverse = edit->apply(d);
        const std::string after = core::serializeDesign(d);
        QVERIFY2(after != before, "the edit changed nothing");
        core::EditPtr redo = inverse->apply(d);
        QCOMPARE(core::serializeDesign(d), before);
        core::EditPtr undoAgain = redo->apply(d);
        QCOMPARE(core::serializeDesign(d), after);
        undoAgain->apply(d);
        QCOMPARE(core::serializeDesign(d), before);
    }

private slots:
    void newDevicesGetReadableNames()
    {
        core::Design d;
        for (const char* name : {"xe9680-01", "xe9680-07", "dgx-h100-02", "xe9680-old", "gpu01"}) {
            core::Device dev;
            dev.id = d.newId("d");
            dev.name = name;
            d.devices.push_back(dev);
        }
        // Vendor prefix dropped, next number after the highest in use (07 -> 08); names that
        // only start alike ("xe9680-old") do not count.
        QCOMPARE(core::defaultDeviceName(d, "dell-xe9680"), std::string("xe9680-08"));
        QCOMPARE(core::defaultDeviceName(d, "nvidia-dgx-h100"), std::string("dgx-h100-03"));
        QCOMPARE(core::defaultDeviceName(d, "apc-ap8886"), std::string("ap8886-01"));
        QCOMPARE(core::defaultDeviceName(d, "t-dgx"), std::string("t-dgx-01"));
    }

    void addRack()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::addRack(d, test::testCatalog(), "t-rack-42", "B01", 1, 0);
        QVERIFY2(r, r.error.c_str());
        roundTrip(d, std::move(r.edit));
    }

    void addRackRefusesNonRack()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::addRack(d, test::testCatalog(), "t-srv-8u", "B01", 1, 0);
        QVERIFY(!r);
        QCOMPARE(r.code, std::string("not-a-rack"));
    }

    void removeRackTakesDevicesAndLinks()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::removeRack(d, "r1");
        QVERIFY(r);
        core::Design applied = d;
        r.edit->apply(applied);
        QCOMPARE(applied.racks.size(), std::size_t(1));
        QCOMPARE(applied.devices.size(), std::size_t(1)); // only d3 in r2 is left
        QVERIFY(applied.links.empty());
        roundTrip(d, std::move(r.edit));
    }

    void placeDevice()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::placeDevice(d, test::testCatalog(), "t-srv-8u",
                                          Placement{"r1", 9, core::Face::Front}, "gpu02");
        QVERIFY2(r, r.error.c_str());
        roundTrip(d, std::move(r.edit));
    }

    void moveDevice()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::moveDevice(d, test::testCatalog(), "d3",
                                         Placement{"r1", 20, core::Face::Front});
        QVERIFY2(r, r.error.c_str());
        roundTrip(d, std::move(r.edit));
    }

    void updateDeviceGpu()
    {
        core::Design d = test::sampleDesign();
        core::Device changed = *d.findDevice("d3");
        changed.gpuCount = 2;
        auto r = core::edits::updateDevice(d, test::testCatalog(), changed);
        QVERIFY2(r, r.error.c_str());
        QCOMPARE(r.edit->description(), "Change " + changed.label());
        roundTrip(d, std::move(r.edit));
        // A device without a name is named by its id in the undo history, not "Change ".
        changed = *d.findDevice("d3");
        changed.name.clear();
        auto unnamed = core::edits::updateDevice(d, test::testCatalog(), changed);
        QVERIFY2(unnamed, unnamed.error.c_str());
        QCOMPARE(unnamed.edit->description(), std::string("Change d3"));
    }

    void updateDeviceRefusesImpossibleGpuCount()
    {
        core::Design d = test::sampleDesign();
        core::Device changed = *d.findDevice("d3");
        changed.gpuCount = 3; // t-srv-2u takes 2 or 4
        auto r = core::edits::updateDevice(d, test::testCatalog(), changed);
        QVERIFY(!r);
        QCOMPARE(r.code, std::string("gpu-count-invalid"));
    }

    void updateDeviceNoChangeIsRefused()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::updateDevice(d, test::testCatalog(), *d.findDevice("d1"));
        QVERIFY(!r);
        QCOMPARE(r.code, std::string("no-change"));
    }

    void removeDevicesTakesLinks()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::removeDevices(d, {"d2"});
        QVERIFY(r);
        core::Design applied = d;
        r.edit->apply(applied);
        QVERIFY(applied.links.empty());
        QVERIFY(!applied.findDevice("d2"));
        roundTrip(d, std::move(r.edit));
    }

    void connectAndDisconnect()
    {
        core::Design d = test::sampleDesign();
        auto c = core::edits::connect(d, test::testCatalog(), {"d1", "ib2"}, {"d2", "p2"},
                                      "t-dac-3m", 1.5);
        QVERIFY2(c, c.error.c_str());
        roundTrip(d, std::move(c.edit));
        auto x = core::edits::disconnect(d, "l1");
        QVERIFY(x);
        roundTrip(d, std::move(x.edit));
    }

    void connectRefusesBusyOrMissingPort()
    {
        core::Design d = test::sampleDesign();
        auto busy = core::edits::connect(d, test::testCatalog(), {"d1", "ib1"}, {"d2", "p5"}, {},
                                         std::nullopt);
        QCOMPARE(busy.code, std::string("port-in-use"));
        auto missing = core::edits::connect(d, test::testCatalog(), {"d1", "ib9"}, {"d2", "p5"}, {},
                                            std::nullopt);
        QCOMPARE(missing.code, std::string("unknown-port"));
    }

    void setInfo()
    {
        core::Design d = test::sampleDesign();
        auto r = core::edits::setInfo(d, "renamed", "ACME Corp", "two options");
        QVERIFY(r);
        roundTrip(d, std::move(r.edit));
    }

    void updateRackModelMustHoldDevices()
    {
        core::Design d = test::sampleDesign();
        core::Rack smaller = *d.findRack("r1");
        smaller.model = "t-rack-12"; // the switch at U40 no longer fits
        auto refused = core::edits::updateRack(d, test::testCatalog(), smaller);
        QCOMPARE(refused.code, std::string("outside-rack"));
        core::Rack renamed = *d.findRack("r1");
        renamed.name = "Z99";
        auto ok = core::edits::updateRack(d, test::testCatalog(), renamed);
        QVERIFY(ok);
        roundTrip(d, std::move(ok.edit));
    }

    // A compound edit whose second part fails must leave the design as it was.
    void compoundRollsBackOnFailure()
    {
        core::Design d = test::sampleDesign();
        const std::string before = core::serializeDesign(d);
        std::vector<core::EditPtr> parts;
        parts.push_back(std::make_unique<core::RemoveDevice>("d1"));
        parts.push_back(std::make_unique<core::RemoveDevice>("no-such-device"));
        core::CompoundEdit edit("broken", std::move(parts));
        QVERIFY_THROWS_EXCEPTION(core::EditError, edit.apply(d));
        QCOMPARE(core::serializeDesign(d), before);
    }

    // Fresh ids follow the highest number in use, whatever the gaps.
    void newIdFollowsHighestNumber()
    {
        core::Design d = test::sampleDesign();
        QCOMPARE(d.newId("d"), std::string("d4"));
        d.devices[0].id = "d41";
        QCOMPARE(d.newId("d"), std::string("d42"));
        QCOMPARE(d.newId("r"), std::string("r3"));
        QCOMPARE(d.newId("q"), std::string("q1"));
    }

    void moveSeveralDevicesIsOneStep()
    {
        core::Design d = test::sampleDesign();
        // Swap-like move: d3 into r1 at U20 and d1 into r2 at U10, checked together.
        auto r = core::edits::moveDevices(
            d, test::testCatalog(),
            {{"d3", {"r1", 20, core::Face::Front}}, {"d1", {"r2", 10, core::Face::Front}}});
        QVERIFY2(r, r.error.c_str());
        roundTrip(d, std::move(r.edit));
        auto clash = core::edits::moveDevices(
            d, test::testCatalog(),
            {{"d3", {"r1", 5, core::Face::Front}}, {"d2", {"r2", 30, core::Face::Front}}});
        QCOMPARE(clash.code, std::string("overlap")); // d3 at U5 hits d1 (U1-8)
    }

    void duplicateAndReorderRacks()
    {
        core::Design d = test::sampleDesign();
        auto dup = core::edits::duplicateRack(d, test::testCatalog(), "r1");
        QVERIFY2(dup, dup.error.c_str());
        core::Design applied = d;
        dup.edit->apply(applied);
        QCOMPARE(applied.racks.size(), std::size_t(3));
        QCOMPARE(applied.racks[2].position, 2);
        QCOMPARE(applied.devices.size(), std::size_t(5)); // d1, d2 copied
        roundTrip(d, std::move(dup.edit));
        auto move = core::edits::moveRack(d, "r2", 0, 0);
        QVERIFY(move);
        core::Design moved = d;
        move.edit->apply(moved);
        QCOMPARE(moved.findRack("r2")->position, 0);
        QCOMPARE(moved.findRack("r1")->position, 1);
        roundTrip(d, std::move(move.edit));
    }

    void addDuplicateIdThrows()
    {
        core::Design d = test::sampleDesign();
        core::AddDevice edit(*d.findDevice("d1"));
        QVERIFY_THROWS_EXCEPTION(core::EditError, edit.apply(d));
    }

    // Issue 19: the history names what the user sees ("Add device dgx05", not "Add device
    // d9"), and so does the undo of it; an object without a name falls back to its id.
    void historyNamesObjectsByTheirName()
    {
        core::Design d = test::sampleDesign();
        core::Device dev = test::device("d9", "t-srv-2u", "r2", 20);
        dev.name = "dgx05";
        const core::AddObject<core::Device> add(dev);
        QCOMPARE(add.description(), std::string("Add device dgx05"));
        const core::EditPtr undo = add.apply(d);
        QCOMPARE(undo->description(), std::string("Remove device dgx05"));
        dev.name.clear();
        QCOMPARE(core::AddObject<core::Device>(dev).description(), std::string("Add device d9"));
        QCOMPARE(core::RemoveObject<core::Device>("d9").description(),
                 std::string("Remove device d9"));
    }

    // Issue 19: the design's customer (inspector) and the quote's are one name. Changing either
    // changes both, in one undo step; a quote that names none is quoted to the design's.
    void customerIsOneName()
    {
        core::Design d = test::sampleDesign();
        d.customer = "Old Lab";
        d.quote = core::QuoteSettings{};
        d.quote->customer.name = "Old Lab";
        auto r = core::edits::setInfo(d, d.name, "New Lab", d.notes);
        QVERIFY2(r, r.error.c_str());
        const core::EditPtr undo = r.edit->apply(d);
        QCOMPARE(d.customer, std::string("New Lab"));
        QCOMPARE(d.quote->customer.name, std::string("New Lab"));
        undo->apply(d);
        QCOMPARE(d.customer, std::string("Old Lab"));
        QCOMPARE(d.quote->customer.name, std::string("Old Lab"));

        core::QuoteSettings q = *d.quote;
        q.customer.name = "Example Research GmbH";
        r = core::edits::setQuoteSettings(d, q);
        QVERIFY2(r, r.error.c_str());
        r.edit->apply(d);
        QCOMPARE(d.customer, std::string("Example Research GmbH"));

        d.quote->customer.name.clear();
        QCOMPARE(core::quoteSettingsOf(d, "").customer.name, std::string("Example Research GmbH"));
    }

    // Issue 24: an edit that says it only places devices lets the summary keep the fabric of the
    // last analysis; one that says so wrongly would show a stale BOM.
    void placementScopeIsWhatAMoveChanges()
    {
        core::Design d = test::sampleDesign();
        const core::CatalogView& cat = test::testCatalog();
        const auto scope = [&d](const core::edits::Result& r) {
            return r.edit->scopeOn(d);
        };
        auto move = core::edits::moveDevice(d, cat, "d3", Placement{"r1", 20, core::Face::Front});
        QVERIFY(move && scope(move) == core::EditScope::Placement);
        auto both = core::edits::moveDevices(
            d, cat, {{"d3", {"r1", 20, core::Face::Front}}, {"d1", {"r2", 10, core::Face::Front}}});
        QVERIFY(both && scope(both) == core::EditScope::Placement);
        core::Device changed = *d.findDevice("d3");
        changed.name = "renamed";
        auto rename = core::edits::updateDevice(d, cat, changed);
        QVERIFY(rename && scope(rename) == core::EditScope::Placement);
        changed = *d.findDevice("d3");
        changed.gpuCount = 2;
        auto gpus = core::edits::updateDevice(d, cat, changed);
        QVERIFY(gpus && scope(gpus) == core::EditScope::Anything);
        auto removal = core::edits::removeDevices(d, {"d3"});
        QVERIFY(removal && scope(removal) == core::EditScope::Anything);
        // The undo of a placement edit is one too.
        core::EditPtr inverse = move.edit->apply(d);
        QVERIFY(inverse->scopeOn(d) == core::EditScope::Placement);
        const core::Device a = *d.findDevice("d1");
        core::Device b = a;
        b.rack = "r2";
        b.u = 30;
        b.face = core::Face::Rear;
        b.feed = "B";
        QVERIFY(core::devicePlacementOnly(a, b));
        b.portSplit = 2; // other ports: other transceivers
        QVERIFY(!core::devicePlacementOnly(a, b));
    }

    // The same steps as the undo command takes them (issue 24: each edit applied once moves its
    // lists instead of copying them): the same designs at each step.
    void generationAppliedOnceUndoesAndRedoes()
    {
        core::Design d = test::servers(6);
        const std::string before = core::serializeDesign(d);
        core::edits::Result r =
            core::edits::generateFabric(d, test::testCatalog(), test::request());
        QVERIFY(r);
        core::Design copied = d;
        r.edit->apply(copied);
        core::EditPtr undo = std::move(*r.edit).applyOnce(d);
        const std::string after = core::serializeDesign(d);
        QCOMPARE(after, core::serializeDesign(copied));
        QVERIFY(!d.links.empty());
        core::EditPtr redo = std::move(*undo).applyOnce(d);
        QCOMPARE(core::serializeDesign(d), before);
        undo = std::move(*redo).applyOnce(d);
        QCOMPARE(core::serializeDesign(d), after);
        std::move(*undo).applyOnce(d);
        QCOMPARE(core::serializeDesign(d), before);
    }
};

QObject* makeEditTests()
{
    return new EditTests;
}

#include "tst_edits.moc"
