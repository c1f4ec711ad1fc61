#include "power_settings.h"
#include "text/translation.h"

#include <set>

namespace cd::core {

const Feed* RackPowerSettings::findFeed(const std::string& id) const
{
    for (const Feed& f : feeds)
        if (f.id == id)
            return &f;
    return nullptr;
}

std::optional<SettingProblem> checkFeed(const Feed& feed)
{
    if (feed.id.empty())
        return SettingProblem{"id",
                              text::translate("LoadError", "a non-empty feed id (\"A\", \"B\")")};
    if (feed.phases != 1 && feed.phases != 3)
        return SettingProblem{"phases", text::translate("LoadError", "1 or 3 phases")};
    // Lower bounds a real feed meets (a 12 V supply, a 1 A breaker, a power factor of 0.5):
    // just above 0 they made the usable power 0 and its load "inf %".
    if (!(feed.voltageV >= 12 && feed.voltageV <= 1000))
        return SettingProblem{"voltage_v",
                              text::translate("LoadError", "a voltage from 12 to 1000 V")};
    if (!(feed.currentA >= 1 && feed.currentA <= 10000))
        return SettingProblem{"current_a",
                              text::translate("LoadError", "a current from 1 to 10,000 A")};
    if (feed.powerFactor && !(*feed.powerFactor >= 0.5 && *feed.powerFactor <= 1))
        return SettingProblem{"power_factor",
                              text::translate("LoadError", "a power factor from 0.5 to 1")};
    return std::nullopt;
}

std::optional<SettingProblem> checkRackPower(const RackPowerSettings& power, std::size_t* index)
{
    std::set<std::string> ids;
    for (std::size_t i = 0; i < power.feeds.size(); ++i) {
        if (index)
            *index = i;
        if (auto p = checkFeed(power.feeds[i]))
            return p;
        if (!ids.insert(power.feeds[i].id).second)
            return SettingProblem{
                "id",
                text::arg(text::translate("LoadError",
                                          "a feed id used once per rack ('%1' appears twice)"),
                          {power.feeds[i].id})};
    }
    return std::nullopt;
}

std::optional<double> siteUsdPricePerKwh(const SiteSettings& site)
{
    const std::string currency = site.currency.value_or("");
    if (currency.empty() || currency == "USD")
        return site.energyPricePerKwh;
    return std::nullopt;
}

std::optional<SettingProblem> checkSite(const SiteSettings& s)
{
    if (s.pue && !(*s.pue >= 1 && *s.pue <= 5))
        return SettingProblem{"pue", text::translate("LoadError", "a PUE between 1 and 5")};
    // The TCO's bound on its own energy price, which the site's replaces.
    if (s.energyPricePerKwh && !(*s.energyPricePerKwh >= 0 && *s.energyPricePerKwh <= 10))
        return SettingProblem{"energy_price_per_kwh",
                              text::translate("LoadError", "a price per kWh from 0 to 10")};
    if (s.airLimitKw && !(*s.airLimitKw > 0 && *s.airLimitKw <= 1000))
        return SettingProblem{
            "air_limit_kw", text::translate("LoadError", "an air-cooling limit above 0 and at most "
                                                         "1,000 kW")};
    // 1 °C at least: at 1e-320 the airflow that removes the heat was "inf CFM".
    if (s.deltaTC && !(*s.deltaTC >= 1 && *s.deltaTC <= 50))
        return SettingProblem{"delta_t_c",
                              text::translate("LoadError", "a temperature rise from 1 to 50 °C")};
    if (s.inletTempC && !(*s.inletTempC > -20 && *s.inletTempC < 60))
        return SettingProblem{
            "inlet_temp_c",
            text::translate("LoadError", "an inlet temperature between -20 and 60 °C")};
    if (s.floorLoadKgPerM2 && !(*s.floorLoadKgPerM2 >= 50 && *s.floorLoadKgPerM2 <= 100000))
        return SettingProblem{
            "floor_load_kg_per_m2",
            text::translate("LoadError", "a floor rating from 50 to 100,000 kg/m²")};
    return std::nullopt;
}

std::optional<SettingProblem> checkInlet(const InletAssignment& inlet)
{
    if (inlet.pdu.empty())
        return SettingProblem{"pdu",
                              text::translate("LoadError", "the id of a PDU in the same rack")};
    if (inlet.phase && (*inlet.phase < 1 || *inlet.phase > 3))
        return SettingProblem{"phase", text::translate("LoadError", "a phase 1, 2 or 3")};
    return std::nullopt;
}

} // namespace cd::core
