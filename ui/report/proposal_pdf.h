#pragma once

#include "analysis/compare/comparison.h"
#include "model/catalog_view.h"
#include "model/project.h"
#include "model/quote_settings.h"

#include <string>
#include <vector>

namespace cd::report {

struct ProposalInput
{
    const core::Project& project;
    const std::vector<core::VariantAnalysis>& analyses; // one per variant
    const core::Comparison& comparison;                 // of those analyses
    const core::CatalogView& catalog; // built-in; variants' embedded entries first
    core::QuoteSettings branding;     // reseller (name, address, logo path) and customer
    std::string date;                 // ISO date printed on the cover and in the footer
};

// The customer proposal as an A4 PDF (issue 9): a cover with the reseller's logo and address
// and the customer; an executive summary (a paragraph of key figures per variant, and which
// is best on cost per token/s and on throughput); per variant a page with its key figures and
// rack elevation (six racks a page, more pages when it has more); the comparison table with
// the best value of each row marked; "Page i of n" in every footer. Every figure is the
// comparison's. QtGui only: needs a QGuiApplication. Throws core::SaveError.
void writeProposalPdf(const ProposalInput& in, const std::string& path);

} // namespace cd::report
