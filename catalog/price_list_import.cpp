#include "price_list_import.h"

#include "analysis/quote/quote.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "text/translation.h"
#include "xlsx_reader.h"

#include <algorithm>
#include <filesystem>

namespace cd::catalog {

std::string priceListNameOf(const std::string& path)
{
    return std::filesystem::path(path).stem().string();
}

PriceListReport readPriceListFile(const std::string& path, const core::CatalogView& catalog,
                                  const std::string& defaultCurrency)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const core::TableRows rows =
        ext == ".xlsx" ? office::readXlsxRows(path) : core::parseCsvRows(core::readWholeFile(path));
    core::PriceListParse parse = core::parsePriceListRows(rows, path, defaultCurrency);
    // Nothing to price with: a list whose every line was refused went on as if it were empty,
    // and the quote fell back to the catalog without a word of why.
    if (parse.entries.empty())
        throw core::LoadError(path, CD_TRANSLATE_NOOP("LoadError", "rows"),
                              CD_TRANSLATE_NOOP("LoadError",
                                                "at least one line with a part and a valid "
                                                "price"));
    PriceListReport r;
    r.list.name = priceListNameOf(path);
    r.list.source = path;
    r.list.entries = std::move(parse.entries);
    r.problems = std::move(parse.problems);
    const core::PriceListMatch m = core::matchPriceList(r.list, catalog);
    r.matched = m.matched;
    r.unmatched = m.unmatched;
    return r;
}

std::string PriceListReport::text() const
{
    std::string out = list.source + ": " + std::to_string(list.entries.size()) + " lines priced, " +
                      std::to_string(matched.size()) + " matched, " +
                      std::to_string(unmatched.size()) + " not in the catalog";
    if (!unmatched.empty()) {
        out += " (";
        for (std::size_t i = 0; i < unmatched.size() && i < 10; ++i)
            out += (i ? ", " : "") + unmatched[i];
        out += unmatched.size() > 10 ? ", ...)" : ")";
    }
    out += ", " + std::to_string(problems.size()) + " bad lines\n";
    for (const core::PriceListProblem& p : problems)
        out +=
            list.source + ":" + std::to_string(p.line) + ": " + p.field + ": " + p.message + "\n";
    return out;
}

} // namespace cd::catalog
