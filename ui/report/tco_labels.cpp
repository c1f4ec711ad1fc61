#include "tco_labels.h"

#include "common/qstring.h"

#include <QCoreApplication>

#include <map>

namespace cd::report {

namespace {

class TcoLabels
{
    Q_DECLARE_TR_FUNCTIONS(TcoLabels)
};

} // namespace

QString assumptionLabel(const std::string& key)
{
    static const std::map<std::string, const char*> labels{
        {"years", QT_TRANSLATE_NOOP("TcoLabels", "Life")},
        {"cost_of_capital", QT_TRANSLATE_NOOP("TcoLabels", "Cost of capital")},
        {"residual_pct", QT_TRANSLATE_NOOP("TcoLabels", "Residual value")},
        {"pue", QT_TRANSLATE_NOOP("TcoLabels", "PUE")},
        {"electricity_per_kwh", QT_TRANSLATE_NOOP("TcoLabels", "Electricity")},
        {"utilization", QT_TRANSLATE_NOOP("TcoLabels", "Utilisation")},
        {"idle_power_share", QT_TRANSLATE_NOOP("TcoLabels", "Idle draw")},
        {"colo_per_kw_month", QT_TRANSLATE_NOOP("TcoLabels", "Colocation per kW")},
        {"colo_per_rack_month", QT_TRANSLATE_NOOP("TcoLabels", "Colocation per rack")},
        {"hosting_per_server_year", QT_TRANSLATE_NOOP("TcoLabels", "Hosting per server")},
        {"support_pct", QT_TRANSLATE_NOOP("TcoLabels", "Support")},
        {"software_per_gpu_year", QT_TRANSLATE_NOOP("TcoLabels", "Software per GPU")},
        {"staff_per_year", QT_TRANSLATE_NOOP("TcoLabels", "Staff")},
        {"capex", QT_TRANSLATE_NOOP("TcoLabels", "Capex")},
        {"gpu_hour_price", QT_TRANSLATE_NOOP("TcoLabels", "GPU-hour price (given)")},
        {"cloud_gpu_hour", QT_TRANSLATE_NOOP("TcoLabels", "Rental price (given)")},
    };
    const auto it = labels.find(key);
    return it == labels.end() ? q(key) : TcoLabels::tr(it->second);
}

QString costLineLabel(const std::string& key)
{
    static const std::map<std::string, const char*> labels{
        {"capital", QT_TRANSLATE_NOOP("TcoLabels", "Capital")},
        {"energy", QT_TRANSLATE_NOOP("TcoLabels", "Energy")},
        {"colocation", QT_TRANSLATE_NOOP("TcoLabels", "Colocation")},
        {"hosting", QT_TRANSLATE_NOOP("TcoLabels", "Hosting")},
        {"support", QT_TRANSLATE_NOOP("TcoLabels", "Support")},
        {"software", QT_TRANSLATE_NOOP("TcoLabels", "Software")},
        {"staff", QT_TRANSLATE_NOOP("TcoLabels", "Staff")},
    };
    const auto it = labels.find(key);
    return it == labels.end() ? q(key) : TcoLabels::tr(it->second);
}

} // namespace cd::report
