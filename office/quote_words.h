#pragma once

// The quote workbook's words that depend on the quote, in the document's language (issue 22:
// core's translate, installed by the layer that knows the language; English without one).
#include "analysis/quote/quote.h"

#include <string>

namespace cd::office {

// "Total", or what the total is when lines have no price.
std::string totalLabel(const core::Quote& q);
// The sheet of the lines; the summary's formulas point at it.
std::string quoteSheetName();

} // namespace cd::office
