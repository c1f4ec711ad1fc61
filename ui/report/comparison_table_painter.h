#pragma once

#include "analysis/compare/comparison.h"

#include <QRectF>

class QPainter;

namespace cd::report {

// Draws a Comparison as a table (the proposal PDF; the GUI's presentation mode can use it
// too): figure and unit columns, then one column per variant headed by its name (wrapped,
// the header as tall as the longest name needs). The best value of a row is bold on a green band
// and followed by
// '*'; rows where every variant shows the same are grey, so the differences stand out.
// Draws, never computes.
class ComparisonTablePainter
{
public:
    explicit ComparisonTablePainter(const core::Comparison& comparison) : m_c(comparison) {}

    static constexpr double kRowHeight = 19;
    static constexpr double kHeaderHeight = 32; // at least; more when names wrap further
    void paint(QPainter& p, const QRectF& area) const;

private:
    const core::Comparison& m_c;
};

} // namespace cd::report
