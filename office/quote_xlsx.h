#pragma once

#include "analysis/quote/quote.h"
#include "analysis/quote/quote_header.h"

#include <string>

namespace cd::office {

// The quote as an XLSX workbook. Sheet "Quote": header facts, then the lines grouped by
// category (A category, B part number, C description, D quantity, E unit price, F discount,
// G net unit = ROUND(E*(1-F), decimals), H extended = D*G, I price source), a SUBTOTAL per
// category, the subtotal, tax (rate in F, editable) and total as formulas, so the customer
// can change quantities and discounts; header row frozen. Sheet "Summary": design figures and
// per-category totals referring to the Quote sheet. Every formula carries its computed value
// so readers that do not recalculate show the same figures. Throws core::SaveError.
void writeQuoteXlsx(const core::Quote& q, const core::QuoteSettings& s, const core::QuoteHeader& h,
                    const std::string& path);

// "H12" for row 11, column 7 (both 0-based).
std::string cellName(int row, int col);

} // namespace cd::office
