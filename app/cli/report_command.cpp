// `report DESIGN -o proposal.pdf [--model PRESET] [--train-tokens N] [--price-list FILE]`:
// the customer proposal of a project's variants (issue 9), drawn by cd_report.
#include "analysis/quote_summary.h"
#include "commands.h"
#include "comparison_run.h"
#include "language/language.h"
#include "pdf_support.h"
#include "report/proposal_pdf.h"

#include <sstream>

namespace cd::cli {

int reportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::vector<std::string> options = comparisonOptionNames();
    options.insert(options.end(), {"-o", "--output", "--lang"});
    const CliArgs a(args, options, {});
    const std::string path = a.positional(0, "design file");
    const auto target = a.option("-o") ? a.option("-o") : a.option("--output");
    if (!target || *target == "-")
        throw UsageError("report needs -o FILE.pdf");
    auto run = runComparison(a, path, err);
    // Branding and parties from the active variant's quote settings.
    const core::QuoteSettings branding = core::quoteSettingsOf(run->project.activeDesign(), path);
    ensureGuiApplication();
    // The comparison's words are made in the document's language: compared again in it (its
    // warnings were said the first time).
    const std::string lang = documentLanguage(a.option("--lang"), branding.language);
    const ui::DocumentLanguage language(QString::fromStdString(lang));
    if (lang != "en") {
        std::ostringstream saidBefore;
        run = runComparison(a, path, saidBefore);
    }
    report::writeProposalPdf({run->project, run->analyses, run->comparison, *run->catalog, branding,
                              branding.date.empty() ? core::todayIso() : branding.date},
                             *target);
    out << "wrote " << *target << ": " << run->project.variants.size() << " variant(s)\n";
    return 0;
}

} // namespace cd::cli
