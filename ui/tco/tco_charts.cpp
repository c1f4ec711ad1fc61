#include "tco_charts.h"

#include "common/chart_style.h"
#include "tco_text.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

namespace cd::ui {

namespace {

// Fixed colours per cost line, so that two variants' charts read alike.
QColor lineColour(const std::string& key)
{
    static const std::map<std::string, QColor> colours{
        {"capital", QColor(0x4c, 0x72, 0xb0)},    {"energy", QColor(0xdd, 0x84, 0x52)},
        {"colocation", QColor(0x55, 0xa8, 0x68)}, {"hosting", QColor(0x81, 0x72, 0xb3)},
        {"support", QColor(0xc4, 0x4e, 0x52)},    {"software", QColor(0x93, 0x78, 0x60)},
        {"staff", QColor(0x8c, 0x8c, 0x8c)}};
    const auto it = colours.find(key);
    return it == colours.end() ? QColor(Qt::gray) : it->second;
}

void addSet(QHorizontalStackedBarSeries* series, const std::string& key, double value)
{
    auto* set = new QBarSet(costLineLabel(key));
    set->append(value);
    set->setColor(lineColour(key));
    set->setBorderColor(lineColour(key));
    series->append(set);
}

} // namespace

QChart* tcoBreakdownChart(const core::tco::DesignTco& d)
{
    const core::tco::Tco& t = d.tco;
    QChart* chart =
        newChart(TcoTexts::tr("Cost a year (%1)").arg(QString::fromStdString(t.currency)));
    if (!t.ok())
        return chart;
    auto* series = new QHorizontalStackedBarSeries;
    addSet(series, "capital", t.capitalPerYear);
    for (const core::tco::CostLine& l : t.opex)
        if (l.perYear > 0)
            addSet(series, l.key, l.perYear);
    chart->addSeries(series);
    auto* axis = new QValueAxis;
    axis->setRange(0, std::max(1.0, t.capitalPerYear + t.opexPerYear));
    axis->applyNiceNumbers();
    formatTicks(axis, false);
    styleAxis(axis, QString());
    chart->addAxis(axis, Qt::AlignBottom);
    series->attachAxis(axis);
    return chart;
}

QChart* tcoSensitivityChart(const core::tco::DesignTco& d)
{
    QChart* chart =
        newChart(TcoTexts::tr("What moves the cost of a GPU-hour (each driver -20 % / +20 %)"));
    if (!d.tco.ok() || d.sensitivity.empty())
        return chart;
    auto* series = new QHorizontalStackedBarSeries;
    auto* lower = new QBarSet(TcoTexts::tr("driver 20 % lower"));
    auto* higher = new QBarSet(TcoTexts::tr("driver 20 % higher"));
    QStringList names;
    const double base = d.tco.costPerGpuHour;
    // Largest at the top: categories run bottom-up.
    for (auto it = d.sensitivity.rbegin(); it != d.sensitivity.rend(); ++it) {
        names << assumptionLabel(it->key);
        lower->append(it->costPerGpuHourLow - base);
        higher->append(it->costPerGpuHourHigh - base);
    }
    lower->setColor(QColor(0x4c, 0x72, 0xb0));
    higher->setColor(QColor(0xdd, 0x84, 0x52));
    series->append(lower);
    series->append(higher);
    chart->addSeries(series);
    auto* categories = new QBarCategoryAxis;
    categories->append(names);
    styleAxis(categories, QString());
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto* change = new QValueAxis;
    change->setLabelFormat("%+.2f");
    chart->addAxis(change, Qt::AlignBottom);
    series->attachAxis(change);
    change->applyNiceNumbers();
    styleAxis(change, TcoTexts::tr("change in the cost of a GPU-hour (%1)")
                          .arg(QString::fromStdString(d.tco.currency)));
    return chart;
}

} // namespace cd::ui
