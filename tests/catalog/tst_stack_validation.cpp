// Issue 18 item 5: the published PyTorch-native and DeepSpeed runs of
// tests/data/validation/stack-cases.json, each under its named software stack, compared with
// its measurement. Not yet fitted: the errors are reported in docs/predict.md (setting
// CD_STACK_TABLE=FILE writes the table) and held so that they cannot silently grow.
#include "catalog.h"
#include "validation_cases.h"

#include <QTest>

#include <cmath>
#include <cstdlib>
#include <fstream>

using namespace cd;

namespace {

const std::vector<test::ValidationRow>& rows()
{
    static const std::vector<test::ValidationRow> r = [] {
        std::ifstream in(std::string(CD_TEST_DATA) + "/validation/stack-cases.json");
        static const auto cat = catalog::Catalog::builtin();
        return test::runValidation(core::Json::parse(in), *cat);
    }();
    return r;
}

} // namespace

class StackValidationTests : public QObject
{
    Q_OBJECT
private slots:
    void writeTable()
    {
        const std::string table = test::validationMarkdown(rows());
        qInfo("%s", table.c_str());
        if (const char* path = std::getenv("CD_STACK_TABLE"))
            std::ofstream(path) << table;
    }

    // Every case the model can express runs, and none is off by more than the issue's 25 %
    // (docs/predict.md: the worst today is IBM's eager 7B on 96 H100, +24.8 %).
    void casesWithinTheIssuesBound()
    {
        int run = 0;
        for (const test::ValidationRow& r : rows()) {
            if (!r.skipped.empty())
                continue;
            ++run;
            QVERIFY2(std::isfinite(r.error) && std::fabs(r.error) <= kBound,
                     qPrintable(QString::fromStdString(r.id) +
                                QString(": %1 %").arg(r.error * 100, 0, 'f', 1)));
        }
        QVERIFY(run >= 12);
    }

    // Memory per GPU against the peaks the sources report (the Trainy torchtitan runs on H200:
    // 47.96 and 46.97 GiB; torchtitan's op-level selective checkpointing keeps the layer input,
    // the attention output and every other matmul's output): within the issue's 20 %.
    void memoryWithinTwentyPercentOfReportedPeaks()
    {
        int checked = 0;
        for (const test::ValidationRow& r : rows()) {
            if (!r.skipped.empty() || r.measuredPeakGb <= 0)
                continue;
            ++checked;
            const double error = r.memoryGb / r.measuredPeakGb - 1;
            qInfo("%s: memory %.1f GB, reported %.1f GB (%+.1f %%)", r.id.c_str(), r.memoryGb,
                  r.measuredPeakGb, error * 100);
            QVERIFY2(std::fabs(error) <= 0.20, r.id.c_str());
        }
        QVERIFY(checked >= 2);
    }

private:
    static constexpr double kBound = 0.25;
};

QObject* makeStackValidationTests()
{
    return new StackValidationTests;
}

#include "tst_stack_validation.moc"
