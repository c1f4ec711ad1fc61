// Quotes (issue 8): pricing math on a hand-made BOM, worked by hand in the comments, and
// price-list parsing with malformed lines.
#include "analysis/quote/quote.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "io/file/price_list_reader.h"
#include "io/file/quote_settings_json.h"
#include "io/load_error.h"
#include "io/report/quote_json.h"

#include <QTest>

using namespace cd;

namespace {

// Three parts with part numbers; prices come from the BOM lines below.
class MiniCatalog final : public core::CatalogView
{
public:
    MiniCatalog()
    {
        for (auto [id, pn] :
             {std::pair{"t-srv", "SRV-1"}, {"t-nic", "NIC-1"}, {"t-cable", "CBL-1"}}) {
            core::CatalogItem i;
            i.id = id;
            i.model = id;
            i.partNumbers = {pn};
            m_items.push_back(i);
        }
    }
    const core::CatalogItem* find(std::string_view id) const override
    {
        for (const auto& i : m_items)
            if (i.id == id)
                return &i;
        return nullptr;
    }
    std::vector<const core::CatalogItem*> items() const override
    {
        std::vector<const core::CatalogItem*> v;
        for (const auto& i : m_items)
            v.push_back(&i);
        return v;
    }
    const core::Source* source(std::string_view) const override { return nullptr; }
    void setPartNumbers(std::string_view id, std::vector<std::string> pns)
    {
        for (auto& i : m_items)
            if (i.id == id)
                i.partNumbers = std::move(pns);
    }

private:
    std::vector<core::CatalogItem> m_items;
};

core::BomLine bomLine(const char* part, const char* kind, int qty, double price)
{
    core::BomLine l;
    l.part = part;
    l.kind = kind;
    l.description = part;
    l.quantity = qty;
    l.unitPrice = price;
    l.currency = "USD";
    l.priceDate = "2026-01";
    return l;
}

core::QuoteSettings settings()
{
    core::QuoteSettings s;
    s.currency = "USD";
    s.exchangeRates = {{"EUR", 1.10}};
    s.categoryDiscountPct = {{"server", 10}, {"nic", 20}};
    s.lineDiscountPct = {{"t-nic", 5}}; // overrides the nic category's 20 %
    s.marginPct = 20;                   // markup on cost
    s.taxPct = 19;
    s.installationPerServer = 500;
    s.supportYears = 2;
    s.supportPerServerYear = 300;
    return s;
}

} // namespace

class QuoteTests : public QObject
{
    Q_OBJECT
private slots:
    void totalsByHand()
    {
        core::BomReport bom;
        bom.lines = {bomLine("t-srv", "server", 2, 12000), bomLine("t-nic", "nic", 4, 1000),
                     bomLine("t-cable", "cable", 3, 99)};
        core::PriceList list;
        list.name = "acme";
        list.entries = {{"SRV-1", 9000, "USD", 8000, 2}, {"t-cable", 10, "EUR", std::nullopt, 3}};
        core::Issues issues;
        const core::Quote q = core::buildQuote(bom, MiniCatalog(), settings(), &list, issues);
        QVERIFY(issues.empty());
        QCOMPARE(q.lines.size(), std::size_t(5));
        // Server: price list by part number, cost 8000 + 20 % markup = 9600.00; category
        // discount 10 % -> 8640.00; x 2 = 17280.00.
        QVERIFY(q.lines[0].origin == core::PriceOrigin::PriceList);
        QCOMPARE(q.lines[0].originDetail, std::string("acme line 2"));
        QCOMPARE(*q.lines[0].listUnit, 9600.0);
        QCOMPARE(*q.lines[0].netUnit, 8640.0);
        QCOMPARE(*q.lines[0].extended, 17280.0);
        // NIC: catalog estimate 1000, its own 5 % (not the category's 20 %) -> 950.00 x 4 = 3800.
        QVERIFY(q.lines[1].origin == core::PriceOrigin::CatalogEstimate);
        QCOMPARE(q.lines[1].discountPct, 5.0);
        QCOMPARE(*q.lines[1].extended, 3800.0);
        // Cable: 10 EUR x 1.10 = 11.00 USD, no cost so no margin; x 3 = 33.00.
        QCOMPARE(*q.lines[2].netUnit, 11.0);
        QCOMPARE(*q.lines[2].extended, 33.0);
        // Services per server: install 500 x 2 = 1000; support 300 x (2 servers x 2 years) = 1200.
        QCOMPARE(q.lines[3].part, std::string("service-installation"));
        QCOMPARE(*q.lines[3].extended, 1000.0);
        QCOMPARE(q.lines[4].quantity, 4);
        QCOMPARE(*q.lines[4].extended, 1200.0);
        // 17280 + 3800 + 33 + 1000 + 1200 = 23313.00; VAT 19 % = 4429.47; total 27742.47.
        QCOMPARE(q.subtotal, 23313.0);
        QCOMPARE(q.tax, 4429.47);
        QCOMPARE(q.total, 27742.47);
        QCOMPARE(q.categories.size(), std::size_t(4));
        QCOMPARE(q.categories[0].subtotal, 17280.0);
        QCOMPARE(q.estimateLines, 1);
        QVERIFY(!q.costTotal); // only the server has a cost
    }

    // A reseller's list names a part as it is ordered; the catalog writes some with a note
    // ("980-9I510-00NS00 (switch, finned)") or as model and code ("MCP7Y00-N001 /
    // 980-9I432-00N001 (1 m)"). Either half, and the whole without its note, find the part.
    void priceListFindsPartNumbersWithoutTheirNotes()
    {
        MiniCatalog catalog;
        catalog.setPartNumbers("t-srv", {"980-9I510-00NS00 (switch, finned)"});
        catalog.setPartNumbers("t-nic", {"MCP7Y00-N001 / 980-9I432-00N001 (1 m)"});
        core::BomReport bom;
        bom.lines = {bomLine("t-srv", "server", 1, 12000), bomLine("t-nic", "nic", 1, 1000),
                     bomLine("t-cable", "cable", 1, 99)};
        core::PriceList list;
        list.name = "acme";
        list.entries = {{"980-9I510-00NS00", 700, "USD", std::nullopt, 2},
                        {"980-9i432-00n001", 90, "USD", std::nullopt, 3}};
        core::Issues issues;
        const core::Quote q = core::buildQuote(bom, catalog, core::QuoteSettings{}, &list, issues);
        QVERIFY(q.lines[0].origin == core::PriceOrigin::PriceList);
        QCOMPARE(*q.lines[0].listUnit, 700.0);
        QVERIFY(q.lines[1].origin == core::PriceOrigin::PriceList);
        QCOMPARE(*q.lines[1].listUnit, 90.0);
        QVERIFY(q.lines[2].origin == core::PriceOrigin::CatalogEstimate);
        list.entries = {{"MCP7Y00-N001", 80, "USD", std::nullopt, 2}};
        const core::Quote byModel =
            core::buildQuote(bom, catalog, core::QuoteSettings{}, &list, issues);
        QCOMPARE(*byModel.lines[1].listUnit, 80.0);
    }

    void quantitiesFollowTheBom()
    {
        // One more server: its line, the service quantities and the total follow.
        core::BomReport bom;
        bom.lines = {bomLine("t-srv", "server", 3, 12000)};
        core::Issues issues;
        core::QuoteSettings s = settings();
        s.taxPct = 0;
        const core::Quote q = core::buildQuote(bom, MiniCatalog(), s, nullptr, issues);
        // 12000 - 10 % = 10800 x 3 = 32400; install 3 x 500 = 1500; support 6 x 300 = 1800.
        QCOMPARE(q.lines[2].quantity, 6);
        QCOMPARE(q.total, 32400.0 + 1500.0 + 1800.0);
    }

    void missingRateLeavesLineUnpriced()
    {
        core::BomReport bom;
        bom.lines = {bomLine("t-nic", "nic", 1, 100)};
        bom.lines[0].currency = "GBP";
        core::Issues issues;
        const core::Quote q = core::buildQuote(bom, MiniCatalog(), settings(), nullptr, issues);
        QCOMPARE(q.unpricedLines, 1);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].code, std::string("quote-no-rate"));
        QCOMPARE(q.total, 0.0);
    }

    void roundingAndMargin()
    {
        core::QuoteSettings s;
        s.rounding = core::RoundingMode::Up;
        QCOMPARE(core::roundPrice(950.001, s), 950.01); // ROUNDUP(950.001, 2)
        QCOMPARE(core::roundPrice(12.3, s), 12.3);      // 1229.9999... must not go up
        s.rounding = core::RoundingMode::Nearest;
        s.roundDecimals = -1;
        QCOMPARE(core::roundPrice(1234.5, s), 1230.0); // ROUND(1234.5, -1)
        s.marginPct = 20;
        s.marginMode = core::MarginMode::Gross;
        QCOMPARE(*core::priceFromCost(8000, s), 10000.0); // 8000 / (1 - 0.20)
        s.marginMode = core::MarginMode::Markup;
        QCOMPARE(*core::priceFromCost(8000, s), 9600.0); // 8000 x 1.20
    }

    void priceListWithMalformedLines()
    {
        const std::string csv = "part_number,price,currency,cost\n"
                                "SRV-1,9000,USD,8000\n" // line 2: good
                                "NIC-1,abc,USD,\n"      // line 3: price
                                ",100,USD,\n"           // line 4: part_number
                                "t-cable,10,eur,\n"     // line 5: good (currency upper-cased)
                                "X-1,5,XYZ,\n"          // line 6: currency
                                "Y-1,-3,USD,\n"         // line 7: price
                                "\n"                    // line 8: empty, skipped
                                "Z-1,7,,-1\n";          // line 9: cost
        const core::PriceListParse p =
            core::parsePriceListRows(core::parseCsvRows(csv), "list.csv", "USD");
        QCOMPARE(p.entries.size(), std::size_t(2));
        QCOMPARE(p.entries[0].key, std::string("SRV-1"));
        QCOMPARE(*p.entries[0].cost, 8000.0);
        QCOMPARE(p.entries[1].currency, std::string("EUR"));
        QCOMPARE(p.entries[1].line, 5);
        const std::vector<std::pair<int, std::string>> expected{
            {3, "price"}, {4, "part_number"}, {6, "currency"}, {7, "price"}, {9, "cost"}};
        QCOMPARE(p.problems.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(p.problems[i].line, expected[i].first);
            QCOMPARE(p.problems[i].field, expected[i].second);
        }
        QVERIFY(p.problems[2].message.find("XYZ") != std::string::npos);
    }

    void priceListHeaderErrors()
    {
        QVERIFY_THROWS_EXCEPTION(
            core::LoadError,
            core::parsePriceListRows(core::parseCsvRows("sku;cost\nA;1\n"), "x.csv", "USD"));
        // Semicolons and quoted fields with commas.
        const auto p = core::parsePriceListRows(
            core::parseCsvRows("catalog_id;price\n\"a,b\";1.5\n"), "x.csv", "USD");
        QCOMPARE(p.entries.at(0).key, std::string("a,b"));
        QCOMPARE(p.entries.at(0).price, 1.5);
    }

    // Issue 20: NaN and infinity reached the totals ("-NAN" in the XLSX), and a price of
    // 1e308 overflows any sum. Each is a bad line naming the field; a billion is the top.
    void priceListRefusesNonFiniteAndHugeMoney()
    {
        const std::string csv = "part_number,price,cost\n"
                                "A,nan,\n"        // line 2
                                "B,inf,\n"        // line 3
                                "C,1e308,\n"      // line 4
                                "D,1000000000,\n" // line 5: the limit itself, good
                                "E,10,-inf\n"     // line 6: cost
                                "F,10,NaN\n";     // line 7: cost
        const core::PriceListParse p =
            core::parsePriceListRows(core::parseCsvRows(csv), "list.csv", "USD");
        QCOMPARE(p.entries.size(), std::size_t(1));
        QCOMPARE(p.entries[0].price, 1e9);
        const std::vector<std::pair<int, std::string>> expected{
            {2, "price"}, {3, "price"}, {4, "price"}, {6, "cost"}, {7, "cost"}};
        QCOMPARE(p.problems.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(p.problems[i].line, expected[i].first);
            QCOMPARE(p.problems[i].field, expected[i].second);
        }
    }

    // Issue 20: a design file's quote settings follow the rules of an edit from the GUI; a
    // 200 % discount or a negative tax is refused naming the field.
    void fileSettingsAreChecked()
    {
        core::QuoteSettings s = settings();
        core::Json top{{"quote", core::writeQuoteSettings(s)}};
        top["quote"]["tax"]["percent"] = -5;
        try {
            core::readQuoteSettings(core::JsonReader(top, "d.cluster.json", ""));
            QFAIL("a negative tax read");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.file(), std::string("d.cluster.json"));
            QCOMPARE(e.where(), std::string("quote.tax.percent"));
        }
        top["quote"]["tax"]["percent"] = 19;
        top["quote"]["discounts"] = core::Json{{"categories", {{"server", 200}}}};
        try {
            core::readQuoteSettings(core::JsonReader(top, "d.cluster.json", ""));
            QFAIL("a 200 % discount read");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.where(), std::string("quote.discounts.categories.server"));
        }
        // A date the validity cannot be counted from.
        for (const char* date : {"NaN", "2025-02-30", "99999-01-01", "2025-6-1"}) {
            core::Json dated{{"quote", core::writeQuoteSettings(settings())}};
            dated["quote"]["date"] = date;
            try {
                core::readQuoteSettings(core::JsonReader(dated, "d.cluster.json", ""));
                QFAIL(date);
            } catch (const core::LoadError& e) {
                QCOMPARE(e.where(), std::string("quote.date"));
            }
        }
        // A section of another type is an error at its key, not an empty section: "tax": 19
        // was read as no tax, and the total dropped by the 19 %.
        for (const char* key : {"tax", "margin", "discounts", "rounding", "services"}) {
            core::Json wrong{{"quote", core::writeQuoteSettings(settings())}};
            wrong["quote"][key] = 19;
            try {
                core::readQuoteSettings(core::JsonReader(wrong, "d.cluster.json", ""));
                QFAIL(key);
            } catch (const core::LoadError& e) {
                QCOMPARE(e.where(), std::string("quote.") + key);
            }
        }
    }

    void settingsRoundTrip()
    {
        core::QuoteSettings s = settings();
        s.number = "Q-1";
        s.customer.name = "Customer AG";
        s.reseller.logo = "/tmp/logo.png";
        const core::Json top{{"quote", core::writeQuoteSettings(s)}};
        const auto back = core::readQuoteSettings(core::JsonReader(top, "f", ""));
        QVERIFY(back);
        QVERIFY(*back == s);
        QCOMPARE(core::addDays("2025-12-20", 30), std::string("2026-01-19"));
    }

    // Quote settings change by an edit like any other: applying then undoing gives the same
    // file byte for byte; values a quote cannot be made with are refused with the key named.
    void settingsEditUndoesAndRefuses()
    {
        core::Design d;
        d.name = "edit";
        const std::string before = core::serializeDesign(d);
        core::QuoteSettings s = settings();
        s.lineDiscountPct["nvidia-dgx-h100"] = 12.5;
        auto r = core::edits::setQuoteSettings(d, s, "Set discount");
        QVERIFY2(r, r.error.c_str());
        QCOMPARE(r.edit->description(), std::string("Set discount"));
        core::EditPtr undo = r.edit->apply(d);
        QCOMPARE(d.quote->lineDiscountPct.at("nvidia-dgx-h100"), 12.5);
        QVERIFY(core::serializeDesign(d).find("\"nvidia-dgx-h100\": 12.5") != std::string::npos);
        QVERIFY(!core::edits::setQuoteSettings(d, s)); // no change
        undo->apply(d);
        QCOMPARE(core::serializeDesign(d), before);

        const auto refused = [&](auto change, const std::string& key) {
            core::QuoteSettings bad = settings();
            change(bad);
            const auto res = core::edits::setQuoteSettings(d, bad);
            return !res && res.code == "invalid-quote" && res.error.find(key) != std::string::npos;
        };
        QVERIFY(refused([](core::QuoteSettings& b) { b.lineDiscountPct["x"] = 101; },
                        "discounts.lines.x"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.categoryDiscountPct["server"] = -1; },
                        "discounts.categories.server"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.currency = "EURO"; }, "currency"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.exchangeRates["USD"] = 0; },
                        "exchange_rates.USD"));
        QVERIFY(refused(
            [](core::QuoteSettings& b) {
                b.marginMode = core::MarginMode::Gross;
                b.marginPct = 100;
            },
            "margin.percent"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.taxPct = 101; }, "tax.percent"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.roundDecimals = 5; }, "rounding.decimals"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.validityDays = -1; }, "validity_days"));
        // Issue 20: upper bounds, so a total cannot leave the finite doubles (a rate of 1e300
        // times a 1e9 price) and servers x support years cannot overflow an int (UBSan).
        QVERIFY(refused([](core::QuoteSettings& b) { b.exchangeRates["USD"] = 1e300; },
                        "exchange_rates.USD"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.marginPct = 1001; }, "margin.percent"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.supportPerServerYear = 2e9; }, "services"));
        QVERIFY(
            refused([](core::QuoteSettings& b) { b.supportYears = 51; }, "services.support_years"));
        QVERIFY(refused([](core::QuoteSettings& b) { b.validityDays = 3651; }, "validity_days"));
        QVERIFY(!refused([](core::QuoteSettings& b) { b.supportYears = 50; }, "services"));
    }
};

QObject* makeQuoteTests()
{
    return new QuoteTests;
}

#include "tst_quote.moc"
