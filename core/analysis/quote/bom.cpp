#include "bom.h"

#include "analysis/issues/format.h"
#include "analysis/fabric/part_number.h"
#include "model/placement.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace cd::core {

namespace {

int kindOrder(const std::string& kind)
{
    static const std::vector<std::string> order{"rack",   "server", "gpu", "storage",
                                                "switch", "nic",    "pdu", "transceiver",
                                                "cable",  "service"};
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
    // (catalog id, length in mm or -1) -> count; lengths keep cables apart by size.
    std::map<std::pair<std::string, long long>, long long> quantity;
    void add(const std::string& id, long long n, long long lengthMm = -1)
    {
        quantity[{id, lengthMm}] += n;
    }
};

} // namespace

BomReport buildBom(const Design& design, const CatalogView& catalog, const FabricReport& fabric,
                   Issues& issues)
{
    Tally tally;
    for (const Rack& r : design.racks)
        tally.add(r.model, 1);
    for (const Device& d : design.devices) {
        tally.add(d.model, 1);
        for (const NicFit& nic : d.nics)
            tally.add(nic.model, nic.count);
        const CatalogItem* item = catalog.find(d.model);
        if (!item || !item->gpu || checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
            continue;
        const GpuFit fit = effectiveGpu(d, *item);
        const bool gpusInSystemPrice = item->price && item->price->includesGpus;
        if (!gpusInSystemPrice && fit.count > 0 && !fit.gpu.empty())
            tally.add(fit.gpu, fit.count);
    }
    for (const NetworkReport& n : fabric.networks) {
        for (const PartCount& c : n.cables)
            tally.add(c.part, c.count, std::llround(c.lengthM * 1000));
        for (const PartCount& t : n.transceivers)
            tally.add(t.part, t.count);
    }

    BomReport bom;
    std::set<std::string> unpricedWarned;
    for (const auto& [key, qty64] : tally.quantity) {
        const auto& [id, lengthMm] = key;
        const int qty = int(qty64);
        BomLine line;
        line.part = id;
        line.quantity = qty;
        if (lengthMm >= 0)
            line.lengthM = lengthMm / 1000.0;
        const CatalogItem* item = catalog.find(id);
        if (!item) {
            line.kind = "unknown";
            line.description = "Unknown catalog id " + id;
        } else {
            line.kind = std::string(toString(item->kind));
            line.description = item->displayName();
            if (line.lengthM)
                line.partNumber = partNumberForLength(item->partNumbers, *line.lengthM);
            if (line.partNumber.empty() && !item->partNumbers.empty())
                line.partNumber = item->partNumbers.front();
            if (item->price && item->price->includesGpus && item->gpu)
                line.description += " (price includes GPUs)";
            if (line.lengthM)
                line.description += ", " + format::fixed(*line.lengthM, 1) + " m";
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
                                  item->displayName() + " is priced in " + p.currency + ", not " +
                                      bom.currency + "; it is left out of the total",
                                  id});
            }
        } else {
            ++bom.unpricedLines;
            if (unpricedWarned.insert(id).second)
                issues.push_back({Severity::Warning, "no-price",
                                  (item ? item->displayName() : id) +
                                      " has no price estimate; the BOM total leaves it out",
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
