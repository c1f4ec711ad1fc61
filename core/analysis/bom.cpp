#include "bom.h"

#include "model/placement.h"

#include <algorithm>
#include <map>

namespace cd::core {

namespace {

int kindOrder(const std::string& kind)
{
    static const std::vector<std::string> order{"rack",  "server", "gpu",   "storage",
                                                "switch", "nic",   "pdu",   "transceiver",
                                                "cable", "service"};
    auto it = std::find(order.begin(), order.end(), kind);
    return static_cast<int>(it - order.begin());
}

std::string join(const std::vector<std::string>& v)
{
    std::string out;
    for (const std::string& s : v)
        out += (out.empty() ? "" : ",") + s;
    return out;
}

struct Tally
{
    std::map<std::string, int> quantity; // catalog id -> count
    void add(const std::string& id, int n) { quantity[id] += n; }
};

} // namespace

BomReport buildBom(const Design& design, const CatalogView& catalog, Issues& issues)
{
    Tally tally;
    for (const Rack& r : design.racks)
        tally.add(r.model, 1);
    for (const Device& d : design.devices) {
        tally.add(d.model, 1);
        const CatalogItem* item = catalog.find(d.model);
        if (!item || !item->gpu || checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
            continue;
        const GpuFit fit = effectiveGpu(d, *item);
        const bool gpusInSystemPrice = item->price && item->price->includesGpus;
        if (!gpusInSystemPrice && fit.count > 0 && !fit.gpu.empty())
            tally.add(fit.gpu, fit.count);
    }
    for (const Link& l : design.links)
        if (!l.cable.empty())
            tally.add(l.cable, 1);

    BomReport bom;
    for (const auto& [id, qty] : tally.quantity) {
        BomLine line;
        line.part = id;
        line.quantity = qty;
        const CatalogItem* item = catalog.find(id);
        if (!item) {
            line.kind = "unknown";
            line.description = "Unknown catalog id " + id;
        } else {
            line.kind = std::string(toString(item->kind));
            line.description = item->displayName();
            if (item->price && item->price->includesGpus && item->gpu)
                line.description += " (price includes GPUs)";
        }
        if (item && item->price) {
            const Price& p = *item->price;
            line.currency = p.currency;
            line.estimate = p.estimate;
            line.priceDate = p.date;
            line.priceSource = join(p.sources);
            line.unitPrice = p.amount;
            line.total = p.amount * qty;
            if (p.currency == bom.currency) {
                bom.total += *line.total;
                bom.allEstimates = bom.allEstimates && p.estimate;
            } else {
                issues.push_back({Severity::Warning, "price-currency",
                                  item->displayName() + " is priced in " + p.currency +
                                      ", not " + bom.currency + "; it is left out of the total",
                                  id});
            }
        } else {
            ++bom.unpricedLines;
            issues.push_back({Severity::Warning, "no-price",
                              line.description + " has no price estimate; the BOM total "
                                                 "leaves out " +
                                  std::to_string(qty) + " of them",
                              id});
        }
        bom.lines.push_back(std::move(line));
    }
    std::stable_sort(bom.lines.begin(), bom.lines.end(), [](const BomLine& a, const BomLine& b) {
        return kindOrder(a.kind) < kindOrder(b.kind);
    });
    return bom;
}

} // namespace cd::core
