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

// Every expressed case's |error|, or those of one engine's cases; sorted.
std::vector<double> absoluteErrors(const std::string& engine = {})
{
    std::vector<double> errors;
    for (const test::ServingRow& r : rows())
        if (r.skipped.empty() && (engine.empty() || r.engine == engine))
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

    // The median target (15 %) holds over every case; its worst (35 %) does not yet:
    // vLLM and TGI on MI300X at full load and single requests' first-token times miss by up to
    // 136 % (docs/predict.md "Serving validation"). Held so that it cannot silently get worse.
    void errorsWithinTodaysBounds()
    {
        const std::vector<double> e = absoluteErrors();
        const double median = e[e.size() / 2];
        QVERIFY2(median <= 0.15, qPrintable(QString("median %1 %").arg(median * 100)));
        QVERIFY2(e.back() <= 1.4, qPrintable(QString("worst %1 %").arg(e.back() * 100)));
    }

    // NVIDIA's TensorRT-LLM tables (21 rows: dense and MoE, bf16, FP8 and FP4, H100, H200 and
    // B200) meet both of the targets: median within 15 %, worst within 35 %.
    void tensorRtLlmRowsMeetTheTargets()
    {
        const std::vector<double> e = absoluteErrors("trt-llm");
        QVERIFY(e.size() >= 20);
        const double median = e[e.size() / 2];
        QVERIFY2(median <= 0.15, qPrintable(QString("median %1 %").arg(median * 100)));
        QVERIFY2(e.back() <= 0.35, qPrintable(QString("worst %1 %").arg(e.back() * 100)));
    }
};

QObject* makeServingValidationTests()
{
    return new ServingValidationTests;
}

#include "tst_serving_validation.moc"
