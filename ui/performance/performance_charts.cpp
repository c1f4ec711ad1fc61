#include "performance_charts.h"

#include "common/chart_style.h"
#include "common/transport_text.h"
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QFont>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPalette>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace cd::ui {

using namespace core::throughput;

namespace {

// Appends a set per segment; returns the sum of the segments drawn.
double appendSegments(QHorizontalStackedBarSeries* series,
                      const std::vector<std::pair<QString, double>>& parts,
                      const std::vector<QColor>& colours)
{
    double total = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (parts[i].second <= 0 && i + 1 == parts.size())
            continue; // an empty last segment ("other") only crowds the legend
        auto* set = new QBarSet(parts[i].first);
        *set << parts[i].second;
        set->setColor(colours[i % colours.size()]);
        series->append(set);
        total += parts[i].second;
    }
    return total;
}

QValueAxis* valueAxis(double total, double limit)
{
    auto* x = new QValueAxis;
    styleAxis(x, QString());
    x->setLabelFormat("%.0f");
    x->setTickCount(5);
    // An empty bar (no prediction yet) still needs a range: nice numbers of [0, 0] are NaN.
    const double end = std::max(total, limit) * 1.04;
    x->setRange(0, end > 0 ? end : 1);
    x->applyNiceNumbers();
    formatTicks(x, !(end > 0));
    return x;
}

void addLimitLine(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, double limit,
                  const QString& limitName)
{
    auto* line = new QLineSeries;
    line->setName(limitName);
    line->append(limit, -0.5);
    line->append(limit, 0.5);
    line->setPen(QPen(QColor(0xc0, 0x39, 0x2b), 2, Qt::DashLine));
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
}

// One horizontal stacked bar of named segments, with an optional vertical limit line.
QChart* stackedBar(QChart* chart, const QString& category,
                   const std::vector<std::pair<QString, double>>& parts,
                   const std::vector<QColor>& colours, const QString& unit, double limit,
                   const QString& limitName)
{
    auto* series = new QHorizontalStackedBarSeries;
    const double total = appendSegments(series, parts, colours);
    series->setBarWidth(0.6);
    chart->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(category);
    styleAxis(y, QString());
    y->setLabelsVisible(false); // the chart's title names the bar
    chart->setTitle(chart->title() + " (" + unit + ")");
    QValueAxis* x = valueAxis(total, limit);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    if (limit > 0)
        addLimitLine(chart, x, y, limit, limitName);
    return chart;
}

const std::vector<QColor> kColours{QColor(0x3a, 0x7b, 0xd5), QColor(0xe6, 0x7e, 0x22),
                                   QColor(0x8e, 0x44, 0xad), QColor(0xc0, 0x39, 0x2b),
                                   QColor(0x7f, 0x8c, 0x8d), QColor(0x16, 0xa0, 0x85)};

// One colour and one dash pattern per fabric: lines that coincide stay identifiable.
const std::vector<QColor> kFabricColours{QColor(0x27, 0xae, 0x60), QColor(0x3a, 0x7b, 0xd5),
                                         QColor(0xe6, 0x7e, 0x22)};
const std::vector<Qt::PenStyle> kFabricDashes{Qt::SolidLine, Qt::DashLine, Qt::DotLine};

// The extent of the fitting points of all curves, for the axes.
struct ScalingRange
{
    double top;
    double minNodes;
    double maxNodes;
};

// The line of fabric `i`: its transport and its scaling efficiency at the design's node count
// (what the percentage compares is the chart's subtitle, efficiencySubtitle).
QLineSeries* fabricLine(const FabricCurve& f, size_t i, int designNodes, const QLocale& l)
{
    auto* line = new QLineSeries;
    const double eff = scalingEfficiencyAt(f.points, designNodes);
    QString name = transportText(f.transport);
    if (eff > 0)
        name += QObject::tr(" %1 %").arg(l.toString(eff * 100, 'f', 0));
    line->setName(name);
    QPen pen(kFabricColours[i % kFabricColours.size()], f.design ? 3 : 2,
             kFabricDashes[i % kFabricDashes.size()]);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    return line;
}

// Appends the points that fit and widens `range`; returns the point at the design's node
// count (x -1 when it does not fit).
QPointF appendFittingPoints(QLineSeries* line, const FabricCurve& f, int designNodes,
                            ScalingRange& range)
{
    QPointF designPoint(-1, 0);
    for (const ScalingPoint& s : f.points)
        if (s.fits) {
            line->append(s.nodes, s.tokensPerS / 1e3);
            range.top = std::max(range.top, s.tokensPerS / 1e3);
            range.minNodes = std::min(range.minNodes, double(s.nodes));
            range.maxNodes = std::max(range.maxNodes, double(s.nodes));
            if (s.nodes == designNodes)
                designPoint = QPointF(s.nodes, s.tokensPerS / 1e3);
        }
    return designPoint;
}

void addDesignMarker(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, const QPointF& point,
                     const QColor& colour, int designNodes)
{
    auto* here = new QScatterSeries;
    here->setName(QObject::tr("%n node(s) as designed", nullptr, designNodes));
    here->setMarkerSize(11);
    here->setColor(colour);
    here->append(point);
    chart->addSeries(here);
    here->attachAxis(x);
    here->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(here))
        marker->setVisible(false); // the axis title explains the dot
}

// What the design's fabric would reach if every node added gave as much as the first ones: the
// gap to its line is the scaling efficiency lost (core's linearScaling).
void addLinearScaling(QChart* chart, QAbstractAxis* x, QAbstractAxis* y, const FabricCurve& f,
                      ScalingRange& range)
{
    auto* line = new QLineSeries;
    line->setName(QObject::tr("linear scaling"));
    QPen pen(QColor(0x7f, 0x8c, 0x8d), 1.5, Qt::DashDotLine);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    for (const ScalingPoint& s : linearScaling(f.points))
        if (s.nodes <= range.maxNodes) {
            line->append(s.nodes, s.tokensPerS / 1e3);
            range.top = std::max(range.top, s.tokensPerS / 1e3);
        }
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    // The subtitle names it (linearScalingNote): a fourth legend entry would cut the fabrics'
    // names and percentages short.
    for (QLegendMarker* marker : chart->legend()->markers(line))
        marker->setVisible(false);
}

QLogValueAxis* nodesAxis()
{
    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat("%.0f");
    styleAxis(x, QObject::tr("nodes (● this design)"));
    return x;
}

QValueAxis* tokensAxis()
{
    auto* y = new QValueAxis;
    styleAxis(y, QObject::tr("k tokens/s"));
    y->setLabelFormat("%.0f");
    return y;
}

} // namespace

QChart* stepBreakdownChart(const DesignPrediction& p)
{
    const StepBreakdown& b = p.estimate.breakdown;
    double other = std::max(0.0, p.estimate.stepTimeS - b.computeS - b.tpCommS - b.epCommS -
                                     b.ppBubbleS - b.dpCommExposedS);
    if (other < 0.02 * p.estimate.stepTimeS)
        other = 0; // below 2 % of the step it would not show as a bar either
    std::vector<std::pair<QString, double>> parts{
        {QObject::tr("Compute"), b.computeS},
        {QObject::tr("TP comm"), b.tpCommS},
        {QObject::tr("Pipeline bubble"), b.ppBubbleS},
        {QObject::tr("Exposed DP comm"), b.dpCommExposedS},
        {QObject::tr("Other"), other}};
    std::vector<QColor> colours(kColours.begin(), kColours.begin() + 5);
    if (b.epCommS > 0) { // mixture of experts with expert parallelism only
        parts.insert(parts.begin() + 2, {QObject::tr("EP all-to-all"), b.epCommS});
        colours.insert(colours.begin() + 2, kColours[5]);
    }
    return stackedBar(newChart(QObject::tr("Step time breakdown")), QObject::tr("step"), parts,
                      colours, QObject::tr("seconds per step"), 0, QString());
}

QChart* memoryFitChart(const DesignPrediction& p)
{
    const MemoryBreakdown& m = p.estimate.memory;
    return stackedBar(newChart(QObject::tr("Memory per GPU")), QObject::tr("GPU"),
                      {{QObject::tr("Weights"), m.weightsGb},
                       {QObject::tr("Gradients"), m.gradientsGb},
                       {QObject::tr("Optimizer"), m.optimizerGb},
                       {QObject::tr("Activations"), m.activationsGb}},
                      kColours, QObject::tr("GB per GPU"), m.usableGb,
                      QObject::tr("Usable %1 GB").arg(m.usableGb, 0, 'f', 0));
}

QString overlapNote(const DesignPrediction& p)
{
    // Within 2 % the three lines are drawn on top of each other.
    if (p.curves.size() < 2 || p.fabricSpread >= 0.02)
        return {};
    return QObject::tr("fabric lines overlap: data-parallel traffic is hidden behind compute "
                       "for this layout");
}

QString efficiencySubtitle(const DesignPrediction& p)
{
    const int from = p.scalingReferenceNodes;
    const int to = p.cluster.cluster.nodes;
    if (from <= 0 || from >= to)
        return {};
    const QLocale l;
    return QObject::tr("%: scaling efficiency %1 → %2 nodes (tokens/s against %3 × those on %1)")
        .arg(l.toString(from), l.toString(to), l.toString(double(to) / from, 'g', 3));
}

QString linearScalingNote(const DesignPrediction& p)
{
    for (const FabricCurve& f : p.curves)
        if (const int from = scalingReferenceNodes(f.points); f.design && from > 0)
            return QObject::tr("grey dash-dot: linear scaling from %n node(s)", nullptr, from);
    return {};
}

QChart* scalingChart(const DesignPrediction& p)
{
    QString title = QObject::tr("Scaling: tokens/s against nodes, layout fixed");
    for (const QString& line : {efficiencySubtitle(p), linearScalingNote(p), overlapNote(p)})
        if (!line.isEmpty())
            title += "<br><span style='font-size:small'><i>" + line + "</i></span>";
    QChart* chart = newChart(title);
    QLogValueAxis* x = nodesAxis();
    QValueAxis* y = tokensAxis();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const int designNodes = p.cluster.cluster.nodes;
    const QLocale l;
    ScalingRange range{1, double(designNodes), 2};
    for (size_t i = 0; i < p.curves.size(); ++i) {
        const FabricCurve& f = p.curves[i];
        QLineSeries* line = fabricLine(f, i, designNodes, l);
        const QPointF designPoint = appendFittingPoints(line, f, designNodes, range);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (f.design && designPoint.x() > 0)
            addDesignMarker(chart, x, y, designPoint, kFabricColours[i % kFabricColours.size()],
                            designNodes);
    }
    for (const FabricCurve& f : p.curves)
        if (f.design)
            addLinearScaling(chart, x, y, f, range);
    x->setRange(std::max(0.8, range.minNodes / 1.5), range.maxNodes * 1.25);
    y->setRange(0, range.top * 1.05);
    y->applyNiceNumbers();
    formatTicks(y, p.curves.empty());
    return chart;
}

} // namespace cd::ui
