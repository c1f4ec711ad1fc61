#include "price_list_reader.h"

#include "io/load_error.h"

#include <algorithm>
#include <cctype>
#include <charconv>
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

namespace {

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// A plain decimal number ("1234.5", "1 234,50" is refused: one format, no guessing).
std::optional<double> parseNumber(const std::string& text)
{
    std::string s = trim(text);
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
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
        const std::string h = lower(trim(header[i]));
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
        throw LoadError(fileName, "line 1",
                        "a header with a part_number or catalog_id column (and price, optional "
                        "currency and cost)");
    if (c.price < 0)
        throw LoadError(fileName, "line 1", "a header with a price column");
    return c;
}

std::string cell(const std::vector<std::string>& row, int col)
{
    return col >= 0 && col < int(row.size()) ? trim(row[std::size_t(col)]) : std::string();
}

} // namespace

TableRows parseCsvRows(const std::string& input)
{
    std::string text = input;
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        text.erase(0, 3);
    const std::string firstLine = text.substr(0, text.find('\n'));
    const char sep = std::count(firstLine.begin(), firstLine.end(), ';') >
                             std::count(firstLine.begin(), firstLine.end(), ',')
                         ? ';'
                         : ',';
    TableRows rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == sep) {
            row.push_back(std::move(field));
            field.clear();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            row.push_back(std::move(field));
            field.clear();
            rows.push_back(std::move(row));
            row.clear();
        } else {
            field += c;
        }
    }
    if (!field.empty() || !row.empty()) {
        row.push_back(std::move(field));
        rows.push_back(std::move(row));
    }
    return rows;
}

PriceListParse parsePriceListRows(const TableRows& rows, const std::string& fileName,
                                  const std::string& defaultCurrency)
{
    if (rows.empty())
        throw LoadError(fileName, "line 1", "a header with part_number and price columns");
    const Columns c = readHeader(rows.front(), fileName);
    PriceListParse out;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const std::vector<std::string>& row = rows[i];
        const int line = int(i) + 1;
        if (std::all_of(row.begin(), row.end(),
                        [](const std::string& s) { return trim(s).empty(); }))
            continue;
        auto problem = [&](const std::string& field, const std::string& message) {
            out.problems.push_back({line, field, message});
        };
        PriceListEntry e;
        e.line = line;
        e.key = cell(row, c.partNumber);
        if (e.key.empty())
            e.key = cell(row, c.catalogId);
        if (e.key.empty()) {
            problem(c.partNumber >= 0 ? "part_number" : "catalog_id", "missing part number");
            continue;
        }
        const std::string priceText = cell(row, c.price);
        const auto price = parseNumber(priceText);
        if (!price || *price < 0) {
            problem("price", "'" + priceText + "' is not a non-negative number");
            continue;
        }
        e.price = *price;
        e.currency = cell(row, c.currency);
        if (e.currency.empty())
            e.currency = defaultCurrency;
        std::transform(e.currency.begin(), e.currency.end(), e.currency.begin(),
                       [](unsigned char ch) { return char(std::toupper(ch)); });
        if (!isKnownCurrency(e.currency)) {
            problem("currency", "unknown currency '" + e.currency + "' (an ISO 4217 code)");
            continue;
        }
        const std::string costText = cell(row, c.cost);
        if (!costText.empty()) {
            const auto cost = parseNumber(costText);
            if (!cost || *cost < 0) {
                problem("cost", "'" + costText + "' is not a non-negative number");
                continue;
            }
            e.cost = *cost;
        }
        out.entries.push_back(std::move(e));
    }
    return out;
}

} // namespace cd::core
