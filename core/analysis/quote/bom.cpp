#include "bom.h"
#include "bom_buildout.h"

#include "analysis/fabric/part_number.h"
#include "analysis/issues/format.h"
#include "analysis/issues/quote_issue_types.h"
#include "model/placement.h"
#include "model/ports_by_role.h"
#include "model/server_buildout.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

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

// (catalog id, length in mm or -1, build-out and adapters signature): lengths keep cables apart by
// size, build-outs servers by their parts.
using TallyKey = std::tuple<std::string, long long, std::string>;

struct Tally
{
    std::map<TallyKey, long long> quantity;
    // A server of each build-out, whose parts the sub-lines list.
    std::map<TallyKey, const Device*> server;
    void add(const std::string& id, long long n, long long lengthMm = -1)
    {
        quantity[{id, lengthMm, {}}] += n;
    }
};

constexpr std::string_view kInvalid = "invalid";

// What tells servers of one model apart in the BOM: their build-out (or "invalid", one the
// chassis cannot take: an error issue says why) and the adapters fitted in them.
std::string groupSignature(const Device& d, const CatalogItem& item, const CatalogView& catalog)
{
    std::string s;
    if (item.buildout)
        s = checkBuildout(d, item, catalog) ? std::string(kInvalid)
                                            : buildoutSignature(fittedParts(d, item));
    std::vector<std::string> nics;
    for (const NicFit& nic : d.nics)
        nics.push_back("|" + nic.model + "x" + std::to_string(nic.count));
    std::sort(nics.begin(), nics.end()); // the same adapters in another order are the same
    for (const std::string& n : nics)
        s += n;
    return s;
}

// The device itself (a server with its build-out and adapters, listed beneath it) and, unless
// the system price includes them, its GPUs.
void tallyDevice(Tally& tally, const Device& d, const CatalogView& catalog)
{
    const CatalogItem* item = catalog.find(d.model);
    if (item && item->kind == ItemKind::Server && (item->buildout || !d.nics.empty())) {
        const TallyKey key{d.model, -1, groupSignature(d, *item, catalog)};
        ++tally.quantity[key];
        tally.server.emplace(key, &d);
    } else {
        tally.add(d.model, 1);
        for (const NicFit& nic : d.nics)
            tally.add(nic.model, nic.count); // a storage system's, or an unknown model's
    }
    if (!item || !item->gpu || checkGpuChoice(*item, catalog, d.gpu, d.gpuCount))
        return;
    const GpuFit fit = effectiveGpu(d, *item);
    const bool gpusInSystemPrice = item->price && item->price->includesGpus;
    if (!gpusInSystemPrice && fit.count > 0 && !fit.gpu.empty())
        tally.add(fit.gpu, fit.count);
}

Tally tallyParts(const Design& design, const CatalogView& catalog, const FabricReport& fabric)
{
    Tally tally;
    for (const Rack& r : design.racks)
        tally.add(r.model, 1);
    for (const Device& d : design.devices)
        tallyDevice(tally, d, catalog);
    for (const NetworkReport& n : fabric.networks) {
        for (const PartCount& c : n.cables)
            tally.add(c.part, c.count, std::llround(c.lengthM * 1000));
        for (const PartCount& t : n.transceivers)
            tally.add(t.part, t.count);
    }
    return tally;
}

// The line's part, quantity, length, kind, description and part number (no price yet).
BomLine describedLine(const std::string& id, long long lengthMm, int qty, const CatalogItem* item)
{
    BomLine line;
    line.part = id;
    line.quantity = qty;
    if (lengthMm >= 0)
        line.lengthM = lengthMm / 1000.0;
    if (!item) {
        line.kind = "unknown";
        line.description = text::arg(text::translate("Bom", "Unknown catalog id %1"), {id});
        return line;
    }
    line.kind = std::string(toString(item->kind));
    line.description = item->displayName();
    line.partNumber = orderingPartNumber(item->partNumbers, line.lengthM);
    if (line.lengthM) // "MCP4Y10-Nxxx, 0.5 m" names no product; MCP4Y10-N00A does
        line.description = productAtLength(item->vendor, item->model, *line.lengthM);
    if (item->price && item->price->includesGpus && item->gpu)
        line.description += text::translate("Bom", " (price includes GPUs)");
    // A zero estimate is a part that ships inside another's price (the NVL72 rack frame), not
    // a free one: say so where the customer reads 0.00.
    if (item->price && item->price->amount == 0)
        line.description += text::translate("Bom", " (included in the system price)");
    // A quote must not present an announced part as a shipping one.
    if (item->preliminary)
        line.description += text::translate("Bom", " (preliminary: announced, not shipping)");
    if (line.lengthM)
        line.description += ", " + format::fixed(*line.lengthM, 1) + " m";
    return line;
}

// Prices `line` and adds it to the BOM total; a part without a price is reported once.
void priceLine(BomReport& bom, BomLine& line, const CatalogItem* item,
               std::set<std::string>& unpricedWarned, Issues& issues)
{
    const std::string& id = line.part;
    if (!item || !item->price) {
        ++bom.unpricedLines;
        if (unpricedWarned.insert(id).second)
            issues.push_back(
                makeIssue(issues::NoPrice, {{"part", item ? item->displayName() : id}}, id));
        return;
    }
    const Price& p = *item->price;
    line.currency = p.currency;
    line.estimate = p.estimate;
    line.priceDate = p.date;
    line.priceSource = format::joined(p.sources, ",");
    line.unitPrice = p.amount;
    line.total = p.amount * line.quantity;
    if (p.currency == bom.currency) {
        bom.total += *line.total;
        bom.allEstimates = bom.allEstimates && p.estimate;
    } else {
        issues.push_back(makeIssue(issues::PriceCurrency,
                                   {{"part", item->displayName()},
                                    {"currency", p.currency},
                                    {"bomCurrency", bom.currency}},
                                   id));
    }
}

// The adapters fitted in each of `servers` servers, beneath their line: quantity all their
// cards, priced as the card; their role is their catalog ports', what the fabric generator
// fits them for.
BomLine nicLine(const NicFit& nic, int servers, const CatalogView& catalog)
{
    const CatalogItem* item = catalog.find(nic.model);
    BomLine line = describedLine(nic.model, -1, servers * nic.count, item);
    line.withServer = true;
    line.description = text::arg(
        text::translate("Bom", "- %3: %1 x %2 each"),
        {std::to_string(nic.count), line.description,
         portRoleTitle(item && !item->ports.empty() ? item->ports.front().role : std::string())});
    return line;
}

// A build-out sub-line priced by buildoutLines: counted in the BOM total (or as unpriced).
BomLine addOptionLine(BomReport& bom, BomLine line)
{
    line.withServer = true;
    if (!line.total)
        ++bom.unpricedLines;
    else if (line.currency == bom.currency) {
        bom.total += *line.total;
        bom.allEstimates = bom.allEstimates && line.estimate;
    }
    return line;
}

} // namespace

BomReport buildBom(const Design& design, const CatalogView& catalog, const FabricReport& fabric,
                   Issues& issues)
{
    const Tally tally = tallyParts(design, catalog, fabric);
    BomReport bom;
    std::set<std::string> unpricedWarned;
    // Each top-level line with its build-out sub-lines, which stay beneath it when sorted.
    std::vector<std::vector<BomLine>> groups;
    for (const auto& [key, qty64] : tally.quantity) {
        const auto& [id, lengthMm, signature] = key;
        const CatalogItem* item = catalog.find(id);
        std::vector<BomLine> group{describedLine(id, lengthMm, int(qty64), item)};
        const bool invalid = signature.starts_with(kInvalid);
        if (invalid)
            group.front().description += " (build-out invalid: see the issues)";
        priceLine(bom, group.front(), item, unpricedWarned, issues);
        if (auto server = tally.server.find(key); server != tally.server.end()) {
            const Device& d = *server->second;
            if (item->buildout && !invalid)
                for (BomLine& option : buildoutLines(d, *item, catalog, int(qty64)))
                    group.push_back(addOptionLine(bom, std::move(option)));
            for (const NicFit& nic : d.nics) {
                group.push_back(nicLine(nic, int(qty64), catalog));
                priceLine(bom, group.back(), catalog.find(nic.model), unpricedWarned, issues);
            }
        }
        groups.push_back(std::move(group));
    }
    std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
        return kindOrder(a.front().kind) < kindOrder(b.front().kind);
    });
    for (auto& group : groups)
        for (BomLine& line : group)
            bom.lines.push_back(std::move(line));
    return bom;
}

} // namespace cd::core
