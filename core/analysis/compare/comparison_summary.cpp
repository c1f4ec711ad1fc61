#include "comparison_summary.h"

#include "analysis/issues/format.h"
#include "text/translation.h"

namespace cd::core {

namespace {

using text::translate;

std::string count(const Comparison& c, std::string_view key, std::size_t v, const std::string& one,
                  const std::string& many)
{
    const ComparisonRow* row = c.find(key);
    const ComparisonCell& cell = row->cells.at(v);
    return cell.text + " " + (cell.value && *cell.value == 1 ? one : many);
}

std::string best(const Comparison& c, std::string_view key, const std::string& what)
{
    const ComparisonRow* row = c.find(key);
    if (!row || !row->best)
        return text::arg(translate("Comparison", "No single variant is best on %1."), {what});
    return text::arg(translate("Comparison", "Best on %1: %2 (%3)."),
                     {what, c.variants.at(*row->best), figureText(c, key, *row->best)});
}

// Between the summary's clauses: "; " in English, " ; " in French.
std::string clauseBreak()
{
    return translate("Comparison", "; ");
}

// "compute fabric InfiniBand NDR with 12 switches and 544 cables", or that there is none.
std::string fabricClause(const Comparison& c, std::size_t v)
{
    const ComparisonRow* switches = c.find("switches");
    const ComparisonRow* cables = c.find("cables");
    if (switches && cables && switches->cells.at(v).value.value_or(-1) == 0 &&
        cables->cells.at(v).value.value_or(-1) == 0)
        return translate("Comparison", "no compute fabric");
    return text::arg(translate("Comparison", "compute fabric %1 with %2 and %3"),
                     {figureText(c, "fabric", v),
                      count(c, "switches", v, translate("Comparison", "switch"),
                            translate("Comparison", "switches")),
                      count(c, "cables", v, translate("Comparison", "cable"),
                            translate("Comparison", "cables"))});
}

// "32 GPUs with 2,560 GB of GPU memory in 4 servers and 1 rack; 42.5 kW maximum, ..."
std::string sizeAndPower(const Comparison& c, std::size_t v)
{
    return text::arg(translate("Comparison", "%1 with %2 of GPU memory in %3 and %4"),
                     {figureText(c, "gpus", v), figureText(c, "gpu_memory_gb", v),
                      count(c, "servers", v, translate("Comparison", "server"),
                            translate("Comparison", "servers")),
                      count(c, "racks", v, translate("Comparison", "rack"),
                            translate("Comparison", "racks"))}) +
           clauseBreak() +
           // The cooling cell names the kind ("direct liquid cooling", "at least ..."): a
           // "cooling" before it read "cooling at least direct liquid cooling".
           text::arg(translate("Comparison", "%1 maximum, %2 typical, %3"),
                     {figureText(c, "max_kw", v), figureText(c, "typical_kw", v),
                      figureText(c, "cooling", v)}) +
           clauseBreak() + fabricClause(c, v) + clauseBreak();
}

} // namespace

std::string figureText(const Comparison& c, std::string_view key, std::size_t v)
{
    const ComparisonRow* row = c.find(key);
    if (!row)
        return {};
    const ComparisonCell& cell = row->cells.at(v);
    if (!cell.known())
        return cell.text;
    return row->unit.empty() ? cell.text : cell.text + " " + row->unit;
}

std::string variantSummary(const Comparison& c, std::size_t v)
{
    std::string s = sizeAndPower(c, v);
    const ComparisonRow* tps = c.find("tokens_per_s");
    if (tps && tps->cells.at(v).value)
        s +=
            text::arg(translate("Comparison",
                                "predicted %1 training %2, scaling efficiency %3, %4 tokens in %5"),
                      {figureText(c, "tokens_per_s", v), c.workloadLabel,
                       figureText(c, "scaling_efficiency", v), format::tokenCount(c.trainTokens),
                       figureText(c, "time_to_train_days", v)}) +
            clauseBreak();
    else
        s += text::arg(translate("Comparison", "throughput for %1 not predicted"),
                       {c.workloadLabel}) +
             clauseBreak();
    s += text::arg(translate("Comparison", "quote total %1"), {figureText(c, "quote_total", v)});
    const ComparisonRow* unpriced = c.find("unpriced_lines");
    if (!c.find("quote_total")->cells.at(v).value && unpriced->cells.at(v).value.value_or(0) > 0)
        s += " (" +
             text::arg(translate("Comparison", "%1 without a price"),
                       {count(c, "unpriced_lines", v, translate("Comparison", "line"),
                              translate("Comparison", "lines"))}) +
             ")";
    // "…, 22.81 USD per token/s."; without a throughput or a total there is no such figure,
    // and "…, unknown." said nothing.
    const ComparisonRow* perToken = c.find("cost_per_token_per_s");
    if (perToken && perToken->cells.at(v).known())
        s += ", " + figureText(c, "cost_per_token_per_s", v);
    return s + ".";
}

std::vector<std::string> bestSummary(const Comparison& c)
{
    return {best(c, "cost_per_token_per_s", translate("Comparison", "cost per token/s")),
            best(c, "tokens_per_s", translate("Comparison", "throughput"))};
}

} // namespace cd::core
