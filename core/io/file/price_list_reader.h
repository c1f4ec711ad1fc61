#pragma once

#include "model/price_list.h"

#include <string>
#include <vector>

namespace cd::core {

struct PriceListParse
{
    std::vector<PriceListEntry> entries;    // the good lines
    std::vector<PriceListProblem> problems; // bad lines: line number, field, what is wrong
};

// Rows of cells as read from a CSV or a spreadsheet; the first row is the header.
using TableRows = std::vector<std::vector<std::string>>;

// A cell without the spaces, tabs and line breaks around it; a cell in lower case (ASCII), for
// headers named in any case. Every table reader cleans its cells so.
std::string trimCell(const std::string& s);
std::string lowerCell(std::string s);

// RFC 4180 CSV (comma or semicolon, detected from the header line; quoted fields may hold
// line breaks; a UTF-8 BOM is skipped). Row i is line i + 1 unless a field spans lines.
TableRows parseCsvRows(const std::string& text);

// The header names the columns (any order, case-insensitive): `part_number` (or `part`, `sku`)
// and/or `catalog_id` (or `id`), `price`, optional `currency` and `cost`. A header without a
// part column or without `price` throws LoadError(file, "line 1", ...). Each other row becomes
// an entry or a problem: a missing part, a price or cost that is not a non-negative number,
// a currency that is not an ISO 4217 code. Empty rows are skipped. `defaultCurrency` prices
// rows without a currency column or value.
PriceListParse parsePriceListRows(const TableRows& rows, const std::string& fileName,
                                  const std::string& defaultCurrency);

} // namespace cd::core
