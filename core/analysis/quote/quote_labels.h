#pragma once

// The words of a quote's documents that depend on its settings or lines, in the installed
// language (text/translation.h): one answer for the quote PDF (ui/report) and the workbook
// (office).
#include "analysis/quote/quote.h"
#include "model/quote_settings.h"

#include <string>

namespace cd::core {

// The tax's default label in the document's language ("TVA"); one the user typed as typed.
std::string shownTaxLabel(const QuoteSettings& s);
// A category's title (quote.cpp, English) in the document's language.
std::string shownCategoryTitle(const QuoteCategory& c);

} // namespace cd::core
