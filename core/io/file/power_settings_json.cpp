#include "power_settings_json.h"

#include "io/json_extras.h"

#include <set>

namespace cd::core {

namespace {

const std::set<std::string> kPowerKeys{"feeds"};
const std::set<std::string> kFeedKeys{"id", "phases", "voltage_v", "current_a", "power_factor"};
const std::set<std::string> kInletKeys{"pdu", "phase"};
const std::set<std::string> kSiteKeys{
    "pue",          "energy_price_per_kwh", "currency", "air_limit_kw", "delta_t_c",
    "inlet_temp_c", "floor_load_kg_per_m2"};

Feed readFeed(const JsonReader& r)
{
    r.requireObject();
    Feed f;
    f.id = r.string("id");
    f.phases = r.integer("phases");
    f.voltageV = r.number("voltage_v");
    f.currentA = r.number("current_a");
    f.powerFactor = r.optionalNumber("power_factor");
    f.extra = extrasOf(r.value(), kFeedKeys);
    if (auto p = checkFeed(f))
        r.failAt(p->key, p->expected);
    return f;
}

void putOptional(Json& out, const char* key, const std::optional<double>& v)
{
    if (v)
        out[key] = numberJson(*v);
}

} // namespace

std::optional<RackPowerSettings> readRackPower(const JsonReader& rack)
{
    if (!rack.has("power"))
        return std::nullopt;
    const JsonReader r = rack.at("power");
    r.requireObject();
    RackPowerSettings power;
    if (r.has("feeds")) {
        const JsonReader feeds = r.at("feeds");
        feeds.requireArray();
        for (std::size_t i = 0; i < feeds.size(); ++i)
            power.feeds.push_back(readFeed(feeds.at(i)));
    }
    power.extra = extrasOf(r.value(), kPowerKeys);
    std::size_t bad = 0;
    if (auto p = checkRackPower(power, &bad))
        r.at("feeds").at(bad).failAt(p->key, p->expected);
    return power;
}

Json writeRackPower(const RackPowerSettings& power)
{
    Json feeds = Json::array();
    for (const Feed& f : power.feeds) {
        Json o{{"id", f.id},
               {"phases", f.phases},
               {"voltage_v", numberJson(f.voltageV)},
               {"current_a", numberJson(f.currentA)}};
        if (f.powerFactor)
            o["power_factor"] = numberJson(*f.powerFactor);
        appendExtras(o, f.extra);
        feeds.push_back(std::move(o));
    }
    Json o{{"feeds", std::move(feeds)}};
    appendExtras(o, power.extra);
    return o;
}

std::vector<InletAssignment> readInlets(const JsonReader& device)
{
    std::vector<InletAssignment> out;
    if (!device.has("inlets"))
        return out;
    const JsonReader list = device.at("inlets");
    list.requireArray();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const JsonReader r = list.at(i);
        r.requireObject();
        InletAssignment a;
        a.pdu = r.string("pdu");
        a.phase = r.optionalInteger("phase");
        a.extra = extrasOf(r.value(), kInletKeys);
        if (auto p = checkInlet(a))
            r.failAt(p->key, p->expected);
        out.push_back(std::move(a));
    }
    return out;
}

Json writeInlets(const std::vector<InletAssignment>& inlets)
{
    Json out = Json::array();
    for (const InletAssignment& a : inlets) {
        Json o{{"pdu", a.pdu}};
        if (a.phase)
            o["phase"] = *a.phase;
        appendExtras(o, a.extra);
        out.push_back(std::move(o));
    }
    return out;
}

std::optional<SiteSettings> readSite(const JsonReader& top)
{
    if (!top.has("site"))
        return std::nullopt;
    const JsonReader r = top.at("site");
    r.requireObject();
    SiteSettings s;
    s.pue = r.optionalNumber("pue");
    s.energyPricePerKwh = r.optionalNumber("energy_price_per_kwh");
    s.currency = r.optionalString("currency");
    s.airLimitKw = r.optionalNumber("air_limit_kw");
    s.deltaTC = r.optionalNumber("delta_t_c");
    s.inletTempC = r.optionalNumber("inlet_temp_c");
    s.floorLoadKgPerM2 = r.optionalNumber("floor_load_kg_per_m2");
    s.extra = extrasOf(r.value(), kSiteKeys);
    if (auto p = checkSite(s))
        r.failAt(p->key, p->expected);
    return s;
}

Json writeSite(const SiteSettings& s)
{
    Json o = Json::object();
    putOptional(o, "pue", s.pue);
    putOptional(o, "energy_price_per_kwh", s.energyPricePerKwh);
    if (s.currency)
        o["currency"] = *s.currency;
    putOptional(o, "air_limit_kw", s.airLimitKw);
    putOptional(o, "delta_t_c", s.deltaTC);
    putOptional(o, "inlet_temp_c", s.inletTempC);
    putOptional(o, "floor_load_kg_per_m2", s.floorLoadKgPerM2);
    appendExtras(o, s.extra);
    return o;
}

} // namespace cd::core
