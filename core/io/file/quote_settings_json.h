#pragma once

#include "io/json_reader.h"
#include "model/quote_settings.h"

#include <optional>

// The `quote` section of a project file (docs/file-format.md "Quote"). Readers throw LoadError
// naming the JSON path.
namespace cd::core {

std::optional<QuoteSettings> readQuoteSettings(const JsonReader& top);
Json writeQuoteSettings(const QuoteSettings& s);
// A customer or reseller as the project file and the quote JSON export both write it.
Json writeQuoteParty(const QuoteParty& p);

} // namespace cd::core
