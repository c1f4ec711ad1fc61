#include "comparison_run.h"

#include "io/project_file.h"
#include "price_list_import.h"
#include "user_paths.h"

namespace cd::cli {

std::vector<std::string> comparisonOptionNames()
{
    return {"--model", "--train-tokens", "--price-list", "--user-db"};
}

std::unique_ptr<ComparisonRun> runComparison(const CliArgs& a, const std::string& path,
                                             std::ostream& err)
{
    auto run = std::make_unique<ComparisonRun>();
    run->options.workload = modelPresetOption(a, run->options.workload);
    run->options.trainTokens = positiveNumber(a, "--train-tokens", run->options.trainTokens);
    run->project = core::loadProject(path);
    run->catalog = catalog::Catalog::builtin(
        a.option("--user-db").value_or(catalog::defaultUserDatabasePath()));
    if (const auto file = a.option("--price-list")) {
        const std::string currency =
            run->project.activeDesign().quote.value_or(core::QuoteSettings{}).currency;
        catalog::PriceListReport r = catalog::readPriceListFile(*file, *run->catalog, currency);
        err << r.text();
        run->priceList = std::move(r.list);
        run->options.priceList = &*run->priceList;
    }
    run->analyses = core::analyzeVariants(run->project, *run->catalog, run->options);
    run->comparison =
        core::compareAnalyses(core::variantNames(run->project), run->analyses, run->options);
    return run;
}

} // namespace cd::cli
