#include "cooling.h"

#include "analysis/issues/format.h"
#include "analysis/issues/power_issue_types.h"
#include "model/units.h"

namespace cd::core {

std::string_view toString(CoolingClass c)
{
    switch (c) {
    case CoolingClass::Air:
        return "air";
    case CoolingClass::RearDoor:
        return "rear-door";
    case CoolingClass::Liquid:
        return "liquid";
    }
    return "air";
}

CoolingClass coolingClassFor(double rackMaxW, bool hasLiquidCooledDevice, double airLimitW)
{
    if (hasLiquidCooledDevice || rackMaxW > cooling::kRearDoorLimitW)
        return CoolingClass::Liquid;
    if (rackMaxW > airLimitW)
        return CoolingClass::RearDoor;
    return CoolingClass::Air;
}

const RackCooling* CoolingReport::find(const std::string& rackId, std::size_t hint) const
{
    if (hint < racks.size() && racks[hint].rackId == rackId)
        return &racks[hint];
    for (const RackCooling& rc : racks)
        if (rc.rackId == rackId)
            return &rc;
    return nullptr;
}

double cooling::airflowCfm(double watts, double deltaTF)
{
    return deltaTF > 0 ? 3.16 * watts / deltaTF : 0;
}

namespace {

void siteFigures(const std::optional<SiteSettings>& site, CoolingReport& r)
{
    r.deltaTC = cooling::kDefaultDeltaTF / 1.8;
    if (!site)
        return;
    if (site->deltaTC) {
        r.deltaTC = *site->deltaTC;
        r.deltaTDefault = false;
    }
    if (site->pue) {
        r.pue = *site->pue;
        r.pueDefault = false;
    }
    r.inletTempC = site->inletTempC;
    r.energyPricePerKwh = site->energyPricePerKwh;
    r.currency = site->currency.value_or("");
}

void checkInlet(const CoolingReport& r, Issues& issues)
{
    if (!r.inletTempC)
        return;
    const double t = *r.inletTempC;
    if (t < cooling::kAshraeMinInletC || t > cooling::kAshraeMaxInletC)
        issues.push_back(
            makeIssue(issues::InletTempOutsideAshrae, {{"temperature", format::plain(t)}}, {}));
}

} // namespace

CoolingReport analyzeCooling(const Design& design, const PowerReport& power, Issues& issues)
{
    CoolingReport r;
    siteFigures(design.site, r);
    r.airLimitW = power.airLimitW;
    const double deltaTF = cooling::celsiusRiseToFahrenheit(r.deltaTC);
    for (const RackPower& rp : power.racks) {
        RackCooling rc;
        rc.rackId = rp.rackId;
        rc.rackName = rp.rackName;
        rc.heatW = rp.maxW;
        rc.heatBtuPerH = units::wattsToBtuPerHour(rp.maxW);
        rc.airflowCfm = cooling::airflowCfm(rp.maxW, deltaTF);
        rc.coolingClass = coolingClassFor(rp.maxW, rp.liquidCooledDevice, r.airLimitW);
        r.racks.push_back(rc);
    }
    r.itMaxW = power.maxW;
    r.itTypicalW = power.typicalW;
    r.heatBtuPerH = units::wattsToBtuPerHour(power.maxW);
    r.airflowCfm = cooling::airflowCfm(power.maxW, deltaTF);
    r.facilityW = power.maxW * r.pue;
    r.facilityTypicalW = power.typicalW * r.pue;
    // Yearly energy at the typical draw, running all year: kW × 8760 h × PUE.
    r.energyKwhPerYear = power.typicalW / 1000.0 * cooling::kHoursPerYear * r.pue;
    if (r.energyPricePerKwh)
        r.energyCostPerYear = r.energyKwhPerYear * *r.energyPricePerKwh;
    checkInlet(r, issues);
    if (r.pueDefault && power.maxW > 0)
        issues.push_back(makeIssue(issues::SitePueDefault, {{"pue", format::plain(r.pue)}}, {}));
    return r;
}

} // namespace cd::core
