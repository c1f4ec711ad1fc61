#include "quote_export.h"

#include "document/design_document.h"
#include "io/atomic_file.h"
#include "language/language.h"
#include "model/design_catalog.h"
#include "quote_pricing.h"
#include "quote_xlsx.h"
#include "report/quote_pdf.h"

#include <optional>

namespace cd::ui {

QString fileFilter(QuoteFormat format)
{
    switch (format) {
    case QuoteFormat::Pdf:
        return QObject::tr("PDF quote (*.pdf)");
    case QuoteFormat::Xlsx:
        return QObject::tr("Excel workbook (*.xlsx)");
    case QuoteFormat::Csv:
        return QObject::tr("CSV (*.csv)");
    case QuoteFormat::Json:
        return QObject::tr("JSON (*.json)");
    }
    return {};
}

QString extension(QuoteFormat format)
{
    switch (format) {
    case QuoteFormat::Pdf:
        return QStringLiteral("pdf");
    case QuoteFormat::Xlsx:
        return QStringLiteral("xlsx");
    case QuoteFormat::Csv:
        return QStringLiteral("csv");
    case QuoteFormat::Json:
        return QStringLiteral("json");
    }
    return {};
}

void exportQuote(const QuotePricing& pricing, QuoteFormat format, const QString& path)
{
    const std::string target = path.toStdString();
    // The PDF and the workbook in the customer's language (Quote Settings), whatever the
    // interface's; the CSV and JSON are for tools, in English.
    std::optional<DocumentLanguage> language;
    if (format == QuoteFormat::Pdf || format == QuoteFormat::Xlsx)
        language.emplace(QString::fromStdString(pricing.settings().language));
    const core::QuoteHeader header = pricing.header();
    const core::Quote& quote = pricing.quote();
    const core::QuoteSettings& settings = pricing.settings();
    switch (format) {
    case QuoteFormat::Pdf: {
        const DesignDocument& doc = pricing.document();
        const core::CatalogView& catalog = doc.designCatalog();
        report::writeQuotePdf(quote, settings, header, doc.design(), catalog, doc.report(), target);
        return;
    }
    case QuoteFormat::Xlsx:
        office::writeQuoteXlsx(quote, settings, header, target);
        return;
    case QuoteFormat::Csv:
        core::writeFileAtomically(target, core::quoteToCsv(quote, settings, header));
        return;
    case QuoteFormat::Json:
        core::writeFileAtomically(target,
                                  core::quoteToJson(quote, settings, header).dump(2) + "\n");
        return;
    }
}

} // namespace cd::ui
