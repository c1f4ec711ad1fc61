#include "chart_style.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QFont>
#include <QLegend>
#include <QLocale>
#include <QPalette>

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

} // namespace cd::ui
