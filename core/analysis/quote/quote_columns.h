#pragma once

// The columns of a quote and their English headings: one set for the Quote dock's table, the
// quote PDF and the XLSX workbook, translated where shown (context "QuoteColumn").
// `narrow` is the heading where the column is narrow (the dock and the PDF); the workbook has
// room for `label`.
#include "text/translation.h"

#include <array>
#include <string_view>

namespace cd::core {

enum class QuoteColumn
{
    Category,
    PartNumber,
    Description,
    Quantity,
    UnitPrice,
    Discount,
    NetUnit,
    Extended,
    PriceSource,
};

struct QuoteColumnHeading
{
    QuoteColumn column;
    std::string_view label;
    std::string_view narrow;
};

inline constexpr std::array<QuoteColumnHeading, 9> kQuoteColumns{{
    {QuoteColumn::Category, CD_TRANSLATE_NOOP("QuoteColumn", "Category"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Category")},
    {QuoteColumn::PartNumber, CD_TRANSLATE_NOOP("QuoteColumn", "Part number"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Part number")},
    {QuoteColumn::Description, CD_TRANSLATE_NOOP("QuoteColumn", "Description"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Description")},
    {QuoteColumn::Quantity, CD_TRANSLATE_NOOP("QuoteColumn", "Qty"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Qty")},
    {QuoteColumn::UnitPrice, CD_TRANSLATE_NOOP("QuoteColumn", "Unit price"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Unit price")},
    {QuoteColumn::Discount, CD_TRANSLATE_NOOP("QuoteColumn", "Discount"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Disc.")},
    {QuoteColumn::NetUnit, CD_TRANSLATE_NOOP("QuoteColumn", "Net unit"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Net unit")},
    {QuoteColumn::Extended, CD_TRANSLATE_NOOP("QuoteColumn", "Extended"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Extended")},
    {QuoteColumn::PriceSource, CD_TRANSLATE_NOOP("QuoteColumn", "Price source"),
     CD_TRANSLATE_NOOP("QuoteColumn", "Price source")},
}};

constexpr std::string_view quoteColumnLabel(QuoteColumn c, bool narrow = false)
{
    const QuoteColumnHeading& h = kQuoteColumns[static_cast<std::size_t>(c)];
    return narrow ? h.narrow : h.label;
}

} // namespace cd::core
