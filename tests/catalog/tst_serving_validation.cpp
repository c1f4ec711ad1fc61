// Issue 18 item 5: every published serving measurement of tests/data/validation/
// serving-cases.json predicted by the serving model and compared in the source's own measure.
// Setting CD_SERVING_TABLE=FILE writes the Markdown table docs/predict.md shows.
#include "catalog.h"
#include "serving_validation.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>

using namespace cd;

namespace {

const std::vector<test::ServingRow>& rows()
{
    static const std::vector<test::ServingRow> r = [] {
        std::ifstream in(std::string(CD_TEST_DATA) + "/validation/serving-cases.json");
        static const auto cat = catalog::Catalog::builtin();
        return test::runServingValidation(core::Json::parse(in), *cat);
    }();
    return r;
}

std::vector<double> absoluteErrors()
{
    std::vector<double> errors;
    for (const test::ServingRow& r : rows())
        if (r.skipped.empty())
            errors.push_back(std::fabs(r.error));
    std::sort(errors.begin(), errors.end());
    return errors;
}

} // namespace

class ServingValidationTests : public QObject
{
    Q_OBJECT
private slots:
    void writeTable()
    {
        const std::string table = test::servingMarkdown(rows());
        qInfo("%s", table.c_str());
        if (const char* path = std::getenv("CD_SERVING_TABLE"))
            std::ofstream(path) << table;
    }

    // Most cases must be expressible, and none may come out absurd (zero, infinite).
    void casesRun()
    {
        QVERIFY(absoluteErrors().size() >= 25);
        for (const test::ServingRow& r : rows())
            if (r.skipped.empty())
                QVERIFY2(std::isfinite(r.predicted) && r.predicted > 0, r.id.c_str());
    }

    // Where the model stands, held so that it cannot silently get worse. The targets
    // (median 15 %, worst 35 %) are not met yet: docs/predict.md "Serving" reports the errors.
    void errorsWithinTodaysBounds()
    {
        const std::vector<double> e = absoluteErrors();
        const double median = e[e.size() / 2];
        QVERIFY2(median <= kMedianBound, qPrintable(QString("median %1 %").arg(median * 100)));
        QVERIFY2(e.back() <= kWorstBound, qPrintable(QString("worst %1 %").arg(e.back() * 100)));
    }

private:
    static constexpr double kMedianBound = 0.25;
    static constexpr double kWorstBound = 1.2;
};

QObject* makeServingValidationTests()
{
    return new ServingValidationTests;
}

#include "tst_serving_validation.moc"
