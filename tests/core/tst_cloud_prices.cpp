// Issue 25: the user's own cloud rental prices. An imported CSV is checked row by row (a bad
// row names the file, its line and field; nothing is imported in part), and the user's price is
// the one used before the built-in table's for its GPU and term.
#include "analysis/tco/cloud_prices.h"
#include "io/file/cloud_price_reader.h"
#include "io/load_error.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace cd::core;
using namespace cd::core::tco;

namespace {

// CoreWeave's HGX H100 list price, USD 49.24 an instance-hour for 8 GPUs (coreweave.com/pricing,
// read 2026-11): 6.155 a GPU-hour.
const char* kGood = "GPU;Term;USD_per_GPU_hour;Provider;Date;Offer;Source\n"
                    "h100-sxm;on-demand;6.155;CoreWeave;2026-11;HGX H100 8 GPUs;coreweave.com\n"
                    "\n"
                    "b200;1-year;3.99;Example cloud;2026-10-01;;\n";

// Where parsing `csv` fails, "file: line N: field: ..." or "accepted".
std::string failure(const std::string& csv)
{
    try {
        parseCloudPriceRows(parseCsvRows(csv), "prices.csv");
    } catch (const LoadError& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

class CloudPriceTests : public QObject
{
    Q_OBJECT
private slots:
    void importsEveryColumnInAnyOrder()
    {
        const auto rows = parseCloudPriceRows(parseCsvRows(kGood), "prices.csv");
        QCOMPARE(rows.size(), std::size_t(2)); // the empty line skipped
        QCOMPARE(rows[0].gpu, std::string("h100-sxm"));
        QCOMPARE(rows[0].usdPerGpuHour, 6.155);
        QCOMPARE(rows[0].provider, std::string("CoreWeave"));
        QCOMPARE(rows[0].offer, std::string("HGX H100 8 GPUs"));
        QCOMPARE(rows[1].term, std::string("1-year"));
        QCOMPARE(rows[1].date, std::string("2026-10-01"));
        // The user's price is used before the table's (Oracle's USD 10 on demand).
        const auto own = cloudPricesOf(rows);
        QCOMPARE(cloudPrice("h100-sxm", CloudTerm::OnDemand, own)->usdPerGpuHour, 6.155);
        QCOMPARE(cloudPrice("h100-sxm", CloudTerm::OnDemand)->usdPerGpuHour, 10.0);
        QCOMPARE(cloudPrice("b200", CloudTerm::OneYear, own)->provider,
                 std::string("Example cloud"));
        QVERIFY(!cloudPrice("b200", CloudTerm::OneYear)); // the table has none
        QCOMPARE(cloudPrices("h100-sxm", own).size(), cloudPrices("h100-sxm").size() + 1);
        QCOMPARE(cloudPrices("h100-sxm", own).front().provider, std::string("CoreWeave"));
    }

    void badRowsNameLineAndField()
    {
        const std::string head = "gpu,term,usd_per_gpu_hour,provider,date\n";
        QCOMPARE(failure("gpu,term,provider,date\nh100-sxm,on-demand,X,2026\n"),
                 std::string("prices.csv: line 1: a header with a usd_per_gpu_hour column (gpu, "
                             "term, usd_per_gpu_hour, provider, date; optional offer, source)"));
        QCOMPARE(failure(head + "h100-sxm,on-demand,2,X,2026\nh100-sxm,on-demand,nan,X,2026\n"),
                 std::string("prices.csv: line 3: usd_per_gpu_hour: a price in USD above 0 and "
                             "at most 10,000"));
        QCOMPARE(failure(head + "h100-sxm,on-demand,-1,X,2026\n").substr(0, 36),
                 std::string("prices.csv: line 2: usd_per_gpu_hour"));
        QCOMPARE(failure(head + "h100-sxm,on-demand,1e400,X,2026\n").substr(0, 36),
                 std::string("prices.csv: line 2: usd_per_gpu_hour"));
        QCOMPARE(failure(head + "h100-sxm,spot,2,X,2026\n").substr(0, 26),
                 std::string("prices.csv: line 2: term: "));
        QCOMPARE(failure(head + ",on-demand,2,X,2026\n").substr(0, 25),
                 std::string("prices.csv: line 2: gpu: "));
        QCOMPARE(failure(head + "h100-sxm,on-demand,2,,2026\n").substr(0, 30),
                 std::string("prices.csv: line 2: provider: "));
        for (const char* date : {"26-11", "2026-00", "2026-11-32", "2026/11", "soon"})
            QCOMPARE(failure(head + "h100-sxm,on-demand,2,X," + date + "\n").substr(0, 26),
                     std::string("prices.csv: line 2: date: "));
        QCOMPARE(failure(head), std::string("prices.csv: line 2: at least one price below the "
                                            "header"));
        QCOMPARE(failure(""), std::string("prices.csv: line 1: a header: gpu, term, "
                                          "usd_per_gpu_hour, provider, date"));
    }

    void fileIsRegularAndBounded()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/prices.csv").toStdString();
        std::ofstream(path) << kGood;
        QCOMPARE(readCloudPriceFile(path).size(), std::size_t(2));
        QVERIFY_THROWS_EXCEPTION(LoadError, readCloudPriceFile(dir.path().toStdString()));
        std::ofstream(path) << std::string(kMaxCloudPriceFileBytes + 1, ' ');
        QVERIFY_THROWS_EXCEPTION(LoadError, readCloudPriceFile(path));
    }
};

QObject* makeCloudPriceTests()
{
    return new CloudPriceTests;
}

#include "tst_cloud_prices.moc"
