// `issues`: every kind of issue the analyses report, from the registry
// (core/analysis/issues/issue_registry.h): what scripts can match on and what translators and
// docs/issues.md list.
#include "analysis/issues/issue_registry.h"
#include "cli_args.h"
#include "commands.h"
#include "model/json.h"

namespace cd::cli {

namespace {

void printMarkdown(std::ostream& out)
{
    std::string_view domain;
    for (const core::IssueType& t : core::issueTypes()) {
        if (t.domain != domain) {
            domain = t.domain;
            out << "\n## " << domain << "\n\n| code | severity | message |\n|---|---|---|\n";
        }
        out << "| `" << t.code << "` | " << core::toString(t.severity) << " | " << t.text << " |\n";
    }
}

} // namespace

int issuesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream&)
{
    const CliArgs a(args, {}, {"--json", "--markdown"});
    if (!a.positional().empty())
        throw UsageError(translate("Cli", "issues takes no file"));
    if (a.flag("--json")) {
        core::Json list = core::Json::array();
        for (const core::IssueType& t : core::issueTypes())
            list.push_back({{"code", t.code},
                            {"severity", core::toString(t.severity)},
                            {"domain", t.domain},
                            {"text", t.text}});
        out << list.dump(2) << "\n";
    } else if (a.flag("--markdown")) {
        printMarkdown(out);
    } else {
        for (const core::IssueType& t : core::issueTypes()) // messages, in the user's language
            out << t.code << "  " << core::toString(t.severity) << "  "
                << core::text::translate("Issue", t.text.data()) << "\n";
    }
    return 0;
}

} // namespace cd::cli
