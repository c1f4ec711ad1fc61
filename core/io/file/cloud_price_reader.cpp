#include "io/file/cloud_price_reader.h"

#include "analysis/tco/cloud_prices.h"
#include "io/input_file.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "text/translation.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace cd::core {

namespace {

constexpr std::array<const char*, 7> kColumns{
    "gpu", "term", "usd_per_gpu_hour", "provider", "date", "offer", "source"};
constexpr std::size_t kRequired = 5; // the first five

// Each column's index in the header, -1 when absent; a missing required one throws.
std::array<int, kColumns.size()> headerOf(const std::vector<std::string>& header,
                                          const std::string& file)
{
    std::array<int, kColumns.size()> at;
    at.fill(-1);
    for (std::size_t i = 0; i < header.size(); ++i)
        for (std::size_t c = 0; c < kColumns.size(); ++c)
            if (lowerCell(trimCell(header[i])) == kColumns[c])
                at[c] = int(i);
    for (std::size_t c = 0; c < kRequired; ++c)
        if (at[c] < 0)
            throw LoadError(file, "line 1",
                            std::string("a header with a ") + kColumns[c] +
                                " column (gpu, term, usd_per_gpu_hour, provider, date; "
                                "optional offer, source)");
    return at;
}

std::string cellAt(const std::vector<std::string>& row, int col)
{
    return col >= 0 && std::size_t(col) < row.size() ? trimCell(row[std::size_t(col)])
                                                     : std::string();
}

// The price cell as a finite number, or NaN (refused by the check).
double priceOf(const std::string& text)
{
    double v = NAN;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    return ec == std::errc() && end == text.data() + text.size() && std::isfinite(v) ? v : NAN;
}

} // namespace

std::vector<DesignCloudPrice> parseCloudPriceRows(const TableRows& rows, const std::string& file)
{
    if (rows.empty())
        throw LoadError(file, CD_TRANSLATE_NOOP("LoadError", "line 1"),
                        CD_TRANSLATE_NOOP("LoadError",
                                          "a header: gpu, term, usd_per_gpu_hour, provider, date"));
    const auto at = headerOf(rows.front(), file);
    std::vector<DesignCloudPrice> prices;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const std::vector<std::string>& row = rows[i];
        if (std::all_of(row.begin(), row.end(),
                        [](const std::string& c) { return trimCell(c).empty(); }))
            continue;
        if (prices.size() == tco::kMaxCloudPriceRows)
            throw LoadError(
                file, text::arg(text::translate("LoadError", "line %1"), {std::to_string(i + 1)}),
                CD_TRANSLATE_NOOP("LoadError", "at most 10,000 prices"));
        DesignCloudPrice p{cellAt(row, at[0]), cellAt(row, at[1]), priceOf(cellAt(row, at[2])),
                           cellAt(row, at[3]), cellAt(row, at[5]), cellAt(row, at[4]),
                           cellAt(row, at[6])};
        if (const auto bad = tco::checkCloudPrice(p))
            throw LoadError(
                file, text::arg(text::translate("LoadError", "line %1"), {std::to_string(i + 1)}),
                bad->field + ": " + bad->message);
        prices.push_back(std::move(p));
    }
    if (prices.empty())
        throw LoadError(file, CD_TRANSLATE_NOOP("LoadError", "line 2"),
                        CD_TRANSLATE_NOOP("LoadError", "at least one price below the header"));
    return prices;
}

std::vector<DesignCloudPrice> readCloudPriceFile(const std::string& path)
{
    checkInputFile(path, kMaxCloudPriceFileBytes);
    return parseCloudPriceRows(parseCsvRows(readWholeFile(path)), path);
}

} // namespace cd::core
