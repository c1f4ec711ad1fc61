#pragma once

#include <QString>

namespace cd::ui {

class QuotePricing;

enum class QuoteFormat
{
    Pdf,
    Xlsx,
    Csv,
    Json
};

// "PDF quote (*.pdf)" etc., for file dialogs; and the extension without the dot.
QString fileFilter(QuoteFormat format);
QString extension(QuoteFormat format);

// Writes the current quote as the CLI's `bom --format` does, with the same writers (PDF by
// cd_report, XLSX by cd_office, CSV/JSON by core). Atomic; throws core::SaveError.
void exportQuote(const QuotePricing& pricing, QuoteFormat format, const QString& path);

} // namespace cd::ui
