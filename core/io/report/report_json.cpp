#include "report_json.h"

#include "analysis/quote/quote.h"
#include "fabric_report_json.h"
#include "io/csv.h"
#include "power_report_json.h"

#include <cmath>

namespace cd::core {

namespace {

// Figures are rounded for people and scripts alike; raw doubles would print 10.200000000001.
double round3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

} // namespace

Json bomToJson(const BomReport& bom)
{
    Json lines = Json::array();
    for (const BomLine& l : bom.lines) {
        Json o{{"part", l.part},
               {"kind", l.kind},
               {"description", l.description},
               {"quantity", l.quantity}};
        if (l.lengthM)
            o["length_m"] = round3(*l.lengthM);
        if (l.option)
            o["buildout_of_server_above"] = true;
        if (l.withServer && !l.option)
            o["fitted_in_server_above"] = true;
        o["unit_price"] = l.unitPrice ? Json(*l.unitPrice) : Json(nullptr);
        o["total"] = l.total ? Json(*l.total) : Json(nullptr);
        o["currency"] = l.currency;
        o["estimate"] = l.estimate;
        o["price_date"] = l.priceDate;
        o["price_source"] = l.priceSource;
        lines.push_back(std::move(o));
    }
    return Json{{"lines", std::move(lines)},
                {"total", round3(bom.total)},
                {"currency", bom.currency},
                {"unpriced_lines", bom.unpricedLines},
                {"estimate", bom.allEstimates}};
}

Json reportToJson(const Report& r)
{
    Json gpusByModel = Json::object();
    for (const auto& [gpu, n] : r.gpusByModel)
        gpusByModel[gpu] = n;
    Json issues = Json::array();
    for (const Issue& i : r.issues)
        issues.push_back(Json{{"severity", std::string(toString(i.severity))},
                              {"code", i.code},
                              {"message", i.message},
                              {"object", i.object}});
    Json nvlink = Json::array();
    for (const NvlinkGroup& g : r.nvlink.groups)
        nvlink.push_back(Json{{"server", g.server},
                              {"gpu", g.gpu},
                              {"kind", std::string(toString(g.kind))},
                              {"servers", g.servers},
                              {"gpus_per_domain", g.gpusPerDomain},
                              {"domains", g.domains},
                              {"per_gpu_gb_per_s", round3(g.perGpuGBps)},
                              {"note", g.note}});
    Json networks = Json::array();
    for (const NetworkReport& n : r.fabric.networks)
        networks.push_back(networkReportToJson(n));
    return Json{{"servers", r.servers},
                {"gpus", r.gpus},
                {"gpu_memory_gb", round3(r.gpuMemoryGb)},
                {"gpus_by_model", std::move(gpusByModel)},
                {"racks", r.racks},
                {"power", powerToJson(r)},
                {"bom", bomToJson(r.bom)},
                {"nvlink", std::move(nvlink)},
                {"networks", std::move(networks)},
                {"issues", std::move(issues)}};
}

std::string bomToCsv(const BomReport& bom)
{
    std::string out = "part,kind,description,quantity,unit_price,total,currency,estimate,"
                      "price_date,price_source,server_above\r\n";
    for (const BomLine& l : bom.lines) {
        out += csvField(l.part) + "," + csvField(l.kind) + "," + csvField(l.description) + "," +
               std::to_string(l.quantity) + "," + (l.unitPrice ? csvNumber(*l.unitPrice, 2) : "") +
               "," + (l.total ? csvNumber(*l.total, 2) : "") + "," + csvField(l.currency) + "," +
               (l.estimate ? "yes" : "no") + "," + csvField(l.priceDate) + "," +
               csvField(l.priceSource) + "," + serverAbove(l.option, l.withServer) + "\r\n";
    }
    out += "TOTAL,," + csvField(incompleteNote(bom.unpricedLines)) + ",,," +
           csvNumber(bom.total, 2) + "," + bom.currency + "," + (bom.allEstimates ? "yes" : "no") +
           ",,,\r\n";
    return out;
}

} // namespace cd::core
