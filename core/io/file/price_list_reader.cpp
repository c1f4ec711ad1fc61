#include "price_list_reader.h"

#include "io/load_error.h"
#include "text/translation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <set>

namespace cd::core {

bool isKnownCurrency(const std::string& code)
{
    static const std::set<std::string> kCodes{
        "AED", "AUD", "BRL", "CAD", "CHF", "CLP", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD",
        "HUF", "IDR", "ILS", "INR", "ISK", "JPY", "KRW", "MXN", "MYR", "NOK", "NZD", "PHP",
        "PLN", "RON", "SAR", "SEK", "SGD", "THB", "TRY", "TWD", "USD", "ZAR"};
    return kCodes.count(code) > 0;
}

std::string trimCell(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::string lowerCell(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

namespace {

// A unit price or cost beyond this is a typing error, not hardware: the dearest item sold is
// a rack-scale system of a few million; a billion keeps every total of a 100,000-GPU quote
// far inside double precision for cents (docs/limits.md).
constexpr double kMaxUnitPrice = 1e9;

// A plain decimal number ("1234.5", "1 234,50" is refused: one format, no guessing).
std::optional<double> parseNumber(const std::string& text)
{
    std::string s = trimCell(text);
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    if (!std::isfinite(v)) // from_chars reads "nan" and "inf" (issue 20)
        return std::nullopt;
    return v;
}

struct Columns
{
    int partNumber = -1, catalogId = -1, price = -1, currency = -1, cost = -1;
};

Columns readHeader(const std::vector<std::string>& header, const std::string& fileName)
{
    Columns c;
    for (std::size_t i = 0; i < header.size(); ++i) {
        const std::string h = lowerCell(trimCell(header[i]));
        const int col = int(i);
        if (h == "part_number" || h == "part number" || h == "part" || h == "sku")
            c.partNumber = col;
        else if (h == "catalog_id" || h == "id")
            c.catalogId = col;
        else if (h == "price" || h == "unit_price")
            c.price = col;
        else if (h == "currency")
            c.currency = col;
        else if (h == "cost" || h == "unit_cost")
            c.cost = col;
    }
    if (c.partNumber < 0 && c.catalogId < 0)
        throw LoadError(fileName, CD_TRANSLATE_NOOP("LoadError", "line 1"),
                        CD_TRANSLATE_NOOP(
                            "LoadError",
                            "a header with a part_number or catalog_id column (and price, optional "
                            "currency and cost)"));
    if (c.price < 0)
        throw LoadError(fileName, CD_TRANSLATE_NOOP("LoadError", "line 1"),
                        CD_TRANSLATE_NOOP("LoadError", "a header with a price column"));
    return c;
}

std::string cell(const std::vector<std::string>& row, int col)
{
    return col >= 0 && col < int(row.size()) ? trimCell(row[std::size_t(col)]) : std::string();
}

std::string withoutByteOrderMark(const std::string& input)
{
    std::string text = input;
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        text.erase(0, 3);
    return text;
}

// ';' when the header line has more semicolons than commas, else ','.
char separatorOf(const std::string& text)
{
    const std::string firstLine = text.substr(0, text.find('\n'));
    return std::count(firstLine.begin(), firstLine.end(), ';') >
                   std::count(firstLine.begin(), firstLine.end(), ',')
               ? ';'
               : ',';
}

// The rows, the row and the field being read.
struct CsvSplitter
{
    TableRows rows;
    std::vector<std::string> row;
    std::string field;

    void endField()
    {
        row.push_back(std::move(field));
        field.clear();
    }
    void endRow()
    {
        endField();
        rows.push_back(std::move(row));
        row.clear();
    }
};

bool isBlankRow(const std::vector<std::string>& row)
{
    return std::all_of(row.begin(), row.end(),
                       [](const std::string& s) { return trimCell(s).empty(); });
}

// The row's currency, upper-cased; `defaultCurrency` when the row has none.
std::string currencyOf(const std::vector<std::string>& row, const Columns& c,
                       const std::string& defaultCurrency)
{
    std::string currency = cell(row, c.currency);
    if (currency.empty())
        currency = defaultCurrency;
    std::transform(currency.begin(), currency.end(), currency.begin(),
                   [](unsigned char ch) { return char(std::toupper(ch)); });
    return currency;
}

// The entry on `line`, or nullopt with a problem added when a field is wrong.
std::string notAPrice(const std::string& text)
{
    return text::arg(text::translate("LoadError", "'%1' is not a number from 0 to 1,000,000,000"),
                     {text});
}

std::optional<PriceListEntry> readEntry(const std::vector<std::string>& row, int line,
                                        const Columns& c, const std::string& defaultCurrency,
                                        std::vector<PriceListProblem>& problems)
{
    auto problem = [&](const std::string& field, const std::string& message) {
        problems.push_back({line, field, message});
        return std::nullopt;
    };
    PriceListEntry e;
    e.line = line;
    e.key = cell(row, c.partNumber);
    if (e.key.empty())
        e.key = cell(row, c.catalogId);
    if (e.key.empty())
        return problem(c.partNumber >= 0 ? "part_number" : "catalog_id",
                       text::translate("LoadError", "missing part number"));
    const std::string priceText = cell(row, c.price);
    const auto price = parseNumber(priceText);
    if (!price || *price < 0 || *price > kMaxUnitPrice)
        return problem("price", notAPrice(priceText));
    e.price = *price;
    e.currency = currencyOf(row, c, defaultCurrency);
    if (!isKnownCurrency(e.currency))
        return problem(
            "currency",
            text::arg(text::translate("LoadError", "unknown currency '%1' (an ISO 4217 code)"),
                      {e.currency}));
    const std::string costText = cell(row, c.cost);
    if (!costText.empty()) {
        const auto cost = parseNumber(costText);
        if (!cost || *cost < 0 || *cost > kMaxUnitPrice)
            return problem("cost", notAPrice(costText));
        e.cost = *cost;
    }
    return e;
}

} // namespace

TableRows parseCsvRows(const std::string& input)
{
    const std::string text = withoutByteOrderMark(input);
    const char sep = separatorOf(text);
    CsvSplitter csv;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                csv.field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                csv.field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == sep) {
            csv.endField();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            csv.endRow();
        } else {
            csv.field += c;
        }
    }
    if (!csv.field.empty() || !csv.row.empty())
        csv.endRow();
    return std::move(csv.rows);
}

PriceListParse parsePriceListRows(const TableRows& rows, const std::string& fileName,
                                  const std::string& defaultCurrency)
{
    if (rows.empty())
        throw LoadError(
            fileName, CD_TRANSLATE_NOOP("LoadError", "line 1"),
            CD_TRANSLATE_NOOP("LoadError", "a header with part_number and price columns"));
    const Columns c = readHeader(rows.front(), fileName);
    PriceListParse out;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const std::vector<std::string>& row = rows[i];
        if (isBlankRow(row))
            continue;
        auto e = readEntry(row, int(i) + 1, c, defaultCurrency, out.problems);
        if (e)
            out.entries.push_back(std::move(*e));
    }
    return out;
}

} // namespace cd::core
