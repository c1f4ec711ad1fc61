#pragma once

#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "analysis/quote/quote_header.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>

namespace cd::report {

// The quote as an A4 PDF: a cover (reseller with logo, customer, quote number, dates, summary
// figures: GPUs, GPU memory, kW, predicted throughput, total), rack elevation pages drawn by
// RackElevationPainter (four racks a page), the priced BOM table grouped by category with
// subtotals, tax and total, the terms, and "Page i of n" on every page. QtGui only: needs a
// QGuiApplication (the CLI makes one on the offscreen platform). Throws core::SaveError.
void writeQuotePdf(const core::Quote& q, const core::QuoteSettings& s, const core::QuoteHeader& h,
                   const core::Design& design, const core::CatalogView& catalog,
                   const core::Report& report, const std::string& path);

} // namespace cd::report
