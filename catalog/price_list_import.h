#pragma once

#include "io/file/price_list_reader.h"
#include "model/catalog_view.h"
#include "model/price_list.h"

#include <string>
#include <vector>

namespace cd::catalog {

// A price-list file read and checked against the catalog: its good entries, the bad lines
// (line number, field, what is wrong) and which part keys the catalog knows.
struct PriceListReport
{
    core::PriceList list;
    std::vector<core::PriceListProblem> problems;
    std::vector<std::pair<std::string, std::string>> matched; // key -> catalog id
    std::vector<std::string> unmatched;

    // "12 lines priced, 10 matched, 2 not in the catalog (X, Y), 3 bad lines" and one line per
    // problem as "FILE:LINE: FIELD: message".
    std::string text() const;
};

// Reads a CSV or XLSX (by extension) price list. A bad line never stops the good ones; a file
// that cannot be read at all (no header, not a workbook) throws core::LoadError naming it.
PriceListReport readPriceListFile(const std::string& path, const core::CatalogView& catalog,
                                  const std::string& defaultCurrency = "USD");

// The list's name as stored: the file name without folder and extension.
std::string priceListNameOf(const std::string& path);

} // namespace cd::catalog
