#include "fabric_report_json.h"

#include <cmath>

namespace cd::core {

namespace {

double round3(double v)
{
    return std::round(v * 1000) / 1000;
}

std::int64_t total(const std::vector<PartCount>& parts)
{
    std::int64_t n = 0;
    for (const PartCount& p : parts)
        n += p.count;
    return n;
}

Json parts(const std::vector<PartCount>& list, bool withLength)
{
    Json out = Json::array();
    for (const PartCount& p : list) {
        Json o{{"part", p.part}, {"count", p.count}};
        if (withLength)
            o["length_m"] = round3(p.lengthM);
        out.push_back(std::move(o));
    }
    return out;
}

// Cables per part with their metres, and the metres of all of them.
Json cableTotals(const std::vector<PartCount>& cables)
{
    Json out = Json::array();
    for (const PartTotal& t : totalsByPart(cables))
        out.push_back({{"part", t.part}, {"count", t.count}, {"length_m", round3(t.metres)}});
    return out;
}

double cableMetres(const std::vector<PartCount>& cables)
{
    double m = 0;
    for (const PartTotal& t : totalsByPart(cables))
        m += t.metres;
    return m;
}

// The network the top-level keys describe: the compute network with the most node links.
const NetworkReport* mainNetwork(const FabricReport& r)
{
    const NetworkReport* best = nullptr;
    for (const NetworkReport& n : r.networks)
        if ((n.kind == "compute" || n.kind.empty()) &&
            (!best || n.nodeLeafLinks > best->nodeLeafLinks))
            best = &n;
    return best;
}

} // namespace

Json networkReportToJson(const NetworkReport& n)
{
    Json j = Json::object();
    j["id"] = n.id;
    j["name"] = n.name;
    j["kind"] = n.kind;
    j["transport"] = n.transport;
    j["tiers"] = n.tiers;
    j["switches"] = {
        {"leaf", n.leaves}, {"spine", n.spines}, {"core", n.cores}, {"super_core", n.superCores}};
    j["cables"] = {{"node_leaf", n.nodeLeafLinks},
                   {"leaf_spine", n.leafSpineLinks},
                   {"spine_core", n.spineCoreLinks},
                   {"core_super_core", n.coreSuperCoreLinks},
                   {"other", n.otherLinks}};
    j["transceivers"] = total(n.transceivers);
    j["oversubscription"] = round3(n.leafOversubscription);
    j["oversubscription_target"] = n.target;
    j["spine_oversubscription"] = round3(n.spineOversubscription);
    j["nodes"] = n.nodes;
    j["node_ports"] = {{"total", n.nodePorts}, {"cabled", n.nodePortsCabled}};
    j["cable_parts"] = parts(n.cables, true);
    j["cable_totals"] = cableTotals(n.cables);
    j["cable_m"] = round3(cableMetres(n.cables));
    j["transceiver_parts"] = parts(n.transceivers, false);
    return j;
}

Json fabricReportToJson(const FabricReport& report)
{
    Json j = Json::object();
    const NetworkReport* main = mainNetwork(report);
    const NetworkReport empty;
    const Json top = networkReportToJson(main ? *main : empty);
    for (const char* key : {"tiers", "switches", "cables", "transceivers", "oversubscription"})
        j[key] = top[key];
    Json networks = Json::array();
    for (const NetworkReport& n : report.networks)
        networks.push_back(networkReportToJson(n));
    j["networks"] = std::move(networks);
    Json issues = Json::array();
    for (const Issue& i : report.issues)
        issues.push_back({{"severity", std::string(toString(i.severity))},
                          {"code", i.code},
                          {"message", i.message},
                          {"object", i.object}});
    j["issues"] = std::move(issues);
    return j;
}

} // namespace cd::core
