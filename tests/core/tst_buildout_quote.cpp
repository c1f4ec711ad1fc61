// Issue 23, item 1: a server's build-out in the BOM and the quote: the adapters fitted in a
// server beneath its line, and a build-out change priced from a price list. The test catalog's
// t-bo-node (tests/data/test-catalog.json) carries 2 x t-nvme (no price) as data drives;
// t-nic-400 is a one-port 400G compute adapter without a price.
#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "buildout_fixture.h"
#include "edit/edit_factory.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;

class BuildoutQuoteTests : public QObject
{
    Q_OBJECT

    // n1 with 8 adapters and 4 drives instead of 2; n2 as the catalog's reference.
    static core::Report fittedReport()
    {
        core::Design d = test::twoNodes();
        d.devices[0].nics = {{"t-nic-400", 8}};
        d = test::withEdit(
            d, core::edits::setBuildout(d, test::testCatalog(), {"n1"}, {{"data", {"t-nvme", 4}}}));
        return core::analyze(d, test::testCatalog());
    }

private slots:
    // Adapters are listed beneath the servers they are fitted in, with their role from the
    // card's ports (t-nic-400: compute).
    void adaptersBeneathTheirServers()
    {
        const core::Report r = fittedReport();
        const auto& lines = r.bom.lines;
        const auto nic = std::find_if(lines.begin(), lines.end(),
                                      [](const core::BomLine& l) { return l.part == "t-nic-400"; });
        QVERIFY(nic != lines.end());
        QCOMPARE(nic->quantity, 8);
        QVERIFY(nic->withServer && !nic->option);
        QVERIFY2(nic->description.find("- compute rails: 8 x Test NIC 400G each") == 0,
                 nic->description.c_str());
        // Beneath n1's line and its three build-out lines (cpu, memory, data), only there.
        const auto data = nic - 1;
        QVERIFY(data->option && data->part == "t-nvme" && data->countPerServer == 4);
        QCOMPARE((nic - 4)->part, std::string("t-bo-node"));
        QCOMPARE((nic - 4)->quantity, 1);
        QCOMPARE(std::count_if(lines.begin(), lines.end(),
                               [](const core::BomLine& l) { return l.part == "t-nic-400"; }),
                 1L);
        QVERIFY(!data->unitPrice); // no catalog price for the drive
    }

    // A price list that prices a drive prices a change of drives: 4 x 300 - 2 x 300 = USD 600
    // per server, and its cost likewise; the adapters stay in the Servers section with the
    // discount of their own kind.
    void priceListPricesABuildoutChange()
    {
        const core::Report r = fittedReport();
        const auto& lines = r.bom.lines;
        const auto nic = std::find_if(lines.begin(), lines.end(),
                                      [](const core::BomLine& l) { return l.part == "t-nic-400"; });
        QVERIFY(nic != lines.end());
        const auto data = nic - 1;
        core::PriceList list;
        list.name = "acme";
        list.entries = {{"t-nvme", 300, "USD", 250.0, 2}};
        core::QuoteSettings settings;
        settings.currency = "USD";
        settings.categoryDiscountPct = {{"nic", 20}};
        core::Issues issues;
        const core::Quote q = core::buildQuote(r.bom, test::testCatalog(), settings, &list, issues);
        const core::QuoteLine& drive = q.lines[std::size_t(data - lines.begin())];
        QCOMPARE(drive.part, std::string("t-nvme"));
        QVERIFY(drive.origin == core::PriceOrigin::PriceList);
        QCOMPARE(drive.originDetail, std::string("acme line 2"));
        QCOMPARE(*drive.listUnit, 4 * 300.0 - 2 * 300.0);
        QCOMPARE(*drive.extended, 600.0);
        QCOMPARE(*drive.cost, 4 * 250.0 - 2 * 250.0);
        const core::QuoteLine& adapters = q.lines[std::size_t(nic - lines.begin())];
        QCOMPARE(adapters.part, std::string("t-nic-400"));
        QCOMPARE(adapters.category, std::string("server"));
        QCOMPARE(adapters.discountPct, 20.0);
    }

    // The same adapters listed in another order are the same servers: one line each.
    void adapterOrderDoesNotSplitServers()
    {
        core::Design d = test::twoNodes();
        d.devices[0].nics = {{"t-nic-400", 4}, {"t-nic-400", 2}};
        d.devices[1].nics = {{"t-nic-400", 2}, {"t-nic-400", 4}};
        const core::Report r = core::analyze(d, test::testCatalog());
        const auto servers =
            std::count_if(r.bom.lines.begin(), r.bom.lines.end(), [](const core::BomLine& l) {
                return l.part == "t-bo-node" && !l.option;
            });
        QCOMPARE(servers, 1L);
    }
};

QObject* makeBuildoutQuoteTests()
{
    return new BuildoutQuoteTests;
}

#include "tst_buildout_quote.moc"
