#pragma once

// How the comparison's rows are built (comparison.cpp, comparison_serving.cpp, comparison_tco.cpp
// and comparison_storage.cpp): one figure a
// row, one cell per variant, the differing rows and the best cell marked.
#include "analysis/compare/comparison_table.h"

#include "analysis/issues/format.h"
#include "text/translation.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Whether the row's cells differ, and which one is best (a unique best of two known or more).
void markDiffers(ComparisonRow& row);
void markBest(ComparisonRow& row);

// Builds the rows one figure at a time from every variant's analysis.
class RowBuilder
{
public:
    explicit RowBuilder(const std::vector<VariantAnalysis>& analyses) : m_analyses(analyses) {}

    // A numeric row: `figure` gives the value, or nullopt with the text to show instead ("unknown"
    // when it sets none); a value with a text of its own shows that text ("≤ 41.5", a bound).
    template <typename Figure>
    void number(std::string key, std::string label, std::string unit, Better better, int decimals,
                Figure figure)
    {
        ComparisonRow row{std::move(key), std::move(label), std::move(unit), better, {}, {}, false};
        for (const VariantAnalysis& a : m_analyses) {
            std::string text;
            const std::optional<double> v = figure(a, text);
            if (text.empty())
                text = v ? format::grouped(*v, decimals) : text::translate("Comparison", "unknown");
            row.cells.push_back(ComparisonCell{v, std::move(text)});
        }
        add(std::move(row));
    }

    template <typename Text> void text(std::string key, std::string label, Text text)
    {
        ComparisonRow row{std::move(key), std::move(label), {}, Better::None, {}, {}, false};
        for (const VariantAnalysis& a : m_analyses)
            row.cells.push_back({std::nullopt, text(a)});
        add(std::move(row));
    }

    std::vector<ComparisonRow> take() { return std::move(m_rows); }

private:
    void add(ComparisonRow row)
    {
        markDiffers(row);
        markBest(row);
        m_rows.push_back(std::move(row));
    }

    const std::vector<VariantAnalysis>& m_analyses;
    std::vector<ComparisonRow> m_rows;
};

// The variant's predicted tokens/s, or nullopt with "not predicted" in `text`.
std::optional<double> tokensPerS(const VariantAnalysis& a, std::string& text);

// What survives interruptions and checkpoints (goodput.h) with the variant's storage, and whether
// that storage holds the run (storage_sizing.h): comparison_storage.cpp.
void addGoodputRows(RowBuilder& b);
void addStorageRows(RowBuilder& b);

// Serving the options' model on each variant as its saved serving settings say (or the
// defaults): output tokens/s at the engine's load, energy and electricity per output token.
void addServingRows(RowBuilder& b, const ComparisonOptions& options);

// The TCO of each variant under its saved assumptions (analysis/tco/design_tco.h): the cost of a
// GPU-hour and of a million output tokens served, in the quotes' common currency.
void addTcoRows(RowBuilder& b, const std::string& currency);

} // namespace cd::core
