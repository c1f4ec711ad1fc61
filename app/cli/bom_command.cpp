#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "analysis/quote_summary.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/atomic_file.h"
#include "io/file/design_file.h"
#include "io/report/quote_json.h"
#include "language/language.h"
#include "model/design_catalog.h"
#include "pdf_support.h"
#include "price_list_import.h"
#include "price_list_option.h"
#include "quote_xlsx.h"
#include "report/quote_pdf.h"
#include "user_database.h"
#include "user_db_option.h"

#include <optional>

namespace cd::cli {

namespace {

void checkFormat(const std::string& format, const std::optional<std::string>& target)
{
    if (format != "csv" && format != "json" && format != "xlsx" && format != "pdf")
        throw UsageError(
            msg(translate("Cli", "unknown --format '%1' (csv, json, xlsx, pdf)"), {format}));
    if ((format == "xlsx" || format == "pdf") && (!target || *target == "-"))
        throw UsageError(msg(translate("Cli", "--format %1 needs -o FILE"), {format}));
}

void applyCurrencyOption(const CliArgs& a, core::QuoteSettings& settings)
{
    if (const auto c = a.option("--currency")) {
        if (!core::isKnownCurrency(*c))
            throw UsageError(msg(
                translate("Cli", "--currency needs an ISO 4217 code such as USD or EUR, not '%1'"),
                {*c}));
        const std::optional<core::QuoteSettings> converted = core::inCurrency(settings, *c);
        if (!converted)
            throw UsageError(msg(translate("Cli", "--currency %1: the quote is in %2 and "
                                                  "quote.exchange_rates gives no rate for %1 "
                                                  "(units of %2 for one %1)"),
                                 {*c, settings.currency}));
        settings = *converted;
    }
}

// CSV or JSON: to standard output when there is no file or it is "-".
void writeTextQuote(const std::string& format, const std::optional<std::string>& target,
                    const core::Quote& quote, const core::QuoteSettings& settings,
                    const core::QuoteHeader& header, std::ostream& out)
{
    const std::string text = format == "json"
                                 ? core::quoteToJson(quote, settings, header).dump(2) + "\n"
                                 : core::quoteToCsv(quote, settings, header);
    if (!target || *target == "-")
        out << text;
    else
        core::writeFileAtomically(*target, text);
}

// A PDF or workbook is made in the customer's language: its words and numbers from here on,
// the BOM's included. CSV and JSON are for tools, in English whatever the messages' language.
void setDocumentLanguage(std::optional<ui::DocumentLanguage>& language, const CliArgs& a,
                         const std::string& format, const core::QuoteSettings& settings)
{
    if (format != "pdf" && format != "xlsx") {
        language.emplace("en");
        return;
    }
    ensureGuiApplication();
    language.emplace(
        QString::fromStdString(documentLanguage(a.option("--lang"), settings.language)));
}

} // namespace

int bomCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a(
        args, {"--format", "-o", "--output", "--user-db", "--price-list", "--currency", "--lang"},
        {});
    a.allowPositionals(1);
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    const std::string format = a.option("--format").value_or("csv");
    const auto target = a.option("-o") ? a.option("-o") : a.option("--output");
    checkFormat(format, target);
    const core::Design design = core::loadDesign(path);
    const std::string userDb = userDatabaseOption(a);
    auto cat = catalog::Catalog::builtin(userDb);
    const core::DesignCatalog designCatalog(design, *cat);
    core::QuoteSettings settings = core::quoteSettingsOf(design, path);
    applyCurrencyOption(a, settings);
    std::optional<ui::DocumentLanguage> language;
    setDocumentLanguage(language, a, format, settings);
    const core::Report report = core::analyze(design, *cat);
    const auto list = priceListFor(a, settings, designCatalog, userDb, path, err);
    core::Issues issues;
    const core::Quote quote =
        core::buildQuote(report.bom, designCatalog, settings, list ? &*list : nullptr, issues);
    for (const core::Issue& i : issues)
        err << "cluster-designer-cli: bom: " << i.message << "\n";
    const core::QuoteHeader header =
        core::makeQuoteHeader(design, designCatalog, report, settings, core::todayIso());
    if (format == "xlsx") {
        office::writeQuoteXlsx(quote, settings, header, *target);
        return 0;
    }
    if (format == "pdf") {
        report::writeQuotePdf(quote, settings, header, design, designCatalog, report, *target);
        return 0;
    }
    writeTextQuote(format, target, quote, settings, header, out);
    return 0;
}

int priceListCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a(args, {"--user-db", "--name", "--currency"}, {});
    const std::string verb =
        a.positional(0, CD_TRANSLATE_NOOP("Cli", "pricelist command (import, list)"));
    const std::string userDb = userDatabaseOption(a);
    catalog::UserDatabase db(userDb);
    if (verb == "list") {
        a.allowPositionals(1);
        for (const std::string& n : db.priceListNames())
            out << n << "\n";
        return 0;
    }
    if (verb != "import")
        throw UsageError(
            msg(translate("Cli", "unknown pricelist command '%1' (import, list)"), {verb}));
    const std::string file =
        a.positional(1, CD_TRANSLATE_NOOP("Cli", "price list file (CSV or XLSX)"));
    a.allowPositionals(2);
    auto cat = catalog::Catalog::builtin(userDb);
    catalog::PriceListReport r =
        catalog::readPriceListFile(file, *cat, a.option("--currency").value_or("USD"));
    if (const auto name = a.option("--name"))
        r.list.name = *name;
    db.storePriceList(r.list);
    out << r.text()
        << msg(translate("Cli", "stored as price list '%1' in %2"), {r.list.name, userDb}) << "\n";
    (void)err;
    return 0;
}

} // namespace cd::cli
