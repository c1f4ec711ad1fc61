#include "serving_chart.h"

#include "common/chart_style.h"

#include <QApplication>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPalette>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace cd::ui {

using namespace core::throughput;

namespace {

QChart* newChart()
{
    auto* chart = new QChart;
    localizeNumbers(chart);
    const QPalette pal = QApplication::palette();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setTitle(QApplication::translate("cd::ui::ServingDock",
                                            "Throughput against speed per user (each variant)"));
    chart->setTitleBrush(pal.color(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    return chart;
}

void styleAxis(QAbstractAxis* a, const QString& title)
{
    const QPalette pal = QApplication::palette();
    a->setTitleText(title);
    a->setTitleBrush(pal.color(QPalette::Text));
    a->setLabelsColor(pal.color(QPalette::Text));
}

// The axes span every variant's curve: per-user speed on a log scale (batch 1 is tens of times
// faster per user than a full batch), throughput per GPU from zero.
std::pair<QLogValueAxis*, QValueAxis*> axes(const std::vector<VariantServing>& variants)
{
    double lo = 1e9, hi = 1, top = 1;
    for (const VariantServing& v : variants)
        for (const ServingPoint& p : v.curve) {
            lo = std::min(lo, p.tokensPerSPerUser);
            hi = std::max(hi, p.tokensPerSPerUser);
            top = std::max(top, p.outputTokensPerSPerGpu);
        }
    auto* x = new QLogValueAxis;
    // Powers of 10 label a curve that spans decades; over less than two only one or two of them
    // fall in the range (Llama 3 70B at tp 4 on H100: 10 to 45 tokens/s per user), so powers of
    // 2 label it.
    x->setBase(std::log10(hi / lo) < 2 ? 2 : 10);
    x->setLabelFormat("%g");
    x->setRange(std::max(0.1, lo / 1.5), hi * 1.5);
    styleAxis(x, QApplication::translate("cd::ui::ServingDock", "Output tokens/s per user"));
    auto* y = new QValueAxis;
    y->setRange(0, top * 1.1);
    y->applyNiceNumbers();
    formatTicks(y, !(top > 0));
    styleAxis(y, QApplication::translate("cd::ui::ServingDock", "Output tokens/s per GPU"));
    return {x, y};
}

void addCurve(QChart* chart, const VariantServing& v, bool active, QAbstractAxis* x,
              QAbstractAxis* y)
{
    auto* line = new QLineSeries;
    line->setName(QString::fromStdString(v.variant));
    for (const ServingPoint& p : v.curve)
        line->append(p.tokensPerSPerUser, p.outputTokensPerSPerGpu);
    chart->addSeries(line); // the theme gives it its colour, kept when the width changes
    QPen pen = line->pen();
    pen.setWidthF(active ? 3 : 1.5);
    line->setPen(pen);
    line->attachAxis(x);
    line->attachAxis(y);
    if (!active)
        return;
    auto* here = new QScatterSeries;
    here->setMarkerSize(10);
    here->setColor(pen.color());
    here->append(v.estimate.point.tokensPerSPerUser, v.estimate.point.outputTokensPerSPerGpu);
    chart->addSeries(here);
    here->attachAxis(x);
    here->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(here))
        marker->setVisible(false);
}

} // namespace

QChart* servingCurveChart(const std::vector<VariantServing>& variants, std::size_t active)
{
    QChart* chart = newChart();
    const auto [x, y] = axes(variants);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i].error.empty() && !variants[i].curve.empty())
            addCurve(chart, variants[i], i == active, x, y);
    return chart;
}

} // namespace cd::ui
