// cd_office on its own (issue 17: it was tested only through the quote and price-list
// suites): cell names, the XLSX quote read back by our own reader, atomic replacement and the
// reader's errors. The CLI suite also reads the same workbook with `unzip` independently.
#include "file_size_limit.h"
#include "io/load_error.h"
#include "quote_xlsx.h"
#include "xlsx_error.h"
#include "xlsx_reader.h"

#include <minizip/zip.h>
#include <sys/stat.h>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

using namespace cd;

namespace {

// A zip archive of the given members (deflated), as an XLSX workbook is.
void writeZip(const std::string& path,
              const std::vector<std::pair<std::string, std::string>>& members)
{
    zipFile zip = zipOpen64(path.c_str(), APPEND_STATUS_CREATE);
    QVERIFY(zip);
    for (const auto& [name, data] : members) {
        QCOMPARE(zipOpenNewFileInZip64(zip, name.c_str(), nullptr, nullptr, 0, nullptr, 0, nullptr,
                                       Z_DEFLATED, Z_BEST_SPEED, 1),
                 ZIP_OK);
        QCOMPARE(zipWriteInFileInZip(zip, data.data(), unsigned(data.size())), ZIP_OK);
        QCOMPARE(zipCloseFileInZip(zip), ZIP_OK);
    }
    QCOMPARE(zipClose(zip, nullptr), ZIP_OK);
}

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
        {
            test::FileSizeLimit full(1024); // a disk with 1 KB left for any one file
            QVERIFY_THROWS_EXCEPTION(core::SaveError,
                                     office::writeQuoteXlsx(sampleQuote(), {}, {}, path));
        }
        QCOMPARE(slurp(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    // A cell holds at most 32,767 characters (libxlsxwriter's LXW_STR_MAX, Excel's limit). A
    // longer text is refused in the words every writer uses, naming the file, not in the
    // library's English ("XLSX: String exceeds Excel's limit of 32,767 characters."), and
    // nothing is written.
    void overlongCellNamesTheFile()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("quote.xlsx").toStdString();
        core::Quote q = sampleQuote();
        q.lines[0].description = std::string(40000, 'x');
        try {
            office::writeQuoteXlsx(q, {}, {}, path);
            QFAIL("an overlong cell was written");
        } catch (const core::SaveError& e) {
            QCOMPARE(std::string(e.what()),
                     "cannot save " + path +
                         ": a text is longer than a spreadsheet cell holds (32,767 characters)");
        }
        QVERIFY(!std::filesystem::exists(path));
        QCOMPARE(office::xlsxErrorReason(-1), std::string("the spreadsheet library failed: -1"));
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

    // Issue 20: a 51 KB workbook whose cells sit at column XFD made the reader allocate
    // 5.2 GB. 300 rows each with a cell in column 16,384 would take 300 x 16,384 = 4.9 million
    // cells, over the 4,194,304 the reader stores: refused, naming the cell.
    void farCellsAreRefused()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("wide.xlsx").toStdString();
        std::string sheet = "<worksheet><sheetData>";
        for (int r = 1; r <= 300; ++r)
            sheet += "<row r=\"" + std::to_string(r) + "\"><c r=\"XFD" + std::to_string(r) +
                     "\"><v>1</v></c></row>";
        sheet += "</sheetData></worksheet>";
        writeZip(path, {{"xl/worksheets/sheet1.xml", sheet}});
        QVERIFY(std::filesystem::file_size(path) < 100000);
        try {
            office::readXlsxRows(path);
            QFAIL("a sheet of 4.9 million cells read");
        } catch (const core::LoadError& e) {
            // Row 256 is the first past the cap: 256 x 16,384 + 256 rows > 4,194,304.
            QCOMPARE(e.where(), std::string("xl/worksheets/sheet1.xml row 256, column 16384"));
        }
    }

    // Issue 20: a zip bomb (a member that inflates to 2.1 GB) took that much memory. A sheet of
    // 300 MB of spaces compresses to a few hundred KB; its declared size is over the 64 MB a
    // member may inflate to, so it is refused before a byte is inflated.
    void zipBombIsRefused()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("bomb.xlsx").toStdString();
        writeZip(path, {{"xl/worksheets/sheet1.xml", std::string(300u << 20, ' ')}});
        QVERIFY(std::filesystem::file_size(path) < (4u << 20));
        try {
            office::readXlsxRows(path);
            QFAIL("a zip bomb read");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.where(), std::string("xl/worksheets/sheet1.xml"));
            QVERIFY2(e.expected().find("64 MB") != std::string::npos, e.what());
            QVERIFY2(e.expected().find("declares 300 MB") != std::string::npos, e.what());
        }
    }

    // A bomb that understates its size is cut at the size it states (minizip reads no further),
    // so it inflates to almost nothing and is refused as a broken sheet.
    void zipBombThatLiesIsCutShort()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("liar.xlsx").toStdString();
        writeZip(path, {{"xl/worksheets/sheet1.xml", std::string(100u << 20, ' ')}});
        std::string bytes = slurp(path);
        // The uncompressed size: offset 22 of the local header (the first), 24 of the central
        // directory's (the last); 1000 bytes, little-endian.
        const std::string thousand("\xe8\x03\0\0", 4);
        const std::size_t local = bytes.find("PK\x03\x04");
        const std::size_t central = bytes.rfind("PK\x01\x02");
        QVERIFY(local != std::string::npos && central != std::string::npos);
        bytes.replace(local + 22, 4, thousand);
        bytes.replace(central + 24, 4, thousand);
        std::ofstream(path, std::ios::binary) << bytes;
        QVERIFY_THROWS_EXCEPTION(core::LoadError, office::readXlsxRows(path));
    }

    // A cell reference past XFD1048576, or no reference at all, is ignored without the
    // arithmetic overflowing (UBSan found "ZZZZZZZ..." summing past int); good cells still read.
    void outOfRangeReferencesAreIgnored()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("refs.xlsx").toStdString();
        writeZip(path, {{"xl/worksheets/sheet1.xml",
                         "<worksheet><sheetData><row r=\"1\"><c r=\"ZZZZZZZZZZZZZZ1\"><v>1</v></c>"
                         "<c r=\"A99999999999999999999\"><v>2</v></c><c r=\"XFE1\"><v>3</v></c>"
                         "<c r=\"7\"><v>4</v></c><c r=\"B1\"><v>5</v></c></row></sheetData>"
                         "</worksheet>"}});
        const core::TableRows rows = office::readXlsxRows(path);
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows[0], (std::vector<std::string>{"", "5"}));
    }

    // Issue 20: a FIFO blocked the reader for ever and a folder gave "filesystem error": both
    // are refused at once as not regular files, naming the file.
    void onlyRegularFilesAreRead()
    {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("prices.xlsx").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        for (const std::string& path : {fifo, dir.path().toStdString()}) {
            try {
                office::readXlsxRows(path);
                QFAIL("not a regular file, read");
            } catch (const core::LoadError& e) {
                QCOMPARE(e.file(), path);
                QVERIFY2(e.expected().find("a regular file") == 0, e.what());
            }
        }
    }
};

} // namespace

int main(int argc, char** argv)
{
    OfficeTests t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_office.moc"
