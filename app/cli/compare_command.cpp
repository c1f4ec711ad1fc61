// `compare DESIGN [--json] [--model PRESET] [--train-tokens N] [--price-list FILE]`: the
// variants of a project side by side (issue 9), as a table or one JSON object.
#include "commands.h"
#include "comparison_run.h"
#include "io/report/comparison_json.h"

#include <algorithm>

namespace cd::cli {

namespace {

// Characters, not bytes: "≥" is three bytes of UTF-8 and one column.
std::size_t columns(const std::string& s)
{
    return std::size_t(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string padLeft(const std::string& s, std::size_t width)
{
    return std::string(width - std::min(width, columns(s)), ' ') + s;
}

std::string padRight(const std::string& s, std::size_t width)
{
    return s + std::string(width - std::min(width, columns(s)), ' ');
}

std::string rowLabel(const core::ComparisonRow& r)
{
    return r.unit.empty() ? r.label : r.label + " (" + r.unit + ")";
}

// Variants as columns, the best value of a row followed by '*'.
void printTable(const core::Comparison& c, std::ostream& out)
{
    std::size_t labelWidth = 0;
    for (const core::ComparisonRow& r : c.rows)
        labelWidth = std::max(labelWidth, columns(rowLabel(r)));
    std::vector<std::size_t> widths;
    for (std::size_t v = 0; v < c.variants.size(); ++v) {
        std::size_t w = columns(c.variants[v]);
        for (const core::ComparisonRow& r : c.rows)
            w = std::max(w, columns(r.cells[v].text) + 1);
        widths.push_back(w);
    }
    out << padRight("", labelWidth);
    for (std::size_t v = 0; v < c.variants.size(); ++v)
        out << "  " << padLeft(c.variants[v], widths[v]);
    out << "\n";
    for (const core::ComparisonRow& r : c.rows) {
        out << padRight(rowLabel(r), labelWidth);
        for (std::size_t v = 0; v < r.cells.size(); ++v)
            out << "  " << padLeft(r.cells[v].text + (r.best == v ? "*" : " "), widths[v]);
        out << "\n";
    }
    out << msg(translate("Cli", "* best value of the row. Throughput predicted for %1 "
                                "(docs/predict.md); quotes from catalog estimates unless "
                                "--price-list is given."),
               {c.workloadLabel})
        << "\n";
}

} // namespace

int compareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a(args, comparisonOptionNames(), {"--json"});
    a.allowPositionals(1);
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    const auto run = runComparison(a, path, err);
    if (a.flag("--json"))
        out << core::comparisonToJson(run->comparison).dump(2) << "\n";
    else
        printTable(run->comparison, out);
    return 0;
}

} // namespace cd::cli
