// Runs every core test class; each is a QObject with private test slots.
#include <QTest>

#include <memory>
#include <vector>

QObject* makeEditTests();
QObject* makePlacementTests();
QObject* makeDesignFileTests();
QObject* makeLoaderErrorTests();
QObject* makeAnalysisTests();
QObject* makePowerFormatTests();
QObject* makePowerDistributionTests();
QObject* makePowerBudgetTests();
QObject* makeCoolingTests();
QObject* makeLiquidVariantTests();
QObject* makeCoolingPlantTests();
QObject* makeFatTreeTests();
QObject* makeCableRunTests();
QObject* makeFabricTests();
QObject* makeFabricCheckTests();
QObject* makeClusterHandoffTests();
QObject* makeThroughputTests();
QObject* makeThroughputSearchTests();
QObject* makeScalingTests();
QObject* makeEnergyTests();
QObject* makeQuoteTests();
QObject* makeProjectFileTests();
QObject* makeProjectEditTests();
QObject* makeComparisonTests();
QObject* makeIssueRegistryTests();
QObject* makeServingFormatTests();
QObject* makeServingMemoryTests();
QObject* makeServingTests();
QObject* makeNetboxTests();
QObject* makeGoodputTests();
QObject* makeStorageSizingTests();
QObject* makeTcoTests();
QObject* makeCloudPriceTests();
QObject* makeTextTranslationTests();
QObject* makeTcoPublishedTests();

int main(int argc, char** argv)
{
    std::vector<std::unique_ptr<QObject>> suites;
    suites.emplace_back(makeEditTests());
    suites.emplace_back(makePlacementTests());
    suites.emplace_back(makeDesignFileTests());
    suites.emplace_back(makeLoaderErrorTests());
    suites.emplace_back(makeAnalysisTests());
    suites.emplace_back(makePowerFormatTests());
    suites.emplace_back(makePowerDistributionTests());
    suites.emplace_back(makePowerBudgetTests());
    suites.emplace_back(makeCoolingTests());
    suites.emplace_back(makeLiquidVariantTests());
    suites.emplace_back(makeCoolingPlantTests());
    suites.emplace_back(makeFatTreeTests());
    suites.emplace_back(makeCableRunTests());
    suites.emplace_back(makeFabricTests());
    suites.emplace_back(makeFabricCheckTests());
    suites.emplace_back(makeClusterHandoffTests());
    suites.emplace_back(makeThroughputTests());
    suites.emplace_back(makeThroughputSearchTests());
    suites.emplace_back(makeScalingTests());
    suites.emplace_back(makeEnergyTests());
    suites.emplace_back(makeQuoteTests());
    suites.emplace_back(makeProjectFileTests());
    suites.emplace_back(makeProjectEditTests());
    suites.emplace_back(makeComparisonTests());
    suites.emplace_back(makeIssueRegistryTests());
    suites.emplace_back(makeServingFormatTests());
    suites.emplace_back(makeServingMemoryTests());
    suites.emplace_back(makeServingTests());
    suites.emplace_back(makeNetboxTests());
    suites.emplace_back(makeGoodputTests());
    suites.emplace_back(makeStorageSizingTests());
    suites.emplace_back(makeTcoTests());
    suites.emplace_back(makeCloudPriceTests());
    suites.emplace_back(makeTextTranslationTests());
    suites.emplace_back(makeTcoPublishedTests());
    int failed = 0;
    for (auto& s : suites)
        failed += QTest::qExec(s.get(), argc, argv);
    return failed == 0 ? 0 : 1;
}
