#pragma once

#include <string>

namespace cd::core {

// Header facts of a quote as exported: number, date, valid until, parties, design summary.
struct QuoteHeader
{
    std::string designName;
    std::string date;       // ISO date the quote is issued
    std::string validUntil; // ISO date
    int gpus = 0;
    double gpuMemoryGb = 0;
    double maxKw = 0;
    // Some device has no published power (a CDU, a placeholder): maxKw counts it as 0 W and is
    // a floor, shown "≥" as the proposal shows it.
    bool maxKwIsFloor = false;
    std::string throughput; // "412,000 tokens/s training llama3-70b (predicted)", or empty
};

// ISO date `days` after `isoDate` (YYYY-MM-DD); empty when the date does not parse.
std::string addDays(const std::string& isoDate, int days);

// Today's date in UTC as YYYY-MM-DD.
std::string todayIso();

// The date a quote or a document is issued on: the one the quote settings fix, else `today`.
std::string issueDate(const std::string& fixed, const std::string& today);

} // namespace cd::core
