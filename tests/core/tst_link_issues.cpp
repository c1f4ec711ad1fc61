// The link checks of analyze() on the synthetic test catalog (tests/data/test-catalog.json):
// a cable past its reach, a port used twice, an unknown port or device, mixed speeds and a
// cable back into its own port.
#include "analysis/analyze.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;

namespace {

bool hasIssue(const core::Report& r, const std::string& code, core::Severity s,
              const std::string& object)
{
    for (const core::Issue& i : r.issues)
        if (i.code == code && i.severity == s && i.object == object)
            return true;
    return false;
}

} // namespace

class LinkIssueTests : public QObject
{
    Q_OBJECT
private slots:
    void linkIssues()
    {
        core::Design d = test::sampleDesign();
        d.links[0].lengthM = 5.0; // DAC reaches 3 m
        core::Link twice = d.links[0];
        twice.id = "l2";
        twice.b = {"d2", "p2"};
        twice.lengthM = 1.0;
        d.links.push_back(twice); // d1.ib1 used by two links
        core::Link bad;
        bad.id = "l3";
        bad.a = {"d1", "ib99"};
        bad.b = {"d404", "p1"};
        d.links.push_back(bad);
        core::Link mixed;
        mixed.id = "l4";
        mixed.a = {"d1", "bmc1"};
        mixed.b = {"d2", "p3"};
        d.links.push_back(mixed);
        core::Link loop; // a cable from d2's p4 back into p4: one link, so no port-in-use
        loop.id = "l5";
        loop.a = {"d2", "p4"};
        loop.b = {"d2", "p4"};
        d.links.push_back(loop);
        const core::Report r = core::analyze(d, test::testCatalog());
        QVERIFY(hasIssue(r, "link-to-itself", core::Severity::Error, "l5"));
        QVERIFY(!hasIssue(r, "link-to-itself", core::Severity::Error, "l2"));
        QVERIFY(hasIssue(r, "cable-reach", core::Severity::Error, "l1"));
        QVERIFY(hasIssue(r, "port-in-use", core::Severity::Error, "l2"));
        QVERIFY(hasIssue(r, "unknown-port", core::Severity::Error, "l3"));
        QVERIFY(hasIssue(r, "link-unknown-device", core::Severity::Error, "l3"));
        QVERIFY(hasIssue(r, "mixed-speed", core::Severity::Warning, "l4"));
    }

    // A port used twice names the link that had it first, however many links came between,
    // however often it is used again, and whichever end finds it (the check keeps a bit per
    // port and works out the first users only when one is taken twice).
    void portInUseNamesTheFirstLink()
    {
        core::Design d = test::sampleDesign(); // l1: d1.ib1 - d2.p1
        const auto link = [&](const std::string& id, core::PortRef a, core::PortRef b) {
            core::Link l;
            l.id = id;
            l.a = std::move(a);
            l.b = std::move(b);
            d.links.push_back(l);
        };
        link("l2", {"d1", "ib2"}, {"d2", "p2"});
        link("l3", {"d1", "ib3"}, {"d2", "p3"});
        link("l4", {"d1", "ib4"}, {"d2", "p2"}); // d2.p2 again, found at end b: l2 had it
        link("l5", {"d2", "p1"}, {"d1", "ib5"}); // d2.p1 again, at end a: l1 had it
        link("l6", {"d1", "ib6"}, {"d2", "p2"}); // a third time: still l2
        link("l7", {"d1", "ib7"}, {"d2", "p4"});
        link("l8", {"d1", "ib7"}, {"d2", "p5"}); // found after the switch: l7 had it
        const core::Report r = core::analyze(d, test::testCatalog());
        const auto firstOf = [&](const std::string& second) {
            for (const core::Issue& i : r.issues)
                if (i.code == "port-in-use" && i.object == second)
                    return i.message;
            return std::string("none");
        };
        QCOMPARE(firstOf("l4"), std::string("leaf01 port p2 is used by links l2 and l4"));
        QCOMPARE(firstOf("l5"), std::string("leaf01 port p1 is used by links l1 and l5"));
        QCOMPARE(firstOf("l6"), std::string("leaf01 port p2 is used by links l2 and l6"));
        QCOMPARE(firstOf("l8"), std::string("gpu01 port ib7 is used by links l7 and l8"));
        int inUse = 0;
        for (const core::Issue& i : r.issues)
            inUse += i.code == "port-in-use";
        QCOMPARE(inUse, 4); // l4, l5, l6 and l8
    }
};

QObject* makeLinkIssueTests()
{
    return new LinkIssueTests;
}

#include "tst_link_issues.moc"
