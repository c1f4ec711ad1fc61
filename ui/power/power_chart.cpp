#include "power_chart.h"

#include "analysis/power/cooling_limits.h"
#include "document/design_document.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QPalette>
#include <QValueAxis>

#include <algorithm>

namespace cd::ui {

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
    if (m_stale)
        rebuild();
}

void PowerChart::rebuild()
{
    // A chart of hundreds of racks takes a few milliseconds: not spent while it is hidden.
    if (!isVisible() && chart()->series().size() > 0) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const core::Report& r = m_document.report();
    auto* chart = new QChart;
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    const QPalette pal = QApplication::palette();
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->legend()->setLabelColor(pal.color(QPalette::Text));

    auto* maxSet = new QBarSet(tr("Max"));
    auto* typSet = new QBarSet(tr("Typical"));
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
    chart->addSeries(bars);

    auto* x = new QBarCategoryAxis;
    x->append(names);
    x->setLabelsColor(pal.color(QPalette::Text));
    if (names.size() > 12)
        x->setLabelsAngle(-90);
    auto* y = new QValueAxis;
    y->setTitleText(tr("kW per rack"));
    y->setTitleBrush(pal.color(QPalette::Text));
    y->setLabelsColor(pal.color(QPalette::Text));
    y->setLabelFormat("%.0f");
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);

    // Limits as lines across every category (-0.5 .. n-0.5 on the category axis).
    const double airKw = r.power.airLimitW / 1000;
    const double rearKw = core::cooling::kRearDoorLimitW / 1000;
    const auto limit = [&](const QString& name, double kw, QColor colour) {
        auto* line = new QLineSeries;
        line->setName(name);
        line->append(-0.5, kw);
        line->append(std::max<qsizetype>(names.size(), 1) - 0.5, kw);
        line->setPen(QPen(colour, 2, Qt::DashLine));
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    };
    limit(tr("Air %1 kW").arg(airKw, 0, 'f', 0), airKw, QColor(0xe6, 0x7e, 0x22));
    // The rear-door limit matters once racks outgrow air; below that it would only squash
    // the bars.
    const bool showRearDoor = top > airKw * 0.8;
    if (showRearDoor)
        limit(tr("Rear door %1 kW").arg(rearKw, 0, 'f', 0), rearKw, QColor(0xc0, 0x39, 0x2b));
    y->setRange(0, std::max({top, airKw, showRearDoor ? rearKw : 0.0}) * 1.1);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

} // namespace cd::ui
