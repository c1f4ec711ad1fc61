#include "tco_text.h"

#include "common/qstring.h"

#include <QCoreApplication>
#include <QLocale>

#include <map>

namespace cd::ui {

namespace {

QString money(double v, const std::string& currency, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals) + QChar(0x00A0) + q(currency);
}

QString percent(double share)
{
    return QLocale().toString(100 * share, 'f', 1) + QChar(0x00A0) + "%";
}

QString costsHtml(const core::tco::Tco& t)
{
    const std::string& c = t.currency;
    QString h;
    if (!t.complete)
        h += "<p style='color:#b00'><b>" +
             TcoTexts::tr(
                 "Incomplete: %n quote line(s) without a price; every cost is a lower bound.",
                 nullptr, t.unpricedLines) +
             "</b></p>";
    h += "<p><b>" + TcoTexts::tr("Cost of a GPU-hour: %1").arg(money(t.costPerGpuHour, c, 2)) +
         "</b><br>" +
         TcoTexts::tr("%1 a year, %2 over the life; %3 GPU-hours a year")
             .arg(money(t.costPerYear, c), money(t.totalCost, c),
                  QLocale().toString(t.gpuHoursPerYear, 'f', 0)) +
         "</p>";
    h += "<p>" +
         TcoTexts::tr("Capex %1 (the quote's net subtotal): %2 a year, capital recovery factor %3")
             .arg(money(t.capex, c), money(t.capitalPerYear, c),
                  QLocale().toString(t.capitalRecoveryFactor, 'f', 4)) +
         "<br>" +
         TcoTexts::tr("Running costs %1 a year; energy %2 of the cost (%3 kWh a year)")
             .arg(money(t.opexPerYear, c), percent(t.energyShare),
                  QLocale().toString(t.energyKwhPerYear, 'f', 0)) +
         "</p>";
    return h;
}

QString workloadHtml(const core::tco::DesignTco& d)
{
    const core::tco::Tco& t = d.tco;
    const std::string& c = t.currency;
    QString h = "<p>" + TcoTexts::tr("Workload: %1").arg(q(d.workload));
    if (t.costPerMillionOutputTokens)
        h += "<br>" + TcoTexts::tr("%1 per million output tokens, %2 per million input tokens")
                          .arg(money(*t.costPerMillionOutputTokens, c, 3),
                               money(*t.costPerMillionInputTokens, c, 3));
    if (t.trainingRunCost)
        h += "<br>" +
             TcoTexts::tr("Training run: %1 days, %2")
                 .arg(QLocale().toString(*t.trainingRunDays, 'f', 1), money(*t.trainingRunCost, c));
    return h + "</p>";
}

QString cloudHtml(const core::tco::Tco& t)
{
    const core::tco::CloudComparison& cl = t.cloud;
    if (!cl.error.empty())
        return "<p>" + TcoTexts::tr("Cloud: %1").arg(q(cl.error).toHtmlEscaped()) + "</p>";
    QString pays = cl.breakevenUtilization && *cl.breakevenUtilization <= 1
                       ? TcoTexts::tr("owning pays above %1 utilisation")
                             .arg(percent(*cl.breakevenUtilization))
                       : TcoTexts::tr("owning pays at no utilisation");
    if (cl.breakevenMonths)
        pays +=
            ", " +
            TcoTexts::tr("after %1 months").arg(QLocale().toString(*cl.breakevenMonths, 'f', 1));
    return "<p>" +
           TcoTexts::tr("Renting at %1 a GPU-hour: %2 a year for the same GPU-hours; %3")
               .arg(money(cl.pricePerGpuHour, t.currency, 2),
                    money(cl.costSameWorkPerYear, t.currency), pays) +
           "<br><small>" + q(cl.priceSource).toHtmlEscaped() + "</small></p>";
}

} // namespace

int assumptionDecimals(const std::string& key)
{
    // Two for the rest, money included: a default such as 184.06 USD/kW-month is kept as it is.
    return key == "electricity_per_kwh" || key == "cost_of_capital" ? 4 : 2;
}

QString tcoResultsHtml(const core::tco::DesignTco& d)
{
    if (!d.tco.ok())
        return "<p>" + TcoTexts::tr("No TCO: %1").arg(q(d.tco.error).toHtmlEscaped()) + "</p>";
    QString h = costsHtml(d.tco) + workloadHtml(d) + cloudHtml(d.tco);
    h += "<p><small>" + TcoTexts::tr("Power: %1 kW busy, %2 kW idle (IT): %3")
                            .arg(QLocale().toString(d.facts.busyItKw, 'f', 1),
                                 QLocale().toString(d.facts.idleItKw, 'f', 1),
                                 q(d.facts.powerBasis).toHtmlEscaped());
    for (std::size_t i = d.tco.complete ? 0 : 1; i < d.tco.notes.size(); ++i)
        h += "<br>" + q(d.tco.notes[i]).toHtmlEscaped();
    return h + "</small></p>";
}

} // namespace cd::ui
