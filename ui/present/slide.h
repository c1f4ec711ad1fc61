#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace cd::core {
struct Design;
class CatalogView;
struct Report;
} // namespace cd::core

namespace cd::ui {

// One big figure on a slide: "2,560 GB" over "GPU memory", with an optional small note.
struct FigureTile
{
    QString value;
    QString label;
    QString note;
};

// A table slide's row: a label, one cell per column, the index of the best cell (-1: none) and
// whether the cells differ (rows that differ are emphasised).
struct SlideRow
{
    QString label;
    QStringList cells;
    int best = -1;
    bool differs = false;
};

// What a presentation slide shows. Slides carry finished text: every figure was computed by an
// analysis before the slide was built; the view only lays it out.
struct Slide
{
    enum class Kind
    {
        Figures,   // title, subtitle, tiles
        Elevation, // title, the racks of `design`
        Table      // title, columns, rows
    };
    Kind kind = Kind::Figures;
    QString title;
    QString subtitle;
    std::vector<FigureTile> tiles;
    const core::Design* design = nullptr; // Elevation: drawn with catalog and report
    const core::CatalogView* catalog = nullptr;
    const core::Report* report = nullptr;
    QStringList columns;
    std::vector<SlideRow> rows;
    QString footnote;
};

} // namespace cd::ui
