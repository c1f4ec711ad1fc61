#pragma once

#include "analysis/analyze.h"
#include "analysis/quote/quote_header.h"
#include "model/quote_settings.h"

namespace cd::core {

// The header of a quote: dates (settings' date, else `today`, plus validity), the design's
// GPUs, GPU memory and maximum power from `report`, and the predicted training throughput of
// the settings' workload preset on the design's GPU servers (empty when the design has none,
// or nothing fits). `catalog` should include the design's embedded entries.
QuoteHeader makeQuoteHeader(const Design& design, const CatalogView& catalog, const Report& report,
                            const QuoteSettings& s, const std::string& today);

// The design's quote settings (defaults when it has none), with a relative reseller logo made
// relative to the folder of `designPath`, as the GUI stores it.
QuoteSettings quoteSettingsOf(const Design& design, const std::string& designPath);

} // namespace cd::core
