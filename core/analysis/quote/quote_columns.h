#pragma once

// The columns of a quote and their English headings: one set for the Quote dock's table, the
// quote PDF and the XLSX workbook (the ui translates them in the context "QuoteColumn").
// `narrow` is the heading where the column is narrow (the dock and the PDF); the workbook has
// room for `label`.
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
    {QuoteColumn::Category, "Category", "Category"},
    {QuoteColumn::PartNumber, "Part number", "Part number"},
    {QuoteColumn::Description, "Description", "Description"},
    {QuoteColumn::Quantity, "Qty", "Qty"},
    {QuoteColumn::UnitPrice, "Unit price", "Unit price"},
    {QuoteColumn::Discount, "Discount", "Disc."},
    {QuoteColumn::NetUnit, "Net unit", "Net unit"},
    {QuoteColumn::Extended, "Extended", "Extended"},
    {QuoteColumn::PriceSource, "Price source", "Price source"},
}};

constexpr std::string_view quoteColumnLabel(QuoteColumn c, bool narrow = false)
{
    const QuoteColumnHeading& h = kQuoteColumns[static_cast<std::size_t>(c)];
    return narrow ? h.narrow : h.label;
}

} // namespace cd::core
