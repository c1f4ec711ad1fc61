#include "chart_style.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QFont>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QValueAxis>

#include <cmath>

namespace cd::ui {

void localizeNumbers(QChart* chart)
{
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale()); // the application's language, not only the system's
}

QChart* newChart(const QString& title)
{
    auto* chart = new QChart;
    localizeNumbers(chart);
    const QPalette pal = QApplication::palette();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setTitle(title);
    chart->setTitleBrush(pal.color(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    QFont small = chart->legend()->font();
    small.setPointSizeF(small.pointSizeF() * 0.75);
    chart->legend()->setFont(small);
    QFont heading = chart->titleFont();
    heading.setPointSizeF(heading.pointSizeF() * 0.85);
    chart->setTitleFont(heading);
    return chart;
}

void styleAxis(QAbstractAxis* a, const QString& title)
{
    const QPalette pal = QApplication::palette();
    QFont small = a->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    a->setLabelsFont(small);
    a->setTitleFont(small);
    a->setTitleText(title);
    a->setTitleBrush(pal.color(QPalette::Text));
    a->setLabelsColor(pal.color(QPalette::Text));
}

void formatTicks(QValueAxis* a, bool empty)
{
    a->setLabelsVisible(!empty);
    const double step = (a->max() - a->min()) / std::max(1, a->tickCount() - 1);
    int decimals = 0; // the fewest that write the step exactly: 0.25 takes 2
    while (step > 0 && decimals < 3 &&
           std::abs(step * std::pow(10, decimals) - std::round(step * std::pow(10, decimals))) >
               1e-6 * std::pow(10, decimals))
        ++decimals;
    a->setLabelFormat(QString("%.%1f").arg(decimals));
}

} // namespace cd::ui
