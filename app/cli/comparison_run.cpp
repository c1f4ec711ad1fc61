#include "comparison_run.h"

#include "io/file/project_file.h"
#include "price_list_import.h"
#include "price_list_option.h"
#include "user_db_option.h"

namespace cd::cli {

std::vector<std::string> comparisonOptionNames()
{
    return {"--model", "--train-tokens", "--price-list", "--user-db"};
}

std::unique_ptr<ComparisonRun>
runComparison(const CliArgs& a, const std::string& path, std::ostream& err,
              const std::function<void(const core::Project&)>& loaded)
{
    auto run = std::make_unique<ComparisonRun>();
    run->options.workload = modelPresetOption(a, run->options.workload);
    run->options.trainTokens = positiveNumber(a, "--train-tokens", run->options.trainTokens);
    run->project = core::loadProject(path);
    if (loaded)
        loaded(run->project);
    const std::string userDb = userDatabaseOption(a);
    run->catalog = catalog::Catalog::builtin(userDb);
    // The active variant's quote settings name the currency and the stored price list.
    run->priceList =
        priceListFor(a, run->project.activeDesign().quote.value_or(core::QuoteSettings{}),
                     *run->catalog, userDb, path, err);
    if (run->priceList)
        run->options.priceList = &*run->priceList;
    run->analyses = core::analyzeVariants(run->project, *run->catalog, run->options);
    run->comparison =
        core::compareAnalyses(core::variantNames(run->project), run->analyses, run->options);
    return run;
}

} // namespace cd::cli
