// `report DESIGN -o proposal.pdf [--model PRESET] [--train-tokens N] [--price-list FILE]`:
// the customer proposal of a project's variants (issue 9), drawn by cd_report.
#include "analysis/quote_summary.h"
#include "commands.h"
#include "comparison_run.h"
#include "language/language.h"
#include "pdf_support.h"
#include "report/proposal_pdf.h"

#include <optional>

namespace cd::cli {

int reportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::vector<std::string> options = comparisonOptionNames();
    options.insert(options.end(), {"-o", "--output", "--lang"});
    const CliArgs a(args, options, {});
    a.allowPositionals(1);
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    const auto target = a.option("-o") ? a.option("-o") : a.option("--output");
    if (!target || *target == "-")
        throw UsageError(translate("Cli", "report needs -o FILE.pdf"));
    ensureGuiApplication();
    // Branding and parties from the active variant's quote settings; the comparison's words are
    // made in the document's language, installed as soon as the project is read.
    core::QuoteSettings branding;
    std::optional<ui::DocumentLanguage> language;
    const auto run = runComparison(a, path, err, [&](const core::Project& project) {
        branding = core::quoteSettingsOf(project.activeDesign(), path);
        language.emplace(
            QString::fromStdString(documentLanguage(a.option("--lang"), branding.language)));
    });
    report::writeProposalPdf({run->project, run->analyses, run->comparison, *run->catalog, branding,
                              core::issueDate(branding.date, core::todayIso())},
                             *target);
    language.reset(); // the message in the CLI's language, not the document's
    out << msg(translate("Cli", "wrote %1: %2 variant(s)"),
               {*target, std::to_string(run->project.variants.size())})
        << "\n";
    return 0;
}

} // namespace cd::cli
