#include "tco_settings_json.h"

#include "analysis/tco/cloud_prices.h"
#include "analysis/tco/tco_assumptions.h"

namespace cd::core {

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
                r.failAt(key, "on-demand, 1-year or 3-year");
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
    return j;
}

} // namespace cd::core
