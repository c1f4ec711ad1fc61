#pragma once

// The issues of the quote analyses (issue_registry.h): one constant per code, listed in
// kQuoteIssueTypes for the registry.
#include "issue_type.h"

#include <array>

namespace cd::core::issues {

inline constexpr IssueType NoPrice{
    "no-price", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{part} has no price estimate; the BOM total leaves it out"),
    "quote"};

// A catalog price in another currency than the BOM's: the BOM total cannot include it.
inline constexpr IssueType PriceCurrency{
    "price-currency", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue", "{part} is priced in {currency}, not {bomCurrency}; it is left out of the total"),
    "quote"};

// A quote line priced in a currency the quote settings give no exchange rate for.
inline constexpr IssueType QuoteNoRate{
    "quote-no-rate", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{line} is priced in {currency} and the quote has no exchange rate to {quoteCurrency}; the "
        "line is left unpriced"),
    "quote"};

inline constexpr IssueType QuotePriceListMissing{
    "quote-price-list-missing", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue", "the price list '{list}' is not in the user database; catalog estimates are used"),
    "quote"};

inline constexpr std::array kQuoteIssueTypes{NoPrice, PriceCurrency, QuoteNoRate,
                                             QuotePriceListMissing};

} // namespace cd::core::issues
