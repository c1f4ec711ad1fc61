// cd_office on its own (issue 17: it was tested only through the quote and price-list
// suites): cell names, the XLSX quote read back by our own reader, atomic replacement and the
// reader's errors. The CLI suite also reads the same workbook with `unzip` independently.
#include "io/load_error.h"
#include "quote_xlsx.h"
#include "xlsx_reader.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace cd;

namespace {

std::string slurp(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

// Two servers at 250,000 and 4 cables at 120 in USD, 10 % off the servers, 20 % VAT: by hand,
// servers 2 x 225,000 = 450,000; cables 4 x 120 = 480; subtotal 450,480; tax 90,096; total
// 540,576.
core::Quote sampleQuote()
{
    core::Quote q;
    q.currency = "USD";
    core::QuoteLine server;
    server.category = "server";
    server.part = "dell-xe9680";
    server.partNumber = "XE9680-H100";
    server.description = "Dell PowerEdge XE9680";
    server.quantity = 2;
    server.origin = core::PriceOrigin::PriceList;
    server.listUnit = 250000;
    server.discountPct = 10;
    server.netUnit = 225000;
    server.extended = 450000;
    core::QuoteLine cable;
    cable.category = "cable";
    cable.part = "nvidia-mcp4y10-n003";
    cable.partNumber = "MCP4Y10-N003";
    cable.description = "NVIDIA LinkX 800G DAC, 3 m";
    cable.quantity = 4;
    cable.lengthM = 3.0;
    cable.origin = core::PriceOrigin::PriceList;
    cable.listUnit = 120;
    cable.netUnit = 120;
    cable.extended = 480;
    q.lines = {server, cable};
    q.categories = {{"server", "Servers", 1, 450000}, {"cable", "Cables", 1, 480}};
    q.subtotal = 450480;
    q.taxPct = 20;
    q.tax = 90096;
    q.total = 540576;
    return q;
}

const std::vector<std::string>* rowWith(const core::TableRows& rows, const std::string& cell)
{
    for (const auto& r : rows)
        for (const std::string& c : r)
            if (c == cell)
                return &r;
    return nullptr;
}

class OfficeTests : public QObject
{
    Q_OBJECT

private slots:
    // Spreadsheet columns count A..Z, AA..AZ, BA.. (bijective base 26); the last cell Excel
    // allows is XFD1048576.
    void cellNames()
    {
        QCOMPARE(office::cellName(0, 0), std::string("A1"));
        QCOMPARE(office::cellName(11, 7), std::string("H12"));
        QCOMPARE(office::cellName(0, 25), std::string("Z1"));
        QCOMPARE(office::cellName(0, 26), std::string("AA1"));
        QCOMPARE(office::cellName(0, 51), std::string("AZ1"));
        QCOMPARE(office::cellName(0, 52), std::string("BA1"));
        QCOMPARE(office::cellName(1048575, 16383), std::string("XFD1048576"));
    }

    void quoteReadsBack()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("quote.xlsx").toStdString();
        core::QuoteSettings s;
        s.number = "Q-2026-0042";
        s.taxLabel = "VAT";
        core::QuoteHeader h;
        h.designName = "Two XE9680";
        h.date = "2026-12-04";
        h.validUntil = "2027-01-03";
        office::writeQuoteXlsx(sampleQuote(), s, h, path);
        const core::TableRows rows = office::readXlsxRows(path); // the first sheet: "Quote"
        const auto* server = rowWith(rows, "XE9680-H100");
        QVERIFY(server);
        QVERIFY(server->size() >= 8);
        // B part number, C description, D quantity, E unit price, G net unit, H extended.
        QCOMPARE((*server)[2], std::string("Dell PowerEdge XE9680"));
        QCOMPARE(std::stod((*server)[3]), 2.0);
        QCOMPARE(std::stod((*server)[4]), 250000.0);
        QCOMPARE(std::stod((*server)[6]), 225000.0);
        QCOMPARE(std::stod((*server)[7]), 450000.0);
        const auto* cable = rowWith(rows, "MCP4Y10-N003");
        QVERIFY(cable);
        QCOMPARE(std::stod((*cable)[7]), 480.0);
        // Subtotal, tax and total are formulas carrying their computed values (C label, H value).
        const auto* tax = rowWith(rows, "VAT");
        QVERIFY2(tax && tax->size() >= 8, "no tax row");
        QCOMPARE(std::stod((*tax)[7]), 90096.0);
        const auto* total = rowWith(rows, "Total");
        QVERIFY2(total && total->size() >= 8, "no Total row");
        QCOMPARE(std::stod((*total)[7]), 540576.0);
        QVERIFY(!std::filesystem::exists(path + ".tmp-xlsx"));
    }

    // A failed write leaves the previous file as it was and no temporary beside it.
    void failedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const std::string missing = dir.filePath("no-such-folder/quote.xlsx").toStdString();
        QVERIFY_THROWS_EXCEPTION(core::SaveError,
                                 office::writeQuoteXlsx(sampleQuote(), {}, {}, missing));
        QVERIFY(!std::filesystem::exists(missing));

        const std::string path = dir.filePath("quote.xlsx").toStdString();
        office::writeQuoteXlsx(sampleQuote(), {}, {}, path);
        const std::string before = slurp(path);
        std::filesystem::create_directory(path + ".tmp-xlsx"); // the writer cannot create it
        QVERIFY_THROWS_EXCEPTION(core::SaveError,
                                 office::writeQuoteXlsx(sampleQuote(), {}, {}, path));
        QCOMPARE(slurp(path), before);
    }

    void readerNamesTheFileItCannotRead()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("prices.xlsx").toStdString();
        std::ofstream(path) << "part,price\nx,1\n"; // a CSV under an .xlsx name
        try {
            office::readXlsxRows(path);
            QFAIL("a CSV file read as XLSX");
        } catch (const core::LoadError& e) {
            QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(core::LoadError,
                                 office::readXlsxRows(dir.filePath("absent.xlsx").toStdString()));
    }
};

} // namespace

int main(int argc, char** argv)
{
    OfficeTests t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_office.moc"
