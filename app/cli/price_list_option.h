#pragma once

// The price list a command prices with (bom, compare, report): --price-list FILE (read now,
// its report on stderr), else the design's quote.price_list from the user database (LoadError
// naming `path` and quote.price_list when that database lacks it), else none: catalog
// estimates.
#include "cli_args.h"
#include "model/catalog_view.h"
#include "model/price_list.h"
#include "model/quote_settings.h"

#include <optional>
#include <ostream>
#include <string>

namespace cd::cli {

std::optional<core::PriceList> priceListFor(const CliArgs& a, const core::QuoteSettings& s,
                                            const core::CatalogView& catalog,
                                            const std::string& userDb, const std::string& path,
                                            std::ostream& err);

} // namespace cd::cli
