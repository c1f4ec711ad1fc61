#pragma once

#include "analysis/compare/comparison.h"
#include "model/design_catalog.h"
#include "model/project.h"
#include "model/quote_settings.h"
#include "slide.h"

#include <memory>
#include <vector>

namespace cd::ui {

// Everything a presentation shows, computed once when it starts: a copy of the project, each
// variant's analyses and the comparison (core/analysis/comparison.h), and the slides built
// from them. The slides point into this deck, so it travels with the view that shows them.
struct PresentationDeck
{
    core::Project project;
    std::vector<core::VariantAnalysis> analyses;
    core::Comparison comparison;
    std::vector<std::unique_ptr<core::DesignCatalog>> catalogs; // one per variant
    std::vector<Slide> slides;
};

// Cover (design, customer, reseller, date, and the best variant when there are several), then
// per variant its key figures and its rack elevation, then the comparison of the figures that
// differ most for a customer (with the best value per row marked) when there are several.
std::unique_ptr<PresentationDeck> buildPresentation(const core::Project& project,
                                                    const core::CatalogView& catalog,
                                                    const core::ComparisonOptions& options,
                                                    const QString& date);

} // namespace cd::ui
