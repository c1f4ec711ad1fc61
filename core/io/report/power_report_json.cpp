#include "power_report_json.h"

#include "analysis/power/rack_load.h"

#include <cmath>

namespace cd::core {

namespace {

double round3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

double kw(double watts)
{
    return round3(watts / 1000.0);
}

Json optionalKw(double watts, bool known)
{
    return known ? Json(kw(watts)) : Json(nullptr);
}

Json phasesKw(const PhaseWatts& w, int phases)
{
    Json out = Json::array();
    for (int p = 0; p < phases; ++p)
        out.push_back(kw(w[static_cast<std::size_t>(p)]));
    return out;
}

Json feedJson(const FeedLoad& f)
{
    const int phases = f.circuit.phases == 3 ? 3 : 1;
    Json o{{"id", f.id}, {"configured", f.configured}};
    if (f.configured) {
        o["phases"] = f.circuit.phases;
        o["voltage_v"] = numberJson(f.circuit.voltageV);
        o["current_a"] = numberJson(f.circuit.currentA);
        o["power_factor"] = numberJson(f.circuit.powerFactor.value_or(kDefaultPowerFactor));
    }
    o["rated_kw"] = optionalKw(f.ratedW, f.configured);
    o["capacity_kw"] = optionalKw(f.usableW, f.configured);
    o["normal_kw"] = kw(f.normalW);
    o["failover_kw"] = kw(f.failoverW);
    o["failover_of"] = f.failoverOf.empty() ? Json(nullptr) : Json(f.failoverOf);
    o["utilisation"] = f.configured ? Json(round3(f.utilisation)) : Json(nullptr);
    o["phase_normal_kw"] = phasesKw(f.phaseNormalW, phases);
    o["phase_failover_kw"] = phasesKw(f.phaseFailoverW, phases);
    o["phase_capacity_kw"] = optionalKw(f.phaseUsableW, f.configured);
    return o;
}

Json pduJson(const PduLoad& p)
{
    const bool rated = p.ratedW > 0;
    return Json{{"id", p.deviceId},
                {"name", p.name},
                {"feed", p.feed},
                {"phases", p.phases},
                {"rated_kw", optionalKw(p.ratedW, rated)},
                {"capacity_kw", optionalKw(p.usableW, rated)},
                {"normal_kw", kw(p.normalW)},
                {"failover_kw", kw(p.failoverW)},
                {"utilisation", rated ? Json(round3(p.utilisation)) : Json(nullptr)},
                {"inlets", p.inlets},
                {"phase_normal_kw", phasesKw(p.phaseNormalW, p.phases)},
                {"phase_failover_kw", phasesKw(p.phaseFailoverW, p.phases)}};
}

Json failuresJson(const RackDistribution& rd)
{
    Json out = Json::array();
    for (const FeedFailure& ff : rd.failures) {
        Json loads = Json::object();
        for (const auto& [id, w] : ff.feedLoadsW)
            loads[id] = kw(w);
        Json under = Json::array();
        for (const UnderPoweredDevice& u : ff.underPowered)
            under.push_back(Json{{"device", u.deviceId},
                                 {"psus", u.psus},
                                 {"psu_capacity_kw", kw(u.capacityW)},
                                 {"max_kw", kw(u.maxW)}});
        out.push_back(Json{{"failed_feed", ff.failedFeed},
                           {"feed_kw", std::move(loads)},
                           {"lost_kw", kw(ff.lostW)},
                           {"lost_devices", ff.lostDevices},
                           {"under_powered", std::move(under)}});
    }
    return out;
}

Json inletsJson(const RackDistribution& rd)
{
    Json out = Json::array();
    for (const InletLoad& i : rd.inlets)
        out.push_back(Json{{"device", i.deviceId},
                           {"inlet", i.inlet + 1},
                           {"pdu", i.pdu.empty() ? Json(nullptr) : Json(i.pdu)},
                           {"feed", i.feed},
                           {"phase", i.phase},
                           {"automatic", i.automatic},
                           {"kw", kw(i.normalW)}});
    return out;
}

Json suggestedJson(const SuggestedCircuit& s)
{
    return Json{{"phases", s.phases},
                {"voltage_v", numberJson(s.voltageV)},
                {"power_factor", s.powerFactor},
                {"per_feed_kw", kw(s.perFeedW)},
                {"required_current_a", std::round(s.requiredCurrentA * 10.0) / 10.0},
                {"current_a", s.currentA ? Json(numberJson(*s.currentA)) : Json(nullptr)}};
}

Json optionalNumber(const std::optional<double>& v)
{
    return v ? Json(round3(*v)) : Json(nullptr);
}

Json liquidVariantsJson(const std::vector<LiquidVariant>& variants)
{
    Json out = Json::array();
    for (const LiquidVariant& lv : variants)
        out.push_back(Json{{"model", lv.deviceModel},
                           {"variant", lv.variantId},
                           {"count", lv.count},
                           {"gpus_not_taken", lv.gpusNotTaken}});
    return out;
}

Json rackJson(const RackPower& rp, const RackCooling* rc, const RackDistribution* rd)
{
    Json o{{"rack", rp.rackName},
           {"id", rp.rackId},
           {"row", rp.row},
           {"max_kw", kw(rp.maxW)},
           {"typical_kw", kw(rp.typicalW)},
           {"typical_is_upper_bound", rp.typicalAtMaxDevices > 0},
           {"heat_btu_per_h", round3(rp.heatBtuPerH)},
           {"u_used", rp.uUsed},
           {"u_total", rp.uTotal},
           {"weight_kg", round3(rp.weightKg)},
           {"weight_unknown_items", rp.unknownWeightItems}, // weight_kg is then a floor
           {"cooling", rp.cooling},
           {"unknown_power_devices", rp.unknownPowerDevices},
           {"static_load_kg", optionalNumber(rp.staticLoadKg)},
           {"dynamic_load_kg", optionalNumber(rp.dynamicLoadKg)},
           {"footprint_m2", optionalNumber(rp.footprintM2)},
           {"floor_load_kg_per_m2", optionalNumber(rp.floorLoadKgPerM2)}};
    if (rc) {
        o["heat_kw"] = kw(rc->heatW);
        o["airflow_cfm"] = std::round(rc->airflowCfm);
        o["cooling_class"] = std::string(toString(rc->coolingClass));
        o["liquid_variants"] = liquidVariantsJson(rc->liquidVariants);
    }
    if (rd) {
        o["feeds_set"] = rd->feedsSet;
        o["feeds"] = Json::array();
        for (const FeedLoad& f : rd->feeds)
            o["feeds"].push_back(feedJson(f));
        o["pdus"] = Json::array();
        for (const PduLoad& p : rd->pdus)
            o["pdus"].push_back(pduJson(p));
        o["feed_failures"] = failuresJson(*rd);
        o["inlets"] = inletsJson(*rd);
        o["suggested_circuit"] = suggestedJson(rd->suggested);
    }
    return o;
}

// A rack's load against its limit (rack_load.h); null when it has none.
Json loadJson(const std::optional<RackLoad>& load)
{
    if (!load)
        return nullptr;
    return Json{{"fraction", round3(load->fraction)},
                {"against", std::string(toString(load->against))},
                {"feed", load->feed},
                {"failover_of", load->failoverOf},
                {"load_kw", kw(load->loadW)},
                {"limit_kw", kw(load->limitW)},
                {"hard_limit", load->hardLimit}};
}

Json psusJson(const PsuReport& psu)
{
    Json out = Json::array();
    for (const DevicePsu& p : psu.devices) {
        out.push_back(Json{{"device", p.deviceName},
                           {"id", p.deviceId},
                           {"count", p.count},
                           {"rating_w", numberJson(p.ratingW)},
                           {"redundancy", p.redundancy},
                           {"required", p.required ? Json(*p.required) : Json(nullptr)},
                           {"capacity_kw", kw(p.capacityW)},
                           {"max_kw", kw(p.maxW)},
                           {"over_capacity", p.overCapacity},
                           {"one_psu_failed_kw", kw(p.onePsuFailedW)},
                           {"carries_max_after_one_psu_fails", p.carriesMaxAfterOnePsuFails}});
        if (!p.psuModel.empty())
            out.back()["psu_model"] = p.psuModel;
    }
    return out;
}

Json liquidRowsJson(const std::vector<RowLiquidCooling>& rows)
{
    Json out = Json::array();
    for (const RowLiquidCooling& r : rows)
        out.push_back(Json{{"row", r.row},
                           {"liquid_heat_kw", kw(r.liquidHeatW)},
                           {"cdu_capacity_kw", kw(r.cduCapacityW)},
                           {"enough", r.enough()},
                           {"liquid_racks", r.liquidRacks},
                           {"cdus", r.cdus}});
    return out;
}

Json rowsJson(const std::vector<RowPower>& rows)
{
    Json out = Json::array();
    for (const RowPower& row : rows)
        out.push_back(Json{{"row", row.row},
                           {"racks", row.racks},
                           {"max_kw", kw(row.maxW)},
                           {"typical_kw", kw(row.typicalW)},
                           {"heat_btu_per_h", round3(row.heatBtuPerH)},
                           {"weight_kg", round3(row.weightKg)}});
    return out;
}

} // namespace

Json powerToJson(const Report& r)
{
    const PowerReport& p = r.power;
    const CoolingReport& c = r.cooling;
    Json perRack = Json::array();
    for (std::size_t i = 0; i < p.racks.size(); ++i) {
        Json rack = rackJson(p.racks[i], i < c.racks.size() ? &c.racks[i] : nullptr,
                             i < r.distribution.racks.size() ? &r.distribution.racks[i] : nullptr);
        rack["load"] = loadJson(rackLoad(p, r.distribution, p.racks[i]));
        perRack.push_back(std::move(rack));
    }
    return Json{{"max_kw", kw(p.maxW)},
                {"typical_kw", kw(p.typicalW)},
                {"typical_is_upper_bound", p.typicalAtMaxDevices > 0},
                {"heat_btu_per_h", round3(p.heatBtuPerH)},
                {"weight_kg", round3(p.weightKg)},
                {"u_used", p.uUsed},
                {"u_total", p.uTotal},
                {"per_rack", std::move(perRack)},
                {"per_row", rowsJson(p.rows)},
                {"liquid_cooling", liquidRowsJson(c.liquidRows)},
                {"psus", psusJson(r.psu)},
                {"heat_kw", kw(c.itMaxW)},
                {"airflow_cfm", std::round(c.airflowCfm)},
                {"delta_t_c", round3(c.deltaTC)},
                {"air_limit_kw", kw(c.airLimitW)},
                {"pue", c.pue},
                {"pue_default", c.pueDefault},
                {"facility_kw", kw(c.facilityW)},
                {"facility_typical_kw", kw(c.facilityTypicalW)},
                {"energy_kwh_per_year", std::round(c.energyKwhPerYear)},
                {"energy_price_per_kwh", optionalNumber(c.energyPricePerKwh)},
                {"energy_cost_per_year",
                 c.energyCostPerYear ? Json(std::round(*c.energyCostPerYear * 100.0) / 100.0)
                                     : Json(nullptr)},
                {"energy_currency", c.currency}};
}

} // namespace cd::core
