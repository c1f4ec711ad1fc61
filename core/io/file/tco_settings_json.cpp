#include "tco_settings_json.h"

#include "analysis/tco/cloud_prices.h"
#include "analysis/tco/tco_assumptions.h"

namespace cd::core {

namespace {

std::vector<DesignCloudPrice> readCloudPrices(const JsonReader& tco)
{
    const JsonReader list = tco.at("cloud_prices");
    list.requireArray();
    if (list.size() > tco::kMaxCloudPriceRows)
        tco.failAt("cloud_prices", CD_TRANSLATE_NOOP("LoadError", "at most 10,000 prices"));
    std::vector<DesignCloudPrice> prices;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const JsonReader r = list.at(i);
        r.requireObject();
        DesignCloudPrice p{
            r.string("gpu"),       r.string("term"),      r.number("usd_per_gpu_hour"),
            r.string("provider"),  r.string("offer", ""), r.string("date"),
            r.string("source", "")};
        if (const auto bad = tco::checkCloudPrice(p))
            r.failAt(bad->field, bad->message);
        prices.push_back(std::move(p));
    }
    return prices;
}

Json cloudPricesJson(const std::vector<DesignCloudPrice>& prices)
{
    Json list = Json::array();
    for (const DesignCloudPrice& p : prices)
        list.push_back({{"gpu", p.gpu},
                        {"term", p.term},
                        {"usd_per_gpu_hour", p.usdPerGpuHour},
                        {"provider", p.provider},
                        {"offer", p.offer},
                        {"date", p.date},
                        {"source", p.source}});
    return list;
}

} // namespace

std::optional<DesignTcoSettings> readTcoSettings(const JsonReader& body)
{
    if (!body.has("tco"))
        return std::nullopt;
    const JsonReader r = body.at("tco");
    r.requireObject();
    DesignTcoSettings s;
    for (const auto& [key, value] : r.value().items()) {
        if (key == "cloud_term") {
            s.cloudTerm = r.string(key);
            if (!tco::cloudTermFromString(s.cloudTerm))
                r.failAt(key, CD_TRANSLATE_NOOP("LoadError", "on-demand, 1-year or 3-year"));
            continue;
        }
        if (key == "cloud_prices") {
            s.cloudPrices = readCloudPrices(r);
            continue;
        }
        s.values[key] = r.number(key);
    }
    if (const auto bad = tco::checkSettings(s)) {
        const std::string& m = bad->message;
        r.failAt(bad->key, m.rfind("must be ", 0) == 0
                               ? m.substr(8)
                               : "a TCO assumption (docs/file-format.md \"TCO\")");
    }
    return s;
}

Json writeTcoSettings(const DesignTcoSettings& s)
{
    Json j = Json::object();
    for (const auto& [key, value] : s.values)
        j[key] = value;
    if (!s.cloudTerm.empty())
        j["cloud_term"] = s.cloudTerm;
    if (!s.cloudPrices.empty())
        j["cloud_prices"] = cloudPricesJson(s.cloudPrices);
    return j;
}

} // namespace cd::core
