// Runs every core test class; each is a QObject with private test slots.
#include <QTest>

#include <memory>
#include <vector>

QObject* makeEditTests();
QObject* makePlacementTests();
QObject* makeDesignFileTests();
QObject* makeLoaderErrorTests();
QObject* makeAnalysisTests();
QObject* makeLinkIssueTests();
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
QObject* makeShardedTrafficTests();
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
QObject* makeLinkListReaderTests();
QObject* makePlainLinkArrayTests();
QObject* makeDesignLinksOfTests();
QObject* makePlainDeviceLinesTests();
QObject* makeStreamedProjectTests();
QObject* makeCLocaleNumberTests();
QObject* makeStorageSizingTests();
QObject* makeServerBuildoutTests();
QObject* makeBuildoutQuoteTests();
QObject* makeTcoTests();
QObject* makeCloudPriceTests();
QObject* makeTextTranslationTests();
QObject* makeTcoPublishedTests();

// Every suite, in the order they run.
using SuiteMaker = QObject* (*)();
const SuiteMaker kSuites[] = {
    makeEditTests,
    makePlacementTests,
    makeDesignFileTests,
    makeLoaderErrorTests,
    makeAnalysisTests,
    makeLinkIssueTests,
    makePowerFormatTests,
    makePowerDistributionTests,
    makePowerBudgetTests,
    makeCoolingTests,
    makeLiquidVariantTests,
    makeCoolingPlantTests,
    makeFatTreeTests,
    makeCableRunTests,
    makeFabricTests,
    makeFabricCheckTests,
    makeClusterHandoffTests,
    makeThroughputTests,
    makeThroughputSearchTests,
    makeShardedTrafficTests,
    makeScalingTests,
    makeEnergyTests,
    makeQuoteTests,
    makeProjectFileTests,
    makeProjectEditTests,
    makeComparisonTests,
    makeIssueRegistryTests,
    makeServingFormatTests,
    makeServingMemoryTests,
    makeServingTests,
    makeNetboxTests,
    makeGoodputTests,
    makeLinkListReaderTests,
    makePlainLinkArrayTests,
    makeDesignLinksOfTests,
    makePlainDeviceLinesTests,
    makeStreamedProjectTests,
    makeCLocaleNumberTests,
    makeStorageSizingTests,
    makeServerBuildoutTests,
    makeBuildoutQuoteTests,
    makeTcoTests,
    makeCloudPriceTests,
    makeTextTranslationTests,
    makeTcoPublishedTests,
};

int main(int argc, char** argv)
{
    int failed = 0;
    for (SuiteMaker make : kSuites) {
        const std::unique_ptr<QObject> suite(make());
        failed += QTest::qExec(suite.get(), argc, argv);
    }
    return failed == 0 ? 0 : 1;
}
