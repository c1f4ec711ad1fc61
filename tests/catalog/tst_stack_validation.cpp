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

    // Every case the model can express runs, and none is off by more than today's worst
    // (the FSDP1 runs of IBM's fms-fsdp, under-predicted by up to 36 %: hybrid sharding is
    // not modelled yet).
    void casesWithinTodaysBound()
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

private:
    static constexpr double kBound = 0.40;
};

QObject* makeStackValidationTests()
{
    return new StackValidationTests;
}

#include "tst_stack_validation.moc"
