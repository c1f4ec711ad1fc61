#include "cabling_plan.h"

#include "io/csv.h"

#include <unordered_map>

namespace cd::core {

void forEachCablingRow(const Design& design, const std::function<void(const CablingRow&)>& row)
{
    std::unordered_map<std::string_view, const Rack*> racks;
    for (const Rack& r : design.racks)
        racks.emplace(r.id, &r);
    std::unordered_map<std::string_view, CablingEnd> where;
    for (const Device& d : design.devices) {
        const auto it = racks.find(d.rack);
        where[d.id] = {d.name, it == racks.end() ? d.rack : it->second->name, d.u, {}};
    }
    CablingRow r;
    for (const Link& l : design.links) {
        r.link = &l;
        for (auto [end, ref] : {std::pair{&r.a, &l.a}, std::pair{&r.b, &l.b}}) {
            const auto it = where.find(ref->device);
            *end = it == where.end() ? CablingEnd{ref->device, {}, 0, {}} : it->second;
            end->port = ref->port;
        }
        row(r);
    }
}

std::string cablingCsv(const Design& design, const CatalogView& catalog)
{
    const auto partNumber = [&](const std::string& id) {
        const CatalogItem* item = id.empty() ? nullptr : catalog.find(id);
        return item && !item->partNumbers.empty() ? item->model : id;
    };
    std::string out = "link,network,a_device,a_rack,a_u,a_port,b_device,b_rack,b_u,b_port,"
                      "cable,cable_model,length_m,optic_a,optic_b\r\n";
    forEachCablingRow(design, [&](const CablingRow& r) {
        const Link& l = *r.link;
        out += csvField(l.id) + "," + csvField(l.network.value_or("")) + "," +
               csvField(r.a.device) + "," + csvField(r.a.rack) + "," + std::to_string(r.a.u) + "," +
               csvField(r.a.port) + "," + csvField(r.b.device) + "," + csvField(r.b.rack) + "," +
               std::to_string(r.b.u) + "," + csvField(r.b.port) + "," + csvField(l.cable) + "," +
               csvField(partNumber(l.cable)) + "," +
               (l.lengthM ? csvNumber(*l.lengthM, 1) : std::string()) + "," +
               csvField(partNumber(l.opticA)) + "," + csvField(partNumber(l.opticB)) + "\r\n";
    });
    return out;
}

} // namespace cd::core
