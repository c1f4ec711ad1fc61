#include "tco_labels.h"

#include "common/qstring.h"

#include <QCoreApplication>

#include <map>

namespace cd::report {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("TcoDock", text);
}

} // namespace

QString assumptionLabel(const std::string& key)
{
    static const std::map<std::string, const char*> labels{
        {"years", QT_TRANSLATE_NOOP("TcoDock", "Life")},
        {"cost_of_capital", QT_TRANSLATE_NOOP("TcoDock", "Cost of capital")},
        {"residual_pct", QT_TRANSLATE_NOOP("TcoDock", "Residual value")},
        {"pue", QT_TRANSLATE_NOOP("TcoDock", "PUE")},
        {"electricity_per_kwh", QT_TRANSLATE_NOOP("TcoDock", "Electricity")},
        {"utilization", QT_TRANSLATE_NOOP("TcoDock", "Utilisation")},
        {"idle_power_share", QT_TRANSLATE_NOOP("TcoDock", "Idle draw")},
        {"colo_per_kw_month", QT_TRANSLATE_NOOP("TcoDock", "Colocation per kW")},
        {"colo_per_rack_month", QT_TRANSLATE_NOOP("TcoDock", "Colocation per rack")},
        {"hosting_per_server_year", QT_TRANSLATE_NOOP("TcoDock", "Hosting per server")},
        {"support_pct", QT_TRANSLATE_NOOP("TcoDock", "Support")},
        {"software_per_gpu_year", QT_TRANSLATE_NOOP("TcoDock", "Software per GPU")},
        {"staff_per_year", QT_TRANSLATE_NOOP("TcoDock", "Staff")},
        {"capex", QT_TRANSLATE_NOOP("TcoDock", "Capex")},
        {"gpu_hour_price", QT_TRANSLATE_NOOP("TcoDock", "GPU-hour price (given)")},
        {"cloud_gpu_hour", QT_TRANSLATE_NOOP("TcoDock", "Rental price (given)")},
    };
    const auto it = labels.find(key);
    return it == labels.end() ? q(key) : tr(it->second);
}

QString costLineLabel(const std::string& key)
{
    static const std::map<std::string, const char*> labels{
        {"capital", QT_TRANSLATE_NOOP("TcoDock", "Capital")},
        {"energy", QT_TRANSLATE_NOOP("TcoDock", "Energy")},
        {"colocation", QT_TRANSLATE_NOOP("TcoDock", "Colocation")},
        {"hosting", QT_TRANSLATE_NOOP("TcoDock", "Hosting")},
        {"support", QT_TRANSLATE_NOOP("TcoDock", "Support")},
        {"software", QT_TRANSLATE_NOOP("TcoDock", "Software")},
        {"staff", QT_TRANSLATE_NOOP("TcoDock", "Staff")},
    };
    const auto it = labels.find(key);
    return it == labels.end() ? q(key) : tr(it->second);
}

} // namespace cd::report
