#include <QTest>

#include <memory>
#include <vector>

QObject* makeCatalogTests();
QObject* makePublishedFigureTests();
QObject* makeExampleDesignTests();
QObject* makeLiquidVariantFigureTests();
QObject* makeValidationTests();
QObject* makeFabricGeneratorTests();
QObject* makeNvlinkDomainTests();
QObject* makePredictDesignTests();
QObject* makeVariantComparisonTests();
QObject* makePredictionPathTests();
QObject* makeServingValidationTests();
QObject* makeCatalog2026Tests();
QObject* makeStackValidationTests();
QObject* makeH200MeasurementTests();
QObject* makeUserDatabaseFailureTests();
QObject* makeDesignFigureTests();

int main(int argc, char** argv)
{
    std::vector<std::unique_ptr<QObject>> suites;
    suites.emplace_back(makeCatalogTests());
    suites.emplace_back(makePublishedFigureTests());
    suites.emplace_back(makeExampleDesignTests());
    suites.emplace_back(makeLiquidVariantFigureTests());
    suites.emplace_back(makeValidationTests());
    suites.emplace_back(makeFabricGeneratorTests());
    suites.emplace_back(makeNvlinkDomainTests());
    suites.emplace_back(makePredictDesignTests());
    suites.emplace_back(makeVariantComparisonTests());
    suites.emplace_back(makePredictionPathTests());
    suites.emplace_back(makeServingValidationTests());
    suites.emplace_back(makeCatalog2026Tests());
    suites.emplace_back(makeStackValidationTests());
    suites.emplace_back(makeH200MeasurementTests());
    suites.emplace_back(makeUserDatabaseFailureTests());
    suites.emplace_back(makeDesignFigureTests());
    int failed = 0;
    for (auto& s : suites)
        failed += QTest::qExec(s.get(), argc, argv);
    return failed == 0 ? 0 : 1;
}
