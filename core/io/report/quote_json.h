#pragma once

#include "analysis/quote/quote.h"
#include "analysis/quote/quote_header.h"
#include "model/json.h"
#include "model/quote_settings.h"

#include <string>

// The quote exports that need no library: JSON and CSV.
namespace cd::core {

Json quoteToJson(const Quote& q, const QuoteSettings& s, const QuoteHeader& h);
// One row per line (category, part number, description, quantity, unit, discount, net unit,
// extended, price source), then subtotal, tax and total rows. RFC 4180, CRLF.
std::string quoteToCsv(const Quote& q, const QuoteSettings& s, const QuoteHeader& h);

} // namespace cd::core
