#pragma once

#include "analysis/analyze.h"
#include "io/quote_json.h"
#include "model/quote_settings.h"

namespace cd::core {

// The header of a quote: dates (settings' date, else `today`, plus validity), the design's
// GPUs, GPU memory and maximum power from `report`, and the predicted training throughput of
// the settings' workload preset on the design's GPU servers (empty when the design has none,
// or nothing fits). `catalog` should include the design's embedded entries.
QuoteHeader makeQuoteHeader(const Design& design, const CatalogView& catalog, const Report& report,
                            const QuoteSettings& s, const std::string& today);

// Today's date in UTC as YYYY-MM-DD.
std::string todayIso();

} // namespace cd::core
