#include "comparison_rows.h"

#include <algorithm>
#include <cmath>

namespace cd::core {

namespace {

// Figures within a billionth of each other are the same figure.
bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

bool sameCell(const ComparisonCell& a, const ComparisonCell& b)
{
    if (a.value && b.value)
        return same(*a.value, *b.value);
    return !a.value && !b.value && a.text == b.text;
}

} // namespace

void markDiffers(ComparisonRow& row)
{
    for (const ComparisonCell& c : row.cells)
        if (!sameCell(c, row.cells.front()))
            row.differs = true;
}

void markBest(ComparisonRow& row)
{
    if (row.better == Better::None)
        return;
    std::optional<std::size_t> best;
    int known = 0;
    bool shared = false;
    for (std::size_t i = 0; i < row.cells.size(); ++i) {
        const std::optional<double>& v = row.cells[i].value;
        if (!v)
            continue;
        ++known;
        const double b = best ? *row.cells[*best].value : 0;
        if (best && same(*v, b))
            shared = true;
        else if (!best || (row.better == Better::Higher ? *v > b : *v < b)) {
            best = i;
            shared = false;
        }
    }
    if (known >= 2 && !shared)
        row.best = best;
}

} // namespace cd::core
