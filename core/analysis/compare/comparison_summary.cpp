#include "comparison_summary.h"

#include "analysis/issues/format.h"

namespace cd::core {

namespace {

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
        return "No single variant is best on " + what + ".";
    return "Best on " + what + ": " + c.variants.at(*row->best) + " (" +
           figureText(c, key, *row->best) + ").";
}

} // namespace

std::string figureText(const Comparison& c, std::string_view key, std::size_t v)
{
    const ComparisonRow* row = c.find(key);
    if (!row)
        return {};
    const ComparisonCell& cell = row->cells.at(v);
    if (!cell.value && cell.text.rfind("≥", 0) != 0)
        return cell.text;
    return row->unit.empty() ? cell.text : cell.text + " " + row->unit;
}

std::string variantSummary(const Comparison& c, std::size_t v)
{
    std::string s = figureText(c, "gpus", v) + " with " + figureText(c, "gpu_memory_gb", v) +
                    " of GPU memory in " + count(c, "servers", v, "server", "servers") + " and " +
                    count(c, "racks", v, "rack", "racks") + "; " + figureText(c, "max_kw", v) +
                    " maximum, " + figureText(c, "typical_kw", v) + " typical, cooling " +
                    figureText(c, "cooling", v) + "; compute fabric " + figureText(c, "fabric", v) +
                    " with " + count(c, "switches", v, "switch", "switches") + " and " +
                    count(c, "cables", v, "cable", "cables") + "; ";
    const ComparisonRow* tps = c.find("tokens_per_s");
    if (tps && tps->cells.at(v).value)
        s += "predicted " + figureText(c, "tokens_per_s", v) + " training " + c.workloadLabel +
             ", scaling efficiency " + figureText(c, "scaling_efficiency", v) + ", " +
             format::tokenCount(c.trainTokens) + " tokens in " +
             figureText(c, "time_to_train_days", v) + "; ";
    else
        s += "throughput for " + c.workloadLabel + " not predicted; ";
    s += "quote total " + figureText(c, "quote_total", v);
    const ComparisonRow* unpriced = c.find("unpriced_lines");
    if (!c.find("quote_total")->cells.at(v).value && unpriced->cells.at(v).value.value_or(0) > 0)
        s += " (" + count(c, "unpriced_lines", v, "line", "lines") + " without a price)";
    s += ", " + figureText(c, "cost_per_token_per_s", v) + ".";
    return s;
}

std::vector<std::string> bestSummary(const Comparison& c)
{
    return {best(c, "cost_per_token_per_s", "cost per token/s"),
            best(c, "tokens_per_s", "throughput")};
}

} // namespace cd::core
