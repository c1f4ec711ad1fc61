#include "presentation_deck.h"

#include "common/qstring.h"

#include "analysis/compare/comparison_summary.h"
#include "compare/comparison_table_model.h"

#include <QLocale>
#include <QObject>

namespace cd::ui {

namespace {

QString figure(const core::Comparison& c, std::string_view key, std::size_t v)
{
    return c.find(key) ? q(core::figureText(c, key, v)) : QString();
}

// The cell alone, without its unit ("33,245"), for a tile whose label names the unit.
QString cell(const core::Comparison& c, std::string_view key, std::size_t v)
{
    const core::ComparisonRow* row = c.find(key);
    return row && v < row->cells.size() ? q(row->cells[v].text) : QString();
}

// "1 switch", "4 switches" (issue 19: "1 switches"): the cell's text and the noun its value
// takes.
QString counted(const core::Comparison& c, std::string_view key, std::size_t v, const QString& one,
                const QString& many)
{
    const core::ComparisonRow* row = c.find(key);
    const bool single = row && v < row->cells.size() && row->cells[v].value == 1.0;
    return QStringLiteral("%1 %2").arg(cell(c, key, v), single ? one : many);
}

QString unit(const core::Comparison& c, std::string_view key)
{
    const core::ComparisonRow* row = c.find(key);
    return row ? q(row->unit) : QString();
}

// The key figures of one variant as tiles, each read from its comparison row.
std::vector<FigureTile> tilesFor(const core::Comparison& c, std::size_t v)
{
    std::vector<FigureTile> tiles;
    tiles.push_back({figure(c, "gpus", v), QObject::tr("GPUs"),
                     QObject::tr("in %1").arg(
                         counted(c, "servers", v, QObject::tr("server"), QObject::tr("servers")))});
    tiles.push_back({figure(c, "gpu_memory_gb", v), QObject::tr("GPU memory"), QString()});
    tiles.push_back({figure(c, "max_kw", v), QObject::tr("power, maximum"),
                     QObject::tr("typical %1 · cooling %2")
                         .arg(figure(c, "typical_kw", v), figure(c, "cooling", v))});
    tiles.push_back(
        {cell(c, "tokens_per_s", v),
         QObject::tr("%1, predicted training %2").arg(unit(c, "tokens_per_s"), q(c.workloadLabel)),
         QObject::tr("scaling efficiency %1").arg(figure(c, "scaling_efficiency", v))});
    tiles.push_back(
        {figure(c, "time_to_train_days", v), QObject::tr("time to train"),
         c.trainTokens >= 1e12
             ? QObject::tr("%1 T tokens").arg(QLocale().toString(c.trainTokens / 1e12, 'g', 3))
             : QObject::tr("%1 B tokens").arg(QLocale().toString(c.trainTokens / 1e9, 'g', 3))});
    tiles.push_back({cell(c, "quote_total", v),
                     QObject::tr("%1, quote total").arg(unit(c, "quote_total")),
                     figure(c, "cost_per_token_per_s", v)});
    return tiles;
}

QString bestText(const core::Comparison& c)
{
    QStringList sentences;
    for (const std::string& s : core::bestSummary(c))
        sentences << q(s);
    return sentences.join(QStringLiteral("   "));
}

// Design, customer, reseller and date; the figures of every variant when there are several,
// else the one design's key figures.
Slide coverSlide(const core::Design& first, const core::Comparison& c, std::size_t n,
                 const QString& date)
{
    const core::QuoteSettings s = first.quote.value_or(core::QuoteSettings{});
    Slide cover;
    cover.title = q(first.name.empty() ? std::string("Cluster design") : first.name);
    QStringList who;
    if (!s.customer.name.empty())
        who << QObject::tr("Prepared for %1").arg(q(s.customer.name));
    if (!s.reseller.name.empty())
        who << QObject::tr("by %1").arg(q(s.reseller.name));
    who << date;
    cover.subtitle = who.join(QStringLiteral(" · "));
    if (n > 1) {
        cover.kind = Slide::Kind::Figures;
        for (std::size_t v = 0; v < n; ++v)
            cover.tiles.push_back(
                {cell(c, "tokens_per_s", v),
                 q(c.variants[v]) + "\n" + unit(c, "tokens_per_s") + ", " + q(c.workloadLabel),
                 figure(c, "quote_total", v)});
        cover.footnote = bestText(c);
    } else {
        cover.tiles = tilesFor(c, 0);
    }
    return cover;
}

Slide figuresSlide(const core::Comparison& c, std::size_t v, const QString& name)
{
    Slide figures;
    figures.title = name;
    figures.subtitle =
        QObject::tr("Compute fabric %1 · %2 · %3")
            .arg(cell(c, "fabric", v),
                 counted(c, "switches", v, QObject::tr("switch"), QObject::tr("switches")),
                 counted(c, "cables", v, QObject::tr("cable"), QObject::tr("cables")));
    figures.tiles = tilesFor(c, v);
    return figures;
}

Slide racksSlide(const PresentationDeck& deck, std::size_t v, const QString& name)
{
    const core::Comparison& c = deck.comparison;
    Slide racks;
    racks.kind = Slide::Kind::Elevation;
    racks.title = QObject::tr("%1: racks").arg(name);
    racks.subtitle = QObject::tr("%1, %2 of %3 U used, %4 maximum")
                         .arg(counted(c, "racks", v, QObject::tr("rack"), QObject::tr("racks")),
                              cell(c, "rack_units_used", v), cell(c, "rack_units_total", v),
                              figure(c, "max_kw", v));
    racks.design = &deck.project.variants[v].design;
    racks.catalog = deck.catalogs[v].get();
    racks.report = &deck.analyses[v].report;
    return racks;
}

SlideRow tableRow(const core::ComparisonRow& row)
{
    SlideRow r;
    r.label = ComparisonTableModel::rowHeading(row);
    for (const core::ComparisonCell& cell : row.cells)
        r.cells << q(cell.text);
    r.best = row.best ? static_cast<int>(*row.best) : -1;
    r.differs = row.differs;
    return r;
}

Slide comparisonSlide(const core::Comparison& c)
{
    Slide table;
    table.kind = Slide::Kind::Table;
    table.title = QObject::tr("Side by side");
    table.subtitle = QObject::tr("★ best value per row; shaded rows differ between variants");
    for (const std::string& v : c.variants)
        table.columns << q(v);
    for (const char* key : {"gpus", "gpu_memory_gb", "racks", "max_kw", "cooling", "fabric",
                            "switches", "tokens_per_s", "scaling_efficiency", "time_to_train_days",
                            "quote_total", "cost_per_token_per_s"}) {
        const core::ComparisonRow* row = c.find(key);
        if (!row)
            continue;
        table.rows.push_back(tableRow(*row));
    }
    table.footnote = bestText(c);
    return table;
}

} // namespace

std::unique_ptr<PresentationDeck> buildPresentation(const core::Project& project,
                                                    const core::CatalogView& catalog,
                                                    const core::ComparisonOptions& options,
                                                    const QString& date)
{
    auto deck = std::make_unique<PresentationDeck>();
    deck->project = project;
    deck->analyses = core::analyzeVariants(deck->project, catalog, options);
    deck->comparison =
        core::compareAnalyses(core::variantNames(deck->project), deck->analyses, options);
    const core::Comparison& c = deck->comparison;
    const std::size_t n = deck->project.variants.size();
    for (const core::DesignVariant& v : deck->project.variants)
        deck->catalogs.push_back(std::make_unique<core::DesignCatalog>(v.design, catalog));

    const Slide cover = coverSlide(deck->project.variants.front().design, c, n, date);
    deck->slides.push_back(cover);

    for (std::size_t v = 0; v < n; ++v) {
        const QString name = n > 1 ? q(c.variants[v]) : cover.title;
        if (n > 1)
            deck->slides.push_back(figuresSlide(c, v, name));
        deck->slides.push_back(racksSlide(*deck, v, name));
    }

    if (n > 1)
        deck->slides.push_back(comparisonSlide(c));
    return deck;
}

} // namespace cd::ui
