#pragma once

// What `compare` and `report` share: the project loaded, the catalog, the options from the
// command line (--model, --train-tokens, --price-list) and every variant analysed once.
#include "analysis/compare/comparison.h"
#include "catalog.h"
#include "cli_args.h"
#include "model/price_list.h"
#include "model/project.h"

#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace cd::cli {

struct ComparisonRun
{
    core::Project project;
    std::unique_ptr<catalog::Catalog> catalog;
    std::optional<core::PriceList> priceList; // --price-list FILE, for every variant
    core::ComparisonOptions options;
    std::vector<core::VariantAnalysis> analyses; // one per variant, in project order
    core::Comparison comparison;
};

// The value options runComparison reads, for the commands' CliArgs.
std::vector<std::string> comparisonOptionNames();

// Loads `path` as a project (LoadError when it is invalid) and compares its variants. The
// price list's report goes to `err`. `loaded` sees the project before anything is analysed
// (report sets the document's language from it, so its words are made once, in that language).
std::unique_ptr<ComparisonRun>
runComparison(const CliArgs& a, const std::string& path, std::ostream& err,
              const std::function<void(const core::Project&)>& loaded = {});

} // namespace cd::cli
