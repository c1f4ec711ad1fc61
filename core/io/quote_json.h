#pragma once

#include "analysis/quote.h"
#include "json_reader.h"
#include "model/quote_settings.h"

#include <optional>
#include <string>

// The `quote` section of a project file (docs/file-format.md "Quote") and the quote exports
// that need no library: JSON and CSV. Readers throw LoadError naming the JSON path.
namespace cd::core {

std::optional<QuoteSettings> readQuoteSettings(const JsonReader& top);
Json writeQuoteSettings(const QuoteSettings& s);

// Header facts of a quote as exported: number, date, valid until, parties, design summary.
struct QuoteHeader
{
    std::string designName;
    std::string date;       // ISO date the quote is issued
    std::string validUntil; // ISO date
    int gpus = 0;
    double gpuMemoryGb = 0;
    double maxKw = 0;
    std::string throughput; // "412,000 tokens/s training llama3-70b (predicted)", or empty
};

// ISO date `days` after `isoDate` (YYYY-MM-DD); empty when the date does not parse.
std::string addDays(const std::string& isoDate, int days);

Json quoteToJson(const Quote& q, const QuoteSettings& s, const QuoteHeader& h);
// One row per line (category, part number, description, quantity, unit, discount, net unit,
// extended, price source), then subtotal, tax and total rows. RFC 4180, CRLF.
std::string quoteToCsv(const Quote& q, const QuoteSettings& s, const QuoteHeader& h);

} // namespace cd::core
