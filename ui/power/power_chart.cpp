#include "power_chart.h"

#include "analysis/power/cooling_limits.h"
#include "common/chart_style.h"
#include "common/on_screen.h"
#include "document/design_document.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QPalette>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>

namespace cd::ui {

namespace {

// Per-rack bars of maximum and typical draw, with the rack names and the highest maximum.
struct RackBars
{
    QBarSeries* series;
    QStringList names;
    double top = 0;
};

struct Axes
{
    QBarCategoryAxis* x;
    QValueAxis* y;
};

QChart* newChart(const QPalette& pal)
{
    auto* chart = new QChart;
    localizeNumbers(chart);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    return chart;
}

RackBars rackBars(const core::Report& r)
{
    auto* maxSet = new QBarSet(PowerChart::tr("Max"));
    auto* typSet = new QBarSet(PowerChart::tr("Typical"));
    maxSet->setColor(QColor(0x3a, 0x7b, 0xd5));
    typSet->setColor(QColor(0x8a, 0xb4, 0xf8));
    QStringList names;
    double top = 0;
    for (const core::RackPower& rp : r.power.racks) {
        names << QString::fromStdString(rp.rackName);
        *maxSet << rp.maxW / 1000;
        *typSet << rp.typicalW / 1000;
        top = std::max(top, rp.maxW / 1000);
    }
    auto* bars = new QBarSeries;
    bars->append(maxSet);
    bars->append(typSet);
    return {bars, names, top};
}

Axes addAxes(QChart* chart, QBarSeries* bars, const QStringList& names, const QPalette& pal)
{
    auto* x = new QBarCategoryAxis;
    x->append(names);
    x->setLabelsColor(pal.color(QPalette::Text));
    if (names.size() > 12)
        x->setLabelsAngle(-90);
    auto* y = new QValueAxis;
    y->setTitleText(PowerChart::tr("kW per rack"));
    y->setTitleBrush(pal.color(QPalette::Text));
    y->setLabelsColor(pal.color(QPalette::Text));
    y->setLabelFormat("%.0f");
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    return {x, y};
}

// A limit as a line across every category (-0.5 .. n-0.5 on the category axis).
void addLimitLine(QChart* chart, const Axes& axes, qsizetype categories, const QString& name,
                  double kw, QColor colour)
{
    auto* line = new QLineSeries;
    line->setName(name);
    line->append(-0.5, kw);
    line->append(std::max<qsizetype>(categories, 1) - 0.5, kw);
    line->setPen(QPen(colour, 2, Qt::DashLine));
    chart->addSeries(line);
    line->attachAxis(axes.x);
    line->attachAxis(axes.y);
}

// The air limit always; the rear-door limit when racks come near the air limit. Sets the
// value axis to hold the bars and the lines shown.
void addLimits(QChart* chart, const Axes& axes, const core::Report& r, const RackBars& bars)
{
    const double airKw = r.power.airLimitW / 1000;
    const double rearKw = core::cooling::kRearDoorLimitW / 1000;
    addLimitLine(chart, axes, bars.names.size(), PowerChart::tr("Air %1 kW").arg(airKw, 0, 'f', 0),
                 airKw, QColor(0xe6, 0x7e, 0x22));
    // The rear-door limit matters once racks outgrow air; below that it would only squash
    // the bars.
    const bool showRearDoor = bars.top > airKw * 0.8;
    if (showRearDoor)
        addLimitLine(chart, axes, bars.names.size(),
                     PowerChart::tr("Rear door %1 kW").arg(rearKw, 0, 'f', 0), rearKw,
                     QColor(0xc0, 0x39, 0x2b));
    axes.y->setRange(0, std::max({bars.top, airKw, showRearDoor ? rearKw : 0.0}) * 1.1);
    axes.y->applyNiceNumbers(); // ticks at round kW (0, 40, 80), not fifths of the top
    formatTicks(axes.y, false); // a light rack's 0, 2.5, 5 kW, not 0, 2, 5
}

} // namespace

PowerChart::PowerChart(DesignDocument& document, QWidget* parent)
    : QChartView(parent), m_document(document)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
    connect(&m_document, &DesignDocument::changed, this, &PowerChart::rebuild);
    rebuild();
}

void PowerChart::showEvent(QShowEvent* event)
{
    QChartView::showEvent(event);
    // A dock tabbed behind another is shown with the window too (issue 24: building the chart
    // of a 16,384-node hall there cost about 0.15 s of opening it). Once the layout settles the
    // chart is built if it is on screen; behind its tab, when its dock comes to the front.
    if (m_stale)
        QTimer::singleShot(0, this, [this] {
            if (onScreen(this))
                rebuildIfStale();
        });
}

void PowerChart::rebuild()
{
    // A chart of hundreds of racks takes a few milliseconds: not spent while it is hidden.
    if (!onScreen(this) && chart()->series().size() > 0) {
        m_stale = true;
        return;
    }
    build();
}

void PowerChart::build()
{
    m_stale = false;
    const core::Report& r = m_document.report();
    const QPalette pal = QApplication::palette();
    auto* chart = newChart(pal);
    const RackBars bars = rackBars(r);
    chart->addSeries(bars.series);
    const Axes axes = addAxes(chart, bars.series, bars.names, pal);
    addLimits(chart, axes, r, bars);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

} // namespace cd::ui
